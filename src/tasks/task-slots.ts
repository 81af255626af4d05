import { performance } from "node:perf_hooks";

/** Thrown by `awaitPlatform` when the task must give its place back and run again later. */
export class TaskYield extends Error {
  readonly platform: string;
  constructor(platform: string) {
    super(`${platform} is stalled and already has as many waiting questions as this process parks`);
    this.name = "TaskYield";
    this.platform = platform;
  }
}

export interface TaskSlotsOptions {
  /** `tasks.workerConcurrency`: tasks that may hold a slot at once. */
  readonly capacity: number;
  /** Questions of this process that may wait on a stalled platform before more tasks yield (2 x its concurrency). */
  readonly parkLimit: (platform: string) => number;
  /** A platform with questions waiting and none finished for this long (at least) counts as stalled. */
  readonly stallAfterMs?: number;
  /** Monotonic milliseconds; not the service clock, which tests and the demo move by days. */
  readonly clock?: () => number;
}

export const DEFAULT_STALL_AFTER_MS = 2000;
/** A platform is also stalled when nothing finished for this many times its recent mean wait. */
const STALL_FACTOR = 3;

/** What this process sees of one platform: questions waiting on it and how fast they come back. */
class PlatformWaits {
  pending = 0;
  /** When the last question finished, or when it went from idle to busy. */
  lastProgress = 0;
  /** Moving mean of a question's wait (queue and request); 0 until one finished. */
  meanMs = 0;

  begin(now: number): void {
    if (this.pending === 0) this.lastProgress = now;
    this.pending++;
  }

  /** A question ended; only an answer is progress (a hanging platform's timeouts and failures are not). */
  end(now: number, tookMs: number, answered: boolean): void {
    this.pending--;
    if (!answered) return;
    this.lastProgress = now;
    this.meanMs = this.meanMs === 0 ? tookMs : this.meanMs * 0.9 + tookMs * 0.1;
  }

  stalled(now: number, stallAfterMs: number): boolean {
    return this.pending > 0 && now - this.lastProgress > Math.max(stallAfterMs, STALL_FACTOR * this.meanMs);
  }
}

/**
 * The task slots of one worker process (docs/tasks.md, "Task slots and platform bulkheads"). A running
 * task holds a slot while it works and while it waits on platforms that answer, so the slots bound the
 * work in progress as before; but a task whose every open question waits on a stalled platform (one
 * that has answered nothing for a while: hanging, down, throttled far beyond its timeouts) gives its
 * slot back, so a hanging platform cannot take the capacity other platforms' tasks need. Each stalled
 * platform parks at most `parkLimit` questions of this process; a task that would ask it beyond that
 * yields (TaskYield): it leaves the process and is queued again a little later, durably.
 */
export class TaskSlots {
  private readonly tasks = new Set<RunningTask>();
  private readonly platforms = new Map<string, PlatformWaits>();
  private readonly options: TaskSlotsOptions;
  private readonly clock: () => number;
  private readonly stallAfterMs: number;

  constructor(options: TaskSlotsOptions) {
    this.options = options;
    this.clock = options.clock ?? performance.now.bind(performance);
    this.stallAfterMs = options.stallAfterMs ?? DEFAULT_STALL_AFTER_MS;
  }

  /** Tasks running in this process, holding a slot or not. */
  get running(): number {
    return this.tasks.size;
  }

  /** Slots free for new tasks now (may be negative after parked tasks' platforms came back). */
  free(): number {
    if (this.tasks.size < this.options.capacity) return this.options.capacity - this.tasks.size;
    const now = this.clock();
    let held = 0;
    for (const task of this.tasks) if (!task.parked(now)) held++;
    return this.options.capacity - held;
  }

  /** Registers a task that starts running; `end()` it when it stops, whatever the outcome. */
  start(): RunningTask {
    const task = new RunningTask(this);
    this.tasks.add(task);
    return task;
  }

  /** @internal */
  remove(task: RunningTask): void {
    this.tasks.delete(task);
  }

  /** @internal */
  waitsOf(platform: string): PlatformWaits {
    let waits = this.platforms.get(platform);
    if (!waits) {
      waits = new PlatformWaits();
      this.platforms.set(platform, waits);
    }
    return waits;
  }

  /** @internal */
  now(): number {
    return this.clock();
  }

  /** @internal */
  isStalled(platform: string, now: number): boolean {
    return this.platforms.get(platform)?.stalled(now, this.stallAfterMs) ?? false;
  }

  /** @internal A new question on `platform` must not park there: the task yields instead. */
  mustYield(platform: string, now: number): boolean {
    const waits = this.platforms.get(platform);
    if (!waits?.stalled(now, this.stallAfterMs)) return false;
    return waits.pending >= this.options.parkLimit(platform);
  }
}

/** One running task's hold on the slots: which platforms its open questions wait on. */
export class RunningTask {
  private readonly slots: TaskSlots;
  private readonly open = new Map<string, number>();
  /** The questions in progress, with their platform, so a yield can let the answering ones finish. */
  private readonly inProgress = new Map<Promise<unknown>, string>();

  constructor(slots: TaskSlots) {
    this.slots = slots;
  }

  /** Holds no slot: it waits only on stalled platforms. */
  parked(now: number): boolean {
    if (this.open.size === 0) return false;
    for (const platform of this.open.keys()) if (!this.slots.isStalled(platform, now)) return false;
    return true;
  }

  /**
   * Runs `work` (one question to `platform`) as a platform wait of this task. Throws TaskYield, before
   * starting anything, when the platform is stalled and full. `beforeStart` runs after every question
   * asked in the same turn has passed that check, so a task that yields aborts its other questions
   * before any of them reaches a platform.
   */
  awaitPlatform<T>(platform: string, work: () => Promise<T>, beforeStart?: () => void): Promise<T> {
    const started = this.slots.now();
    if (this.slots.mustYield(platform, started)) return Promise.reject(new TaskYield(platform));
    const waits = this.slots.waitsOf(platform);
    waits.begin(started);
    this.open.set(platform, (this.open.get(platform) ?? 0) + 1);
    const asked = this.wait(platform, waits, started, work, beforeStart);
    // Registered at once, so a yield decided later in this turn waits for it too.
    this.inProgress.set(asked, platform);
    const done = () => this.inProgress.delete(asked);
    asked.then(done, done);
    return asked;
  }

  private async wait<T>(
    platform: string,
    waits: PlatformWaits,
    started: number,
    work: () => Promise<T>,
    beforeStart?: () => void,
  ): Promise<T> {
    let answered = false;
    try {
      await null;
      beforeStart?.();
      const value = await work();
      answered = true;
      return value;
    } finally {
      const now = this.slots.now();
      waits.end(now, now - started, answered);
      const left = (this.open.get(platform) ?? 1) - 1;
      if (left === 0) this.open.delete(platform);
      else this.open.set(platform, left);
    }
  }

  /**
   * Resolves once none of this task's questions waits on a platform that is not stalled: before a task
   * yields, the questions its answering platforms are working on finish (and are stored), so a task
   * that needs both a stalled and a healthy platform still makes progress on every attempt.
   */
  async answeringSettled(): Promise<void> {
    for (;;) {
      const now = this.slots.now();
      const answering = [...this.inProgress].filter(([, platform]) => !this.slots.isStalled(platform, now));
      if (answering.length === 0) return;
      await Promise.allSettled(answering.map(([asked]) => asked));
    }
  }

  end(): void {
    this.slots.remove(this);
  }
}
