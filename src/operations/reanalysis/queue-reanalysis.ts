import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { newId } from "../../util/ids.ts";
import { internalTaskRow } from "../internal-task-row.ts";
import { REANALYSIS_DEADLINE_MS, REANALYZE_API_CODE, type ReanalysisParams } from "./reanalysis-params.ts";

/** The enqueue side of the task runtime (src/tasks/task-runtime.ts). */
export interface TaskQueue {
  enqueue(taskIds: readonly string[], trx: Kysely<DatabaseSchema>): Promise<void>;
  notify(): void;
}

/** Task status 1 (pending), as src/tasks/task-status.ts names it. */
const PENDING = 1;

/**
 * Queues a re-analysis of the brand as an internal durable task (like a monitor round: no quota, never
 * visible to clients), unless one that has not started yet is already waiting: it will read the newest
 * decisions when it starts. Returns the task id that will do it.
 */
export async function queueReanalysis(
  db: Kysely<DatabaseSchema>,
  queue: TaskQueue,
  request: {
    readonly accountId: string;
    readonly keyId: string;
    readonly brandId: string;
    readonly now: number;
  },
): Promise<string> {
  const taskId = await db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom("tasks")
      .select("id")
      .where("api_code", "=", REANALYZE_API_CODE)
      .where("account_id", "=", request.accountId)
      .where("request_id", "=", request.brandId)
      .where("status", "=", PENDING)
      .where("attempts", "=", 0)
      .executeTakeFirst();
    if (waiting) return { id: waiting.id, created: false };
    const id = newId("task");
    const params: ReanalysisParams = { brandId: request.brandId };
    await trx
      .insertInto("tasks")
      .values(
        internalTaskRow({
          id,
          accountId: request.accountId,
          keyId: request.keyId,
          apiCode: REANALYZE_API_CODE,
          requestId: request.brandId,
          params,
          now: request.now,
          deadlineMs: REANALYSIS_DEADLINE_MS,
        }),
      )
      .execute();
    await queue.enqueue([id], trx);
    return { id, created: true };
  });
  if (taskId.created) queue.notify();
  return taskId.id;
}

/**
 * After a brand-knowledge decision through the API: queues the brand's re-analysis so its figures follow
 * the decision. False when the context has no task queue (a handler called outside the HTTP route).
 */
export async function queueReanalysisAfterDecision(
  context: {
    readonly db: Kysely<DatabaseSchema>;
    readonly accountId: string;
    readonly keyId?: string;
    readonly taskQueue?: TaskQueue;
    now(): number;
  },
  brandId: string,
): Promise<boolean> {
  if (!context.taskQueue || context.keyId === undefined) return false;
  await queueReanalysis(context.db, context.taskQueue, {
    accountId: context.accountId,
    keyId: context.keyId,
    brandId,
    now: context.now(),
  });
  return true;
}
