/**
 * The synchronous queries' formulas (DESIGN 7, docs/metrics.md version 2), pure functions over the
 * rollup sums. A metric whose denominator is empty is null, never 0.
 */

/** The target-brand rollup sums the metrics read (recommended and recommend_sum feed geo.brand only). */
export const TARGET_SUM_COLUMNS = [
  "observations",
  "mentioned",
  "mention_sum",
  "position_sum",
  "top1",
  "top3",
  "top10",
  "sentiment_sum",
  "all_mentions",
] as const;

/** The target brand's sums over any set of rollup rows (see TargetMetricSums in the schema). */
export type TargetSums = Readonly<Record<(typeof TARGET_SUM_COLUMNS)[number], number>>;

/** Sums over no rows, to add to. */
export function zeroTargetSums(): Record<(typeof TARGET_SUM_COLUMNS)[number], number> {
  return Object.fromEntries(TARGET_SUM_COLUMNS.map((column) => [column, 0])) as Record<
    (typeof TARGET_SUM_COLUMNS)[number],
    number
  >;
}

/**
 * `numerator / denominator x scale`, rounded half up to two decimals; null when the denominator is 0.
 * Multiplying the integer numerator first keeps exact halves exact (201 / 200 is 1.01, not 1.00).
 */
function ratio(numerator: number, denominator: number, scale: number): number | null {
  if (denominator === 0) return null;
  return Math.round((numerator * scale * 100) / denominator) / 100;
}

/** A percentage with two decimals, null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return ratio(part, whole, 100);
}

/** A mean with two decimals, null over zero items. */
export function mean(sum: number, count: number): number | null {
  return ratio(sum, count, 1);
}

/** Rounds a computed value (not a ratio of integers) to two decimals. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** DESIGN 7: rank 1 scores 100, each later rank 10 less, rank 11 and beyond 0. */
export function positionScore(position: number): number {
  return Math.max(0, (11 - position) * 10);
}

/**
 * comprehensiveScore = 0.3 visibilityRate + 0.2 sentimentScore + 0.3 brandRate + 0.2 positionScore, from
 * the unrounded inputs, rounded to two decimals. Null without observations. When the brand is never
 * mentioned its sentiment and position are undefined: they add nothing, so such a platform scores 0
 * (visibility and voice share are 0 too) rather than null: there is data, and it says "not seen".
 */
export function comprehensiveScore(sums: TargetSums): number | null {
  if (sums.observations === 0) return null;
  if (sums.mentioned === 0) return 0;
  const visibility = (sums.mentioned * 100) / sums.observations;
  const voice = sums.all_mentions === 0 ? 0 : (sums.mention_sum * 100) / sums.all_mentions;
  const sentiment = sums.sentiment_sum / sums.mentioned;
  const position = sums.position_sum / sums.mentioned;
  return round2(0.3 * visibility + 0.2 * sentiment + 0.3 * voice + 0.2 * positionScore(position));
}

/** The rates and means every per-platform (or per-topic, per-day) figure shares. */
export interface TargetRates {
  readonly visibilityRatePercent: number | null;
  readonly position: number | null;
  readonly top1Rate: number | null;
  readonly top3Rate: number | null;
  readonly top10Rate: number | null;
  readonly sentimentScore: number | null;
  /** AI voice share: the brand's mentions / mentions of every brand in the same answers x 100. */
  readonly brandRate: number | null;
}

export function targetRates(sums: TargetSums): TargetRates {
  return {
    visibilityRatePercent: percent(sums.mentioned, sums.observations),
    position: mean(sums.position_sum, sums.mentioned),
    top1Rate: percent(sums.top1, sums.observations),
    top3Rate: percent(sums.top3, sums.observations),
    top10Rate: percent(sums.top10, sums.observations),
    sentimentScore: mean(sums.sentiment_sum, sums.mentioned),
    brandRate: percent(sums.mention_sum, sums.all_mentions),
  };
}
