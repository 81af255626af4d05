import type { AskDeps } from "./ask-platform-step.ts";
import type { ImmediateHandler, ImmediateHandlers } from "./immediate-handler.ts";

/** The handlers of the immediate operations this version implements, keyed by apiCode. */
export function createImmediateHandlers(_deps: AskDeps): ImmediateHandlers {
  const handlers: ImmediateHandler[] = [];
  return new Map(handlers.map((handler) => [handler.apiCode, handler]));
}
