import assert from "node:assert/strict";
import { test } from "node:test";
import { geoBrandParams } from "../../src/operations/geo-brand/geo-brand-params.ts";
import { STANDARD_PLATFORMS } from "../../src/platforms/platform-codes.ts";
import { astral } from "./assert-service-error.ts";
import { TEST_CONTEXT, testRejections } from "./reject-cases.ts";

const parse = (data: unknown) => geoBrandParams.parse(data, TEST_CONTEXT);

test("geo.brand: only brandName given, platforms default to the standard five", () => {
  assert.deepEqual(parse({ brandName: " 石头科技 " }), {
    brandName: "石头科技",
    websiteUrl: undefined,
    websiteUrlNormalized: undefined,
    brandDescription: undefined,
    productService: undefined,
    platforms: [...STANDARD_PLATFORMS],
    repeatQueryTimes: undefined,
  });
  assert.deepEqual(parse({ brandName: "b", platforms: null }).platforms, [...STANDARD_PLATFORMS]);
});

test("geo.brand: repeatQueryTimes (answerlens addition) is 1 to 3 samples, strictly", () => {
  assert.equal(parse({ brandName: "b", repeatQueryTimes: 2 }).repeatQueryTimes, 2);
  assert.equal(parse({ brandName: "b", repeatQueryTimes: null }).repeatQueryTimes, undefined);
  for (const bad of [0, 4, 1.5, "2", true]) {
    assert.throws(() => parse({ brandName: "b", repeatQueryTimes: bad }), {
      message: "data.repeatQueryTimes must be an integer from 1 to 3",
    });
  }
});

test("geo.brand: the default platform list is a copy, not the shared constant", () => {
  const params = parse({ brandName: "b" });
  assert.notEqual(params.platforms, STANDARD_PLATFORMS);
});

test("geo.brand: all fields at their upper bounds pass", () => {
  const params = parse({
    brandName: astral(255),
    websiteUrl: `example.com/${"p".repeat(255 - "example.com/".length)}`,
    brandDescription: astral(5000),
    productService: "服".repeat(255),
    platforms: ["gpt", "google"],
  });
  assert.equal(params.brandName, astral(255));
  assert.equal(params.websiteUrl?.length, 255);
  assert.equal(params.brandDescription, astral(5000));
  assert.deepEqual(params.platforms, ["gpt", "google"]);
});

test("geo.brand: websiteUrl forms are accepted and normalised", () => {
  const cases: [string, string][] = [
    ["https://www.example.com/about", "https://www.example.com/about"],
    ["http://example.com", "http://example.com/"],
    ["www.example.com", "https://www.example.com/"],
    ["example.com", "https://example.com/"],
    [" Example.CN ", "https://example.cn/"],
    ["石头.cn", "https://xn--2ss782e.cn/"],
  ];
  for (const [given, normalized] of cases) {
    const params = parse({ brandName: "b", websiteUrl: given });
    assert.equal(params.websiteUrl, given.trim());
    assert.equal(params.websiteUrlNormalized, normalized, given);
  }
  assert.equal(parse({ brandName: "b", websiteUrl: "" }).websiteUrl, undefined);
  assert.equal(parse({ brandName: "b", websiteUrl: "  " }).websiteUrlNormalized, undefined);
});

test("geo.brand: optional texts are kept exactly as sent", () => {
  const params = parse({ brandName: "b", brandDescription: "  line 1\n line 2 ", productService: "" });
  assert.equal(params.brandDescription, "  line 1\n line 2 ");
  assert.equal(params.productService, "");
});

testRejections(geoBrandParams, { brandName: "石头科技" }, [
  {
    name: "a missing brandName",
    change: { brandName: undefined },
    code: 400,
    parts: ["data.brandName is required"],
  },
  {
    name: "an empty brandName",
    change: { brandName: "" },
    code: 400,
    parts: ["data.brandName must not be empty"],
  },
  {
    name: "a blank brandName",
    change: { brandName: "   " },
    code: 400,
    parts: ["data.brandName must not be empty"],
  },
  {
    name: "a numeric brandName",
    change: { brandName: 123 },
    code: 400,
    parts: ["data.brandName must be a string"],
  },
  {
    name: "a 256-character brandName",
    change: { brandName: astral(256) },
    code: 400,
    parts: ["data.brandName must be at most 255 characters (got 256)"],
  },
  {
    name: "a 256-character websiteUrl",
    change: { websiteUrl: `example.com/${"p".repeat(256 - "example.com/".length)}` },
    code: 400,
    parts: ["data.websiteUrl must be at most 255 characters (got 256)"],
  },
  {
    name: "a numeric websiteUrl",
    change: { websiteUrl: 1 },
    code: 400,
    parts: ["data.websiteUrl must be a string"],
  },
  {
    name: "a websiteUrl without a domain",
    change: { websiteUrl: "localhost" },
    code: 400,
    parts: ["data.websiteUrl must be a web address"],
  },
  {
    name: "a websiteUrl with spaces",
    change: { websiteUrl: "my site" },
    code: 400,
    parts: ["data.websiteUrl must be a web address"],
  },
  {
    name: "an ftp websiteUrl",
    change: { websiteUrl: "ftp://example.com" },
    code: 400,
    parts: ["data.websiteUrl"],
  },
  {
    name: "a 5001-character brandDescription",
    change: { brandDescription: astral(5001) },
    code: 400,
    parts: ["data.brandDescription must be at most 5000 characters (got 5001)"],
  },
  {
    name: "an object brandDescription",
    change: { brandDescription: {} },
    code: 400,
    parts: ["data.brandDescription must be a string"],
  },
  {
    name: "a 256-character productService",
    change: { productService: "服".repeat(256) },
    code: 400,
    parts: ["data.productService must be at most 255 characters (got 256)"],
  },
  {
    name: "a numeric productService",
    change: { productService: 5 },
    code: 400,
    parts: ["data.productService must be a string"],
  },
  {
    name: "empty platforms",
    change: { platforms: [] },
    code: 400,
    parts: ["data.platforms must have at least 1 item"],
  },
  {
    name: "platforms as a string",
    change: { platforms: "baidu,kimi" },
    code: 400,
    parts: ["data.platforms must be an array"],
  },
  {
    name: "an unknown platform",
    change: { platforms: ["wenxin"] },
    code: 400,
    parts: ['data.platforms[0] "wenxin"'],
  },
]);
