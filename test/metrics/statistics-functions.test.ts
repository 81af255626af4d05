import assert from "node:assert/strict";
import { test } from "node:test";
import { benjaminiHochberg } from "../../src/metrics/statistics/benjamini-hochberg.ts";
import {
  coreStatistics,
  MIN_SAMPLES,
  meanStatistic,
  rateStatistic,
} from "../../src/metrics/statistics/figure-statistics.ts";
import { meanInterval } from "../../src/metrics/statistics/mean-interval.ts";
import { ratioInterval } from "../../src/metrics/statistics/ratio-interval.ts";
import { normalCdf, studentT975, twoSidedPValue } from "../../src/metrics/statistics/standard-normal.ts";
import { twoProportionPValue } from "../../src/metrics/statistics/two-proportion-test.ts";
import { wilsonInterval } from "../../src/metrics/statistics/wilson-interval.ts";

const close = (actual: number | null | undefined, expected: number, tolerance = 1e-4) =>
  assert.ok(
    actual !== null && actual !== undefined && Math.abs(actual - expected) <= tolerance,
    `${actual} is not within ${tolerance} of ${expected}`,
  );

test("standard normal and t quantiles match tabulated values", () => {
  close(normalCdf(1.959963984540054), 0.975, 1e-6);
  close(normalCdf(0), 0.5, 1e-7);
  close(twoSidedPValue(1.96), 0.049996, 1e-5);
  close(twoSidedPValue(-3.2905), 0.001, 2e-6);
  close(twoSidedPValue(4.8916), 1e-6, 1e-7);
  assert.equal(twoSidedPValue(0), 1);
  assert.equal(twoSidedPValue(Number.NaN), 1);
  close(studentT975(1), 12.7062, 1e-3);
  close(studentT975(5), 2.5706, 2e-3);
  close(studentT975(10), 2.2281, 1e-3);
  close(studentT975(30), 2.0423, 1e-3);
  close(studentT975(1000), 1.9623, 1e-3);
});

test("Wilson interval: known values, n = 0, p = 0 and p = 1", () => {
  // 2 of 3: centre (p + z²/2n) / (1 + z²/n), half-width as in Wilson (1927).
  const twoOfThree = wilsonInterval(2, 3);
  close(twoOfThree?.lower ?? null, 0.20765);
  close(twoOfThree?.upper ?? null, 0.93851);
  const half = wilsonInterval(50, 100);
  close(half?.lower ?? null, 0.40383);
  close(half?.upper ?? null, 0.59617);
  // p̂ = 0 and 1: the interval is not empty, and its outer bound is exactly 0 or 1.
  assert.deepEqual(wilsonInterval(0, 10)?.lower, 0);
  close(wilsonInterval(0, 10)?.upper ?? null, 0.27753);
  assert.deepEqual(wilsonInterval(10, 10)?.upper, 1);
  close(wilsonInterval(10, 10)?.lower ?? null, 0.72247);
  assert.equal(wilsonInterval(0, 0), null);
  assert.throws(() => wilsonInterval(4, 3), RangeError);
});

test("mean interval: Student t from the running sums; under two values there is none", () => {
  // 1, 2, 3, 4: mean 2.5, s² = 5/3, t(3) = 3.18245, half-width = 3.18245 x sqrt(5/3 / 4).
  const interval = meanInterval(10, 30, 4);
  close(interval?.lower ?? null, 2.5 - 3.18245 * Math.sqrt(5 / 12), 1e-4);
  close(interval?.upper ?? null, 2.5 + 3.18245 * Math.sqrt(5 / 12), 1e-4);
  // Equal values: no spread, a zero-width interval.
  assert.deepEqual(meanInterval(21, 147, 3), { lower: 7, upper: 7 });
  assert.equal(meanInterval(5, 25, 1), null);
  assert.equal(meanInterval(0, 0, 0), null);
});

test("ratio interval: delta method with the answer as cluster", () => {
  // Answers (y, x): (1, 4), (0, 3), (2, 4), (1, 5): R = 4/16 = 0.25; residuals y - Rx: 0, -0.75, 1, -0.25;
  // Σe² = 1.625; se = sqrt(4/3 x 1.625) / 16.
  const sums = { n: 4, sumY: 4, sumX: 16, sumYY: 6, sumXX: 66, sumXY: 17 };
  const se = Math.sqrt((4 / 3) * 1.625) / 16;
  const interval = ratioInterval(sums);
  close(interval?.lower ?? null, 0.25 - 1.959964 * se);
  close(interval?.upper ?? null, 0.25 + 1.959964 * se);
  // Bounded to a share; undefined without mentions or with one answer.
  const all = ratioInterval({ n: 3, sumY: 9, sumX: 9, sumYY: 27, sumXX: 27, sumXY: 27 });
  assert.deepEqual(all, { lower: 1, upper: 1 });
  assert.equal(ratioInterval({ ...sums, sumX: 0, sumY: 0 }), null);
  assert.equal(ratioInterval({ ...sums, n: 1 }), null);
});

test("two-proportion test: known p-value; no evidence at the boundaries or without answers", () => {
  // 40/100 vs 60/100: pooled 0.5, se = sqrt(0.25 x 0.02), z = 2.8284, p = 0.004678.
  close(twoProportionPValue({ successes: 40, n: 100 }, { successes: 60, n: 100 }), 0.004678, 1e-5);
  assert.equal(twoProportionPValue({ successes: 50, n: 100 }, { successes: 50, n: 100 }), 1);
  assert.equal(twoProportionPValue({ successes: 0, n: 50 }, { successes: 0, n: 80 }), 1);
  assert.equal(twoProportionPValue({ successes: 50, n: 50 }, { successes: 80, n: 80 }), 1);
  assert.equal(twoProportionPValue({ successes: 0, n: 0 }, { successes: 3, n: 10 }), 1);
  assert.ok(twoProportionPValue({ successes: 0, n: 100 }, { successes: 100, n: 100 }) < 1e-20);
});

test("Benjamini-Hochberg: step-up adjustment in input order, monotone, capped at 1", () => {
  assert.deepEqual(
    benjaminiHochberg([0.01, 0.04, 0.03, 0.005]).map((q) => Math.round(q * 1e6) / 1e6),
    [0.02, 0.04, 0.04, 0.02],
  );
  assert.deepEqual(benjaminiHochberg([0.9, 0.8]), [0.9, 0.9]);
  assert.deepEqual(benjaminiHochberg([1, 1, 1]), [1, 1, 1]);
  assert.deepEqual(benjaminiHochberg([]), []);
});

test("figures: percent with two decimals, sample count, interval and the too-few-samples flag", () => {
  assert.deepEqual(rateStatistic(0, 0), {
    value: null,
    sampleCount: 0,
    lower: null,
    upper: null,
    tooFewSamples: true,
  });
  assert.deepEqual(rateStatistic(2, 3), {
    value: 66.67,
    sampleCount: 3,
    lower: 20.77,
    upper: 93.85,
    tooFewSamples: true,
  });
  assert.deepEqual(rateStatistic(0, 50), {
    value: 0,
    sampleCount: 50,
    lower: 0,
    upper: 7.13,
    tooFewSamples: false,
  });
  assert.deepEqual(rateStatistic(50, 50), {
    value: 100,
    sampleCount: 50,
    lower: 92.87,
    upper: 100,
    tooFewSamples: false,
  });
  assert.equal(rateStatistic(MIN_SAMPLES - 1, MIN_SAMPLES - 1).tooFewSamples, true);
  assert.equal(rateStatistic(0, MIN_SAMPLES).tooFewSamples, false);
  // A mean whose squares are missing (rows from before migration 0008) keeps its value, not an interval.
  assert.deepEqual(meanStatistic(10, 30, 4, false), {
    value: 2.5,
    sampleCount: 4,
    lower: null,
    upper: null,
    tooFewSamples: true,
  });
});

test("core figures of a scope never mentioned: visibility 0 with an interval, means null", () => {
  const figures = coreStatistics({
    observations: 40,
    mentioned: 0,
    mention_sum: 0,
    position_sum: 0,
    sentiment_sum: 0,
    all_mentions: 120,
    moment_observations: 40,
    position_sq_sum: 0,
    sentiment_sq_sum: 0,
    mention_sq_sum: 0,
    all_mentions_sq_sum: 400,
    mention_cross_sum: 0,
  });
  assert.equal(figures.answers, 40);
  assert.deepEqual(figures.visibilityRate, {
    value: 0,
    sampleCount: 40,
    lower: 0,
    upper: 8.76,
    tooFewSamples: false,
  });
  // Σe² = 0 here: every answer's share is exactly 0.
  assert.deepEqual(figures.shareOfVoice, {
    value: 0,
    sampleCount: 40,
    lower: 0,
    upper: 0,
    tooFewSamples: false,
  });
  assert.deepEqual(figures.position, {
    value: null,
    sampleCount: 0,
    lower: null,
    upper: null,
    tooFewSamples: true,
  });
});
