import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { finishTask } from "./finish-task.ts";
import { TASK_STATUS } from "./task-status.ts";

/**
 * Ends every pending task whose deadline has passed with TIMEOUT (and gives its charge back). Safe to run
 * from several processes at once: each task is finished by exactly one conditional update.
 */
export async function expireOverdueTasks(
  db: Kysely<DatabaseSchema>,
  now: number,
  limit = 500,
): Promise<number> {
  const overdue = await db
    .selectFrom("tasks")
    .select(["id"])
    .where("status", "=", TASK_STATUS.pending)
    .where("deadline_at", "<=", now)
    .orderBy("deadline_at")
    .limit(limit)
    .execute();
  let expired = 0;
  for (const { id } of overdue) {
    const changed = await finishTask(db, {
      taskId: id,
      status: TASK_STATUS.timeout,
      error: "the task did not finish before its deadline",
      now,
    });
    if (changed) expired++;
  }
  return expired;
}
