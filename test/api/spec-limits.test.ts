import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { addDays, addMonths, formatDay } from "../../src/util/time.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Every row of spec section 7's error table and every limit of section 8, at and just past its bound,
 * through HTTP. (Field-by-field rules are unit-tested in test/operations/.)
 */
const rankMonitor = (over: Record<string, unknown>) => ({
  apiCode: "geo.rank_monitor",
  data: {
    taskName: "监控",
    platforms: ["kimi"],
    promptTexts: ["最好的手机"],
    brandKeywords: ["小米"],
    ...over,
  },
});
const brand = (over: Record<string, unknown>) => ({
  apiCode: "geo.brand",
  data: { brandName: "小米", platforms: ["kimi"], ...over },
});
const checker = (over: Record<string, unknown>) => ({
  apiCode: "geo.checker",
  data: { url: "https://www.example.com/page", title: "示例品牌", platforms: "kimi,deepseek", ...over },
});

const taskCases: [name: string, body: unknown, code: number][] = [
  ["rank_monitor taskName 200 characters", rankMonitor({ taskName: "名".repeat(200) }), 200],
  ["rank_monitor taskName 201 characters", rankMonitor({ taskName: "名".repeat(201) }), 400],
  ["rank_monitor taskName empty", rankMonitor({ taskName: "" }), 400],
  ["rank_monitor platforms 1 item", rankMonitor({ platforms: ["deepseek"] }), 200],
  ["rank_monitor platforms empty", rankMonitor({ platforms: [] }), 400],
  ["rank_monitor platforms empty item", rankMonitor({ platforms: [""] }), 400],
  ["rank_monitor unknown platform", rankMonitor({ platforms: ["chatgpt-pro"] }), 400],
  ["rank_monitor promptTexts empty", rankMonitor({ promptTexts: [] }), 400],
  ["rank_monitor promptTexts empty item", rankMonitor({ promptTexts: ["  "] }), 400],
  ["rank_monitor brandKeywords empty", rankMonitor({ brandKeywords: [] }), 400],
  ["rank_monitor brandKeywords empty item", rankMonitor({ brandKeywords: [""] }), 400],
  ["rank_monitor repeatQueryTimes 1", rankMonitor({ repeatQueryTimes: 1 }), 200],
  ["rank_monitor repeatQueryTimes 3", rankMonitor({ repeatQueryTimes: 3 }), 200],
  ["rank_monitor repeatQueryTimes 0", rankMonitor({ repeatQueryTimes: 0 }), 400],
  ["rank_monitor repeatQueryTimes 4", rankMonitor({ repeatQueryTimes: 4 }), 400],
  ["rank_monitor repeatQueryTimes 1.5", rankMonitor({ repeatQueryTimes: 1.5 }), 400],
  ["rank_monitor repeatQueryTimes as string", rankMonitor({ repeatQueryTimes: "2" }), 400],
  ["brand brandName 1 character", brand({ brandName: "米" }), 200],
  ["brand brandName 255 characters", brand({ brandName: "米".repeat(255) }), 200],
  ["brand brandName 256 characters", brand({ brandName: "米".repeat(256) }), 400],
  ["brand brandName empty", brand({ brandName: "" }), 400],
  ["brand websiteUrl 255 characters", brand({ websiteUrl: `https://www.mi.com/${"a".repeat(236)}` }), 200],
  ["brand websiteUrl 256 characters", brand({ websiteUrl: `https://www.mi.com/${"a".repeat(237)}` }), 400],
  ["brand websiteUrl bare domain", brand({ websiteUrl: "mi.com" }), 200],
  ["brand websiteUrl host with www", brand({ websiteUrl: "www.mi.com" }), 200],
  ["brand productService 255 characters", brand({ productService: "机".repeat(255) }), 200],
  ["brand productService 256 characters", brand({ productService: "机".repeat(256) }), 400],
  ["brand brandDescription 5000 characters", brand({ brandDescription: "述".repeat(5000) }), 200],
  ["brand brandDescription 5001 characters", brand({ brandDescription: "述".repeat(5001) }), 400],
  ["brand platforms empty", brand({ platforms: [] }), 400],
  ["checker title is a URL", checker({ title: "https://www.example.com/other" }), 4002],
  ["checker title contains the url", checker({ title: "看看 https://www.example.com/page 这页" }), 4002],
  ["checker title empty", checker({ title: "" }), 4002],
  ["checker url without scheme", checker({ url: "www.example.com/page" }), 400],
  ["checker platforms as an array", checker({ platforms: ["kimi"] }), 400],
  ["checker questions as a JSON string", checker({ questions: JSON.stringify(["这个品牌怎么样？"]) }), 200],
  ["checker questions as a native array", checker({ questions: ["这个品牌怎么样？"] }), 400],
  ["checker questions not JSON", checker({ questions: "[broken" }), 400],
  [
    "questions_corr_recommend empty keyword",
    { apiCode: "geo.questions_corr_recommend", data: { keyword: "" } },
    400,
  ],
  ["questions_corr_recommend missing keyword", { apiCode: "geo.questions_corr_recommend", data: {} }, 400],
  [
    "ranking unknown platform",
    { apiCode: "geo.ranking", data: { keyword: "k", brandKeyword: ["a"], platforms: ["nope"] } },
    400,
  ],
  [
    "ranking brandKeyword not an array",
    { apiCode: "geo.ranking", data: { keyword: "k", brandKeyword: "a", platforms: ["kimi"] } },
    400,
  ],
  ["ranking data missing", { apiCode: "geo.ranking" }, 400],
];

for (const dialect of DIALECTS) {
  describe(`spec error table and limits over HTTP (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let today: string;
    before(async () => {
      service = await startTestService(dialect, {
        workers: false,
        env: { ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0" },
      });
      key = (await service.createKey({ points: 1_000_000 })).apiKey;
      today = formatDay(new Date(service.clock.now()), "Asia/Shanghai");
    });
    after(() => service.close());

    for (const [name, body, code] of taskCases) {
      test(`${name} -> ${code}`, async () => {
        const response = await service.call({ method: "POST", url: "/v1/openapi/tasks", key, body });
        assert.equal(response.envelope.code, code, response.envelope.msg);
        assert.equal(response.statusCode, code === 200 ? 200 : 400);
        if (code !== 200) {
          assert.equal(response.envelope.data, null);
          assert.ok(response.envelope.msg.length > 0);
        }
      });
    }

    test("a rejected parameter's message names the field", async () => {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: rankMonitor({ repeatQueryTimes: 4 }),
      });
      assert.match(response.envelope.msg, /repeatQueryTimes/);
    });

    const sync = (apiCode: string, data: unknown) =>
      service.call({ method: "POST", url: "/v1/openapi/execute", key, body: { apiCode, data } });

    test("synchronous operations without brandId answer 4001", async () => {
      for (const apiCode of [
        "llm.comparison",
        "llm.trend",
        "llm.topic",
        "prompt.analysis.overview",
        "geo.competitors",
        "brand.topic",
      ]) {
        for (const data of [{}, { brandId: "" }]) {
          const response = await sync(apiCode, { competitorName: "华为", ...data });
          assert.equal(response.envelope.code, 4001, `${apiCode} ${JSON.stringify(data)}`);
          assert.equal(response.statusCode, 400);
          assert.match(response.envelope.msg, /brandId/);
        }
      }
    });

    test("prompt.analysis.overview without competitorName answers 4001", async () => {
      const response = await sync("prompt.analysis.overview", { brandId: "brand_x" });
      assert.equal(response.envelope.code, 4001);
      assert.match(response.envelope.msg, /competitorName/);
    });

    test("date rules: start after end is rejected; a span over 6 months is rejected; 6 months exactly passes validation", async () => {
      const after = await sync("llm.trend", { brandId: "b", startDate: today, endDate: addDays(today, -1) });
      assert.equal(after.envelope.code, 400);
      assert.match(after.envelope.msg, /startDate/);
      const tooLong = await sync("llm.trend", {
        brandId: "b",
        startDate: addDays(addMonths(today, -6), -1),
        endDate: today,
      });
      assert.equal(tooLong.envelope.code, 400);
      const sixMonths = await sync("llm.trend", {
        brandId: "b",
        startDate: addMonths(today, -6),
        endDate: today,
      });
      assert.notEqual(sixMonths.envelope.code, 400, sixMonths.envelope.msg);
      const badDay = await sync("llm.trend", { brandId: "b", startDate: "2026-02-30" });
      assert.equal(badDay.envelope.code, 400);
      assert.match(badDay.envelope.msg, /startDate/);
    });
  });
}
