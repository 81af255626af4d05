import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { claimPendingTasks, releaseAllLeases, renewLeases } from "./claim-pending-tasks.ts";
import { expireOverdueTasks } from "./expire-overdue-tasks.ts";
import { purgeExpiredTasks } from "./purge-expired-tasks.ts";
import { expireByRunning, type RunTaskDeps, runTask } from "./run-task.ts";
import { type MonitorScheduling, scheduleDueRounds } from "./schedule-due-rounds.ts";
import type { TaskRuntime } from "./task-runtime.ts";
import { TaskSlots } from "./task-slots.ts";
import { acquireWorkerLock } from "./worker-lock.ts";

export interface EmbeddedRuntimeOptions extends RunTaskDeps {
  readonly dataDir: string;
  readonly concurrency: number;
  /** The process's task slots (task-slots.ts); built from `concurrency` when absent. */
  readonly slots?: TaskSlots;
  readonly retentionMs: number;
  readonly pollIntervalMs?: number;
  readonly leaseMs?: number;
  /** Monitoring rounds are scheduled by this runtime's loop when given (the service always gives it). */
  readonly monitor?: MonitorScheduling;
}

const SWEEP_INTERVAL_MS = 1000;
const PURGE_INTERVAL_MS = 3_600_000;

/**
 * In-process workers over the embedded database. The tasks table is the queue: a worker leases pending
 * tasks, renews the lease while it works, and a restart (after a crash too) frees the old leases, so
 * every accepted task runs to a final status. The same loop schedules monitoring rounds (at start, then
 * every `monitor.checkIntervalSeconds`).
 */
export function createEmbeddedTaskRuntime(options: EmbeddedRuntimeOptions): TaskRuntime {
  const { db, now, logger } = options;
  const owner = `embedded-${process.pid}-${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollIntervalMs ?? 500;
  const leaseMs = options.leaseMs ?? 30_000;
  const running = new Map<string, Promise<unknown>>();
  const slots = options.slots ?? new TaskSlots({ capacity: options.concurrency, parkLimit: () => 8 });
  const stopController = new AbortController();
  let releaseLock: (() => void) | undefined;
  // A wake during a tick (a task finished, one was submitted) must not wait for the next poll: it is
  // remembered, and the loop ticks again at once instead of sleeping.
  let woken = false;
  let endSleep: (() => void) | undefined;
  const wake = () => {
    woken = true;
    endSleep?.();
  };
  let loop: Promise<void> | undefined;
  let lastSweep = 0;
  let lastPurge = 0;
  let lastRenew = 0;
  let lastSchedule = Number.NEGATIVE_INFINITY;

  async function tick(): Promise<void> {
    const t = now();
    const monitor = options.monitor;
    // (A clock set back, as tests and the demo do, must not pause scheduling until it catches up.)
    if (monitor && (t - lastSchedule >= monitor.settings.checkIntervalMs || t < lastSchedule)) {
      lastSchedule = t;
      // The round tasks it creates are pending rows: the claim below picks them up in this same tick.
      await scheduleDueRounds(db, runtime, { ...monitor, now: t }).then(
        ({ created }) =>
          created.length > 0 && logger.info({ rounds: created.length }, "monitoring rounds scheduled"),
        (error) => logger.error({ err: error }, "scheduling monitoring rounds failed; next check retries"),
      );
    }
    if (t - lastSweep >= SWEEP_INTERVAL_MS) {
      lastSweep = t;
      const expired = await expireOverdueTasks(db, t, (id) =>
        expireByRunning(options, id, stopController.signal),
      );
      if (expired > 0) logger.info({ expired }, "tasks past their deadline ended TIMEOUT");
    }
    if (t - lastPurge >= PURGE_INTERVAL_MS) {
      lastPurge = t;
      await purgeExpiredTasks(db, t - options.retentionMs);
    }
    if (t - lastRenew >= leaseMs / 3) {
      lastRenew = t;
      await renewLeases(db, owner, [...running.keys()], t + leaseMs);
    }
    // Tasks parked on stalled platforms hold no slot: others are claimed in their place.
    const ids = await claimPendingTasks(db, owner, slots.free(), t, leaseMs);
    for (const id of ids) {
      const work = runTask(options, id, stopController.signal, slots)
        .then((end) => {
          // A yielded task keeps its lease until retryAt (no renewal: it left `running` first); then it is
          // a lapsed lease, claimed first.
          running.delete(id);
          if (typeof end === "object") return renewLeases(db, owner, [id], end.retryAt);
        })
        .catch((error) => logger.error({ err: error, taskId: id }, "task run failed; it will be retried"))
        .finally(() => {
          running.delete(id);
          wake();
        });
      running.set(id, work);
    }
  }

  async function run(): Promise<void> {
    while (!stopController.signal.aborted) {
      woken = false;
      try {
        await tick();
      } catch (error) {
        logger.error({ err: error }, "embedded worker tick failed");
      }
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        endSleep = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endSleep = undefined;
    }
  }

  const runtime: TaskRuntime = {
    kind: "embedded",
    async start() {
      releaseLock = acquireWorkerLock(join(options.dataDir, "worker.lock"));
      await releaseAllLeases(db);
      loop = run();
    },
    async enqueue(_taskIds: readonly string[], _trx: Kysely<DatabaseSchema>) {
      // The task row is the queue entry: nothing else to write.
    },
    notify() {
      wake();
    },
    async stop() {
      stopController.abort();
      wake();
      await loop;
      await Promise.allSettled(running.values());
      releaseLock?.();
    },
  };
  return runtime;
}
