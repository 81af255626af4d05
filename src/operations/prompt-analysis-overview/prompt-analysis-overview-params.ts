import { Type } from "typebox";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { resolveDateRange } from "../params/date-range.ts";
import { OWN_COMPETITOR_NAME_MAX_LENGTH } from "../params/parameter-limits.ts";
import { readOptionalLlmName } from "../params/platform-fields.ts";
import { brandIdSchema, dateRangeSchemaFields, llmNameSchema } from "../params/schema-parts.ts";
import { readBrandId, readRequiredCompetitorName } from "../params/sync-query-fields.ts";

export interface PromptAnalysisOverviewParams {
  readonly brandId: string;
  /** The target brand name used for competitor recognition and AI voice share. */
  readonly competitorName: string;
  /** Platform filter; `chatgpt` arrives here as `gpt`. Undefined: all platforms. */
  readonly llmName: PlatformCode | undefined;
  readonly startDate: string;
  readonly endDate: string;
}

export const promptAnalysisOverviewParams: OperationDefinition<PromptAnalysisOverviewParams> = {
  apiCode: "prompt.analysis.overview",
  kind: "sync",
  summary: "Per-question visibility, position, voice share, top competitors and daily trends of a brand.",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    competitorName: Type.String({
      minLength: 1,
      maxLength: OWN_COMPETITOR_NAME_MAX_LENGTH,
      description:
        "Target brand name for competitor recognition and AI voice share. Missing or empty: code 4001.",
    }),
    llmName: llmNameSchema(),
    ...dateRangeSchemaFields(),
  }),
  parse(data, context) {
    const fields = requireDataObject(data);
    const brandId = readBrandId(fields);
    const competitorName = readRequiredCompetitorName(fields);
    const llmName = readOptionalLlmName(fields, "llmName");
    return { brandId, competitorName, llmName, ...resolveDateRange(fields, context.today) };
  },
};
