import type { LlmComparisonParams } from "../llm-comparison/llm-comparison-params.ts";
import { comparisonLikeParams } from "../params/comparison-like-params.ts";

export type BrandSourcesParams = LlmComparisonParams;

/** brand.sources (answerlens addition): the pages and domains the brand's monitored answers cite. */
export const brandSourcesParams = comparisonLikeParams(
  "brand.sources",
  "The pages and domains a brand's monitored answers cite over a date range, with their site class and how many answers cite them (answerlens addition).",
);
