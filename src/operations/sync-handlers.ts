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

/** Every synchronous query's handler, keyed by apiCode; they read the daily rollups only. */
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
} as const satisfies { readonly [K in SyncApiCode]: SyncHandler<K> };

/** The handler of a synchronous apiCode (already checked to be one). */
export function findSyncHandler(apiCode: SyncApiCode): SyncHandler {
  return SYNC_HANDLERS[apiCode] as SyncHandler;
}
