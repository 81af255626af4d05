import { addSums, queryBrandDayStatisticSums } from "../../metrics/brand-statistics-query.ts";
import { fullStatistics, MIN_SAMPLES } from "../../metrics/statistics/figure-statistics.ts";
import { addDays } from "../../util/time.ts";
import { brandScope, rangeFilter, type SyncHandler } from "../sync-handler.ts";
import { DAILY_SERIES_MAX_DAYS, type SeriesBucket } from "./brand-statistics-series-params.ts";

function daysBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
}

/** The range's buckets, oldest first; weeks end on the range's end, the oldest may be shorter. */
function buckets(startDate: string, endDate: string, bucket: SeriesBucket) {
  const step = bucket === "day" ? 1 : 7;
  const list: Array<{ startDate: string; endDate: string }> = [];
  for (let end = endDate; end >= startDate; end = addDays(end, -step)) {
    const start = addDays(end, -(step - 1));
    list.unshift({ startDate: start < startDate ? startDate : start, endDate: end });
  }
  return list;
}

/**
 * brand.statistics.series (answerlens addition, docs/api.md): brand.statistics' brand-level figures per
 * bucket (day or week), read in one grouped query of the daily rollups and summed per bucket. A bucket
 * without answers is listed with `answers` 0 and null figures; another account's brand gives only such.
 */
export const brandStatisticsSeriesHandler: SyncHandler<"brand.statistics.series"> = {
  apiCode: "brand.statistics.series",
  async handle(params, context) {
    const bucket =
      params.bucket ??
      (daysBetween(params.startDate, params.endDate) <= DAILY_SERIES_MAX_DAYS ? "day" : "week");
    const days = await queryBrandDayStatisticSums(
      context.db,
      brandScope(params, context),
      rangeFilter(params),
    );
    return {
      brandId: params.brandId,
      llmName: params.llmName ?? null,
      startDate: params.startDate,
      endDate: params.endDate,
      bucket,
      minimumSamples: MIN_SAMPLES,
      points: buckets(params.startDate, params.endDate, bucket).map((range) => ({
        ...range,
        ...fullStatistics(addSums(days.filter((d) => d.day >= range.startDate && d.day <= range.endDate))),
      })),
    };
  },
};
