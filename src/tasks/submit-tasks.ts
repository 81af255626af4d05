import type { Kysely } from "kysely";
import type { Caller } from "../accounts/authenticate-api-key.ts";
import { useQuota } from "../accounts/use-quota.ts";
import type { DatabaseSchema, TasksTable } from "../store/database-schema.ts";
import {
  claimKeyOf,
  claimRequestIds,
  earlierUse,
  type RequestIdClaim,
  reusedRequestId,
} from "../store/submissions/request-ids.ts";
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

/** What one submit of a batch came to: a new task, the first answer to a re-submit, or a refusal. */
export type SubmitOutcome =
  | { readonly kind: "created"; readonly value: SubmittedTask }
  | { readonly kind: "replayed"; readonly value: SubmittedTask }
  | { readonly kind: "refused"; readonly error: unknown };

/**
 * Accepts submits of one account and permission in one transaction: it records the client request ids
 * (idempotency), creates and queues the tasks, and charges the quota for all of them at once. A re-submit
 * with the same key, request id and body gets the first answer without a second task or charge (also when
 * both are in the same batch); the same request id with another body is refused. Those two are outcomes,
 * not errors. Anything else that goes wrong, the quota refusing the batch included, rolls everything back
 * and throws: the caller decides what to retry.
 */
export async function submitTasks(
  db: Kysely<DatabaseSchema>,
  runtime: TaskRuntime,
  submits: readonly SubmitTask[],
): Promise<SubmitOutcome[]> {
  const first = submits[0];
  if (!first) return [];
  const accountId = first.caller.accountId;
  const permissionCode = first.permissionCode;
  if (submits.some((s) => s.caller.accountId !== accountId || s.permissionCode !== permissionCode)) {
    throw new Error("submitTasks: one batch is one account and one permission");
  }
  // The task id is chosen up front, so a submission row holds its full response from the start.
  const entries = submits.map((submit) => {
    const taskId = newId("task");
    return { submit, taskId, value: { requestId: submit.requestId, taskId } };
  });

  return db.transaction().execute(async (trx) => {
    const outcomes = new Map<(typeof entries)[number], SubmitOutcome>();
    const idempotent = entries.filter((e) => e.submit.clientRequestId);
    // A conflict is a re-submit: of an earlier request, or of one earlier in this batch.
    const claims = idempotent.map(({ submit, value }) => claimOf(submit, JSON.stringify(value)));
    const unclaimed = await claimRequestIds(trx, claims);
    for (const [i, entry] of idempotent.entries()) {
      // Only the first submit of a key in the batch owns the inserted row.
      if (unclaimed.delete(claimKeyOf(entry.submit.caller.keyId, entry.submit.requestId))) continue;
      outcomes.set(entry, await resubmitOutcome(trx, claims[i]));
    }

    const accepted = entries.filter((e) => !outcomes.has(e));
    if (accepted.length > 0) {
      await trx
        .insertInto("tasks")
        .values(accepted.map((e) => newTaskRow(e.submit, e.taskId)))
        .execute();
      await runtime.enqueue(
        accepted.map((e) => e.taskId),
        trx,
      );
      // The quota row is the one every submit of the account updates: charging last holds its lock for
      // the shortest time (on PostgreSQL, concurrent submits of one account wait for it). A refusal here
      // rolls the tasks, their queue entries and request ids back.
      await useQuota(trx, {
        accountId,
        permissionCode,
        uses: accepted.length,
        points: accepted.reduce((sum, e) => sum + e.submit.points, 0),
      });
      for (const e of accepted) outcomes.set(e, { kind: "created", value: e.value });
    }
    return entries.map((e) => outcomes.get(e) as SubmitOutcome);
  });
}

function claimOf(submit: SubmitTask, response: string): RequestIdClaim {
  const { caller, requestId, bodyHash, now } = submit;
  return { keyId: caller.keyId, requestId, bodyHash, response, now };
}

async function resubmitOutcome(trx: Kysely<DatabaseSchema>, claim: RequestIdClaim): Promise<SubmitOutcome> {
  const earlier = await earlierUse(trx, claim);
  if (earlier.kind === "replayed") {
    return { kind: "replayed", value: JSON.parse(earlier.response) as SubmittedTask };
  }
  // (In flight only under a call answered in its response: another apiCode, so another request.)
  return {
    kind: "refused",
    error: earlier.kind === "refused" ? earlier.error : reusedRequestId(claim.requestId),
  };
}

function newTaskRow(submit: SubmitTask, taskId: string): TasksTable {
  return {
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
  };
}
