import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type SubmitOutcome, type SubmitTask, type SubmittedTask, submitTasks } from "./submit-tasks.ts";
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

interface Waiting {
  readonly submit: SubmitTask;
  readonly resolve: (value: SubmittedTask) => void;
  readonly reject: (error: unknown) => void;
}

const DEFAULT_MAX_BATCH = 50;

/**
 * Group commit for submits. Every submit of an account charges the same quota row, so on PostgreSQL
 * concurrent submits of one account queue for its lock, each holding it for a round trip to this process
 * and a commit; under load that, not the workers, limited how fast tasks came in (20 submits in flight
 * waited 28 ms each for the lock in the pipeline benchmark). Here the submits of one account and
 * permission that arrive while its previous transaction is in flight go together in the next: one
 * transaction, one charge, one lock. A new batch starts at the end of the event-loop turn (setImmediate,
 * not a timer), so the submits read in the same turn join it and a lone submit commits at once.
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
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  /** Submits waiting for their account's transaction in flight, by account and permission. */
  const queues = new Map<string, Waiting[]>();

  async function drain(key: string, queue: Waiting[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      let outcomes: SubmitOutcome[] | undefined;
      try {
        outcomes = await submitTasks(
          db,
          runtime,
          batch.map((w) => w.submit),
        );
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
      }
      if (outcomes) settle(batch, outcomes);
      else if (batch.length > 1) await submitOneByOne(batch);
    }
    queues.delete(key);
  }

  async function submitOneByOne(batch: Waiting[]): Promise<void> {
    for (const waiting of batch) {
      try {
        settle([waiting], await submitTasks(db, runtime, [waiting.submit]));
      } catch (error) {
        waiting.reject(error);
      }
    }
  }

  function settle(batch: Waiting[], outcomes: SubmitOutcome[]): void {
    options.onCommit?.(batch.length);
    if (outcomes.some((o) => o.kind === "created")) runtime.notify();
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i];
      if (!outcome) waiting.reject(new Error("submit batch returned no outcome"));
      else if (outcome.kind === "refused") waiting.reject(outcome.error);
      else waiting.resolve(outcome.value);
    });
  }

  return {
    submit(submit) {
      return new Promise<SubmittedTask>((resolve, reject) => {
        const key = `${submit.caller.accountId}\u0000${submit.permissionCode}`;
        const queue = queues.get(key);
        if (queue) {
          queue.push({ submit, resolve, reject });
          return;
        }
        const fresh: Waiting[] = [{ submit, resolve, reject }];
        queues.set(key, fresh);
        setImmediate(() => void drain(key, fresh));
      });
    },
  };
}
