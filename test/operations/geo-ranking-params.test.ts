import assert from "node:assert/strict";
import { test } from "node:test";
import { geoRankingParams } from "../../src/operations/geo-ranking/geo-ranking-params.ts";
import { astral } from "./assert-service-error.ts";
import { TEST_CONTEXT, testRejections, withChange } from "./reject-cases.ts";

const valid = {
  keyword: "哪款扫地机器人最好？",
  brandKeyword: ["石头", "科沃斯"],
  platforms: ["baidu", "deepseek"],
};
const parse = (data: unknown) => geoRankingParams.parse(data, TEST_CONTEXT);

test("geo.ranking parses a valid request, trimming not-empty fields and ignoring unknown fields", () => {
  const params = parse({ ...valid, keyword: "  q  ", brandKeyword: [" 石头 "], extra: { any: 1 } });
  assert.deepEqual(params, { keyword: "q", brandKeyword: ["石头"], platforms: ["baidu", "deepseek"] });
  assert.equal(Object.hasOwn(params, "extra"), false);
});

test("geo.ranking accepts every bound exactly", () => {
  const params = parse({
    keyword: astral(500),
    brandKeyword: Array.from({ length: 50 }, (_, i) => `${i}${"x".repeat(100 - String(i).length)}`),
    platforms: [
      "aliyun",
      "baidu",
      "deepseek",
      "google",
      "gpt",
      "kimi",
      "perplexity",
      "quark",
      "tencent",
      "volcengine",
    ],
  });
  assert.equal(params.brandKeyword.length, 50);
  assert.equal(params.platforms.length, 10);
  assert.equal(params.brandKeyword[0].length, 100);
});

test("geo.ranking: data itself must be an object", () => {
  for (const data of [undefined, null, [], "x", 5]) {
    assert.throws(() => parse(data), { code: 400, message: "data must be an object" });
  }
});

testRejections(geoRankingParams, valid, [
  {
    name: "a missing keyword",
    change: { keyword: undefined },
    code: 400,
    parts: ["data.keyword is required"],
  },
  { name: "a null keyword", change: { keyword: null }, code: 400, parts: ["data.keyword is required"] },
  { name: "an empty keyword", change: { keyword: "" }, code: 400, parts: ["data.keyword must not be empty"] },
  {
    name: "a blank keyword",
    change: { keyword: "  " },
    code: 400,
    parts: ["data.keyword must not be empty"],
  },
  { name: "a numeric keyword", change: { keyword: 42 }, code: 400, parts: ["data.keyword must be a string"] },
  {
    name: "a keyword array",
    change: { keyword: ["q"] },
    code: 400,
    parts: ["data.keyword must be a string"],
  },
  {
    name: "a 501-character keyword",
    change: { keyword: astral(501) },
    code: 400,
    parts: ["data.keyword", "500"],
  },
  {
    name: "a missing brandKeyword",
    change: { brandKeyword: undefined },
    code: 400,
    parts: ["data.brandKeyword is required"],
  },
  {
    name: "a string brandKeyword",
    change: { brandKeyword: "石头" },
    code: 400,
    parts: ["data.brandKeyword must be an array"],
  },
  {
    name: "an empty brandKeyword",
    change: { brandKeyword: [] },
    code: 400,
    parts: ["data.brandKeyword must have at least 1 item"],
  },
  {
    name: "an empty brand word",
    change: { brandKeyword: ["a", ""] },
    code: 400,
    parts: ["data.brandKeyword[1] must not be empty"],
  },
  {
    name: "a numeric brand word",
    change: { brandKeyword: [1] },
    code: 400,
    parts: ["data.brandKeyword[0] must be a string"],
  },
  {
    name: "a repeated brand word",
    change: { brandKeyword: ["a", " a"] },
    code: 400,
    parts: ["data.brandKeyword[1]", "repeats"],
  },
  {
    name: "51 brand words",
    change: { brandKeyword: Array.from({ length: 51 }, (_, i) => `b${i}`) },
    code: 400,
    parts: ["data.brandKeyword must have at most 50 items (got 51)"],
  },
  {
    name: "a 101-character brand word",
    change: { brandKeyword: ["x".repeat(101)] },
    code: 400,
    parts: ["data.brandKeyword[0]", "100"],
  },
  {
    name: "missing platforms",
    change: { platforms: undefined },
    code: 400,
    parts: ["data.platforms is required"],
  },
  {
    name: "platforms as a string",
    change: { platforms: "baidu" },
    code: 400,
    parts: ["data.platforms must be an array"],
  },
  {
    name: "empty platforms",
    change: { platforms: [] },
    code: 400,
    parts: ["data.platforms must have at least 1 item"],
  },
  {
    name: "an unknown platform",
    change: { platforms: ["baidu", "x"] },
    code: 400,
    parts: ['data.platforms[1] "x" is not a known platform code'],
  },
]);

test("geo.ranking checks fields in document order", () => {
  assert.throws(() => parse(withChange(valid, { keyword: "", platforms: [] })), /data\.keyword/);
});
