import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { assertInteger, assertKeys, DATE_TIME, type Json, runTask } from "./e2e-assertions.ts";

const KEYWORD = "新能源汽车哪个牌子好";
/** Known car brands (the sandbox names several of them) and one that no answer names. */
const BRANDS = ["比亚迪", "理想", "极氪", "问界", "不存在的品牌甲"];
const PLATFORMS = ["baidu", "kimi", "deepseek", "volcengine"];

const RESULT_FIELDS = [
  "keyword",
  "brandKeyword",
  "platforms",
  "totalPlatforms",
  "completedPlatforms",
  "failedPlatforms",
  "requestTime",
  "requestTotalPlatforms",
  "requestRecommendedCount",
  "requestTotalExposureCount",
  "requestRecommendationRate",
  "data",
];
const ELEMENT_FIELDS = [
  "platform",
  "keyword",
  "brandKeyword",
  "status",
  "isRecommended",
  "exposureCount",
  "recommendCount",
  "countSourceRecord",
  "position",
  "resultContent",
  "brandRecords",
  "sourceRecords",
];

/** Every field and type of spec 2.4, and the invariants that tie them together. */
function assertRankingResult(
  result: Json,
  request: { keyword: string; brands: string[]; platforms: string[] },
) {
  assertKeys(result, RESULT_FIELDS, "result");
  assert.equal(result.keyword, request.keyword);
  assert.equal(typeof result.brandKeyword, "string");
  assert.deepEqual(JSON.parse(result.brandKeyword), request.brands);
  assert.deepEqual(result.platforms, request.platforms);
  for (const field of ["totalPlatforms", "completedPlatforms", "failedPlatforms", "requestTotalPlatforms"])
    assertInteger(result[field], field);
  assert.equal(result.totalPlatforms, request.platforms.length);
  assert.equal(result.requestTotalPlatforms, request.platforms.length);
  assert.equal(result.completedPlatforms + result.failedPlatforms, result.totalPlatforms);
  assert.match(result.requestTime, DATE_TIME);
  assertInteger(result.requestRecommendedCount, "requestRecommendedCount");
  assertInteger(result.requestTotalExposureCount, "requestTotalExposureCount");
  assert.equal(typeof result.requestRecommendationRate, "number");
  assert.ok(result.requestRecommendationRate >= 0 && result.requestRecommendationRate <= 100);

  // One element per (platform, brand), platforms then brands in request order.
  assert.ok(Array.isArray(result.data));
  assert.deepEqual(
    result.data.map((e: Json) => [e.platform, e.brandKeyword]),
    request.platforms.flatMap((p) => request.brands.map((b) => [p, b])),
  );
  for (const element of result.data) {
    const where = `${element.platform}/${element.brandKeyword}`;
    assertKeys(element, ELEMENT_FIELDS, `data[] ${where}`);
    assert.equal(element.keyword, request.keyword);
    assert.ok(["completed", "failed"].includes(element.status), where);
    assert.ok(element.isRecommended === 0 || element.isRecommended === 1, where);
    for (const field of ["exposureCount", "recommendCount", "countSourceRecord", "position"])
      assertInteger(element[field], `${where} ${field}`);
    assert.equal(element.countSourceRecord, element.sourceRecords.length, `${where} countSourceRecord`);
    // position 0 exactly when the brand is not mentioned.
    assert.equal(element.position === 0, element.exposureCount === 0, `${where} position vs exposure`);
    if (element.isRecommended === 1) assert.ok(element.recommendCount >= 1 && element.position >= 1, where);
    if (element.status === "failed") {
      assert.equal(element.resultContent, null);
      assert.deepEqual([element.exposureCount, element.position, element.isRecommended], [0, 0, 0]);
      assert.deepEqual([element.brandRecords, element.sourceRecords], [[], []]);
      continue;
    }
    assert.equal(typeof element.resultContent, "string");
    assert.ok(element.resultContent.length > 0);
    if (element.exposureCount > 0) {
      assert.ok(element.resultContent.includes(element.brandKeyword), `${where} named in the answer`);
      const record = element.brandRecords.find((b: Json) => b.brandName === element.brandKeyword);
      assert.ok(record, `${where}: a mentioned target is in brandRecords`);
      assert.equal(record.position, element.position);
      assert.equal(record.visibilityCount, element.exposureCount);
    }
    for (const brand of element.brandRecords) {
      assertKeys(brand, ["brandName", "sentiment", "visibilityCount", "sentimentScore", "position"], where);
      assert.equal(typeof brand.brandName, "string");
      assert.ok(["正向", "中性", "负向"].includes(brand.sentiment), `${where} sentiment ${brand.sentiment}`);
      assertInteger(brand.visibilityCount, "visibilityCount", 1);
      assertInteger(brand.sentimentScore, "sentimentScore");
      assert.ok(brand.sentimentScore <= 100);
      assertInteger(brand.position, "brand position", 1);
    }
    assert.deepEqual(
      element.sourceRecords.map((s: Json) => s.ranking),
      element.sourceRecords.map((_: unknown, i: number) => i + 1),
      `${where} rankings are 1..n in order`,
    );
    for (const source of element.sourceRecords) {
      assertKeys(source, ["websiteName", "title", "url", "domain", "ranking"], where);
      for (const field of ["websiteName", "title", "url", "domain"])
        assert.equal(typeof source[field], "string");
      assert.equal(source.domain, new URL(source.url).hostname);
    }
  }
  // The aggregates are the DESIGN 9 formulas over the completed elements.
  const completed = result.data.filter((e: Json) => e.status === "completed");
  const completedPlatforms = new Set(completed.map((e: Json) => e.platform)).size;
  assert.equal(result.completedPlatforms, completedPlatforms);
  const recommended = completed.filter((e: Json) => e.isRecommended === 1).length;
  assert.equal(result.requestRecommendedCount, recommended);
  assert.equal(
    result.requestTotalExposureCount,
    completed.reduce((sum: number, e: Json) => sum + e.exposureCount, 0),
  );
  const rate = completed.length === 0 ? 0 : Math.round((recommended / completed.length) * 10_000) / 100;
  assert.equal(result.requestRecommendationRate, rate);
}

for (const dialect of DIALECTS) {
  describe(`geo.ranking end to end over HTTP (${dialect})`, () => {
    let service: TestService;
    let key: string;
    before(async () => {
      service = await startTestService(dialect);
      key = (await service.createKey()).apiKey;
    });
    after(() => service.close());

    test("every platform answers: SUCCESS with the full result shape, brands found in the answers", async () => {
      const record = await runTask(service, key, "geo.ranking", {
        keyword: KEYWORD,
        brandKeyword: BRANDS,
        platforms: PLATFORMS,
      });
      assert.equal(record.status, 2, record.errorMessage);
      assert.equal(record.statusDesc, "success");
      const result = record.result;
      assertRankingResult(result, { keyword: KEYWORD, brands: BRANDS, platforms: PLATFORMS });
      assert.equal(result.completedPlatforms, PLATFORMS.length);
      assert.equal(result.failedPlatforms, 0);
      // The sandbox names several of these car brands; the made-up one is never mentioned.
      assert.ok(
        result.data.some((e: Json) => e.position > 0),
        "some target brand is ranked",
      );
      assert.ok(result.requestTotalExposureCount > 0);
      for (const element of result.data.filter((e: Json) => e.brandKeyword === "不存在的品牌甲"))
        assert.deepEqual([element.exposureCount, element.position], [0, 0]);
      // Search platforms cite sources; the same answer serves every brand of a platform.
      assert.ok(
        result.data.some((e: Json) => e.countSourceRecord > 0),
        "some answer cites sources",
      );
      const byPlatform = Map.groupBy(result.data as Json[], (e) => e.platform);
      for (const elements of byPlatform.values()) {
        assert.equal(new Set(elements.map((e) => e.resultContent)).size, 1);
        assert.equal(new Set(elements.map((e) => JSON.stringify(e.sourceRecords))).size, 1);
      }
    });

    test("one observation is stored per platform asked, with the answer and its provenance", async () => {
      const record = await runTask(service, key, "geo.ranking", {
        keyword: "扫地机器人推荐",
        brandKeyword: ["石头"],
        platforms: ["kimi", "aliyun"],
      });
      assert.equal(record.status, 2);
      const rows = await service.services.database.db
        .selectFrom("observations")
        .selectAll()
        .where("task_id", "=", record.taskId)
        .execute();
      assert.deepEqual(rows.map((row) => row.platform).sort(), ["aliyun", "kimi"]);
      for (const row of rows) {
        assert.equal(row.status, "completed");
        assert.equal(row.question, "扫地机器人推荐");
        assert.equal(Number(row.sandbox), 1);
        const element = record.result.data.find((e: Json) => e.platform === row.platform);
        assert.equal(row.answer_text, element.resultContent);
      }
    });
  });

  describe(`geo.ranking partial failure and deadlines (${dialect})`, () => {
    test("a platform failing after retries is counted as failed; the task still succeeds", async () => {
      const service = await startTestService(dialect, { env: { ANSWERLENS_SANDBOX_FAULTS: "kimi=500" } });
      try {
        const { apiKey } = await service.createKey();
        const platforms = ["kimi", "baidu", "deepseek"];
        const record = await runTask(service, apiKey, "geo.ranking", {
          keyword: KEYWORD,
          brandKeyword: ["比亚迪", "理想"],
          platforms,
        });
        assert.equal(record.status, 2, record.errorMessage);
        assertRankingResult(record.result, { keyword: KEYWORD, brands: ["比亚迪", "理想"], platforms });
        assert.equal(record.result.failedPlatforms, 1);
        assert.equal(record.result.completedPlatforms, 2);
        assert.deepEqual(
          record.result.data.filter((e: Json) => e.status === "failed").map((e: Json) => e.platform),
          ["kimi", "kimi"],
        );
      } finally {
        await service.close();
      }
    });

    test("when every platform fails the task is FAILED, with no result, and the charge is given back", async () => {
      const service = await startTestService(dialect, {
        env: { ANSWERLENS_SANDBOX_FAULTS: "kimi=500,baidu=401", ANSWERLENS_POINTS_PER_TASK: "5" },
      });
      try {
        const { apiKey } = await service.createKey({ points: 100 });
        const record = await runTask(service, apiKey, "geo.ranking", {
          keyword: KEYWORD,
          brandKeyword: ["比亚迪"],
          platforms: ["kimi", "baidu"],
        });
        assert.equal(record.status, 3);
        assert.equal(record.result, null);
        assert.match(record.errorMessage ?? "", /kimi/);
        assert.match(record.errorMessage ?? "", /baidu/);
        const quota = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: apiKey });
        assert.equal(quota.envelope.data.points, 100);
      } finally {
        await service.close();
      }
    });

    test("platforms slower than the task deadline end the task TIMEOUT", async () => {
      const service = await startTestService(dialect, {
        env: { ANSWERLENS_SANDBOX_LATENCY: "*=4000", ANSWERLENS_TASK_DEADLINE_SECONDS: "1" },
      });
      try {
        const { apiKey } = await service.createKey();
        const started = Date.now();
        const record = await runTask(service, apiKey, "geo.ranking", {
          keyword: KEYWORD,
          brandKeyword: ["比亚迪"],
          platforms: ["kimi", "deepseek"],
        });
        assert.equal(record.status, 4);
        assert.equal(record.statusDesc, "timeout");
        assert.equal(record.result, null);
        assert.ok(Date.now() - started < 4000, "the deadline ends the task before the platforms answer");
      } finally {
        await service.close();
      }
    });
  });
}
