import { type LlmComparisonParams, llmComparisonParams } from "../llm-comparison/llm-comparison-params.ts";
import type { OperationDefinition } from "../operation.ts";

export type BrandSourcesParams = LlmComparisonParams;

/**
 * brand.sources (answerlens addition): the pages and domains the brand's monitored answers cite. Its
 * parameters are llm.comparison's (brandId, llmName, the spec's date rules), read by the same code.
 */
export const brandSourcesParams: OperationDefinition<BrandSourcesParams> = {
  apiCode: "brand.sources",
  kind: "sync",
  summary:
    "The pages and domains a brand's monitored answers cite over a date range, with their site class and how many answers cite them (answerlens addition).",
  dataSchema: llmComparisonParams.dataSchema,
  parse: (data, context) => llmComparisonParams.parse(data, context),
};
