import type { ImmediateApiCode } from "./operation.ts";

/** What an immediate operation (answered in the submit response) gets to work with. */
export interface ImmediateContext {
  readonly accountId: string;
  readonly requestId: string;
  readonly signal: AbortSignal;
  now(): number;
}

/**
 * An operation submitted through `POST /v1/openapi/tasks` but answered in the same response
 * (`geo.questions_corr_recommend`). Its quota is used before `handle` runs and given back when it throws.
 */
export interface ImmediateHandler {
  readonly apiCode: ImmediateApiCode;
  handle(params: unknown, context: ImmediateContext): Promise<unknown>;
}

export type ImmediateHandlers = ReadonlyMap<string, ImmediateHandler>;
