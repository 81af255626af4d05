import { queryAccountBrands, queryBrandDaySums } from "../../metrics/brand-list-query.ts";
import { percent } from "../../metrics/metric-formulas.ts";
import { formatDateTime } from "../../util/time.ts";
import type { SyncHandler } from "../sync-handler.ts";

interface StoredBrandResult {
  score?: number;
  suggestion?: { statDate?: string } | null;
}

function readStoredResult(text: string | null): StoredBrandResult | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as StoredBrandResult;
  } catch {
    return null;
  }
}

/**
 * brand.list (answerlens addition, docs/api.md): every brand of the caller's account, oldest first.
 * `score` is the geo.brand result's score as its monitor last wrote it (null before a first round);
 * `visibility` and `recommendationRate` are over the range, all platforms, from the daily rollups; the
 * trend has one point per day with answers.
 */
export const brandListHandler: SyncHandler<"brand.list"> = {
  apiCode: "brand.list",
  async handle(params, context) {
    const brands = await queryAccountBrands(context.db, context.accountId);
    const days = await queryBrandDaySums(
      context.db,
      brands.map((brand) => brand.id),
      params,
    );
    return brands.map((brand) => {
      const own = days.filter((day) => day.brandId === brand.id);
      const answers = own.reduce((sum, day) => sum + day.observations, 0);
      const mentioned = own.reduce((sum, day) => sum + day.mentioned, 0);
      const recommended = own.reduce((sum, day) => sum + day.recommended, 0);
      const stored = readStoredResult(brand.result);
      return {
        brandId: brand.id,
        brandName: brand.name,
        langType: brand.langType,
        platforms: JSON.parse(brand.platforms) as string[],
        createTime: formatDateTime(new Date(brand.createdAt), context.timeZone),
        monitorActive: brand.monitorActive === 1,
        score: typeof stored?.score === "number" ? stored.score : null,
        statDate: stored?.suggestion?.statDate ?? null,
        answers,
        visibility: percent(mentioned, answers),
        recommendationRate: percent(recommended, answers),
        trend: own.map((day) => ({
          queryDate: day.day,
          answers: day.observations,
          visibilityRatePercent: percent(day.mentioned, day.observations),
        })),
      };
    });
  },
};
