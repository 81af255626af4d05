/**
 * Every apiCode's request contract, keyed by apiCode. The HTTP layer looks the apiCode up here,
 * checks `kind` against the endpoint, and calls `parse` on `data`; the OpenAPI document reads
 * `dataSchema` and `summary`.
 */

import { brandAliasesParams } from "./brand-aliases/brand-aliases-params.ts";
import { brandCandidateDecideParams } from "./brand-candidate-decide/brand-candidate-decide-params.ts";
import { brandCandidatesParams } from "./brand-candidates/brand-candidates-params.ts";
import { brandMergeParams } from "./brand-merge/brand-merge-params.ts";
import { brandSignalsParams } from "./brand-signals/brand-signals-params.ts";
import { brandStatisticsParams } from "./brand-statistics/brand-statistics-params.ts";
import { brandTopicParams } from "./brand-topic/brand-topic-params.ts";
import { geoBrandParams } from "./geo-brand/geo-brand-params.ts";
import { geoCheckerParams } from "./geo-checker/geo-checker-params.ts";
import { geoCompetitorsParams } from "./geo-competitors/geo-competitors-params.ts";
import { geoQuestionsCorrRecommendParams } from "./geo-questions-corr-recommend/geo-questions-corr-recommend-params.ts";
import { geoRankMonitorParams } from "./geo-rank-monitor/geo-rank-monitor-params.ts";
import { geoRankingParams } from "./geo-ranking/geo-ranking-params.ts";
import { llmComparisonParams } from "./llm-comparison/llm-comparison-params.ts";
import { llmTopicParams } from "./llm-topic/llm-topic-params.ts";
import { llmTrendParams } from "./llm-trend/llm-trend-params.ts";
import type { ApiCode, OperationDefinition } from "./operation.ts";
import { promptAnalysisOverviewParams } from "./prompt-analysis-overview/prompt-analysis-overview-params.ts";
import { rankMonitorStatisticsParams } from "./rank-monitor-statistics/rank-monitor-statistics-params.ts";

export const OPERATION_DEFINITIONS = {
  "geo.ranking": geoRankingParams,
  "geo.rank_monitor": geoRankMonitorParams,
  "geo.brand": geoBrandParams,
  "geo.checker": geoCheckerParams,
  "geo.questions_corr_recommend": geoQuestionsCorrRecommendParams,
  "llm.comparison": llmComparisonParams,
  "llm.trend": llmTrendParams,
  "llm.topic": llmTopicParams,
  "prompt.analysis.overview": promptAnalysisOverviewParams,
  "geo.competitors": geoCompetitorsParams,
  "brand.topic": brandTopicParams,
  "brand.statistics": brandStatisticsParams,
  "brand.signals": brandSignalsParams,
  "rank_monitor.statistics": rankMonitorStatisticsParams,
  "brand.candidates": brandCandidatesParams,
  "brand.candidate.decide": brandCandidateDecideParams,
  "brand.aliases": brandAliasesParams,
  "brand.merge": brandMergeParams,
} as const satisfies { readonly [K in ApiCode]: OperationDefinition };

/** Each apiCode's parsed parameter type, e.g. `ParamsOf<"geo.ranking">`. */
export type ParamsOf<K extends ApiCode> = ReturnType<(typeof OPERATION_DEFINITIONS)[K]["parse"]>;

/**
 * The definition for a request's `apiCode`, or undefined for anything that is not exactly one of the
 * codes above (non-strings, different case, inherited names such as `constructor` or `__proto__`).
 */
export function findOperation(apiCode: unknown): OperationDefinition | undefined {
  if (typeof apiCode !== "string" || !Object.hasOwn(OPERATION_DEFINITIONS, apiCode)) return undefined;
  return OPERATION_DEFINITIONS[apiCode as ApiCode];
}
