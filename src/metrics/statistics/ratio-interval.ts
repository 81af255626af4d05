import { Z_95 } from "./standard-normal.ts";
import type { Interval } from "./wilson-interval.ts";

/**
 * Sums over answers of a share R = Σy / Σx, where y is the brand's mentions in an answer and x the
 * mentions of every brand in it (AI voice share): mentions inside one answer are not independent, so
 * the answer is the sampling unit (the cluster) and its mentions are summed.
 */
export interface RatioSums {
  /** Answers (clusters). */
  readonly n: number;
  readonly sumY: number;
  readonly sumX: number;
  readonly sumYY: number;
  readonly sumXX: number;
  readonly sumXY: number;
}

/**
 * 95 % interval of the ratio estimator R = Σy / Σx by the delta method (linearisation), with the answer
 * as cluster: Var(R) ≈ n / (n - 1) · Σ(y - R·x)² / (Σx)², where Σ(y - Rx)² = Σy² - 2RΣxy + R²Σx² comes
 * from the rollups' second-moment sums. Bounded to [0, 1] (a share). Null under two answers or when no
 * answer names a brand (Σx = 0: the share is undefined).
 */
export function ratioInterval(sums: RatioSums, z = Z_95): Interval | null {
  const { n, sumX, sumY } = sums;
  if (n < 2 || sumX <= 0) return null;
  const r = sumY / sumX;
  const residualSquares = Math.max(0, sums.sumYY - 2 * r * sums.sumXY + r * r * sums.sumXX);
  const se = Math.sqrt((n / (n - 1)) * residualSquares) / sumX;
  return { lower: Math.max(0, r - z * se), upper: Math.min(1, r + z * se) };
}
