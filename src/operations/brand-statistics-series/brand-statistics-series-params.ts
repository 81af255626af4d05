import { Type } from "typebox";
import { type LlmComparisonParams, llmComparisonParams } from "../llm-comparison/llm-comparison-params.ts";
import type { OperationDefinition } from "../operation.ts";
import { fieldValue, requireDataObject } from "../params/data-object.ts";
import { parameterError } from "../params/parameter-error.ts";
import { brandIdSchema, dateRangeSchemaFields, llmNameSchema } from "../params/schema-parts.ts";

export const SERIES_BUCKETS = ["day", "week"] as const;
export type SeriesBucket = (typeof SERIES_BUCKETS)[number];
/** Without `bucket`: days for ranges up to this many days, weeks beyond. */
export const DAILY_SERIES_MAX_DAYS = 31;

export interface BrandStatisticsSeriesParams extends LlmComparisonParams {
  readonly bucket: SeriesBucket | undefined;
}

/**
 * brand.statistics.series (answerlens addition): the brand's figures with their 95 % intervals per day or
 * per week of a range, in one call. llm.comparison's parameters (read by the same code) plus `bucket`.
 */
export const brandStatisticsSeriesParams: OperationDefinition<BrandStatisticsSeriesParams> = {
  apiCode: "brand.statistics.series",
  kind: "sync",
  summary:
    "The brand's figures (all its platforms or one) per day or per week of a date range, each with its sample count and 95 % interval, for trend charts (answerlens addition).",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    llmName: llmNameSchema(),
    ...dateRangeSchemaFields(),
    bucket: Type.Optional(
      Type.Enum([...SERIES_BUCKETS], {
        description: `day or week (weeks end on endDate); default day for ranges up to ${DAILY_SERIES_MAX_DAYS} days, else week.`,
      }),
    ),
  }),
  parse(data, context) {
    const range = llmComparisonParams.parse(data, context);
    const bucket = fieldValue(requireDataObject(data), "bucket");
    if (bucket !== undefined && !(SERIES_BUCKETS as readonly unknown[]).includes(bucket)) {
      throw parameterError(`data.bucket must be one of ${SERIES_BUCKETS.join(", ")}`);
    }
    return { ...range, bucket: bucket as SeriesBucket | undefined };
  },
};
