import type { InternalApiCode } from "../operation.ts";

/** The internal apiCode of a queued re-analysis of one brand (docs/metrics.md, "Re-analysis"). */
export const REANALYZE_API_CODE = "brand.reanalyze" satisfies InternalApiCode;

/** How long a queued re-analysis may run before the deadline sweep ends it (a brand's whole history). */
export const REANALYSIS_DEADLINE_MS = 3_600_000;

export interface ReanalysisParams {
  readonly brandId: string;
  /** First day re-analysed (`yyyy-MM-dd`); every day when absent. */
  readonly since?: string;
}

/** Reads a re-analysis task's params; a malformed row is a bug, so it throws. */
export function parseReanalysisParams(params: unknown): ReanalysisParams {
  const value = params as Partial<ReanalysisParams> | null;
  if (typeof value?.brandId !== "string" || (value.since !== undefined && typeof value.since !== "string"))
    throw new Error(`malformed ${REANALYZE_API_CODE} params: ${JSON.stringify(params)}`);
  return { brandId: value.brandId, ...(value.since !== undefined ? { since: value.since } : {}) };
}
