import { setTimeout as sleep } from "node:timers/promises";

/**
 * Holds one platform to at most `concurrency` requests in flight and `requestsPerMinute` starts in
 * any rolling 60-second window. Waiters are served first come, first served.
 */
export class PlatformLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly starts: number[] = [];
  private readonly concurrency: number;
  private readonly requestsPerMinute: number;
  private readonly now: () => number;
  private readonly windowMs: number;

  /** `windowMs` is the rate window (60 000 for "per minute"); tests shorten it. */
  constructor(options: {
    concurrency: number;
    requestsPerMinute: number;
    now?: () => number;
    windowMs?: number;
  }) {
    this.windowMs = options.windowMs ?? 60_000;
    this.concurrency = options.concurrency;
    this.requestsPerMinute = options.requestsPerMinute;
    this.now = options.now ?? Date.now;
  }

  get inFlight(): number {
    return this.active;
  }

  /** Resolves with a release function once a slot and a rate token are both free. */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.active >= this.concurrency) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const i = this.waiting.indexOf(grant);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(signal?.reason);
        };
        const grant = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        if (signal?.aborted) return onAbort();
        signal?.addEventListener("abort", onAbort, { once: true });
        this.waiting.push(grant);
      });
    } else {
      this.active++;
    }
    // The slot is ours from here (a waiter inherits the releaser's count).
    try {
      await this.takeRateToken(signal);
    } catch (error) {
      this.release();
      throw error;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release();
    };
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  private async takeRateToken(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = this.now();
      while (this.starts.length > 0 && this.starts[0] <= now - this.windowMs) this.starts.shift();
      if (this.starts.length < this.requestsPerMinute) {
        this.starts.push(now);
        return;
      }
      await sleep(Math.max(1, this.starts[0] + this.windowMs - now), undefined, { signal });
    }
  }
}
