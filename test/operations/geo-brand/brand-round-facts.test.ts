import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzeAnswer } from "../../../src/analysis/create-analyzer.ts";
import {
  competitorCandidates,
  LEARNED_PER_ROUND,
} from "../../../src/operations/brand-knowledge/brand-competitor-learning.ts";
import { brandObservationFacts } from "../../../src/operations/monitoring/brand-observation-facts.ts";

const ANSWER = [
  "## 咖啡品牌推荐",
  "",
  "1. **星巴克**：门店多，口味稳定，推荐。",
  "2. **瑞幸咖啡**：性价比高，新品快，值得考虑。",
  "3. **Manner**：咖啡豆品质好。",
  "",
  "总体来看，首选**星巴克**。",
].join("\n");

test("facts: the brand's figures from its target analysis; every named brand once, keyed by normalizeName", () => {
  const analysis = analyzeAnswer({
    text: ANSWER,
    targets: [{ name: "瑞幸咖啡" }],
    competitors: [{ name: "星巴克" }],
  });
  const facts = brandObservationFacts(
    { brandId: "brand_x", platform: "kimi", day: "2026-03-02", promptId: "prompt_p", topicId: "topic_t" },
    analysis,
  );
  const target = analysis.targets[0];
  assert.deepEqual(facts.target, {
    mentions: target.exposureCount,
    position: target.position,
    sentimentScore: target.sentimentScore,
    recommended: target.isRecommended === 1,
    recommendCount: target.recommendCount,
  });
  assert.equal(facts.target.mentions, 1);
  assert.equal(facts.target.position, 2);
  assert.deepEqual(
    facts.names.map((n) => [n.nameKey, n.mentions]),
    [
      ["星巴克", 2],
      ["瑞幸咖啡", 1],
      ["manner", 1],
    ],
  );
  assert.equal(facts.topicId, "topic_t");
});

test("learning: names beside the brand that are not known yet, most frequent first, capped per round", () => {
  const withBrand = analyzeAnswer({
    text: ANSWER,
    targets: [{ name: "瑞幸咖啡" }],
    competitors: [{ name: "星巴克" }],
  });
  const withoutBrand = analyzeAnswer({
    text: "1. **星巴克**：推荐。\n2. **Tims天好**：推荐。",
    targets: [{ name: "瑞幸咖啡" }],
  });
  const learned = competitorCandidates([withBrand, withoutBrand, withBrand], "瑞幸咖啡", new Set(["星巴克"]));
  assert.deepEqual(
    learned,
    [{ name: "Manner", nameKey: "manner", answers: 2 }],
    "Tims天好 never stood beside the brand",
  );
  assert.deepEqual(competitorCandidates([withoutBrand], "瑞幸咖啡", new Set()), []);
  const many = Array.from({ length: 15 }, (_, i) =>
    analyzeAnswer({
      text: `1. **瑞幸咖啡**：推荐。\n2. **Brand${String.fromCharCode(65 + i)}**：推荐。`,
      targets: [{ name: "瑞幸咖啡" }],
    }),
  );
  assert.equal(competitorCandidates(many, "瑞幸咖啡", new Set()).length, LEARNED_PER_ROUND);
});
