import { Type } from "typebox";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { resolveDateRange } from "../params/date-range.ts";
import { readOptionalLlmName } from "../params/platform-fields.ts";
import { brandIdSchema, dateRangeSchemaFields, llmNameSchema } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";

export interface BrandStatisticsParams {
  readonly brandId: string;
  /** Platform filter; `chatgpt` arrives here as `gpt`. Undefined: all platforms. */
  readonly llmName: PlatformCode | undefined;
  readonly startDate: string;
  readonly endDate: string;
}

/** brand.statistics (answerlens addition): the brand's figures with sample counts and 95 % intervals. */
export const brandStatisticsParams: OperationDefinition<BrandStatisticsParams> = {
  apiCode: "brand.statistics",
  kind: "sync",
  summary:
    "A brand's rates and means over a date range with their sample counts and 95 % intervals, for the brand and per platform, topic and prompt (answerlens addition).",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    llmName: llmNameSchema(),
    ...dateRangeSchemaFields(),
  }),
  parse(data, context) {
    const fields = requireDataObject(data);
    const brandId = readBrandId(fields);
    const llmName = readOptionalLlmName(fields, "llmName");
    return { brandId, llmName, ...resolveDateRange(fields, context.today) };
  },
};
