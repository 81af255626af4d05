import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { finishTask } from "./finish-task.ts";
import { TASK_STATUS } from "./task-status.ts";

/**
 * Cancels a pending task of the account. Returns the status the task has afterwards (5 when this call
 * cancelled it, its final status when it had already ended), or undefined when the account has no such
 * task. Cancelling keeps the charge: the caller chose to stop (docs/tasks.md).
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
    .executeTakeFirst();
  if (!task) return undefined;
  if (task.status !== TASK_STATUS.pending) return task.status;
  await finishTask(db, { taskId, status: TASK_STATUS.cancelled, error: "cancelled by the caller", now });
  const after = await db
    .selectFrom("tasks")
    .select(["status"])
    .where("id", "=", taskId)
    .executeTakeFirstOrThrow();
  return after.status;
}
