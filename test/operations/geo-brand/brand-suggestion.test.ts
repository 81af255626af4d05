import assert from "node:assert/strict";
import { test } from "node:test";
import type { DaySums } from "../../../src/operations/geo-brand/brand-statistics.ts";
import {
  buildBrandSuggestion,
  SUGGESTION_MIN_OBSERVATIONS,
  type SuggestionInput,
} from "../../../src/operations/geo-brand/brand-suggestion.ts";

const sums = (
  observations: number,
  mentioned: number,
  mentionSum: number,
  recommended: number,
  sentiment = 60,
): DaySums => ({
  observations,
  mentioned,
  mention_sum: mentionSum,
  recommended,
  sentiment_sum: mentioned * sentiment,
});

const INPUT: SuggestionInput = {
  brandId: "brand_0123456789abcdef0123456789abcdef",
  brandName: "瑞幸咖啡",
  langType: "zh_cn",
  statDate: "2026-03-02",
  score: 31,
  platforms: [
    { platform: "deepseek", sums: sums(8, 6, 14, 5) },
    { platform: "kimi", sums: sums(8, 2, 3, 0) },
  ],
  topics: [
    { name: "咖啡口味", mentions: 10 },
    { name: "咖啡价格", mentions: 3 },
  ],
  voices: [
    { name: "瑞幸咖啡", nameKey: "瑞幸咖啡", mentions: 17 },
    { name: "星巴克", nameKey: "星巴克", mentions: 20 },
    { name: "库迪咖啡", nameKey: "库迪咖啡", mentions: 6 },
  ],
  brandKey: "瑞幸咖啡",
};

test("too little data: hasData false with the brand and the day, no texts", () => {
  const thin = buildBrandSuggestion({
    ...INPUT,
    platforms: [{ platform: "kimi", sums: sums(SUGGESTION_MIN_OBSERVATIONS - 1, 3, 4, 1) }],
  });
  assert.deepEqual(thin, {
    brandId: INPUT.brandId,
    brandName: "瑞幸咖啡",
    statDate: "2026-03-02",
    hasData: false,
  });
  assert.equal(buildBrandSuggestion({ ...INPUT, platforms: [] }).hasData, false);
});

test("texts written from the statistics: strongest and weakest platform, voice shares, topics, actions", () => {
  const s = buildBrandSuggestion(INPUT);
  assert.equal(s.hasData, true);
  // 16 answers, 8 mention the brand (50 %), 5 recommend it (31.25 %).
  assert.match(
    s.overallPerformance ?? "",
    /16 次 AI 回答中出现 8 次（曝光率 50%，提及 17 次），被推荐 5 次（推荐率 31.25%），推荐率得分 31/,
  );
  assert.match(s.platformStrategy ?? "", /最好的平台是 deepseek（推荐率 62.5%，曝光率 75%）/);
  assert.match(s.platformStrategy ?? "", /最弱的是 kimi（推荐率 0%，曝光率 25%）/);
  // Voice shares of the day: 17 / 43, 20 / 43, 6 / 43.
  assert.equal(
    s.competitorAnalysis,
    "「瑞幸咖啡」的 AI 声量占比为 39.53%；声量最高的其他品牌：星巴克 46.51%、库迪咖啡 13.95%。",
  );
  assert.match(s.topicStrategy ?? "", /「咖啡口味」下曝光最多（10 次），「咖啡价格」最少（3 次）/);
  const actions = (s.suggestions ?? "").split("\n");
  assert.equal(actions.length, 3);
  assert.match(actions[0], /^1\. kimi 上的曝光率低于 50%/);
  assert.match(actions[1], /^2\. 竞品 星巴克 的声量占比（46.51%）高于「瑞幸咖啡」（39.53%）/);
  assert.match(actions[2], /^3\. 围绕主题「咖啡价格」/);
  assert.equal(
    s.summaryRecommendations,
    "优先提升 kimi 上的表现，重点补充主题「咖啡价格」的内容，并以 星巴克 为对标竞品。",
  );
});

test("the brand's language; a strong brand gets the keep-going advice; criticism shows in sentiment", () => {
  const strong = buildBrandSuggestion({
    ...INPUT,
    brandName: "Luckin Coffee",
    brandKey: "luckin coffee",
    langType: "en_us",
    platforms: [{ platform: "gpt", sums: sums(12, 11, 30, 10) }],
    topics: [{ name: "coffee taste", mentions: 30 }],
    voices: [
      { name: "Luckin Coffee", nameKey: "luckin coffee", mentions: 30 },
      { name: "Starbucks", nameKey: "starbucks", mentions: 10 },
    ],
  });
  assert.match(
    strong.platformStrategy ?? "",
    /^Only gpt has data: recommendation rate 83.33%, exposure rate 91.67%\.$/,
  );
  assert.equal(
    strong.suggestions,
    "1. Every platform performs well; keep publishing at the current pace and keep monitoring.",
  );
  assert.equal(
    strong.competitorAnalysis,
    "Luckin Coffee holds 75% of the AI voice; the loudest other brands: Starbucks 25%.",
  );
  const criticised = buildBrandSuggestion({
    ...INPUT,
    platforms: [{ platform: "gpt", sums: sums(12, 10, 12, 1, 35) }],
  });
  const actions = criticised.suggestions ?? "";
  assert.match(actions, /常被提及但较少被推荐/, "83 % exposure, 8 % recommendation");
  assert.match(actions, /平均情感分为 35/);
});
