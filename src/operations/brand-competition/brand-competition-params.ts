import type { LlmComparisonParams } from "../llm-comparison/llm-comparison-params.ts";
import { comparisonLikeParams } from "../params/comparison-like-params.ts";

export type BrandCompetitionParams = LlmComparisonParams;

/** brand.competition (answerlens addition): the brand and the brands its answers name most, side by side. */
export const brandCompetitionParams = comparisonLikeParams(
  "brand.competition",
  "The brand and the ten brands its monitored answers name most, side by side: answers naming each, share of voice, mean position, top-3 rate, sentiment (answerlens addition).",
);
