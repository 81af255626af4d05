import type { PlatformCode } from "../../platforms/platform-codes.ts";
import { llmComparisonParams } from "../llm-comparison/llm-comparison-params.ts";
import type { OperationDefinition } from "../operation.ts";

export interface BrandStatisticsParams {
  readonly brandId: string;
  /** Platform filter; `chatgpt` arrives here as `gpt`. Undefined: all platforms. */
  readonly llmName: PlatformCode | undefined;
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * brand.statistics (answerlens addition): the brand's figures with sample counts and 95 % intervals.
 * Its parameters are llm.comparison's, read by the same code: brandId (4001 when missing), llmName and
 * the spec's date rules.
 */
export const brandStatisticsParams: OperationDefinition<BrandStatisticsParams> = {
  apiCode: "brand.statistics",
  kind: "sync",
  summary:
    "A brand's rates and means over a date range with their sample counts and 95 % intervals, for the brand and per platform, topic and prompt (answerlens addition).",
  dataSchema: llmComparisonParams.dataSchema,
  parse: (data, context) => llmComparisonParams.parse(data, context),
};
