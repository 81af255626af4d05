import { queryPlatformSums } from "../../metrics/llm-comparison-query.ts";
import { comprehensiveScore, targetRates } from "../../metrics/metric-formulas.ts";
import { brandScope, rangeFilter, type SyncHandler } from "../sync-handler.ts";

/**
 * llm.comparison (spec 2.9): one element per platform with observations in the range, by platform code;
 * `llmName` is the stored platform code (`gpt` for ChatGPT). Empty array when there is no data.
 */
export const llmComparisonHandler: SyncHandler<"llm.comparison"> = {
  apiCode: "llm.comparison",
  async handle(params, context) {
    const rows = await queryPlatformSums(context.db, brandScope(params, context), rangeFilter(params));
    return rows
      .filter((row) => row.observations > 0)
      .map((row) => {
        const rates = targetRates(row);
        return {
          llmName: row.platform,
          position: rates.position,
          totalCount: row.observations,
          top1Rate: rates.top1Rate,
          top3Rate: rates.top3Rate,
          top10Rate: rates.top10Rate,
          sentimentScore: rates.sentimentScore,
          comprehensiveScore: comprehensiveScore(row),
          visibilityRatePercent: rates.visibilityRatePercent,
          totalVisibilityCount: row.mention_sum,
        };
      });
  },
};
