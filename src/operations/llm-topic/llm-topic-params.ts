import { Type } from "typebox";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { resolveDateRange } from "../params/date-range.ts";
import { readOptionalLlmName } from "../params/platform-fields.ts";
import { brandIdSchema, dateRangeSchemaFields, llmNameSchema } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";

export interface LlmTopicParams {
  readonly brandId: string;
  /** Platform filter; `chatgpt` arrives here as `gpt`. Undefined: all platforms. */
  readonly llmName: PlatformCode | undefined;
  /** Resolved inclusive range, `yyyy-MM-dd` in the service zone. */
  readonly startDate: string;
  readonly endDate: string;
}

export const llmTopicParams: OperationDefinition<LlmTopicParams> = {
  apiCode: "llm.topic",
  kind: "sync",
  summary: "A brand's visibility and rank per topic and AI platform over a date range.",
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
