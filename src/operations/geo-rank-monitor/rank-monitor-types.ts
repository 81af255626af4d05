/**
 * The result of geo.rank_monitor (spec 2.5). Every definition, with its version, is in
 * docs/rank-monitoring.md.
 *
 * Glossary
 * - answer: one ask of one prompt on one platform in one round (one observation, one platform detail).
 * - run: one prompt in one round: all its answers (platforms x repeats). `runs[]` lists the newest ones.
 * - detected / mentioned: a completed answer in which at least one brand keyword is mentioned.
 */
export interface RankBrandRecord {
  brandName: string;
  exposureCount: number;
  rankingPosition: number;
}

export interface RankSourceRecord {
  platformName: string;
  citationUrl: string;
  citationCount: number;
  citationTitle: string;
  domain: string;
}

export interface RankPlatformDetail {
  /** The observation id of the answer. */
  analysisId: string;
  platform: string;
  promptText: string;
  status: "success" | "failed";
  isRecommended: 0 | 1;
  exposureCount: number;
  position: number;
  citationSourceCount: number;
  brandCount: number;
  brandRecords: RankBrandRecord[];
  sourceRecords: RankSourceRecord[];
}

export interface RankRun {
  runId: string;
  runTime: string;
  recommendedCount: number;
  totalDetected: number;
  totalExposure: number;
  visibilityPercent: number;
  platformDetails: RankPlatformDetail[];
}

export interface RankPlatformExposure {
  platform: string;
  totalExposure: number;
  /** Completed answers in which a brand keyword was mentioned. */
  totalMentions: number;
  avgMentioned: number;
  /** Completed answers on this platform. */
  monitorCount: number;
}

export interface RankPromptEntry {
  promptId: string;
  promptText: string;
  promptOrder: number;
  lastMonitorTime: string;
  lastDetected: string;
  /** Runs of this prompt so far (also those no longer listed in `runs`). */
  monitorCount: number;
  mentionRate: number;
  totalExposureCountSum: number;
  platformExposures: RankPlatformExposure[];
  /** The newest runs first, at most the monitor's `runsKept`. */
  runs: RankRun[];
}

export interface RankLatestStatistics {
  totalPrompt: number;
  totalMonitor: number;
  totalMentioned: number;
  totalExposureCountSum: number;
  avgExposure: number;
}

export interface RankMonitorResult {
  lastMonitorTime: string;
  latestStatistics: RankLatestStatistics | null;
  prompts: RankPromptEntry[];
}
