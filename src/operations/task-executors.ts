import type { AskDeps } from "./ask-platform-step.ts";
import { createGeoRankingExecutor } from "./geo-ranking/geo-ranking-executor.ts";
import type { TaskExecutor, TaskExecutors } from "./task-executor.ts";

/** The executors of the task operations this version implements, keyed by apiCode. */
export function createTaskExecutors(deps: AskDeps): TaskExecutors {
  const executors: TaskExecutor[] = [createGeoRankingExecutor(deps)];
  return new Map(executors.map((executor) => [executor.apiCode, executor]));
}
