import assert from "node:assert/strict";
import { test } from "node:test";
import { geoCheckerParams } from "../../src/operations/geo-checker/geo-checker-params.ts";
import { astral } from "./assert-service-error.ts";
import { TEST_CONTEXT, testRejections } from "./reject-cases.ts";

const valid = {
  url: "https://www.example.com/blog/robot-review",
  title: "扫地机器人评测",
  platforms: "baidu,deepseek",
};
const parse = (data: unknown) => geoCheckerParams.parse(data, TEST_CONTEXT);

test("geo.checker without questions: type 2", () => {
  assert.deepEqual(parse(valid), {
    url: valid.url,
    normalizedUrl: valid.url,
    title: "扫地机器人评测",
    platforms: ["baidu", "deepseek"],
    questions: undefined,
    type: 2,
  });
  assert.equal(parse({ ...valid, questions: null }).type, 2);
  assert.equal(parse({ ...valid, questions: "  " }).type, 2);
});

test("geo.checker with questions: decoded, trimmed, type 3", () => {
  const params = parse({ ...valid, questions: JSON.stringify([" 哪款好？", "怎么选？"]) });
  assert.deepEqual(params.questions, ["哪款好？", "怎么选？"]);
  assert.equal(params.type, 3);
  const fifty = JSON.stringify(Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(500, "问")));
  assert.equal(parse({ ...valid, questions: fifty }).questions?.length, 50);
});

test("geo.checker normalises the url but keeps the sent form", () => {
  const params = parse({ ...valid, url: " HTTPS://Example.COM " });
  assert.equal(params.url, "HTTPS://Example.COM");
  assert.equal(params.normalizedUrl, "https://example.com/");
});

test("geo.checker platforms string: spaces and a trailing comma are tolerated", () => {
  assert.deepEqual(parse({ ...valid, platforms: " kimi , gpt," }).platforms, ["kimi", "gpt"]);
});

test("geo.checker title: brand words that look like domains and titles near the url pass", () => {
  assert.equal(parse({ ...valid, title: "Booking.com" }).title, "Booking.com");
  assert.equal(parse({ ...valid, title: " example 官网 " }).title, "example 官网");
  assert.equal(parse({ ...valid, title: astral(255) }).title, astral(255));
});

const titleCode = 4002;
testRejections(geoCheckerParams, valid, [
  { name: "a missing url", change: { url: undefined }, code: 400, parts: ["data.url is required"] },
  { name: "an empty url", change: { url: "" }, code: 400, parts: ["data.url must not be empty"] },
  { name: "a numeric url", change: { url: 1 }, code: 400, parts: ["data.url must be a string"] },
  {
    name: "a url without scheme",
    change: { url: "www.example.com" },
    code: 400,
    parts: ["data.url must be a full link"],
  },
  {
    name: "an ftp url",
    change: { url: "ftp://example.com/a" },
    code: 400,
    parts: ["data.url must be a full link"],
  },
  {
    name: "a url without a host",
    change: { url: "https://" },
    code: 400,
    parts: ["data.url must be a full link"],
  },
  {
    name: "a localhost url",
    change: { url: "http://localhost:8080/" },
    code: 400,
    parts: ["data.url must be a full link"],
  },
  {
    name: "a 2049-character url",
    change: { url: `https://a.com/${"p".repeat(2049 - 14)}` },
    code: 400,
    parts: ["data.url", "2048"],
  },
  { name: "a missing title", change: { title: undefined }, code: 400, parts: ["data.title is required"] },
  { name: "a numeric title", change: { title: 7 }, code: 400, parts: ["data.title must be a string"] },
  { name: "an empty title", change: { title: "" }, code: titleCode, parts: ["data.title must not be empty"] },
  {
    name: "a blank title",
    change: { title: "  " },
    code: titleCode,
    parts: ["data.title must not be empty"],
  },
  {
    name: "a 256-character title",
    change: { title: astral(256) },
    code: titleCode,
    parts: ["data.title must be at most 255"],
  },
  {
    name: "a URL title",
    change: { title: "https://other.com/page" },
    code: titleCode,
    parts: ["data.title", "not a URL"],
  },
  {
    name: "a www title",
    change: { title: "www.other.com" },
    code: titleCode,
    parts: ["data.title", "not a URL"],
  },
  {
    name: "a title containing the url",
    change: { title: `评测 ${valid.url} 全文` },
    code: titleCode,
    parts: ["data.title must not contain the submitted data.url"],
  },
  {
    name: "a title containing the url in other letter case",
    change: { title: `见 ${valid.url.toUpperCase()}` },
    code: titleCode,
    parts: ["data.title must not contain"],
  },
  {
    name: "a title containing the url without its trailing slash",
    change: { url: "https://example.com/", title: "来自 https://example.com 的文章" },
    code: titleCode,
    parts: ["data.title must not contain"],
  },
  {
    name: "missing platforms",
    change: { platforms: undefined },
    code: 400,
    parts: ["data.platforms is required"],
  },
  {
    name: "platforms as an array",
    change: { platforms: ["baidu"] },
    code: 400,
    parts: ["data.platforms", "not an array"],
  },
  {
    name: "empty platforms",
    change: { platforms: "" },
    code: 400,
    parts: ["data.platforms must name at least one"],
  },
  {
    name: "only commas",
    change: { platforms: ",," },
    code: 400,
    parts: ["data.platforms must name at least one"],
  },
  {
    name: "an unknown platform",
    change: { platforms: "baidu,bing" },
    code: 400,
    parts: ['data.platforms item "bing"'],
  },
  {
    name: "a repeated platform",
    change: { platforms: "baidu,baidu" },
    code: 400,
    parts: ['data.platforms names "baidu" more than once'],
  },
  {
    name: "questions as a native array",
    change: { questions: ["q"] },
    code: 400,
    parts: ["data.questions", "not a native array"],
  },
  {
    name: "questions as a number",
    change: { questions: 3 },
    code: 400,
    parts: ["data.questions must be a string"],
  },
  {
    name: "questions that are not JSON",
    change: { questions: "[q1, q2]" },
    code: 400,
    parts: ["data.questions is not valid JSON"],
  },
  {
    name: "questions as plain text",
    change: { questions: "哪款好？" },
    code: 400,
    parts: ["data.questions is not valid JSON"],
  },
  {
    name: "questions holding an object",
    change: { questions: '{"q":1}' },
    code: 400,
    parts: ["data.questions must hold a JSON array"],
  },
  {
    name: "questions holding a string",
    change: { questions: '"q"' },
    code: 400,
    parts: ["data.questions must hold a JSON array"],
  },
  {
    name: "an empty questions array",
    change: { questions: "[]" },
    code: 400,
    parts: ["data.questions must have at least 1 item"],
  },
  {
    name: "an empty question",
    change: { questions: '["q", ""]' },
    code: 400,
    parts: ["data.questions[1] must not be empty"],
  },
  {
    name: "a numeric question",
    change: { questions: '["q", 2]' },
    code: 400,
    parts: ["data.questions[1] must be a string"],
  },
  {
    name: "a repeated question",
    change: { questions: '["q", "q"]' },
    code: 400,
    parts: ["data.questions[1]", "repeats"],
  },
  {
    name: "51 questions",
    change: { questions: JSON.stringify(Array.from({ length: 51 }, (_, i) => `q${i}`)) },
    code: 400,
    parts: ["data.questions must have at most 50 items (got 51)"],
  },
  {
    name: "a 501-character question",
    change: { questions: JSON.stringify(["问".repeat(501)]) },
    code: 400,
    parts: ["data.questions[0] must be at most 500"],
  },
]);
