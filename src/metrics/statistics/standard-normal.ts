/**
 * The standard normal distribution: its CDF (for p-values) and quantile (for interval widths). Pure.
 */

/** z of a two-sided 95 % interval: the 0.975 quantile of the standard normal. */
export const Z_95 = 1.959963984540054;

/**
 * Φ(z) through the complementary error function (W. J. Cody's rational Chebyshev approximation as in
 * Numerical Recipes' erfc, relative error below 1.2e-7 everywhere), which keeps small tail
 * probabilities accurate: p-values of 1e-6 matter when thousands of comparisons are adjusted.
 */
export function normalCdf(z: number): number {
  return 1 - 0.5 * erfc(z / Math.SQRT2);
}

/** Two-sided p-value of a z statistic: P(|Z| >= |z|). */
export function twoSidedPValue(z: number): number {
  if (!Number.isFinite(z)) return Number.isNaN(z) ? 1 : 0;
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/**
 * The 0.975 quantile of Student's t with `df` degrees of freedom, for mean intervals over few answers.
 * Cornish-Fisher expansion around Z_95 (Abramowitz & Stegun 26.7.5, four terms): within 0.001 of
 * the exact value from df = 4 on (exact values used below that), exact in the limit.
 */
export function studentT975(df: number): number {
  if (df <= 0) return Number.POSITIVE_INFINITY;
  const exact: Readonly<Record<number, number>> = { 1: 12.7062047, 2: 4.30265273, 3: 3.18244631 };
  const known = exact[df];
  if (known !== undefined) return known;
  const z = Z_95;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  const g1 = (z3 + z) / 4;
  const g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
  const g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
  const g4 = (79 * z ** 9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}
