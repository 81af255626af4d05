import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { TaskExecutors, TaskOutcome, TaskRunContext } from "../operations/task-executor.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { finishTask } from "./finish-task.ts";
import { TASK_STATUS } from "./task-status.ts";
import { loadTaskSteps, recordTaskStep } from "./task-steps.ts";

export interface RunTaskDeps {
  readonly db: Kysely<DatabaseSchema>;
  readonly executors: TaskExecutors;
  readonly now: () => number;
  readonly logger: Logger;
}

/** How often a running task looks for a cancel made through another process. */
const CANCEL_CHECK_MS = 2000;

/**
 * Runs one task to a final status, or leaves it pending when `stopSignal` fires (shutdown: it resumes on
 * the next start). Idempotent: a task that is already final is left as it is.
 */
export async function runTask(deps: RunTaskDeps, taskId: string, stopSignal: AbortSignal): Promise<void> {
  const { db, now, logger } = deps;
  const task = await db.selectFrom("tasks").selectAll().where("id", "=", taskId).executeTakeFirst();
  if (!task || task.status !== TASK_STATUS.pending) return;
  const log = logger.child({ taskId, apiCode: task.api_code });

  if (task.deadline_at <= now()) {
    await finishTask(db, {
      taskId,
      status: TASK_STATUS.timeout,
      error: "the task did not finish before its deadline",
      now: now(),
    });
    return;
  }
  await db
    .updateTable("tasks")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), updated_at: now() }))
    .where("id", "=", taskId)
    .execute();

  const executor = deps.executors.get(task.api_code);
  if (!executor) {
    log.warn("no executor for this apiCode in this version; task failed");
    await finishTask(db, {
      taskId,
      status: TASK_STATUS.failed,
      error: `${task.api_code} is not implemented in this version of answerlens`,
      now: now(),
    });
    return;
  }

  const controller = new AbortController();
  const abortWith = (reason: string) => () => controller.abort(new Error(reason));
  const onStop = abortWith("shutdown");
  stopSignal.addEventListener("abort", onStop, { once: true });
  const deadlineTimer = setTimeout(abortWith("deadline"), Math.max(0, task.deadline_at - now()));
  const cancelTimer = setInterval(async () => {
    const current = await db
      .selectFrom("tasks")
      .select(["status"])
      .where("id", "=", taskId)
      .executeTakeFirst();
    if (current?.status !== TASK_STATUS.pending) controller.abort(new Error("cancelled"));
  }, CANCEL_CHECK_MS);

  const steps = await loadTaskSteps(db, taskId);
  const context: TaskRunContext = {
    taskId,
    accountId: task.account_id,
    submittedAt: task.created_at,
    signal: controller.signal,
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
      return;
    }
    if (reason !== "deadline" && reason !== "cancelled") {
      log.error({ err: error }, "task executor failed");
      outcome = { status: "failed", error: `internal error while running ${task.api_code}` };
    }
  } finally {
    clearTimeout(deadlineTimer);
    clearInterval(cancelTimer);
    stopSignal.removeEventListener("abort", onStop);
  }

  if (controller.signal.aborted && (controller.signal.reason as Error).message === "deadline") {
    await finishTask(db, {
      taskId,
      status: TASK_STATUS.timeout,
      error: "the task did not finish before its deadline",
      now: now(),
    });
    return;
  }
  if (!outcome) return; // cancelled meanwhile: the cancel already finished the task
  if (outcome.status === "success") {
    await finishTask(db, { taskId, status: TASK_STATUS.success, result: outcome.result, now: now() });
  } else {
    await finishTask(db, { taskId, status: TASK_STATUS.failed, error: outcome.error, now: now() });
  }
  log.info({ status: outcome.status }, "task finished");
}
