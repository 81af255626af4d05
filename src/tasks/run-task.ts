import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { TaskExecutors, TaskOutcome, TaskRunContext } from "../operations/task-executor.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { finishTask } from "./finish-task.ts";
import { TASK_STATUS } from "./task-status.ts";
import { loadTaskSteps, recordTaskStep } from "./task-steps.ts";
import { watchTaskCancel } from "./watch-task-cancel.ts";

export interface RunTaskDeps {
  readonly db: Kysely<DatabaseSchema>;
  readonly executors: TaskExecutors;
  readonly now: () => number;
  readonly logger: Logger;
}

/**
 * Runs one task to a final status, or leaves it pending when `stopSignal` fires (shutdown: it resumes on
 * the next start). Idempotent: a task that is already final is left as it is. Returns false only when
 * the task was left pending, so a queue need not read the task again to know.
 */
export async function runTask(deps: RunTaskDeps, taskId: string, stopSignal: AbortSignal): Promise<boolean> {
  const { db, now, logger } = deps;
  const endTimedOut = () =>
    finishTask(db, {
      taskId,
      status: TASK_STATUS.timeout,
      error: "the task did not finish before its deadline",
      now: now(),
    });
  // Counting the attempt and reading the task is one statement: the common case is a single round trip.
  // The columns are named, not `returning *`, so that PostgreSQL can keep it prepared
  // (PreparedStatementClient leaves star results unnamed).
  const startedAt = now();
  const task = await db
    .updateTable("tasks")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), updated_at: startedAt }))
    .where("id", "=", taskId)
    .where("status", "=", TASK_STATUS.pending)
    .where("deadline_at", ">", startedAt)
    .returning(["api_code", "params", "account_id", "created_at", "deadline_at", "attempts"])
    .executeTakeFirst();
  if (!task) {
    const left = await db.selectFrom("tasks").select(["status"]).where("id", "=", taskId).executeTakeFirst();
    if (left?.status === TASK_STATUS.pending) await endTimedOut();
    return true;
  }
  const log = logger.child({ taskId, apiCode: task.api_code });

  const executor = deps.executors.get(task.api_code);
  if (!executor) {
    log.warn("no executor for this apiCode in this version; task failed");
    await finishTask(db, {
      taskId,
      status: TASK_STATUS.failed,
      error: `${task.api_code} is not implemented in this version of answerlens`,
      now: now(),
    });
    return true;
  }

  const controller = new AbortController();
  const abortWith = (reason: string) => () => controller.abort(new Error(reason));
  const onStop = abortWith("shutdown");
  stopSignal.addEventListener("abort", onStop, { once: true });
  const deadlineTimer = setTimeout(abortWith("deadline"), Math.max(0, task.deadline_at - now()));
  const stopWatching = watchTaskCancel(db, taskId, abortWith("cancelled"));

  // Steps exist only from an earlier attempt: a first attempt need not look for them.
  const steps = task.attempts > 1 ? await loadTaskSteps(db, taskId) : new Map<string, unknown>();
  const context: TaskRunContext = {
    taskId,
    accountId: task.account_id,
    submittedAt: task.created_at,
    signal: controller.signal,
    resumed: task.attempts > 1,
    now,
    async step<T>(key: string, work: () => Promise<T>): Promise<T> {
      if (steps.has(key)) return steps.get(key) as T;
      const value = await work();
      await recordTaskStep(db, taskId, key, value, now());
      steps.set(key, value);
      return value;
    },
  };

  let outcome: TaskOutcome | undefined;
  try {
    outcome = await executor.execute(JSON.parse(task.params), context);
  } catch (error) {
    const reason = controller.signal.aborted ? (controller.signal.reason as Error).message : undefined;
    if (reason === "shutdown") {
      log.info("task interrupted by shutdown; it resumes on the next start");
      return false;
    }
    if (reason !== "deadline" && reason !== "cancelled") {
      log.error({ err: error }, "task executor failed");
      outcome = { status: "failed", error: `internal error while running ${task.api_code}` };
    }
  } finally {
    clearTimeout(deadlineTimer);
    stopWatching();
    stopSignal.removeEventListener("abort", onStop);
  }

  if (controller.signal.aborted && (controller.signal.reason as Error).message === "deadline") {
    await endTimedOut();
    return true;
  }
  if (!outcome) return true; // cancelled meanwhile: the cancel already finished the task
  if (outcome.status === "success") {
    await finishTask(db, { taskId, status: TASK_STATUS.success, result: outcome.result, now: now() });
  } else {
    await finishTask(db, { taskId, status: TASK_STATUS.failed, error: outcome.error, now: now() });
  }
  log.info({ status: outcome.status }, "task finished");
  return true;
}
