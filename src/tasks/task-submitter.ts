import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type BatchItemResult, createNaturalBatcher } from "../util/natural-batcher.ts";
import { type SubmitTask, type SubmittedTask, submitTasks } from "./submit-tasks.ts";
import type { TaskRuntime } from "./task-runtime.ts";

export interface TaskSubmitter {
  /** Accepts one task: resolves once it is committed and queued, or rejects with why it was refused. */
  submit(submit: SubmitTask): Promise<SubmittedTask>;
}

export interface TaskSubmitterOptions {
  /** Most submits committed in one transaction. */
  readonly maxBatch?: number;
  /** Told the size of every transaction that committed (for metrics and tests). */
  readonly onCommit?: (submits: number) => void;
}

const DEFAULT_MAX_BATCH = 50;

/**
 * Group commit for submits. Every submit of an account charges the same quota row, so on PostgreSQL
 * concurrent submits of one account queue for its lock, each holding it for a round trip to this process
 * and a commit; under load that, not the workers, limited how fast tasks came in (20 submits in flight
 * waited 28 ms each for the lock in the pipeline benchmark). Here the submits of one account and
 * permission read in one event-loop turn, or while its previous transaction is in flight, go together
 * (util/natural-batcher.ts): one transaction, one charge, one lock; a lone submit commits at once.
 *
 * A batch the quota cannot cover in full (or that fails in any other way) is rolled back and its submits
 * are retried one by one, in arrival order: exactly as many are accepted as the quota allows, and each
 * refusal is the submit's own.
 */
export function createTaskSubmitter(
  db: Kysely<DatabaseSchema>,
  runtime: TaskRuntime,
  options: TaskSubmitterOptions = {},
): TaskSubmitter {
  async function commit(submits: SubmitTask[]): Promise<BatchItemResult<SubmittedTask>[]> {
    const outcomes = await submitTasks(db, runtime, submits);
    options.onCommit?.(submits.length);
    if (outcomes.some((o) => o.kind === "created")) runtime.notify();
    return outcomes.map((o) =>
      o.kind === "refused" ? { ok: false, error: o.error } : { ok: true, value: o.value },
    );
  }

  const batcher = createNaturalBatcher<SubmitTask, SubmittedTask>({
    maxBatch: options.maxBatch ?? DEFAULT_MAX_BATCH,
    keyOf: (submit) => `${submit.caller.accountId}\u0000${submit.permissionCode}`,
    runBatch: commit,
    async runOne(submit) {
      const [outcome] = await commit([submit]);
      if (!outcome?.ok) throw outcome?.error;
      return outcome.value;
    },
  });
  return { submit: (submit) => batcher.add(submit) };
}
