import { benjaminiHochberg } from "../statistics/benjamini-hochberg.ts";
import { MIN_SAMPLES } from "../statistics/figure-statistics.ts";
import { twoProportionPValue } from "../statistics/two-proportion-test.ts";
import type { Comparison } from "./brand-comparisons.ts";

/** False discovery rate the brand's family of comparisons is held to. */
export const SIGNAL_FDR = 0.05;
/** A change smaller than this (percentage points) is not reported however sure it is. */
export const MIN_EFFECT_POINTS = 5;

/**
 * Weights of the weighted Benjamini-Hochberg procedure (p / w, weights scaled to mean 1 over the family,
 * which keeps the FDR at its level): a week holds 7 times the answers of a day, so week-over-week
 * comparisons can see changes a third the size, and get the larger share of the error budget. A day
 * over day comparison still confirms a jump of about 40 points on one platform.
 */
export const WINDOW_WEIGHTS = { day: 0.5, week: 1.5 } as const;

export type ConfidenceTier = "high" | "medium" | "low";

export interface DetectedSignal extends Comparison {
  readonly direction: "up" | "down";
  readonly pValue: number;
  /** Benjamini-Hochberg adjusted p-value over the family. */
  readonly qValue: number;
  readonly tier: ConfidenceTier;
}

/** high: q <= 0.001, medium: q <= 0.01, low: q <= SIGNAL_FDR. */
export function confidenceTier(qValue: number): ConfidenceTier {
  if (qValue <= 0.001) return "high";
  if (qValue <= 0.01) return "medium";
  return "low";
}

const rate = (count: { successes: number; n: number }) => count.successes / count.n;

/**
 * The confirmed changes among a brand's comparisons (docs/metrics.md "Signals"): every comparison whose
 * windows both hold at least MIN_SAMPLES answers is tested (pooled two-proportion z test), the p-values
 * of the whole family are adjusted together (Benjamini-Hochberg), and a change is confirmed when its
 * q-value is at most SIGNAL_FDR and the rates differ by at least MIN_EFFECT_POINTS. Ineligible
 * comparisons do not enter the family. Pure; ordered as the input.
 */
export function detectSignals(comparisons: readonly Comparison[]): DetectedSignal[] {
  const eligible = comparisons.filter(
    (comparison) => comparison.before.n >= MIN_SAMPLES && comparison.after.n >= MIN_SAMPLES,
  );
  const pValues = eligible.map((comparison) => twoProportionPValue(comparison.before, comparison.after));
  const weights = eligible.map((comparison) => WINDOW_WEIGHTS[comparison.window]);
  const meanWeight = weights.reduce((a, b) => a + b, 0) / Math.max(1, weights.length);
  const qValues = benjaminiHochberg(pValues.map((p, i) => Math.min(1, (p * meanWeight) / weights[i])));
  const signals: DetectedSignal[] = [];
  eligible.forEach((comparison, index) => {
    const difference = rate(comparison.after) - rate(comparison.before);
    const qValue = qValues[index];
    if (qValue > SIGNAL_FDR || Math.abs(difference) * 100 < MIN_EFFECT_POINTS) return;
    signals.push({
      ...comparison,
      direction: difference > 0 ? "up" : "down",
      pValue: pValues[index],
      qValue,
      tier: confidenceTier(qValue),
    });
  });
  return signals;
}
