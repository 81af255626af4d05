import { queryPlatformDaySums } from "../../metrics/llm-trend-query.ts";
import { targetRates } from "../../metrics/metric-formulas.ts";
import { brandScope, rangeFilter, type SyncHandler } from "../sync-handler.ts";

interface TrendPoint {
  llmName: string;
  queryDate: string;
  visibilityCount: number;
  visibilityRatePercent: number | null;
  top1Rate: number | null;
  top3Rate: number | null;
  top10Rate: number | null;
  position: number | null;
  brandRate: number | null;
}

/**
 * llm.trend (spec 2.9): `{platformCode: points}`, platforms by code, one point per day with observations,
 * ascending; a day without observations has no point. `data` is null when the range holds no observation.
 */
export const llmTrendHandler: SyncHandler<"llm.trend"> = {
  apiCode: "llm.trend",
  async handle(params, context) {
    const rows = await queryPlatformDaySums(context.db, brandScope(params, context), rangeFilter(params));
    const byPlatform = new Map<string, TrendPoint[]>();
    for (const row of rows) {
      if (row.observations === 0) continue;
      const rates = targetRates(row);
      let points = byPlatform.get(row.platform);
      if (!points) {
        points = [];
        byPlatform.set(row.platform, points);
      }
      points.push({
        llmName: row.platform,
        queryDate: row.day,
        visibilityCount: row.mention_sum,
        visibilityRatePercent: rates.visibilityRatePercent,
        top1Rate: rates.top1Rate,
        top3Rate: rates.top3Rate,
        top10Rate: rates.top10Rate,
        position: rates.position,
        brandRate: rates.brandRate,
      });
    }
    return byPlatform.size === 0 ? null : Object.fromEntries(byPlatform);
  },
};
