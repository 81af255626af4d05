import type { Kysely } from "kysely";
import type { MonitorSettings } from "../config/config.ts";
import { internalTaskRow } from "../operations/internal-task-row.ts";
import {
  MONITOR_ROUND_API_CODE,
  type MonitorRoundParams,
} from "../operations/monitor-round/monitor-round-params.ts";
import { nextSlotAfter, slotAtOrBefore } from "../operations/monitoring/monitor-slots.ts";
import type { DatabaseSchema, MonitorsTable } from "../store/database-schema.ts";
import { newId } from "../util/ids.ts";
import { settleFinishedRounds } from "./settle-finished-rounds.ts";
import type { TaskRuntime } from "./task-runtime.ts";
import { TASK_STATUS } from "./task-status.ts";

/** What a runtime needs to schedule rounds (config `monitor.*` and the service time zone). */
export interface MonitorScheduling {
  readonly settings: Pick<MonitorSettings, "slotOffsetMs" | "roundDeadlineMs" | "checkIntervalMs">;
  /** The service time zone: slots fall on its clock. */
  readonly timeZone: string;
}

export interface ScheduleOptions extends MonitorScheduling {
  readonly now: number;
  /** Monitors looked at per call; the rest wait for the next call. */
  readonly limit?: number;
}

export interface ScheduleReport {
  /** Round tasks this call created (one per monitor at most). */
  readonly created: { readonly monitorId: string; readonly taskId: string; readonly slotAt: number }[];
  /** Monitors stopped because the task they report to did not succeed (or is gone). */
  readonly stopped: string[];
}

type DueMonitor = Pick<MonitorsTable, "id" | "account_id" | "key_id" | "interval_seconds" | "next_run_at"> & {
  owner_status: number | null;
};

/**
 * Creates the round task of every active monitor whose slot has come. Safe to run from any number of
 * processes at once: the move of `next_run_at` is conditional on the value this call read, so exactly one
 * caller wins a monitor's slot, and only the winner creates the round (the unique (monitor, slot) of
 * `monitor_rounds` backs that up). Missed slots (downtime) collapse into one round for the latest slot.
 */
export async function scheduleDueRounds(
  db: Kysely<DatabaseSchema>,
  runtime: Pick<TaskRuntime, "enqueue" | "notify">,
  options: ScheduleOptions,
): Promise<ScheduleReport> {
  const { now } = options;
  const due: DueMonitor[] = await db
    .selectFrom("monitors")
    .leftJoin("tasks", "tasks.id", "monitors.task_id")
    .select([
      "monitors.id",
      "monitors.account_id",
      "monitors.key_id",
      "monitors.interval_seconds",
      "monitors.next_run_at",
      "tasks.status as owner_status",
    ])
    .where("monitors.active", "=", 1)
    .where("monitors.next_run_at", "<=", now)
    .orderBy("monitors.next_run_at")
    .limit(options.limit ?? 500)
    .execute();

  const report: ScheduleReport = { created: [], stopped: [] };
  for (const monitor of due) {
    // The first round runs inside the submitted task; until that task ends the monitor waits.
    if (monitor.owner_status === TASK_STATUS.pending) continue;
    if (monitor.owner_status !== TASK_STATUS.success) {
      // A task that failed (and was refunded), timed out, was cancelled or was purged has no result to
      // keep up to date: its monitor stops instead of running unpaid rounds.
      const stopped = await db
        .updateTable("monitors")
        .set({ active: 0, updated_at: now })
        .where("id", "=", monitor.id)
        .where("active", "=", 1)
        .executeTakeFirst();
      if (Number(stopped.numUpdatedRows) > 0) report.stopped.push(monitor.id);
      continue;
    }
    const created = await createRound(db, runtime, monitor, options);
    if (created) report.created.push(created);
  }
  if (report.created.length > 0) runtime.notify();
  return report;
}

async function createRound(
  db: Kysely<DatabaseSchema>,
  runtime: Pick<TaskRuntime, "enqueue">,
  monitor: DueMonitor,
  options: ScheduleOptions,
): Promise<ScheduleReport["created"][number] | undefined> {
  const { now, timeZone } = options;
  // A monitor keeps the interval it was created with; the offset of the day's first slot is the config's.
  const slots = { intervalMs: monitor.interval_seconds * 1000, slotOffsetMs: options.settings.slotOffsetMs };
  const slotAt = slotAtOrBefore(now, slots, timeZone);
  const nextRunAt = nextSlotAfter(now, slots, timeZone);
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("monitors")
      .set({ next_run_at: nextRunAt, updated_at: now })
      .where("id", "=", monitor.id)
      .where("active", "=", 1)
      .where("next_run_at", "=", monitor.next_run_at)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return undefined; // another process took this slot
    await settleFinishedRounds(trx, monitor.id, now);
    const taskId = newId("task");
    const inserted = await trx
      .insertInto("monitor_rounds")
      .values({
        id: taskId,
        monitor_id: monitor.id,
        slot_at: slotAt,
        started_at: now,
        finished_at: null,
        status: "running",
      })
      .onConflict((oc) => oc.columns(["monitor_id", "slot_at"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined; // slot already served
    const params: MonitorRoundParams = { monitorId: monitor.id, slotAt };
    await trx
      .insertInto("tasks")
      .values(
        // No quota: the submit of the monitoring task paid for its rounds.
        internalTaskRow({
          id: taskId,
          accountId: monitor.account_id,
          keyId: monitor.key_id,
          apiCode: MONITOR_ROUND_API_CODE,
          requestId: `${monitor.id}@${slotAt}`,
          params,
          now,
          deadlineMs: options.settings.roundDeadlineMs,
        }),
      )
      .execute();
    await runtime.enqueue([taskId], trx);
    return { monitorId: monitor.id, taskId, slotAt };
  });
}
