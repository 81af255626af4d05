import { type LlmComparisonParams, llmComparisonParams } from "../llm-comparison/llm-comparison-params.ts";
import type { OperationDefinition } from "../operation.ts";

export type BrandCompetitionParams = LlmComparisonParams;

/**
 * brand.competition (answerlens addition): the brand and the brands its answers name most, side by side.
 * Its parameters are llm.comparison's (brandId, llmName, the spec's date rules), read by the same code.
 */
export const brandCompetitionParams: OperationDefinition<BrandCompetitionParams> = {
  apiCode: "brand.competition",
  kind: "sync",
  summary:
    "The brand and the ten brands its monitored answers name most, side by side: answers naming each, share of voice, mean position, top-3 rate, sentiment (answerlens addition).",
  dataSchema: llmComparisonParams.dataSchema,
  parse: (data, context) => llmComparisonParams.parse(data, context),
};
