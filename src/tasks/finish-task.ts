import type { Kysely } from "kysely";
import { refundQuota } from "../accounts/use-quota.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type FinalTaskStatus, TASK_STATUS } from "./task-status.ts";

export interface FinishTask {
  taskId: string;
  status: FinalTaskStatus;
  /** SUCCESS's result, or what a task that ran out of time had completed (TIMEOUT); else none. */
  result?: unknown;
  error?: string | null;
  now: number;
  /**
   * Change the task only while `now` is before its deadline (`deadline_at > now`): a runner's SUCCESS or
   * FAILED never lands after the deadline, whatever its timers did.
   */
  beforeDeadline?: boolean;
}

/** FAILED and TIMEOUT give the charge back (DESIGN 8); SUCCESS and CANCELLED keep it. */
const REFUNDED: ReadonlySet<number> = new Set([TASK_STATUS.failed, TASK_STATUS.timeout]);

/**
 * Moves a pending task to a final status, once. The update is conditional on status 1, so a task that
 * was cancelled, timed out or finished by another worker is left alone (returns false), and the refund
 * runs in the same transaction only when this call made the change: never twice.
 */
export async function finishTask(db: Kysely<DatabaseSchema>, finish: FinishTask): Promise<boolean> {
  const refund = REFUNDED.has(finish.status);
  const update = (executor: Kysely<DatabaseSchema>) =>
    executor
      .updateTable("tasks")
      .set({
        status: finish.status,
        result:
          finish.status === TASK_STATUS.success || finish.result !== undefined
            ? JSON.stringify(finish.result ?? null)
            : null,
        error: finish.error ?? null,
        finished_at: finish.now,
        updated_at: finish.now,
        lease_owner: null,
        lease_until: null,
        ...(refund ? { refunded: 1 } : {}),
      })
      .where("id", "=", finish.taskId)
      .where("status", "=", TASK_STATUS.pending)
      .$if(finish.beforeDeadline === true, (qb) => qb.where("deadline_at", ">", finish.now))
      .executeTakeFirst();
  // Without a refund the change is one statement: no transaction (two round trips fewer per task).
  if (!refund) return Number((await update(db)).numUpdatedRows) > 0;
  return db.transaction().execute(async (trx) => {
    const changed = await update(trx);
    if (Number(changed.numUpdatedRows) === 0) return false;
    const task = await trx
      .selectFrom("tasks")
      .select(["account_id", "permission_code", "points_charged", "created_at"])
      .where("id", "=", finish.taskId)
      .executeTakeFirstOrThrow();
    if (task.permission_code !== null) {
      await refundQuota(
        trx,
        { accountId: task.account_id, permissionCode: task.permission_code, points: task.points_charged },
        task.created_at,
      );
    }
    return true;
  });
}
