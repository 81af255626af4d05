import { isDeepStrictEqual } from "node:util";
import { CompiledQuery, type Kysely, sql } from "kysely";
import { refundQuota } from "../accounts/use-quota.ts";
import { INTERNAL_API_CODES } from "../operations/operation.ts";
import { cachedSql } from "../store/cached-sql.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { recordWebhookEvent } from "../webhooks/record-webhook-event.ts";
import { type FinalTaskStatus, STATUS_DESC, TASK_STATUS } from "./task-status.ts";

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
const INTERNAL: ReadonlySet<string> = new Set(INTERNAL_API_CODES);

interface FinishedTask {
  account_id: string;
  api_code: string;
  permission_code: string | null;
  points_charged: number;
  created_at: number;
}

/** The values the finish statement binds, in its SQL's order. */
function finishParameters(finish: FinishTask, refund: boolean): unknown[] {
  const result =
    finish.status === TASK_STATUS.success || finish.result !== undefined
      ? JSON.stringify(finish.result ?? null)
      : null;
  return [
    finish.status,
    result,
    finish.error ?? null,
    finish.now,
    finish.now,
    ...(refund ? [1] : []),
    finish.taskId,
    TASK_STATUS.pending,
    ...(finish.beforeDeadline === true ? [finish.now] : []),
  ];
}

/**
 * The finish statement's SQL (with or without the refund flag), built once per dialect: it runs once
 * per task, and building it costs Kysely more than running it. The columns are named, not `returning *`,
 * so that PostgreSQL keeps it prepared.
 */
function finishText(db: Kysely<DatabaseSchema>, refund: boolean, beforeDeadline: boolean): string {
  return cachedSql(db, `tasks.finish.${refund}.${beforeDeadline}`, () => {
    const probe: FinishTask = {
      taskId: "task-id",
      status: TASK_STATUS.success,
      result: "r",
      error: "e",
      now: -1,
      beforeDeadline,
    };
    const compiled = db
      .updateTable("tasks")
      .set({
        status: probe.status,
        result: JSON.stringify(probe.result),
        error: probe.error,
        finished_at: probe.now,
        updated_at: probe.now,
        lease_owner: sql<null>`null`,
        lease_until: sql<null>`null`,
        ...(refund ? { refunded: 1 } : {}),
      })
      .where("id", "=", probe.taskId)
      .where("status", "=", TASK_STATUS.pending)
      .$if(beforeDeadline, (qb) => qb.where("deadline_at", ">", probe.now))
      .returning(["account_id", "api_code", "permission_code", "points_charged", "created_at"])
      .compile();
    if (!isDeepStrictEqual(compiled.parameters, finishParameters(probe, refund)))
      throw new Error("task finish: unexpected parameter layout");
    return compiled;
  });
}

/**
 * Moves a pending task to a final status, once. The update is conditional on status 1, so a task that
 * was cancelled, timed out or finished by another worker is left alone (returns false). When this call
 * made the change, the same transaction gives a FAILED or TIMEOUT task's charge back (never twice) and
 * records the `task.finished` webhook event of a caller's task (docs/webhooks.md): the status change and
 * its deliveries commit together.
 */
export async function finishTask(db: Kysely<DatabaseSchema>, finish: FinishTask): Promise<boolean> {
  const refund = REFUNDED.has(finish.status);
  return db.transaction().execute(async (trx) => {
    const { rows } = await trx.executeQuery<FinishedTask>(
      CompiledQuery.raw(
        finishText(trx, refund, finish.beforeDeadline === true),
        finishParameters(finish, refund),
      ),
    );
    const task = rows[0];
    if (!task) return false;
    if (refund && task.permission_code !== null) {
      await refundQuota(
        trx,
        { accountId: task.account_id, permissionCode: task.permission_code, points: task.points_charged },
        task.created_at,
      );
    }
    // Monitoring rounds are internal tasks: a caller never sees them, so they send no event.
    if (!INTERNAL.has(task.api_code)) {
      await recordWebhookEvent(trx, {
        accountId: task.account_id,
        type: "task.finished",
        data: {
          taskId: finish.taskId,
          apiCode: task.api_code,
          status: finish.status,
          statusDesc: STATUS_DESC[finish.status],
        },
        now: finish.now,
      });
    }
    return true;
  });
}
