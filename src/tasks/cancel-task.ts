import type { Kysely } from "kysely";
import { INTERNAL_API_CODES } from "../operations/operation.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { finishTask } from "./finish-task.ts";
import { stopTaskMonitors } from "./stop-task-monitors.ts";
import { TASK_STATUS } from "./task-status.ts";

/**
 * Cancels a pending task of the account. Returns the status the task has afterwards (5 when this call
 * cancelled it, its final status when it had already ended), or undefined when the account has no such
 * task (internal tasks such as monitoring rounds count as none). Cancelling keeps the charge: the caller
 * chose to stop (docs/tasks.md). Either way the monitor a geo.brand or geo.rank_monitor task owns stops:
 * on a final task that is how a caller ends its monitoring (docs/scheduling.md).
 */
export async function cancelTask(
  db: Kysely<DatabaseSchema>,
  taskId: string,
  accountId: string,
  now: number,
): Promise<number | undefined> {
  const task = await db
    .selectFrom("tasks")
    .select(["status"])
    .where("id", "=", taskId)
    .where("account_id", "=", accountId)
    .where("api_code", "not in", INTERNAL_API_CODES)
    .executeTakeFirst();
  if (!task) return undefined;
  if (task.status === TASK_STATUS.pending) {
    await finishTask(db, { taskId, status: TASK_STATUS.cancelled, error: "cancelled by the caller", now });
  }
  await stopTaskMonitors(db, taskId, now);
  const after = await db
    .selectFrom("tasks")
    .select(["status"])
    .where("id", "=", taskId)
    .executeTakeFirstOrThrow();
  return after.status;
}
