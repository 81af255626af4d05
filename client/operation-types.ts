/**
 * Request and result types per apiCode. Before the service's OpenAPI document types every operation, the
 * maps below are loose; they are narrowed from the generated `openapi-types.ts` where it has a schema.
 */
export const TASK_API_CODES = ["geo.ranking", "geo.rank_monitor", "geo.brand", "geo.checker"] as const;
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
] as const;

export type TaskApiCode = (typeof TASK_API_CODES)[number];
export type SyncApiCode = (typeof SYNC_API_CODES)[number];
export type ImmediateApiCode = "geo.questions_corr_recommend";
export type ApiCode = TaskApiCode | SyncApiCode | ImmediateApiCode;

export type OperationParams = { [C in ApiCode]: Record<string, unknown> };
export type OperationResults = { [C in ApiCode]: unknown };

export type ParamsOf<C extends ApiCode> = OperationParams[C];
export type ResultOf<C extends ApiCode> = OperationResults[C];

/** The task record of spec 2.3 (plus answerlens's errorMessage). */
export interface TaskRecord<Result = unknown> {
  taskId: string;
  /** 1 pending, 2 success, 3 failed, 4 timeout, 5 cancelled. */
  status: 1 | 2 | 3 | 4 | 5;
  statusDesc: string;
  /** The result when status is 2, else null. */
  result: Result | null;
  errorMessage: string | null;
}

/** The quota record of spec 2.10. */
export interface QuotaRecord {
  points: number;
  permissions: {
    permissionCode: string;
    permissionName: string;
    aiPlatforms: string[] | null;
    totalLimit: number | null;
    usedCount: number | null;
    remainingCount: number | null;
  }[];
}
