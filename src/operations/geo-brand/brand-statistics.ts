/**
 * The geo.brand statistics (spec 2.6, DESIGN 7), computed from one day's rollup sums and the day
 * before. Pure; the formulas and their version are in docs/brand-monitoring.md.
 */

/** The rollup sums the statistics read (brand_platform_days / brand_topic_days columns). */
export interface DaySums {
  readonly observations: number;
  readonly mentioned: number;
  readonly mention_sum: number;
  readonly recommended: number;
  readonly sentiment_sum: number;
}

export type ExposureLevel = "曝光差" | "一般" | "高曝光";

export interface TopicStat {
  topicName: string;
  brandExposureCount: number;
  previousDayExposureCount?: number;
  growthRate?: number;
}

export interface PlatformStat {
  platform: string;
  hasData: true;
  brandExposureSum: number;
  brandRecommendedCount: number;
  brandRecommendationRate: number;
  exposureLevel: ExposureLevel;
  previousDayExposureSum: number | null;
  exposureGrowthRate: number | null;
  previousDayRecommendedCount: number | null;
  recommendedGrowthRate: number | null;
  previousDayRecommendationRate: number | null;
  recommendationRateChange: number | null;
  topicStats: TopicStat[];
}

/** Two decimals, as every percentage of the service (DESIGN 7). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** part / whole x 100, two decimals; 0 for an empty whole. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round2((part / whole) * 100) : 0;
}

/** Spec 2.6 thresholds on the exposure rate (observations mentioning the brand / observations x 100). */
export function exposureLevel(exposureRate: number): ExposureLevel {
  if (exposureRate >= 80) return "高曝光";
  if (exposureRate >= 50) return "一般";
  return "曝光差";
}

/**
 * Growth versus the previous day, in percent: null without a previous value; from 0 it is 100 when
 * today has some (and 0 when today is 0 too); otherwise (today - previous) / previous x 100.
 */
export function growthRate(today: number, previous: number | null): number | null {
  if (previous === null) return null;
  if (previous === 0) return today > 0 ? 100 : 0;
  return round2(((today - previous) / previous) * 100);
}

export function exposureRate(sums: DaySums): number {
  return percent(sums.mentioned, sums.observations);
}

export function recommendationRate(sums: DaySums): number {
  return percent(sums.recommended, sums.observations);
}

/** A day's sums count as data only when the day has observations. */
export function hasData(sums: DaySums | undefined): sums is DaySums {
  return sums !== undefined && sums.observations > 0;
}

/** One topic's exposure on a platform; the previous-day fields only when that day has data. */
export function buildTopicStat(
  topicName: string,
  today: DaySums | undefined,
  previous: DaySums | undefined,
): TopicStat {
  const count = today?.mention_sum ?? 0;
  if (!hasData(previous)) return { topicName, brandExposureCount: count };
  return {
    topicName,
    brandExposureCount: count,
    previousDayExposureCount: previous.mention_sum,
    growthRate: growthRate(count, previous.mention_sum) ?? 0,
  };
}

/** A platform's statistics of the day (it has data: callers skip platforms without observations). */
export function buildPlatformStat(
  platform: string,
  today: DaySums,
  previous: DaySums | undefined,
  topicStats: TopicStat[],
): PlatformStat {
  const rate = recommendationRate(today);
  const before = hasData(previous) ? previous : null;
  const previousRate = before ? recommendationRate(before) : null;
  return {
    platform,
    hasData: true,
    brandExposureSum: today.mention_sum,
    brandRecommendedCount: today.recommended,
    brandRecommendationRate: rate,
    exposureLevel: exposureLevel(exposureRate(today)),
    previousDayExposureSum: before ? before.mention_sum : null,
    exposureGrowthRate: growthRate(today.mention_sum, before ? before.mention_sum : null),
    previousDayRecommendedCount: before ? before.recommended : null,
    recommendedGrowthRate: growthRate(today.recommended, before ? before.recommended : null),
    previousDayRecommendationRate: previousRate,
    recommendationRateChange: previousRate === null ? null : round2(rate - previousRate),
    topicStats,
  };
}

/** Spec 2.6 `score`: the mean of the platforms' recommendation rates, rounded; 0 without data. */
export function brandScore(stats: readonly PlatformStat[]): number {
  if (stats.length === 0) return 0;
  const sum = stats.reduce((total, stat) => total + stat.brandRecommendationRate, 0);
  return Math.round(sum / stats.length);
}
