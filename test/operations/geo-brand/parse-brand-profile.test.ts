import assert from "node:assert/strict";
import { test } from "node:test";
import { extractJsonObject } from "../../../src/operations/geo-brand/extract-json-object.ts";
import { parseBrandProfile } from "../../../src/operations/geo-brand/parse-brand-profile.ts";

const LIMITS = { brandName: "山野咖啡", maxTopics: 3, promptsPerTopic: 2 };

const PROFILE = {
  products: ["挂耳咖啡", "冷萃咖啡"],
  topics: [
    { name: "精品咖啡推荐", prompts: ["有哪些好喝的精品咖啡品牌？", "精品咖啡豆哪个牌子好？"] },
    { name: "咖啡性价比", prompts: ["平价咖啡哪家好？"] },
  ],
  competitors: [{ name: "三顿半", website: "https://www.sandunban.com", keywords: ["Saturnbird"] }, "永璞"],
};

test("a ```json fence with prose around it", () => {
  const text = `好的，以下是品牌画像：\n\n\`\`\`json\n${JSON.stringify(PROFILE, null, 2)}\n\`\`\`\n\n如需调整请告诉我。`;
  assert.deepEqual(parseBrandProfile(text, LIMITS), {
    products: ["挂耳咖啡", "冷萃咖啡"],
    topics: PROFILE.topics,
    competitors: [
      { name: "三顿半", website: "https://www.sandunban.com", keywords: ["Saturnbird"] },
      { name: "永璞" },
    ],
  });
});

test("bare JSON after a sentence, trailing commas, a bare fence", () => {
  const bare = `Here you go: {"products": ["Cold brew",], "topics": [{"name": "Coffee", "prompts": ["Best coffee brand?",],},],}`;
  const parsed = parseBrandProfile(bare, { ...LIMITS, brandName: "Hill Coffee" });
  assert.deepEqual(parsed?.products, ["Cold brew"]);
  assert.deepEqual(parsed?.topics, [{ name: "Coffee", prompts: ["Best coffee brand?"] }]);
  assert.deepEqual(parsed?.competitors, []);
  const fenced = `\`\`\`\n${JSON.stringify(PROFILE)}\n\`\`\``;
  assert.equal(parseBrandProfile(fenced, LIMITS)?.topics.length, 2);
});

test("an answer cut off mid-object keeps its complete members", () => {
  const full = JSON.stringify(PROFILE);
  const cut = full.slice(0, full.indexOf("平价咖啡") + 2);
  const parsed = parseBrandProfile(cut, LIMITS);
  assert.deepEqual(parsed?.products, ["挂耳咖啡", "冷萃咖啡"]);
  assert.deepEqual(parsed?.topics, [PROFILE.topics[0]], "the topic whose prompt was cut has no prompt left");
  assert.deepEqual(parsed?.competitors, []);
  assert.deepEqual(extractJsonObject('{"a": [1, 2, {"b": "c"'), { a: [1, 2, { b: "c" }] });
  assert.deepEqual(extractJsonObject('{"a": 1, "key'), { a: 1 });
});

test("other shapes: topic names with a prompts map, a {topic, prompt} list, a wrapper object, Chinese keys", () => {
  const map = {
    topics: ["精品咖啡", "冷萃"],
    prompts: { 精品咖啡: ["精品咖啡哪家强？"], 冷萃: "冷萃咖啡推荐？" },
  };
  assert.deepEqual(parseBrandProfile(JSON.stringify(map), LIMITS)?.topics, [
    { name: "精品咖啡", prompts: ["精品咖啡哪家强？"] },
    { name: "冷萃", prompts: ["冷萃咖啡推荐？"] },
  ]);
  const list = {
    topics: ["精品咖啡"],
    prompts: [{ topic: "精品咖啡", question: "1. **哪款精品咖啡好喝？**" }],
  };
  assert.deepEqual(parseBrandProfile(JSON.stringify(list), LIMITS)?.topics, [
    { name: "精品咖啡", prompts: ["哪款精品咖啡好喝？"] },
  ]);
  const wrapped = {
    brandProfile: {
      产品: "挂耳、冷萃",
      主题: [{ 主题: "口味", 问题: ["哪个咖啡最好喝？"] }],
      竞品: "三顿半，永璞",
    },
  };
  assert.deepEqual(parseBrandProfile(JSON.stringify(wrapped), LIMITS), {
    products: ["挂耳", "冷萃"],
    topics: [{ name: "口味", prompts: ["哪个咖啡最好喝？"] }],
    competitors: [{ name: "三顿半" }, { name: "永璞" }],
  });
});

test("limits: topics and prompts are cut, prompts naming the brand and duplicates dropped, the brand is no competitor", () => {
  const profile = {
    topics: [
      { name: "A", prompts: ["山野咖啡好喝吗？", "咖啡哪家好？", "咖啡哪家好?", "咖啡豆推荐？", "第三个？"] },
      { name: "B", prompts: ["ＳＨＡＮＹＥ？", "冷萃推荐？"] },
      { name: "C", prompts: ["只问山野咖啡？"] },
      { name: "D", prompts: ["挂耳推荐？"] },
      { name: "E", prompts: ["不会被保留？"] },
    ],
    competitors: ["山野咖啡", "三顿半", "三顿半 "],
  };
  const parsed = parseBrandProfile(JSON.stringify(profile), LIMITS);
  assert.deepEqual(parsed?.topics, [
    { name: "A", prompts: ["咖啡哪家好？", "咖啡豆推荐？"] },
    { name: "B", prompts: ["ＳＨＡＮＹＥ？", "冷萃推荐？"] },
    { name: "D", prompts: ["挂耳推荐？"] },
  ]);
  assert.deepEqual(parsed?.competitors, [{ name: "三顿半" }]);
});

test("no JSON object at all is null; an object without prompts has no topics", () => {
  assert.equal(parseBrandProfile("抱歉，我无法生成该品牌的画像。", LIMITS), null);
  assert.equal(parseBrandProfile("[1, 2, 3]", LIMITS), null);
  assert.deepEqual(parseBrandProfile('{"products": ["x"]}', LIMITS), {
    products: ["x"],
    topics: [],
    competitors: [],
  });
});
