import assert from "node:assert/strict";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../src/store/database-schema.ts";
import { assertInteger, assertKeys, type Json } from "./e2e-assertions.ts";

const PLATFORM_STAT_FIELDS = [
  "platform",
  "hasData",
  "brandExposureSum",
  "brandRecommendedCount",
  "brandRecommendationRate",
  "exposureLevel",
  "previousDayExposureSum",
  "exposureGrowthRate",
  "previousDayRecommendedCount",
  "recommendedGrowthRate",
  "previousDayRecommendationRate",
  "recommendationRateChange",
  "topicStats",
];
const SUGGESTION_TEXTS = [
  "suggestions",
  "overallPerformance",
  "platformStrategy",
  "competitorAnalysis",
  "topicStrategy",
  "summaryRecommendations",
];

const isTwoDecimals = (n: unknown) => typeof n === "number" && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

function parseStringArray(value: unknown, name: string): string[] {
  assert.equal(typeof value, "string", `${name} is a JSON string`);
  const parsed = JSON.parse(value as string);
  assert.ok(Array.isArray(parsed), `${name} parses to an array`);
  for (const item of parsed) assert.equal(typeof item, "string", `${name} items are strings`);
  return parsed;
}

/** Every field and type of spec 2.6; returns the parsed info arrays. */
export function assertBrandResultShape(result: Json, request: { brandName: string; platforms: string[] }) {
  assertKeys(result, ["score", "info", "platformStats", "suggestion"], "result");
  assertInteger(result.score, "score");
  assert.ok(result.score <= 100);
  const info = result.info;
  assert.match(info.brandId, /^brand_[0-9a-f]{32}$/);
  assert.equal(info.brandName, request.brandName);
  assert.deepEqual(info.platforms, request.platforms);
  assert.ok(["zh_cn", "en_us"].includes(info.langType));
  const products = parseStringArray(info.products, "info.products");
  const topics = parseStringArray(info.topics, "info.topics");
  const competitors = parseStringArray(info.competitors, "info.competitors");
  for (const key of Object.keys(info))
    assert.ok(
      [
        "brandId",
        "brandName",
        "brandDescription",
        "websiteUrl",
        "products",
        "topics",
        "competitors",
        "langType",
        "platforms",
      ].includes(key),
      `info.${key} is a spec field`,
    );
  assert.ok(Array.isArray(result.platformStats));
  for (const stat of result.platformStats) {
    assertKeys(stat, PLATFORM_STAT_FIELDS, `platformStats ${stat.platform}`);
    assert.ok(request.platforms.includes(stat.platform));
    assert.equal(stat.hasData, true);
    assertInteger(stat.brandExposureSum, "brandExposureSum");
    assertInteger(stat.brandRecommendedCount, "brandRecommendedCount");
    assert.ok(isTwoDecimals(stat.brandRecommendationRate) && stat.brandRecommendationRate <= 100);
    assert.ok(["曝光差", "一般", "高曝光"].includes(stat.exposureLevel));
    for (const field of ["previousDayExposureSum", "previousDayRecommendedCount"])
      if (stat[field] !== null) assertInteger(stat[field], field);
    for (const field of [
      "exposureGrowthRate",
      "recommendedGrowthRate",
      "previousDayRecommendationRate",
      "recommendationRateChange",
    ])
      assert.ok(stat[field] === null || isTwoDecimals(stat[field]), `${field} ${stat[field]}`);
    assert.deepEqual(
      stat.topicStats.map((t: Json) => t.topicName),
      topics,
      "one topicStats item per topic, in profile order",
    );
    for (const topic of stat.topicStats) {
      assertInteger(topic.brandExposureCount, "brandExposureCount");
      const keys = Object.keys(topic).sort();
      assert.ok(
        keys.join() === "brandExposureCount,topicName" ||
          keys.join() === "brandExposureCount,growthRate,previousDayExposureCount,topicName",
        keys.join(),
      );
    }
  }
  const suggestion = result.suggestion;
  assert.ok(suggestion !== null && typeof suggestion === "object");
  assert.equal(typeof suggestion.hasData, "boolean");
  assert.equal(suggestion.brandId, info.brandId);
  assert.match(suggestion.statDate, /^\d{4}-\d{2}-\d{2}$/);
  for (const field of SUGGESTION_TEXTS)
    if (suggestion.hasData) assert.ok(typeof suggestion[field] === "string" && suggestion[field].length > 0);
    else assert.equal(suggestion[field], undefined);
  return { products, topics, competitors };
}

export interface PlatformDay {
  platform: string;
  observations: number;
  mentioned: number;
  mention_sum: number;
  recommended: number;
}

/** The brand's rollup rows of one day, by platform. */
export async function platformDays(
  db: Kysely<DatabaseSchema>,
  brandId: string,
  day: string,
): Promise<Map<string, PlatformDay>> {
  const rows = await db
    .selectFrom("brand_platform_days")
    .select(["platform", "observations", "mentioned", "mention_sum", "recommended"])
    .where("brand_id", "=", brandId)
    .where("day", "=", day)
    .execute();
  return new Map(rows.map((row) => [row.platform, row]));
}

/** The same numbers the result must show, computed here from the rollup rows by the spec's words. */
export function expectedPlatformStat(today: PlatformDay, previous: PlatformDay | undefined) {
  const pct = (a: number, b: number) => Math.round((a / b) * 10_000) / 100;
  const growth = (t: number, p: number) =>
    p === 0 ? (t > 0 ? 100 : 0) : Math.round(((t - p) / p) * 10_000) / 100;
  const rate = pct(today.recommended, today.observations);
  const exposure = pct(today.mentioned, today.observations);
  const prev = previous && previous.observations > 0 ? previous : null;
  const prevRate = prev ? pct(prev.recommended, prev.observations) : null;
  return {
    brandExposureSum: today.mention_sum,
    brandRecommendedCount: today.recommended,
    brandRecommendationRate: rate,
    exposureLevel: exposure >= 80 ? "高曝光" : exposure >= 50 ? "一般" : "曝光差",
    previousDayExposureSum: prev ? prev.mention_sum : null,
    exposureGrowthRate: prev ? growth(today.mention_sum, prev.mention_sum) : null,
    previousDayRecommendedCount: prev ? prev.recommended : null,
    recommendedGrowthRate: prev ? growth(today.recommended, prev.recommended) : null,
    previousDayRecommendationRate: prevRate,
    recommendationRateChange: prevRate === null ? null : Math.round((rate - prevRate) * 100) / 100,
  };
}
