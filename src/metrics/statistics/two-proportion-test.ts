import { twoSidedPValue } from "./standard-normal.ts";

/** Successes out of answers in one window. */
export interface ProportionCount {
  readonly successes: number;
  readonly n: number;
}

/**
 * Two-sided p-value of H0 "both windows have the same rate" by the pooled two-proportion z test:
 * z = (p̂₂ - p̂₁) / sqrt(p̄(1-p̄)(1/n₁ + 1/n₂)), p̄ the pooled rate. 1 when either window is empty or the
 * pooled rate is 0 or 1 (both windows identical at the boundary: no evidence of change).
 */
export function twoProportionPValue(before: ProportionCount, after: ProportionCount): number {
  if (before.n <= 0 || after.n <= 0) return 1;
  const pooled = (before.successes + after.successes) / (before.n + after.n);
  if (pooled <= 0 || pooled >= 1) return 1;
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / before.n + 1 / after.n));
  const z = (after.successes / after.n - before.successes / before.n) / se;
  return twoSidedPValue(z);
}
