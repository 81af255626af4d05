import type { MomentSums } from "../../store/database-schema.ts";
import { percent } from "../metric-formulas.ts";
import { meanInterval } from "./mean-interval.ts";
import { ratioInterval } from "./ratio-interval.ts";
import { type Interval, wilsonInterval } from "./wilson-interval.ts";

/**
 * Fewer samples than this and a figure says `tooFewSamples` (docs/metrics.md version 3). At 30 answers
 * the Wilson interval of a rate near 50 % is still about ±17 points wide: the figure is a rough reading,
 * not a measurement to compare day by day.
 */
export const MIN_SAMPLES = 30;

/**
 * One figure with its uncertainty: the estimate (two decimals, percent for rates and shares), the number
 * of samples it rests on (answers for rates and the voice share, answers mentioning the brand for
 * position and sentiment), the 95 % interval (null when it cannot be computed: no or one sample, or
 * rollup rows from before migration 0008 for means and shares) and whether the samples are too few.
 */
export interface FigureStatistic {
  readonly value: number | null;
  readonly sampleCount: number;
  readonly lower: number | null;
  readonly upper: number | null;
  readonly tooFewSamples: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function figure(value: number | null, sampleCount: number, interval: Interval | null, scale: number) {
  return {
    value: value === null ? null : round2(value * scale),
    sampleCount,
    lower: interval === null ? null : round2(interval.lower * scale),
    upper: interval === null ? null : round2(interval.upper * scale),
    tooFewSamples: sampleCount < MIN_SAMPLES,
  };
}

/** A rate in percent with its Wilson interval: `successes` of `n` answers. */
export function rateStatistic(successes: number, n: number): FigureStatistic {
  const rate = figure(n === 0 ? null : successes / n, n, wilsonInterval(successes, n), 100);
  // The value exactly as version 2 rounds a rate (integers first: 201 / 200 is 1.01), so it equals the
  // spec fields' figure of the same answers.
  return { ...rate, value: percent(successes, n) };
}

/** The values a mean can take: its interval is cut to them (a mean position is never below rank 1). */
export interface ValueRange {
  readonly min: number;
  readonly max: number;
}
export const POSITION_RANGE: ValueRange = { min: 1, max: Number.POSITIVE_INFINITY };
export const SENTIMENT_RANGE: ValueRange = { min: 0, max: 100 };

/** A mean over `count` values with its t interval; no interval when some values lack their squares. */
export function meanStatistic(
  sum: number,
  sumOfSquares: number,
  count: number,
  momentsComplete: boolean,
  range: ValueRange = { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY },
): FigureStatistic {
  const raw = momentsComplete ? meanInterval(sum, sumOfSquares, count) : null;
  const interval =
    raw === null ? null : { lower: Math.max(range.min, raw.lower), upper: Math.min(range.max, raw.upper) };
  return figure(count === 0 ? null : sum / count, count, interval, 1);
}

/** The sums a target-brand figure set reads: counts, sums and second moments (see the schema). */
export interface TargetStatisticSums extends MomentSums {
  readonly observations: number;
  readonly mentioned: number;
  readonly mention_sum: number;
  readonly position_sum: number;
  readonly sentiment_sum: number;
  readonly all_mentions: number;
}

/** Voice share in percent: the brand's mentions / every brand's mentions, delta-method interval by answer. */
export function shareOfVoiceStatistic(sums: TargetStatisticSums): FigureStatistic {
  const complete = sums.moment_observations === sums.observations;
  const interval = complete
    ? ratioInterval({
        n: sums.observations,
        sumY: sums.mention_sum,
        sumX: sums.all_mentions,
        sumYY: sums.mention_sq_sum,
        sumXX: sums.all_mentions_sq_sum,
        sumXY: sums.mention_cross_sum,
      })
    : null;
  return figure(
    sums.all_mentions === 0 ? null : sums.mention_sum / sums.all_mentions,
    sums.observations,
    interval,
    100,
  );
}

/** The figures every scope has: visibility, voice share, mean position and mean sentiment. */
export interface CoreStatistics {
  readonly answers: number;
  readonly visibilityRate: FigureStatistic;
  readonly shareOfVoice: FigureStatistic;
  readonly position: FigureStatistic;
  readonly sentimentScore: FigureStatistic;
}

export function coreStatistics(sums: TargetStatisticSums): CoreStatistics {
  const complete = sums.moment_observations === sums.observations;
  return {
    answers: sums.observations,
    visibilityRate: rateStatistic(sums.mentioned, sums.observations),
    shareOfVoice: shareOfVoiceStatistic(sums),
    position: meanStatistic(
      sums.position_sum,
      sums.position_sq_sum,
      sums.mentioned,
      complete,
      POSITION_RANGE,
    ),
    sentimentScore: meanStatistic(
      sums.sentiment_sum,
      sums.sentiment_sq_sum,
      sums.mentioned,
      complete,
      SENTIMENT_RANGE,
    ),
  };
}

/** Brand, platform and topic sums also count top-k ranks and recommendations. */
export interface FullStatisticSums extends TargetStatisticSums {
  readonly top1: number;
  readonly top3: number;
  readonly top10: number;
  readonly recommended: number;
}

export interface FullStatistics extends CoreStatistics {
  readonly top1Rate: FigureStatistic;
  readonly top3Rate: FigureStatistic;
  readonly top10Rate: FigureStatistic;
  readonly recommendationRate: FigureStatistic;
}

export function fullStatistics(sums: FullStatisticSums): FullStatistics {
  const core = coreStatistics(sums);
  return {
    answers: core.answers,
    visibilityRate: core.visibilityRate,
    top1Rate: rateStatistic(sums.top1, sums.observations),
    top3Rate: rateStatistic(sums.top3, sums.observations),
    top10Rate: rateStatistic(sums.top10, sums.observations),
    recommendationRate: rateStatistic(sums.recommended, sums.observations),
    shareOfVoice: core.shareOfVoice,
    position: core.position,
    sentimentScore: core.sentimentScore,
  };
}
