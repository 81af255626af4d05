/**
 * How an operation plugs into the task runtime. An executor does the work of one apiCode; the runtime
 * gives it the parsed parameters and a context, and records the outcome.
 */
import type { PlatformCode } from "../platforms/platform-codes.ts";
import type { InternalApiCode, TaskApiCode } from "./operation.ts";

/** Why a task's signal was aborted: its deadline, a cancel, shutdown, or a yield (it runs again later). */
export type TaskStopReason = "deadline" | "cancelled" | "shutdown" | "yield";

/** The abort reason of a task's signal. */
export class TaskStop extends Error {
  readonly reason: TaskStopReason;
  constructor(reason: TaskStopReason) {
    super(reason);
    this.name = "TaskStop";
    this.reason = reason;
  }
}

/** Why `signal` was aborted, when a task runtime aborted it. */
export function taskStopReason(signal: AbortSignal): TaskStopReason | undefined {
  return signal.aborted && signal.reason instanceof TaskStop ? signal.reason.reason : undefined;
}

export interface TaskRunContext {
  readonly taskId: string;
  readonly accountId: string;
  /** When the task was submitted (epoch ms); results report it as their request time. */
  readonly submittedAt: number;
  /** Aborted when the task's deadline passes, it is cancelled, or the process shuts down. */
  readonly signal: AbortSignal;
  /**
   * Runs `work` once per task and key, durably: its JSON value is stored, and a resumed task (after a
   * crash or restart) gets the stored value back without running `work` again.
   */
  step<T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * False on a task's first attempt: nothing it could have recorded exists yet. Work that keeps its own
   * durable records (platform questions: observations by deterministic id) looks for them only when this
   * is not false.
   */
  readonly resumed?: boolean;
  /**
   * Runs `work`, one question to `platform`, as a platform wait of the task: a task whose open questions
   * all wait on stalled platforms gives its slot back meanwhile, and asking a stalled platform that is
   * full makes the task yield (docs/tasks.md). Absent outside a task runtime: `work` just runs.
   */
  awaitPlatform?<T>(platform: PlatformCode, work: () => Promise<T>): Promise<T>;
  now(): number;
}

export type TaskOutcome =
  | { readonly status: "success"; readonly result: unknown }
  | { readonly status: "failed"; readonly error: string };

export interface TaskExecutor {
  readonly apiCode: TaskApiCode | InternalApiCode;
  execute(params: unknown, context: TaskRunContext): Promise<TaskOutcome>;
}

export type TaskExecutors = ReadonlyMap<string, TaskExecutor>;

/** Runs `work`, one question to `platform`, as a platform wait of the task when it runs in a runtime. */
export function onPlatform<T>(context: TaskRunContext, platform: PlatformCode, work: () => Promise<T>) {
  return context.awaitPlatform ? context.awaitPlatform(platform, work) : work();
}
