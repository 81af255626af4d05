import type { Kysely } from "kysely";
import type { Caller } from "../accounts/authenticate-api-key.ts";
import { useQuota } from "../accounts/use-quota.ts";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { newId } from "../util/ids.ts";
import type { TaskRuntime } from "./task-runtime.ts";
import { TASK_STATUS } from "./task-status.ts";

export interface SubmitTask {
  caller: Caller;
  apiCode: string;
  permissionCode: string;
  params: unknown;
  /** The `Service-Request-Id` header when the client sent one; otherwise a fresh UUID. */
  requestId: string;
  /** True when the request id came from the client (only those make a submit idempotent). */
  clientRequestId: boolean;
  /** Hash of apiCode and data, to tell a genuine re-submit from a reused request id. */
  bodyHash: string;
  points: number;
  deadlineMs: number;
  now: number;
}

export interface SubmittedTask {
  requestId: string;
  taskId: string;
}

/**
 * Accepts a task: in one transaction it records the request id (idempotency), uses the quota, creates the
 * task and queues it. A re-submit with the same key, request id and body returns the first answer without
 * a second task or charge; the same request id with another body is refused.
 */
export async function submitTask(
  db: Kysely<DatabaseSchema>,
  runtime: TaskRuntime,
  submit: SubmitTask,
): Promise<SubmittedTask> {
  const submitted = await db.transaction().execute(async (trx) => {
    if (submit.clientRequestId) {
      const inserted = await trx
        .insertInto("submissions")
        .values({
          key_id: submit.caller.keyId,
          request_id: submit.requestId,
          body_hash: submit.bodyHash,
          response: null,
          created_at: submit.now,
        })
        .onConflict((oc) => oc.columns(["key_id", "request_id"]).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
        const first = await trx
          .selectFrom("submissions")
          .select(["body_hash", "response"])
          .where("key_id", "=", submit.caller.keyId)
          .where("request_id", "=", submit.requestId)
          .executeTakeFirstOrThrow();
        if (first.body_hash !== submit.bodyHash || first.response === null) {
          throw new ServiceError(
            ERROR_CODES.badRequest,
            `Service-Request-Id "${submit.requestId}" was already used for a different request; send a new one`,
          );
        }
        return { replay: true, value: JSON.parse(first.response) as SubmittedTask };
      }
    }

    const taskId = newId("task");
    await trx
      .insertInto("tasks")
      .values({
        id: taskId,
        account_id: submit.caller.accountId,
        key_id: submit.caller.keyId,
        api_code: submit.apiCode,
        request_id: submit.requestId,
        status: TASK_STATUS.pending,
        params: JSON.stringify(submit.params),
        result: null,
        error: null,
        permission_code: submit.permissionCode,
        points_charged: submit.points,
        refunded: 0,
        created_at: submit.now,
        updated_at: submit.now,
        deadline_at: submit.now + submit.deadlineMs,
        finished_at: null,
        lease_owner: null,
        lease_until: null,
        attempts: 0,
      })
      .execute();
    await runtime.enqueue(taskId, trx);
    // The quota row is the one every submit of the account updates: charging last holds its lock for
    // the shortest time (on PostgreSQL, concurrent submits of one account wait for it). A refusal here
    // still rolls the task and its queue entry back.
    await useQuota(trx, {
      accountId: submit.caller.accountId,
      permissionCode: submit.permissionCode,
      points: submit.points,
    });
    const value: SubmittedTask = { requestId: submit.requestId, taskId };
    if (submit.clientRequestId) {
      await trx
        .updateTable("submissions")
        .set({ response: JSON.stringify(value) })
        .where("key_id", "=", submit.caller.keyId)
        .where("request_id", "=", submit.requestId)
        .execute();
    }
    return { replay: false, value };
  });
  if (!submitted.replay) runtime.notify();
  return submitted.value;
}
