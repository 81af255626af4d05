import { createSuggestionClient } from "../platforms/suggestion-client.ts";
import { createGeoQuestionsCorrRecommendHandler } from "./geo-questions-corr-recommend/geo-questions-corr-recommend-handler.ts";
import type { ImmediateHandler, ImmediateHandlers } from "./immediate-handler.ts";
import { type OperationDepsInput, resolveOperationDeps } from "./task-executors.ts";

/** `interactive.timeoutSeconds`' default. */
const DEFAULT_INTERACTIVE_TIMEOUT_MS = 30_000;

/** The handlers of the immediate operations this version implements, keyed by apiCode. */
export function createImmediateHandlers(deps: OperationDepsInput): ImmediateHandlers {
  const { providers, generator } = resolveOperationDeps(deps);
  const handlers: ImmediateHandler[] = [
    createGeoQuestionsCorrRecommendHandler({
      generator,
      suggestions: deps.suggestionUrl ? createSuggestionClient({ baseUrl: deps.suggestionUrl }) : undefined,
      heat: providers.heat,
      timeoutMs: deps.interactiveTimeoutMs ?? DEFAULT_INTERACTIVE_TIMEOUT_MS,
    }),
  ];
  return new Map(handlers.map((handler) => [handler.apiCode, handler]));
}
