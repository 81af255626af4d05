import { Z_95 } from "./standard-normal.ts";

/** A two-sided interval of a proportion or mean, in the estimate's own unit. */
export interface Interval {
  readonly lower: number;
  readonly upper: number;
}

/**
 * The Wilson score interval of `successes` out of `n` independent answers (95 % by default): the
 * proportions p whose score test |p̂ - p| / sqrt(p(1-p)/n) <= z does not reject. Unlike p̂ ± z·se it
 * stays inside [0, 1], is not empty at p̂ = 0 or 1 (0 of 10 gives [0, 27.8 %], not [0, 0]) and keeps
 * close to its nominal coverage from small n on. Null when n is 0: there is nothing to estimate.
 */
export function wilsonInterval(successes: number, n: number, z = Z_95): Interval | null {
  if (n <= 0) return null;
  if (successes < 0 || successes > n) throw new RangeError(`wilsonInterval: ${successes} successes of ${n}`);
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // The exact bounds at p̂ = 0 and 1 (rounding would otherwise leave 1e-17 instead of 0).
  return {
    lower: successes === 0 ? 0 : Math.max(0, centre - half),
    upper: successes === n ? 1 : Math.min(1, centre + half),
  };
}
