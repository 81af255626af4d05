/**
 * A 95% interval for a corpus figure by the cluster bootstrap: the answers are resampled with
 * replacement (an answer's targets share its text, so they are not independent samples) and the figure
 * recomputed on each resample; the interval is the 2.5th to 97.5th percentile. A fixed seed makes the
 * printed interval the same on every run of the same corpus.
 */
import { seededRandom } from "../src/util/seeded-random.ts";

export interface Interval {
  low: number;
  high: number;
}

const RESAMPLES = 1000;

/**
 * `figure` computes the statistic from a multiset of items given as counts per item index (how many
 * times each item was drawn). Returns null when there are no items.
 */
export function bootstrapInterval(
  itemCount: number,
  figure: (weights: Int32Array) => number,
  seed = 12,
): Interval | null {
  if (itemCount === 0) return null;
  const random = seededRandom(seed);
  const weights = new Int32Array(itemCount);
  const values: number[] = [];
  for (let r = 0; r < RESAMPLES; r++) {
    weights.fill(0);
    for (let i = 0; i < itemCount; i++) weights[Math.floor(random() * itemCount)]++;
    values.push(figure(weights));
  }
  values.sort((a, b) => a - b);
  return { low: values[Math.floor(RESAMPLES * 0.025)], high: values[Math.ceil(RESAMPLES * 0.975) - 1] };
}
