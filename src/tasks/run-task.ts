import type { Kysely } from "kysely";
import type { Logger } from "pino";
import {
  type TaskExecutors,
  type TaskOutcome,
  type TaskRunContext,
  TaskStop,
  type TaskStopReason,
  taskStopReason,
} from "../operations/task-executor.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { finishTask } from "./finish-task.ts";
import { type RunningTask, TaskSlots, TaskYield } from "./task-slots.ts";
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
 * How a run ended: the task is final (`finished`), it was stopped by shutdown and stays pending
 * (`interrupted`), or it yielded its place and is to run again at `retryAt` (epoch ms, never after its
 * deadline, so a yielded task still ends with what it had).
 */
export type TaskRunEnd = "finished" | "interrupted" | { readonly retryAt: number };

const TIMEOUT_ERROR = "the task did not finish before its deadline";
/** A yielded task waits 1, 2, 4 ... 32 s (by attempt, with jitter) before it runs again. */
const YIELD_BASE_MS = 1000;
const YIELD_MAX_MS = 32_000;
/** For callers without slots of their own (tests): no cap that matters. */
const UNBOUNDED_SLOTS = new TaskSlots({ capacity: Number.MAX_SAFE_INTEGER, parkLimit: () => Infinity });

/**
 * Runs one task to a final status, or leaves it pending when `stopSignal` fires (shutdown: it resumes on
 * the next start) or it yields. Idempotent: a task that is already final is left as it is.
 *
 * The deadline and the final write agree: SUCCESS and FAILED are written only while `now() <
 * deadline_at` (the update checks it too), so no task ends SUCCESS after its deadline. When the deadline
 * passes first the executor's questions still open end as failed and it returns what completed; that
 * result is kept with TIMEOUT. A task started after its deadline (it yielded, or was resumed late) runs
 * the same way from its stored answers, without asking anything.
 */
export async function runTask(
  deps: RunTaskDeps,
  taskId: string,
  stopSignal: AbortSignal,
  slots: TaskSlots = UNBOUNDED_SLOTS,
): Promise<TaskRunEnd> {
  // The slot is taken before the first await: a runtime counts free slots right after starting a run.
  const slot = slots.start();
  try {
    return await runHeldTask(deps, taskId, stopSignal, slot);
  } finally {
    slot.end();
  }
}

async function runHeldTask(
  deps: RunTaskDeps,
  taskId: string,
  stopSignal: AbortSignal,
  slot: RunningTask,
): Promise<TaskRunEnd> {
  const { db, now, logger } = deps;
  // Counting the attempt and reading the task is one statement: the common case is a single round trip.
  // The columns are named, not `returning *`, so that PostgreSQL can keep it prepared
  // (PreparedStatementClient leaves star results unnamed).
  const startedAt = now();
  const task = await db
    .updateTable("tasks")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), updated_at: startedAt }))
    .where("id", "=", taskId)
    .where("status", "=", TASK_STATUS.pending)
    .returning(["api_code", "params", "account_id", "created_at", "deadline_at", "attempts"])
    .executeTakeFirst();
  if (!task) return "finished";
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
    return "finished";
  }

  const controller = new AbortController();
  const stop = (reason: TaskStopReason) => () => {
    if (!controller.signal.aborted) controller.abort(new TaskStop(reason));
  };
  const onStop = stop("shutdown");
  stopSignal.addEventListener("abort", onStop, { once: true });
  const untilDeadline = task.deadline_at - now();
  if (untilDeadline <= 0) stop("deadline")();
  const deadlineTimer = setTimeout(stop("deadline"), Math.max(0, untilDeadline));
  const stopWatching = watchTaskCancel(db, taskId, stop("cancelled"));

  // Steps exist only from an earlier attempt: a first attempt need not look for them.
  const steps = task.attempts > 1 ? await loadTaskSteps(db, taskId) : new Map<string, unknown>();
  let yielded: TaskYield | undefined;
  let yielding: Promise<void> | undefined;
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
    async awaitPlatform(platform, work) {
      try {
        return await slot.awaitPlatform(platform, work, () => controller.signal.throwIfAborted());
      } catch (error) {
        if (error instanceof TaskYield) {
          // What the answering platforms are working on finishes (and is stored) first; the questions
          // parked on stalled platforms are then aborted with the task's run. Every yielding question
          // waits for that, so the executor sees the yield only once the run is stopped for it.
          if (!yielding) {
            yielded = error;
            yielding = slot.answeringSettled().then(stop("yield"));
          }
          await yielding;
        }
        throw error;
      }
    },
  };

  let outcome: TaskOutcome | undefined;
  try {
    outcome = await executor.execute(JSON.parse(task.params), context);
  } catch (error) {
    const reason = taskStopReason(controller.signal);
    if (reason === "shutdown") {
      log.info("task interrupted by shutdown; it resumes on the next start");
      return "interrupted";
    }
    if (reason === "yield") {
      const delay = Math.min(YIELD_MAX_MS, YIELD_BASE_MS * 2 ** Math.min(5, task.attempts - 1));
      const retryAt = Math.min(task.deadline_at, now() + delay * (0.75 + Math.random() / 2));
      log.info({ platform: yielded?.platform, retryInMs: Math.round(retryAt - now()) }, yielded?.message);
      return { retryAt };
    }
    if (reason === undefined) {
      log.error({ err: error }, "task executor failed");
      outcome = { status: "failed", error: `internal error while running ${task.api_code}` };
    }
  } finally {
    clearTimeout(deadlineTimer);
    stopWatching();
    stopSignal.removeEventListener("abort", onStop);
  }

  const reason = taskStopReason(controller.signal);
  const finishedAt = now();
  if (reason === "deadline" || finishedAt >= task.deadline_at) {
    // What completed is kept (a failed outcome has no result); TIMEOUT gives the charge back. A timer
    // may fire a millisecond before the clock reads the deadline: a TIMEOUT ends at its deadline at the
    // earliest.
    await finishTask(db, {
      taskId,
      status: TASK_STATUS.timeout,
      result: outcome?.status === "success" ? outcome.result : undefined,
      error: TIMEOUT_ERROR,
      now: Math.max(finishedAt, task.deadline_at),
    });
    log.info({ status: "timeout", partial: outcome?.status === "success" }, "task finished");
    return "finished";
  }
  if (!outcome) return "finished"; // cancelled meanwhile: the cancel already finished the task
  await finishTask(db, {
    taskId,
    ...(outcome.status === "success"
      ? { status: TASK_STATUS.success, result: outcome.result }
      : { status: TASK_STATUS.failed, error: outcome.error }),
    now: finishedAt,
    beforeDeadline: true,
  });
  log.info({ status: outcome.status }, "task finished");
  return "finished";
}

/**
 * The deadline sweep's way to end an overdue task: run it past its deadline, so the answers it had
 * stored become its TIMEOUT result (nothing is asked). True when the task is final afterwards.
 */
export async function expireByRunning(deps: RunTaskDeps, taskId: string, stopSignal: AbortSignal) {
  return (await runTask(deps, taskId, stopSignal)) === "finished";
}
