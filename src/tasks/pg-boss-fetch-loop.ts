import type { Job, PgBoss } from "pg-boss";
import type { Logger } from "pino";

/** The pg-boss calls the loop makes (the runtime passes its PgBoss instance). */
export type FetchLoopQueue = Pick<PgBoss, "fetch" | "complete" | "fail" | "touch">;

export interface PgBossFetchLoopOptions<T> {
  readonly boss: FetchLoopQueue;
  readonly queue: string;
  /** Jobs this process runs at once. */
  readonly concurrency: number;
  /**
   * Slots free for new jobs (default: `concurrency` minus the running jobs). The task runtime passes its
   * TaskSlots, where jobs parked on stalled platforms hold no slot.
   */
  readonly freeSlots?: () => number;
  /** How long an idle loop waits before it looks at the queue again when nothing wakes it. */
  readonly pollIntervalMs: number;
  /** How long stop() waits for running jobs; jobs still running then are failed so they are retried. */
  readonly stopTimeoutMs: number;
  readonly logger: Logger;
  /** Runs one job; false means `stopSignal` interrupted it and it must run again (its job is failed). */
  run(data: T, stopSignal: AbortSignal): Promise<boolean>;
}

export interface PgBossFetchLoop {
  /** Work may be waiting (a task was submitted in this process): fetch now if a slot is free. */
  notify(): void;
  /** Stops fetching, lets running jobs reach a safe point, and reports every job's outcome to pg-boss. */
  stop(): Promise<void>;
}

/** What fences a settle or heartbeat to the attempt this loop fetched. */
const attempt = (job: Job<unknown>) => ({ id: job.id, retryCount: job.retryCount });

/**
 * One loop per process in place of `concurrency` pg-boss pollers: it fetches as many jobs as slots are
 * free in one statement, completes finished jobs in batches (every job that finished while the previous
 * complete was in flight goes in the next), and keeps all running jobs' heartbeats in one statement.
 * Settles are fenced to the fetched attempt, so a job whose heartbeat lapsed (the supervisor failed it
 * and another worker took it) is never settled by this loop's late result.
 */
export function startPgBossFetchLoop<T>(options: PgBossFetchLoopOptions<T>): PgBossFetchLoop {
  const { boss, queue, concurrency, logger } = options;
  const freeSlots = options.freeSlots ?? (() => concurrency - running.size);
  const stopController = new AbortController();
  const stopSignal = stopController.signal;
  const running = new Map<string, { job: Job<T>; work: Promise<void> }>();
  const toComplete: Job<T>[] = [];
  const toFail: Job<T>[] = [];
  let settling = false;
  let settleQueued = false;
  let settled: Promise<void> = Promise.resolve();
  // A full fetch means more jobs may be waiting: a slot that frees then fetches at once. After a short
  // fetch the queue was empty, and a freed slot waits for notify() or the polling interval.
  let lastFetchFull = false;
  let woken = false;
  let endSleep: (() => void) | undefined;
  let heartbeatMs = Number.POSITIVE_INFINITY;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const wake = () => {
    woken = true;
    endSleep?.();
  };

  function sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      endSleep = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      endSleep = undefined;
    });
  }

  async function report(jobs: Job<T>[], outcome: "complete" | "fail"): Promise<void> {
    if (jobs.length === 0) return;
    try {
      if (outcome === "complete") await boss.complete(queue, jobs.map(attempt));
      else await boss.fail(queue, jobs.map(attempt), { message: "task interrupted; it will resume" });
    } catch (error) {
      // The jobs stay active without heartbeats: the supervisor fails them, and the retry finds each task
      // final (its job then completes) or resumes it.
      logger.error({ err: error, jobs: jobs.length }, `pg-boss ${outcome} failed; the jobs will be retried`);
    }
  }

  async function settle(): Promise<void> {
    while (toComplete.length > 0 || toFail.length > 0) {
      await Promise.all([report(toComplete.splice(0), "complete"), report(toFail.splice(0), "fail")]);
    }
    settling = false;
  }

  function startSettling(): void {
    if (settling) return;
    settling = true;
    settled = settle();
  }

  /** One settle round at a time; jobs that finish meanwhile wait for the next round. */
  function settleSoon(): void {
    if (settling || settleQueued) return;
    settleQueued = true;
    // Jobs that finish in the same turn of the event loop share a statement.
    setImmediate(() => {
      settleQueued = false;
      startSettling();
    });
  }

  function finish(job: Job<T>, finished: boolean): void {
    // Gone already when stop() gave up waiting for it and failed its job.
    if (!running.delete(job.id)) return;
    (finished ? toComplete : toFail).push(job);
    settleSoon();
    if (lastFetchFull) wake();
  }

  async function beat(): Promise<void> {
    const held = [...running.values()].map(({ job }) => job).filter((job) => job.heartbeatSeconds);
    if (held.length === 0) return;
    try {
      const touched = (await boss.touch(queue, held.map(attempt))) as { settled?: string[] };
      const refreshed = new Set(touched.settled ?? held.map((job) => job.id));
      const lost = held.filter((job) => !refreshed.has(job.id) && running.has(job.id));
      // Its heartbeat lapsed (a stalled process): the supervisor failed it and the task may run elsewhere.
      // This run's settle is fenced to its attempt, so it changes nothing there.
      if (lost.length > 0) logger.warn({ jobs: lost.map((job) => job.id) }, "pg-boss jobs no longer held");
    } catch (error) {
      logger.warn({ err: error }, "pg-boss heartbeat failed; the next one retries");
    }
  }

  /** Heartbeats every half of the shortest heartbeatSeconds seen, as pg-boss's own workers do. */
  function keepHeartbeat(job: Job<T>): void {
    if (!job.heartbeatSeconds || job.heartbeatSeconds * 500 >= heartbeatMs) return;
    heartbeatMs = job.heartbeatSeconds * 500;
    clearInterval(heartbeatTimer);
    heartbeatTimer = setInterval(beat, heartbeatMs);
  }

  function start(job: Job<T>): void {
    keepHeartbeat(job);
    const work = options.run(job.data, stopSignal).then(
      (finished) => finish(job, finished),
      (error) => {
        logger.error({ err: error, jobId: job.id }, "task run failed; its job is retried");
        finish(job, false);
      },
    );
    running.set(job.id, { job, work });
  }

  async function fetchJobs(count: number): Promise<Job<T>[]> {
    try {
      return await boss.fetch<T>(queue, { batchSize: count });
    } catch (error) {
      logger.error({ err: error }, "pg-boss fetch failed; the next poll retries");
      return [];
    }
  }

  async function loop(): Promise<void> {
    while (!stopSignal.aborted) {
      woken = false;
      const free = freeSlots();
      if (free > 0) {
        const jobs = await fetchJobs(free);
        lastFetchFull = jobs.length === free;
        for (const job of jobs) {
          if (!stopSignal.aborted) {
            start(job);
            continue;
          }
          // Fetched while stopping: handed back untouched for another worker (or the next start).
          toFail.push(job);
          settleSoon();
        }
      }
      // More jobs may wait and a slot freed during the fetch: fetch again at once. With every slot busy,
      // a finishing job wakes the loop (finish()).
      if (woken || (lastFetchFull && freeSlots() > 0)) continue;
      await sleep(options.pollIntervalMs);
    }
  }

  async function waitForRunning(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, options.stopTimeoutMs);
    });
    await Promise.race([Promise.allSettled([...running.values()].map(({ work }) => work)), timeout]);
    clearTimeout(timer);
    if (running.size === 0) return;
    logger.warn({ jobs: running.size }, "tasks still running at shutdown; their jobs are failed for a retry");
    for (const { job } of running.values()) toFail.push(job);
    running.clear();
  }

  const looping = loop();
  let stopping: Promise<void> | undefined;
  return {
    notify: wake,
    stop() {
      stopping ??= (async () => {
        stopController.abort();
        wake();
        await looping;
        await waitForRunning();
        clearInterval(heartbeatTimer);
        await settled;
        startSettling();
        await settled;
      })();
      return stopping;
    },
  };
}
