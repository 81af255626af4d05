/**
 * The interface every apiCode plugs into.
 *
 * Glossary
 * - apiCode: the operation selector in a request body (`geo.ranking`, `llm.trend`, ...).
 * - task operation: submitted through `POST /v1/openapi/tasks`, answered with `{requestId, taskId}`,
 *   executed later by the task runtime, its result read by polling.
 * - immediate operation: submitted through `POST /v1/openapi/tasks` but answered in the same response
 *   (`geo.questions_corr_recommend`).
 * - sync operation: called through `POST /v1/openapi/execute`, answered in the same response.
 * - permission: the quota permission a submit uses (DESIGN 8); sync operations use none.
 */
import type { TSchema } from "typebox";

export const TASK_API_CODES = ["geo.ranking", "geo.rank_monitor", "geo.brand", "geo.checker"] as const;
export const IMMEDIATE_API_CODES = ["geo.questions_corr_recommend"] as const;
export const SYNC_API_CODES = [
  "llm.comparison",
  "llm.trend",
  "llm.topic",
  "prompt.analysis.overview",
  "geo.competitors",
  "brand.topic",
  "brand.statistics",
  "brand.signals",
  "rank_monitor.statistics",
  "brand.candidates",
  "brand.candidate.decide",
  "brand.aliases",
  "brand.merge",
] as const;

/**
 * Task apiCodes the service creates for itself and no client can submit or see: `monitor.round` is one
 * scheduled round of a geo.brand or geo.rank_monitor monitor; `brand.reanalyze` re-analyses a brand's
 * stored answers after a brand-knowledge decision (docs/metrics.md).
 */
export const INTERNAL_API_CODES = ["monitor.round", "brand.reanalyze"] as const;

export type TaskApiCode = (typeof TASK_API_CODES)[number];
export type InternalApiCode = (typeof INTERNAL_API_CODES)[number];
export type ImmediateApiCode = (typeof IMMEDIATE_API_CODES)[number];
export type SyncApiCode = (typeof SYNC_API_CODES)[number];
export type ApiCode = TaskApiCode | ImmediateApiCode | SyncApiCode;

export type OperationKind = "task" | "immediate" | "sync";

/** Quota permissions that map to an apiCode (spec 2.10, DESIGN 8). */
export const PERMISSION_BY_API_CODE = {
  "geo.questions_corr_recommend": "GEO_AI_QUESTIONS",
  "geo.ranking": "GEO_RANK_QUERY",
  "geo.brand": "GEO_BRAND_MONITOR",
  "geo.checker": "GEO_URL_MENTION",
  "geo.rank_monitor": "GEO_RANK_MONITOR",
} as const satisfies Record<TaskApiCode | ImmediateApiCode, string>;

export type OperationPermission = (typeof PERMISSION_BY_API_CODE)[keyof typeof PERMISSION_BY_API_CODE];

/** What parsing needs to know about "now" and the deployment; passed in, never read from globals. */
export interface ParseContext {
  /** Today as `yyyy-MM-dd` in the service time zone. */
  today: string;
}

/**
 * One operation's request contract. `parse` turns the request's `data` object into typed parameters or
 * throws a `ServiceError` whose message names the offending field (`data.keyword must not be empty`).
 */
export interface OperationDefinition<Params = unknown> {
  readonly apiCode: ApiCode;
  readonly kind: OperationKind;
  /** One line for the OpenAPI document and `--help` texts. */
  readonly summary: string;
  /** The `data` object's schema, for the OpenAPI document. Validation itself is `parse`. */
  readonly dataSchema: TSchema;
  parse(data: unknown, context: ParseContext): Params;
}
