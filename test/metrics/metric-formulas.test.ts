import assert from "node:assert/strict";
import { test } from "node:test";
import {
  comprehensiveScore,
  mean,
  percent,
  positionScore,
  type TargetSums,
  targetRates,
  zeroTargetSums,
} from "../../src/metrics/metric-formulas.ts";

const sums = (overrides: Partial<TargetSums>): TargetSums => ({ ...zeroTargetSums(), ...overrides });

test("rates and means have two decimals, round exact halves up, and are null over nothing", () => {
  assert.equal(percent(2, 3), 66.67);
  assert.equal(percent(1, 3), 33.33);
  assert.equal(percent(1, 8), 12.5);
  assert.equal(percent(0, 5), 0);
  assert.equal(percent(0, 0), null);
  // 201 / 200 = 1.005 exactly: a naive (201 / 200) x 100 is 100.49999... and would round to 1.00.
  assert.equal(mean(201, 200), 1.01);
  assert.equal(mean(2001, 2000), 1);
  assert.equal(mean(13, 2), 6.5);
  assert.equal(mean(0, 0), null);
});

test("positionScore: rank 1 is 100, each rank 10 less, rank 11 and beyond 0", () => {
  assert.deepEqual([1, 2, 10, 11, 30].map(positionScore), [100, 90, 10, 0, 0]);
  assert.equal(positionScore(2.5), 85);
});

test("comprehensiveScore: the weighted sum from unrounded inputs; 0 when never mentioned; null without data", () => {
  // visibility 2/3, sentiment 60, voice 3/11, mean position 2 (score 90):
  // 0.3 x 66.666.. + 0.2 x 60 + 0.3 x 27.2727.. + 0.2 x 90 = 20 + 12 + 8.1818.. + 18 = 58.18.
  const deepseek = sums({
    observations: 3,
    mentioned: 2,
    mention_sum: 3,
    position_sum: 4,
    sentiment_sum: 120,
    all_mentions: 11,
  });
  assert.equal(comprehensiveScore(deepseek), 58.18);
  assert.equal(comprehensiveScore(sums({ observations: 4, all_mentions: 7 })), 0);
  assert.equal(comprehensiveScore(sums({})), null);
  // Everything perfect: 30 + 20 + 30 + 20.
  assert.equal(
    comprehensiveScore(
      sums({
        observations: 2,
        mentioned: 2,
        mention_sum: 4,
        position_sum: 2,
        sentiment_sum: 200,
        all_mentions: 4,
      }),
    ),
    100,
  );
});

test("targetRates: null position, sentiment and voice share without mentions; top-k over all answers", () => {
  assert.deepEqual(targetRates(sums({ observations: 4, all_mentions: 0 })), {
    visibilityRatePercent: 0,
    position: null,
    top1Rate: 0,
    top3Rate: 0,
    top10Rate: 0,
    sentimentScore: null,
    brandRate: null,
  });
  assert.deepEqual(
    targetRates(
      sums({
        observations: 8,
        mentioned: 3,
        mention_sum: 5,
        position_sum: 14,
        top1: 1,
        top3: 2,
        top10: 2,
        sentiment_sum: 170,
        all_mentions: 40,
      }),
    ),
    {
      visibilityRatePercent: 37.5,
      position: 4.67,
      top1Rate: 12.5,
      top3Rate: 25,
      top10Rate: 25,
      sentimentScore: 56.67,
      brandRate: 12.5,
    },
  );
});
