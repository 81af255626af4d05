import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import type { TaskExecutor } from "../task-executor.ts";
import { parseReanalysisParams, REANALYZE_API_CODE } from "./reanalysis-params.ts";
import { reanalyzeBrand } from "./reanalyze-brand.ts";

/**
 * Runs a queued re-analysis (`brand.reanalyze`, an internal task a brand-knowledge decision queues): the
 * brand's stored answers analysed again and its rollups rebuilt. A resumed task simply starts over: the
 * rebuild replaces a day's rows, so doing a day twice gives the same figures. A brand deleted meanwhile
 * has nothing to do.
 */
export function createReanalysisExecutor(deps: { readonly db: Kysely<DatabaseSchema> }): TaskExecutor {
  return {
    apiCode: REANALYZE_API_CODE,
    async execute(params, context) {
      const { brandId, since } = parseReanalysisParams(params);
      const brand = await deps.db
        .selectFrom("brands")
        .select("id")
        .where("id", "=", brandId)
        .executeTakeFirst();
      if (!brand) return { status: "success", result: { brandId, note: "the brand no longer exists" } };
      const report = await reanalyzeBrand(deps.db, brandId, {
        since,
        signal: context.signal,
        now: context.now,
      });
      return { status: "success", result: report };
    },
  };
}
