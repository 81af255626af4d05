import { setTimeout as sleep } from "node:timers/promises";

/**
 * Holds one platform to at most `concurrency` requests in flight and `requestsPerMinute` starts in
 * any rolling 60-second window. Waiters are served first come, first served.
 *
 * Every platform call passes through here, so the common case (a slot and a token are free) is a
 * synchronous `tryAcquire`; only a caller that has to wait pays for promises and signal listeners.
 */
export class PlatformLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Start times in the window, oldest first, from `startsHead` on (a queue without O(n) shifts). */
  private starts: number[] = [];
  private startsHead = 0;
  /** Holders of a slot sleeping for a rate token; newcomers queue behind them. */
  private tokenWaiters = 0;
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

  /** Takes a slot and a rate token when both are free and nobody waits; the caller then owes one release(). */
  tryAcquire(): boolean {
    if (this.active >= this.concurrency || this.tokenWaiters > 0 || !this.takeToken(this.now())) return false;
    this.active++;
    return true;
  }

  /** Waits for a slot and a rate token (rejects with the signal's reason); the caller then owes one release(). */
  async wait(signal?: AbortSignal): Promise<void> {
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
    this.tokenWaiters++;
    try {
      await this.waitForToken(signal);
    } catch (error) {
      this.release();
      throw error;
    } finally {
      this.tokenWaiters--;
    }
  }

  /** Resolves with a release function (safe to call twice) once a slot and a rate token are both free. */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (!this.tryAcquire()) await this.wait(signal);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release();
    };
  }

  /** Gives back the slot of one tryAcquire or wait. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  /** Records a start at `now` if the window has room. */
  private takeToken(now: number): boolean {
    const starts = this.starts;
    while (this.startsHead < starts.length && starts[this.startsHead] <= now - this.windowMs)
      this.startsHead++;
    if (this.startsHead > 1024 && this.startsHead * 2 > starts.length) {
      this.starts = starts.slice(this.startsHead);
      this.startsHead = 0;
    }
    if (this.starts.length - this.startsHead >= this.requestsPerMinute) return false;
    this.starts.push(now);
    return true;
  }

  private async waitForToken(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = this.now();
      if (this.takeToken(now)) return;
      await sleep(Math.max(1, this.starts[this.startsHead] + this.windowMs - now), undefined, { signal });
    }
  }
}
