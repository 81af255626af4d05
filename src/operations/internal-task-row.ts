import type { TasksTable } from "../store/database-schema.ts";
import type { InternalApiCode } from "./operation.ts";

/**
 * The tasks row of an internal task (a monitor round, a re-analysis): pending, never charged (the
 * operation that caused it paid, or nothing is paid), with its own deadline.
 */
export function internalTaskRow(task: {
  readonly id: string;
  readonly accountId: string;
  readonly keyId: string;
  readonly apiCode: InternalApiCode;
  /** What identifies the work, for look-ups (a monitor slot, a brand). */
  readonly requestId: string;
  readonly params: unknown;
  readonly now: number;
  readonly deadlineMs: number;
}): TasksTable {
  return {
    id: task.id,
    account_id: task.accountId,
    key_id: task.keyId,
    api_code: task.apiCode,
    request_id: task.requestId,
    status: 1,
    params: JSON.stringify(task.params),
    result: null,
    error: null,
    permission_code: null,
    points_charged: 0,
    refunded: 0,
    created_at: task.now,
    updated_at: task.now,
    deadline_at: task.now + task.deadlineMs,
    finished_at: null,
    lease_owner: null,
    lease_until: null,
    attempts: 0,
  };
}
