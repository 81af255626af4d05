import { CompiledQuery, type Kysely } from "kysely";
import { PgBoss } from "pg-boss";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { PreparedStatementClient } from "../store/dialects/prepared-statement-client.ts";
import { expireOverdueTasks } from "./expire-overdue-tasks.ts";
import { type PgBossFetchLoop, startPgBossFetchLoop } from "./pg-boss-fetch-loop.ts";
import { purgeExpiredTasks } from "./purge-expired-tasks.ts";
import { expireByRunning, type RunTaskDeps, runTask } from "./run-task.ts";
import { type MonitorScheduling, scheduleDueRounds } from "./schedule-due-rounds.ts";
import type { TaskRuntime } from "./task-runtime.ts";
import { TaskSlots } from "./task-slots.ts";

export interface PgBossRuntimeOptions extends RunTaskDeps {
  readonly connectionString: string;
  /** Name pg-boss's frequent statements per connection too (PreparedStatementClient); default true. */
  readonly preparedStatements?: boolean;
  /** `api` only enqueues; `worker` and `all` also run tasks and the deadline sweep. */
  readonly runsWorkers: boolean;
  readonly concurrency: number;
  /** The process's task slots (task-slots.ts); built from `concurrency` when absent. */
  readonly slots?: TaskSlots;
  readonly retentionMs: number;
  /** Worker roles schedule monitoring rounds when given (the service always gives it). */
  readonly monitor?: MonitorScheduling;
}

export const TASK_QUEUE = "answerlens-task";
/** A pg-boss cron schedule sends one job a minute to this queue; its worker schedules due rounds. */
export const SCHEDULER_QUEUE = "answerlens-monitor-schedule";
const SWEEP_INTERVAL_MS = 2000;
/**
 * A job is retried when its worker died, shut down, or its task yielded (a stalled platform). Retries
 * back off from 1 s doubling to 32 s, so a hanging platform's tasks do not spin; the retry limit is
 * high because a task's deadline, not the count, ends its retries (a task yielding for an hour-long
 * monitoring round retries about 120 times; a run past the deadline ends the task TIMEOUT).
 */
const TASK_QUEUE_OPTIONS = {
  heartbeatSeconds: 10,
  retryLimit: 10_000,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 32,
};
const STOP_TIMEOUT_MS = 10_000;
const PURGE_INTERVAL_MS = 3_600_000;

/** pg-boss job ids are UUIDs; a task's 32 hex digits make one, so a task can never be queued twice. */
export function jobIdForTask(taskId: string): string {
  const hex = taskId.slice("task_".length);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Cluster mode: tasks travel through a pg-boss queue in the same PostgreSQL database, so any number of
 * worker processes share them. Jobs carry heartbeats: a job whose worker was killed is retried by
 * another worker within seconds, and the task resumes from its recorded steps.
 */
export function createPgBossTaskRuntime(options: PgBossRuntimeOptions): TaskRuntime {
  const { db, now, logger } = options;
  const boss = new PgBoss({
    // pg-boss hands its options to pg.Pool, which takes the client class. Its complete and insert
    // statements carry parameters and run for every task, so they are prepared; its fetch inlines its
    // values and stays unnamed (PreparedStatementClient says which statements are named and why).
    ...(options.preparedStatements === false ? {} : ({ Client: PreparedStatementClient } as object)),
    connectionString: options.connectionString,
    max: 4,
    schedule: options.runsWorkers,
    supervise: options.runsWorkers,
    // The supervisor fails jobs whose worker stopped sending heartbeats (a killed process); checking every
    // few seconds lets another worker resume such a task within about heartbeatSeconds.
    superviseIntervalSeconds: 3,
    monitorIntervalSeconds: 3,
  });
  boss.on("error", (error) => logger.error({ err: error }, "pg-boss error"));
  let tasks: PgBossFetchLoop | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let scheduling: Promise<void> | undefined;
  let lastPurge = 0;
  // Stops the sweep's runs of overdue tasks at shutdown, as the fetch loop's stop does for its jobs.
  const sweepStop = new AbortController();

  async function ensureQueue(name: string, queueOptions: Parameters<PgBoss["createQueue"]>[1]) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, queueOptions);
    } catch (error) {
      // Another process created it between our check and our create.
      if (!(await boss.getQueue(name))) throw error;
    }
  }

  /** One pass of the scheduler; passes of one process never overlap (other processes may: that is safe). */
  function scheduleRounds(monitor: MonitorScheduling): Promise<void> {
    scheduling ??= scheduleDueRounds(db, runtime, { ...monitor, now: now() })
      .then(({ created }) => {
        if (created.length > 0) logger.info({ rounds: created.length }, "monitoring rounds scheduled");
      })
      .catch((error) =>
        logger.error({ err: error }, "scheduling monitoring rounds failed; next check retries"),
      )
      .finally(() => {
        scheduling = undefined;
      });
    return scheduling;
  }

  async function sweep(): Promise<void> {
    try {
      const t = now();
      const expired = await expireOverdueTasks(db, t, (id) => expireByRunning(options, id, sweepStop.signal));
      if (expired > 0) logger.info({ expired }, "tasks past their deadline ended TIMEOUT");
      if (t - lastPurge >= PURGE_INTERVAL_MS) {
        lastPurge = t;
        await purgeExpiredTasks(db, t - options.retentionMs);
      }
    } catch (error) {
      logger.error({ err: error }, "task sweep failed");
    }
  }

  const runtime: TaskRuntime = {
    kind: "pg-boss",
    async start() {
      await boss.start();
      // The options also apply to a queue an older version created (updateQueue).
      await ensureQueue(TASK_QUEUE, TASK_QUEUE_OPTIONS);
      await boss.updateQueue(TASK_QUEUE, TASK_QUEUE_OPTIONS);
      if (!options.runsWorkers) return;
      // One loop per process, not `concurrency` pg-boss pollers: a fetch, a complete and a heartbeat
      // statement each serve every free or running slot at once.
      const slots = options.slots ?? new TaskSlots({ capacity: options.concurrency, parkLimit: () => 8 });
      tasks = startPgBossFetchLoop<{ taskId: string }>({
        boss,
        queue: TASK_QUEUE,
        concurrency: options.concurrency,
        freeSlots: () => slots.free(),
        pollIntervalMs: 500,
        stopTimeoutMs: STOP_TIMEOUT_MS,
        logger,
        // Interrupted by shutdown or yielded (false): the loop fails the job so pg-boss hands it to a
        // worker again (a yield after the queue's backoff).
        run: async (data, stopSignal) =>
          (await runTask(options, data.taskId, stopSignal, slots)) === "finished",
      });
      sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS);
      const monitor = options.monitor;
      if (monitor) {
        // Every worker checks on its own timer and once at start (catching up after downtime); the
        // cron job is a deployment-wide tick on top. Which process wins a slot is decided in the database.
        await ensureQueue(SCHEDULER_QUEUE, { retryLimit: 0, expireInSeconds: 60 });
        await boss.work(SCHEDULER_QUEUE, { batchSize: 1 }, () => scheduleRounds(monitor));
        await boss.schedule(SCHEDULER_QUEUE, "* * * * *");
        await scheduleRounds(monitor);
        scheduleTimer = setInterval(() => scheduleRounds(monitor), monitor.settings.checkIntervalMs);
      }
    },
    async enqueue(taskIds: readonly string[], trx: Kysely<DatabaseSchema>) {
      if (taskIds.length === 0) return;
      // One statement for all: insert() takes the queue's retry and heartbeat settings like send() does.
      await boss.insert(
        TASK_QUEUE,
        taskIds.map((taskId) => ({ id: jobIdForTask(taskId), data: { taskId } })),
        {
          db: {
            executeSql: async (text: string, values?: unknown[]) =>
              trx.executeQuery(CompiledQuery.raw(text, values ?? [])) as Promise<{ rows: unknown[] }>,
          },
        },
      );
    },
    notify() {
      tasks?.notify();
    },
    async stop() {
      if (sweepTimer) clearInterval(sweepTimer);
      sweepStop.abort();
      if (scheduleTimer) clearInterval(scheduleTimer);
      // The loop settles its jobs through pg-boss, so it stops first.
      await tasks?.stop();
      await scheduling;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
  return runtime;
}
