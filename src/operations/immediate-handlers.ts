import type { ImmediateHandler, ImmediateHandlers } from "./immediate-handler.ts";
import type { OperationDeps } from "./task-executors.ts";

/** The handlers of the immediate operations this version implements, keyed by apiCode. */
export function createImmediateHandlers(_deps: OperationDeps): ImmediateHandlers {
  const handlers: ImmediateHandler[] = [];
  return new Map(handlers.map((handler) => [handler.apiCode, handler]));
}
