import assert from "node:assert/strict";
import { test } from "node:test";
import {
  brandScore,
  buildPlatformStat,
  buildTopicStat,
  type DaySums,
  exposureLevel,
  growthRate,
  type PlatformStat,
  percent,
} from "../../../src/operations/geo-brand/brand-statistics.ts";

const sums = (observations: number, mentioned: number, mentionSum: number, recommended: number): DaySums => ({
  observations,
  mentioned,
  mention_sum: mentionSum,
  recommended,
  sentiment_sum: mentioned * 60,
});

test("exposure levels at the spec's thresholds", () => {
  assert.equal(exposureLevel(0), "曝光差");
  assert.equal(exposureLevel(49.99), "曝光差");
  assert.equal(exposureLevel(50), "一般");
  assert.equal(exposureLevel(79.99), "一般");
  assert.equal(exposureLevel(80), "高曝光");
  assert.equal(exposureLevel(100), "高曝光");
});

test("growth rates: null without a previous value, 100 from 0, two decimals otherwise", () => {
  assert.equal(growthRate(7, null), null);
  assert.equal(growthRate(5, 0), 100);
  assert.equal(growthRate(0, 0), 0, "nothing on either day is no growth");
  assert.equal(growthRate(21, 12), 75);
  assert.equal(growthRate(1, 3), -66.67);
  assert.equal(growthRate(0, 4), -100);
  assert.equal(percent(2, 3), 66.67);
  assert.equal(percent(1, 0), 0);
});

test("a platform's statistics against the previous day, computed by hand", () => {
  const stat = buildPlatformStat("deepseek", sums(15, 9, 21, 6), sums(15, 5, 12, 4), []);
  assert.deepEqual(stat, {
    platform: "deepseek",
    hasData: true,
    brandExposureSum: 21,
    brandRecommendedCount: 6,
    brandRecommendationRate: 40, // 6 / 15
    exposureLevel: "一般", // 9 / 15 = 60 %
    previousDayExposureSum: 12,
    exposureGrowthRate: 75, // (21 - 12) / 12
    previousDayRecommendedCount: 4,
    recommendedGrowthRate: 50, // (6 - 4) / 4
    previousDayRecommendationRate: 26.67, // 4 / 15
    recommendationRateChange: 13.33, // 40 - 26.67 percentage points
    topicStats: [],
  });
});

test("without previous-day data every previous field and growth is null; a previous day of 0 gives 100", () => {
  const first = buildPlatformStat("kimi", sums(4, 4, 9, 3), undefined, []);
  assert.equal(first.exposureLevel, "高曝光");
  assert.equal(first.brandRecommendationRate, 75);
  for (const field of [
    "previousDayExposureSum",
    "exposureGrowthRate",
    "previousDayRecommendedCount",
    "recommendedGrowthRate",
    "previousDayRecommendationRate",
    "recommendationRateChange",
  ] as const)
    assert.equal(first[field], null, field);
  // A previous day with rows but no observations is no data either.
  assert.equal(
    buildPlatformStat("kimi", sums(4, 1, 1, 0), sums(0, 0, 0, 0), []).previousDayExposureSum,
    null,
  );
  const fromZero = buildPlatformStat("kimi", sums(4, 1, 2, 1), sums(6, 0, 0, 0), []);
  assert.equal(fromZero.previousDayExposureSum, 0);
  assert.equal(fromZero.exposureGrowthRate, 100);
  assert.equal(fromZero.recommendedGrowthRate, 100);
  assert.equal(fromZero.previousDayRecommendationRate, 0);
  assert.equal(fromZero.recommendationRateChange, 25);
  assert.equal(fromZero.exposureLevel, "曝光差");
});

test("topic statistics: previous-day fields only when that day has data", () => {
  assert.deepEqual(buildTopicStat("口味", sums(3, 2, 5, 1), undefined), {
    topicName: "口味",
    brandExposureCount: 5,
  });
  assert.deepEqual(buildTopicStat("口味", undefined, undefined), {
    topicName: "口味",
    brandExposureCount: 0,
  });
  assert.deepEqual(buildTopicStat("价格", sums(3, 2, 4, 1), sums(3, 0, 0, 0)), {
    topicName: "价格",
    brandExposureCount: 4,
    previousDayExposureCount: 0,
    growthRate: 100,
  });
  assert.deepEqual(buildTopicStat("价格", sums(3, 1, 3, 0), sums(3, 2, 4, 0)), {
    topicName: "价格",
    brandExposureCount: 3,
    previousDayExposureCount: 4,
    growthRate: -25,
  });
});

test("score: the platforms' recommendation rates averaged and rounded; 0 without data", () => {
  const withRate = (rate: number) => ({ brandRecommendationRate: rate }) as PlatformStat;
  assert.equal(brandScore([]), 0);
  assert.equal(brandScore([40, 26.67, 33.33].map(withRate)), 33); // 33.333
  assert.equal(brandScore([12.5, 13].map(withRate)), 13); // 12.75
  assert.equal(brandScore([50.5, 50].map(withRate)), 50); // 50.25
  assert.equal(brandScore([0.5].map(withRate)), 1); // halves round up
  assert.equal(brandScore([0, 0].map(withRate)), 0);
});
