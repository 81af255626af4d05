import { setTimeout as sleep } from "node:timers/promises";

/**
 * Who is asking: a call a client waits on in its HTTP request (`interactive`: question discovery) or
 * the work of tasks and monitoring rounds (`background`).
 */
export type LimiterLane = "background" | "interactive";

/**
 * Holds one platform to at most `concurrency` requests in flight and `requestsPerMinute` starts in
 * any rolling 60-second window. Waiters are served first come, first served within their lane.
 *
 * Interactive calls have a share of both limits that background work cannot take
 * (`reservedConcurrency`, `reservedRequestsPerMinute`): background work holds at most the rest, and a
 * freed slot goes to a waiting interactive call before any background one. So an interactive call never
 * queues behind a backlog of tasks; it waits at most for one of its own lane's slots.
 *
 * Every platform call passes through here, so the common case (a slot and a token are free) is a
 * synchronous `tryAcquire`; only a caller that has to wait pays for promises and signal listeners.
 */
export class PlatformLimiter {
  private active = 0;
  private activeBackground = 0;
  private readonly waiting: Record<LimiterLane, (() => void)[]> = { background: [], interactive: [] };
  /** Start times in the window, oldest first, from `startsHead` on (a queue without O(n) shifts). */
  private starts: number[] = [];
  private startsHead = 0;
  /** Holders of a slot sleeping for a rate token, per lane; newcomers of the lane queue behind them. */
  private readonly tokenWaiters: Record<LimiterLane, number> = { background: 0, interactive: 0 };
  private readonly concurrency: number;
  private readonly requestsPerMinute: number;
  private readonly backgroundConcurrency: number;
  private readonly backgroundRequestsPerMinute: number;
  private readonly now: () => number;
  private readonly windowMs: number;

  /** `windowMs` is the rate window (60 000 for "per minute"); tests shorten it. */
  constructor(options: {
    concurrency: number;
    requestsPerMinute: number;
    /** Slots only interactive calls may use (default 0); at most concurrency - 1. */
    reservedConcurrency?: number;
    /** Starts per window only interactive calls may use (default 0); at most requestsPerMinute - 1. */
    reservedRequestsPerMinute?: number;
    now?: () => number;
    windowMs?: number;
  }) {
    this.windowMs = options.windowMs ?? 60_000;
    this.concurrency = options.concurrency;
    this.requestsPerMinute = options.requestsPerMinute;
    const reserved = (value: number | undefined, total: number) =>
      Math.max(0, Math.min(total - 1, value ?? 0));
    this.backgroundConcurrency = this.concurrency - reserved(options.reservedConcurrency, this.concurrency);
    this.backgroundRequestsPerMinute =
      this.requestsPerMinute - reserved(options.reservedRequestsPerMinute, this.requestsPerMinute);
    this.now = options.now ?? Date.now;
  }

  get inFlight(): number {
    return this.active;
  }

  /** Takes a slot and a rate token when both are free and nobody of the lane waits; the caller then owes one release(lane). */
  tryAcquire(lane: LimiterLane = "background"): boolean {
    if (!this.slotFree(lane) || this.waiting[lane].length > 0 || this.tokenWaiters[lane] > 0) return false;
    if (!this.takeToken(this.now(), lane)) return false;
    this.hold(lane);
    return true;
  }

  /** Waits for a slot and a rate token (rejects with the signal's reason); the caller then owes one release(lane). */
  async wait(signal?: AbortSignal, lane: LimiterLane = "background"): Promise<void> {
    if (this.slotFree(lane) && this.waiting[lane].length === 0) {
      this.hold(lane);
    } else {
      const queue = this.waiting[lane];
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const i = queue.indexOf(grant);
          if (i >= 0) queue.splice(i, 1);
          reject(signal?.reason);
        };
        const grant = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        if (signal?.aborted) return onAbort();
        signal?.addEventListener("abort", onAbort, { once: true });
        queue.push(grant);
      });
    }
    // The slot is ours from here (dispatch() took it for us when we waited).
    this.tokenWaiters[lane]++;
    try {
      await this.waitForToken(lane, signal);
    } catch (error) {
      this.release(lane);
      throw error;
    } finally {
      this.tokenWaiters[lane]--;
    }
  }

  /** Resolves with a release function (safe to call twice) once a slot and a rate token are both free. */
  async acquire(signal?: AbortSignal, lane: LimiterLane = "background"): Promise<() => void> {
    if (!this.tryAcquire(lane)) await this.wait(signal, lane);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(lane);
    };
  }

  /** Gives back the slot of one tryAcquire or wait of `lane`. */
  release(lane: LimiterLane = "background"): void {
    this.active--;
    if (lane === "background") this.activeBackground--;
    this.dispatch();
  }

  private slotFree(lane: LimiterLane): boolean {
    if (this.active >= this.concurrency) return false;
    return lane === "interactive" || this.activeBackground < this.backgroundConcurrency;
  }

  private hold(lane: LimiterLane): void {
    this.active++;
    if (lane === "background") this.activeBackground++;
  }

  /** Hands free slots to waiters: interactive calls first. */
  private dispatch(): void {
    for (const lane of ["interactive", "background"] as const) {
      const queue = this.waiting[lane];
      while (queue.length > 0 && this.slotFree(lane)) {
        this.hold(lane);
        queue.shift()?.();
      }
    }
  }

  private capOf(lane: LimiterLane): number {
    return lane === "interactive" ? this.requestsPerMinute : this.backgroundRequestsPerMinute;
  }

  /** Drops starts that left the window; returns how many remain. */
  private startsInWindow(now: number): number {
    const starts = this.starts;
    while (this.startsHead < starts.length && starts[this.startsHead] <= now - this.windowMs)
      this.startsHead++;
    if (this.startsHead > 1024 && this.startsHead * 2 > starts.length) {
      this.starts = starts.slice(this.startsHead);
      this.startsHead = 0;
    }
    return this.starts.length - this.startsHead;
  }

  /** Records a start at `now` if the window has room for the lane. */
  private takeToken(now: number, lane: LimiterLane): boolean {
    if (this.startsInWindow(now) >= this.capOf(lane)) return false;
    this.starts.push(now);
    return true;
  }

  private async waitForToken(lane: LimiterLane, signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = this.now();
      if (this.takeToken(now, lane)) return;
      // The lane has room again once the start that puts it at its cap has left the window.
      const blocking = this.starts[this.startsHead + this.startsInWindow(now) - this.capOf(lane)];
      await sleep(Math.max(1, blocking + this.windowMs - now), undefined, { signal });
    }
  }
}
