import { studentT975 } from "./standard-normal.ts";
import type { Interval } from "./wilson-interval.ts";

/**
 * The 95 % Student t interval of a mean from the running sums of one day's (or range's) values:
 * `count` values, their `sum` and the `sumOfSquares`. Rollups keep exactly these three, so the interval
 * of any range is computed from summed rows without reading answers. Null under two values (no spread
 * to estimate). The sample variance is clamped at 0 against floating-point cancellation.
 */
export function meanInterval(sum: number, sumOfSquares: number, count: number): Interval | null {
  if (count < 2) return null;
  const mean = sum / count;
  const variance = Math.max(0, (sumOfSquares - count * mean * mean) / (count - 1));
  const half = studentT975(count - 1) * Math.sqrt(variance / count);
  return { lower: mean - half, upper: mean + half };
}
