import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { finishTask } from "./finish-task.ts";
import { TASK_STATUS } from "./task-status.ts";

/**
 * How long past its deadline a task is left to its runner, which ends it TIMEOUT itself with what had
 * completed (run-task.ts). The sweep is for tasks nobody runs (queued, yielded, or their worker died).
 */
export const SWEEP_GRACE_MS = 2000;

/** Ends one overdue task; true when it is final afterwards. */
export type ExpireTask = (taskId: string) => Promise<boolean>;

/** Ends a task TIMEOUT without looking at what it had done. */
export const timeOutTask =
  (db: Kysely<DatabaseSchema>, now: number): ExpireTask =>
  (taskId) =>
    finishTask(db, {
      taskId,
      status: TASK_STATUS.timeout,
      error: "the task did not finish before its deadline",
      now,
    });

/**
 * Ends every pending task whose deadline passed more than SWEEP_GRACE_MS ago with TIMEOUT (and gives its
 * charge back). The runtimes pass `expire` = run the task past its deadline (run-task.ts), which keeps
 * the answers it had stored as its result without asking anything. Safe to run from several processes
 * at once: each task is finished by exactly one conditional update.
 */
export async function expireOverdueTasks(
  db: Kysely<DatabaseSchema>,
  now: number,
  expire: ExpireTask = timeOutTask(db, now),
  limit = 500,
): Promise<number> {
  const overdue = await db
    .selectFrom("tasks")
    .select(["id"])
    .where("status", "=", TASK_STATUS.pending)
    .where("deadline_at", "<=", now - SWEEP_GRACE_MS)
    .orderBy("deadline_at")
    .limit(limit)
    .execute();
  let expired = 0;
  for (const { id } of overdue) {
    if (await expire(id)) expired++;
  }
  return expired;
}
