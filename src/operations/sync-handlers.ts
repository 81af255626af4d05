import { brandAliasesHandler } from "./brand-aliases/brand-aliases-handler.ts";
import { brandCandidateDecideHandler } from "./brand-candidate-decide/brand-candidate-decide-handler.ts";
import { brandCandidatesHandler } from "./brand-candidates/brand-candidates-handler.ts";
import { brandMergeHandler } from "./brand-merge/brand-merge-handler.ts";
import { brandSignalsHandler } from "./brand-signals/brand-signals-handler.ts";
import { brandStatisticsHandler } from "./brand-statistics/brand-statistics-handler.ts";
import { brandTopicHandler } from "./brand-topic/brand-topic-handler.ts";
import { geoCompetitorsHandler } from "./geo-competitors/geo-competitors-handler.ts";
import { llmComparisonHandler } from "./llm-comparison/llm-comparison-handler.ts";
import { llmTopicHandler } from "./llm-topic/llm-topic-handler.ts";
import { llmTrendHandler } from "./llm-trend/llm-trend-handler.ts";
import type { SyncApiCode } from "./operation.ts";
import { promptAnalysisOverviewHandler } from "./prompt-analysis-overview/prompt-analysis-overview-handler.ts";
import { rankMonitorStatisticsHandler } from "./rank-monitor-statistics/rank-monitor-statistics-handler.ts";
import type { SyncHandler } from "./sync-handler.ts";

/**
 * Every synchronous operation's handler, keyed by apiCode: the metrics queries read the daily rollups
 * only; the brand-knowledge operations (brand.candidates, .candidate.decide, .aliases, .merge) read and
 * change the brand's knowledge.
 */
export const SYNC_HANDLERS = {
  "llm.comparison": llmComparisonHandler,
  "llm.trend": llmTrendHandler,
  "llm.topic": llmTopicHandler,
  "prompt.analysis.overview": promptAnalysisOverviewHandler,
  "geo.competitors": geoCompetitorsHandler,
  "brand.topic": brandTopicHandler,
  "brand.statistics": brandStatisticsHandler,
  "brand.signals": brandSignalsHandler,
  "rank_monitor.statistics": rankMonitorStatisticsHandler,
  "brand.candidates": brandCandidatesHandler,
  "brand.candidate.decide": brandCandidateDecideHandler,
  "brand.aliases": brandAliasesHandler,
  "brand.merge": brandMergeHandler,
} as const satisfies { readonly [K in SyncApiCode]: SyncHandler<K> };

/** The handler of a synchronous apiCode (already checked to be one). */
export function findSyncHandler(apiCode: SyncApiCode): SyncHandler {
  return SYNC_HANDLERS[apiCode] as SyncHandler;
}
