import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { type Json, runTask } from "../operations-e2e/e2e-assertions.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** 10:00 in Shanghai on 2026-03-02. */
const DAY1_AT = Date.parse("2026-03-02T02:00:00Z");
const DAY1 = "2026-03-02";
const PLATFORMS = ["deepseek", "kimi", "baidu"];
const BRAND = { brandName: "瑞幸咖啡", websiteUrl: "luckincoffee.com", platforms: PLATFORMS };
/** 3 topics x 2 prompts x 3 platforms, one sample: 18 answers in the first round. */
const ENV = {
  ANSWERLENS_TIME_ZONE: "Asia/Shanghai",
  ANSWERLENS_MONITOR_MAX_TOPICS: "3",
  ANSWERLENS_MONITOR_PROMPTS_PER_TOPIC: "2",
  ANSWERLENS_MONITOR_BRAND_REPEATS: "1",
};
const ANSWERS = 18;

for (const dialect of DIALECTS) {
  describe(`dashboard additions over HTTP (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let brandTask: { taskId: string; result: Json };
    let brandId: string;

    const execute = async (apiCode: string, data: unknown, as = key) =>
      (await service.call({ method: "POST", url: "/v1/openapi/execute", key: as, body: { apiCode, data } }))
        .envelope;
    const ok = async (apiCode: string, data: unknown) => {
      const envelope = await execute(apiCode, data);
      assert.equal(envelope.code, 200, `${apiCode}: ${envelope.msg}`);
      return envelope.data;
    };

    before(async () => {
      service = await startTestService(dialect, { env: ENV });
      key = (await service.createKey({ account: "coffee-co" })).apiKey;
      service.clock.set(DAY1_AT);
      const record = await runTask(service, key, "geo.brand", BRAND);
      assert.equal(record.status, 2, record.errorMessage);
      brandTask = { taskId: record.taskId, result: record.result };
      brandId = record.result.info.brandId;
    });
    after(() => service.close());

    test("brand.list: the account's brand with the geo.brand score and the rollups' visibility", async () => {
      const [brands, statistics] = await Promise.all([
        ok("brand.list", {}),
        ok("brand.statistics", { brandId }),
      ]);
      assert.equal(brands.length, 1);
      const [brand] = brands;
      assert.equal(brand.brandId, brandId);
      assert.equal(brand.brandName, BRAND.brandName);
      assert.deepEqual(brand.platforms, PLATFORMS);
      assert.equal(brand.score, brandTask.result.score);
      assert.equal(brand.answers, ANSWERS);
      assert.equal(brand.visibility, statistics.brand.visibilityRate.value);
      assert.equal(brand.recommendationRate, statistics.brand.recommendationRate.value);
      assert.deepEqual(
        brand.trend.map((point: Json) => [point.queryDate, point.answers]),
        [[DAY1, ANSWERS]],
      );
      assert.equal(brand.monitorActive, true);
      // data may be left out; a range after the data has no answers and a null visibility.
      assert.equal((await ok("brand.list", undefined)).length, 1);
      const other = (await service.createKey({ account: "someone-else" })).apiKey;
      assert.deepEqual((await execute("brand.list", {}, other)).data, []);
    });

    test("brand.evidence: every answer behind the figures, paged, with highlights at real offsets", async () => {
      const page = await ok("brand.evidence", { brandId, size: 5 });
      assert.equal(page.brandName, BRAND.brandName);
      assert.equal(page.total, ANSWERS);
      assert.equal(page.pages, 4);
      assert.equal(page.records.length, 5);
      const last = await ok("brand.evidence", { brandId, size: 5, current: 4 });
      assert.equal(last.records.length, 3);
      const ids = new Set([...page.records, ...last.records].map((r: Json) => r.observationId));
      assert.equal(ids.size, 8);

      const statistics = await ok("brand.statistics", { brandId });
      const visibility = statistics.brand.visibilityRate;
      const mentioned = await ok("brand.evidence", { brandId, mentioned: true, size: 50 });
      assert.equal(mentioned.total, Math.round((visibility.value * ANSWERS) / 100));
      const absent = await ok("brand.evidence", { brandId, mentioned: false, size: 50 });
      assert.equal(mentioned.total + absent.total, ANSWERS);
      assert.ok(mentioned.total > 0, "the sandbox names the brand in some answers");
      for (const record of mentioned.records) {
        assert.equal(record.target.mentioned, true);
        assert.equal(record.provenance.taskId, brandTask.taskId);
        assert.equal(record.provenance.sandbox, true);
        assert.equal(typeof record.answerText, "string");
        assert.ok(record.promptText && record.topicName, "prompt and topic of a monitored answer");
        const brandSpans = record.highlights.filter((s: Json) => s.kind === "brand");
        assert.ok(brandSpans.length > 0, "the brand's mentions are highlighted");
        for (const span of brandSpans) {
          assert.equal(record.answerText.slice(span.start, span.end), BRAND.brandName);
        }
        for (const quote of record.evidence.quotes) {
          const span = record.highlights.find((s: Json) => s.kind === record.evidence.kind);
          assert.ok(span, `evidence "${quote}" is highlighted`);
        }
        for (const span of record.highlights.filter((s: Json) => s.kind === "source")) {
          assert.match(
            record.answerText.slice(span.start, span.end),
            /^(https?:\/\/|\[\d+\]|【\d+】|\^\d+\^)/,
          );
        }
      }
      const recommended = await ok("brand.evidence", { brandId, recommended: true, size: 50 });
      assert.ok(recommended.records.every((r: Json) => r.target.isRecommended === 1));
      const onePlatform = await ok("brand.evidence", { brandId, llmName: "kimi", size: 50 });
      assert.equal(onePlatform.total, ANSWERS / PLATFORMS.length);
      assert.ok(onePlatform.records.every((r: Json) => r.platform === "kimi"));
      const promptId = statistics.prompts[0].promptId;
      const onePrompt = await ok("brand.evidence", { brandId, promptId, size: 50 });
      assert.equal(onePrompt.total, statistics.prompts[0].answers);
      const before = await ok("brand.evidence", { brandId, startDate: "2026-02-01", endDate: "2026-02-28" });
      assert.equal(before.total, 0);
    });

    test("brand.evidence: envelope errors and another account's brand", async () => {
      assert.equal((await execute("brand.evidence", {})).code, 4001);
      assert.equal((await execute("brand.evidence", { brandId, size: 0 })).code, 400);
      assert.equal((await execute("brand.evidence", { brandId, size: 51 })).code, 400);
      const notBoolean = await execute("brand.evidence", { brandId, mentioned: "yes" });
      assert.equal(notBoolean.code, 400);
      assert.match(notBoolean.msg, /data\.mentioned must be a boolean/);
      assert.equal((await execute("brand.evidence", { brandId, current: 1.5 })).code, 400);
      assert.equal(
        (await execute("brand.evidence", { brandId, startDate: "2026-03-05", endDate: "2026-03-01" })).code,
        400,
      );
      const other = (await service.createKey({ account: "other-co" })).apiKey;
      const foreign = await execute("brand.evidence", { brandId }, other);
      assert.equal(foreign.code, 200);
      assert.equal(foreign.data.brandName, null);
      assert.equal(foreign.data.total, 0);
    });

    test("brand.statistics.series: brand.statistics' figures per day or week in one call", async () => {
      const statistics = await ok("brand.statistics", { brandId });
      const week = await ok("brand.statistics.series", { brandId });
      assert.equal(week.bucket, "day");
      assert.equal(week.points.length, 7);
      assert.deepEqual(
        week.points.map((p: Json) => p.endDate),
        ["2026-02-24", "2026-02-25", "2026-02-26", "2026-02-27", "2026-02-28", "2026-03-01", DAY1],
      );
      const { startDate: _s, endDate: _e, ...today } = week.points[6];
      assert.deepEqual(today, statistics.brand, "the day's point is brand.statistics of that day");
      assert.ok(
        week.points.slice(0, 6).every((p: Json) => p.answers === 0 && p.visibilityRate.value === null),
      );
      const kimi = await ok("brand.statistics.series", { brandId, llmName: "kimi", startDate: DAY1 });
      const kimiStatistics = await ok("brand.statistics", { brandId, llmName: "kimi", startDate: DAY1 });
      assert.equal(kimi.points[0].answers, ANSWERS / PLATFORMS.length);
      assert.deepEqual(kimi.points[0].visibilityRate, kimiStatistics.brand.visibilityRate);
      const weeks = await ok("brand.statistics.series", { brandId, startDate: "2026-01-22" });
      assert.equal(weeks.bucket, "week");
      assert.deepEqual(
        weeks.points.map((p: Json) => [p.startDate, p.endDate]).slice(0, 2),
        [
          ["2026-01-22", "2026-01-26"],
          ["2026-01-27", "2026-02-02"],
        ],
        "weeks end on endDate; the oldest is cut at startDate",
      );
      assert.equal(weeks.points.at(-1).endDate, DAY1);
      assert.equal(weeks.points.at(-1).answers, ANSWERS);
      assert.equal((await execute("brand.statistics.series", { brandId, bucket: "month" })).code, 400);
      assert.equal((await execute("brand.statistics.series", { bucket: "day" })).code, 4001);
      const other = (await service.createKey({ account: "series-other" })).apiKey;
      const foreign = await execute("brand.statistics.series", { brandId }, other);
      assert.ok(foreign.data.points.every((p: Json) => p.answers === 0));
    });

    test("brand.competition: the brand and the names its answers carry, side by side", async () => {
      const [competition, statistics] = await Promise.all([
        ok("brand.competition", { brandId }),
        ok("brand.statistics", { brandId }),
      ]);
      assert.equal(competition.answers, ANSWERS);
      const own = competition.names.filter((n: Json) => n.isBrand);
      assert.equal(own.length, 1);
      assert.equal(own[0].visibilityRate, statistics.brand.visibilityRate.value);
      const others = competition.names.filter((n: Json) => !n.isBrand);
      assert.ok(others.length > 0);
      const mentions = competition.names.map((n: Json) => n.mentions);
      const ranked = others.map((n: Json) => n.mentions);
      assert.deepEqual(
        ranked,
        [...ranked].sort((a, b) => b - a),
        "most mentioned first",
      );
      assert.ok(mentions.every((m: number) => m > 0));
      const tracked = JSON.parse(brandTask.result.info.competitors) as string[];
      for (const name of others.filter((n: Json) => n.monitorType === 1))
        assert.ok(tracked.includes(name.name));
      assert.equal((await execute("brand.competition", { llmName: "kimi" })).code, 4001);
    });

    test("brand.sources: cited pages and domains with their class, counted per answer", async () => {
      const sources = await ok("brand.sources", { brandId });
      assert.equal(sources.answers, ANSWERS);
      assert.ok(sources.answersCiting > 0 && sources.answersCiting <= ANSWERS);
      assert.ok(sources.domains.length > 0);
      const counts = sources.domains.map((d: Json) => d.answers);
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => b - a),
      );
      assert.ok(counts.every((c: number) => c <= sources.answersCiting));
      for (const page of sources.pages) {
        assert.match(page.url, /^https?:\/\//);
        assert.equal(typeof page.websiteType, "string");
      }
      // The same answers as brand.evidence shows one by one.
      const all = await ok("brand.evidence", { brandId, size: 50 });
      const citing = all.records.filter((r: Json) => r.sourceRecords.length > 0).length;
      assert.equal(sources.answersCiting, citing);
    });

    test("task.list: the account's tasks, newest first, with a valid key and no permission", async () => {
      const ranking = await runTask(service, key, "geo.ranking", {
        keyword: "咖啡推荐",
        brandKeyword: ["瑞幸咖啡"],
        platforms: ["deepseek"],
      });
      const page = await ok("task.list", {});
      assert.equal(page.total, 2);
      assert.deepEqual(
        page.records.map((r: Json) => r.taskId),
        [ranking.taskId, brandTask.taskId],
      );
      assert.equal(page.records[1].apiCode, "geo.brand");
      assert.equal(page.records[1].statusDesc, "success");
      assert.equal(page.records[1].params.brandName, BRAND.brandName);
      assert.equal((await ok("task.list", { apiCode: "geo.brand" })).total, 1);
      assert.equal((await ok("task.list", { status: 3 })).total, 0);
      assert.equal((await execute("task.list", { apiCode: "monitor.round" })).code, 400);
      assert.equal((await execute("task.list", { status: 9 })).code, 400);
      const narrow = (
        await service.createKey({
          account: "coffee-co",
          permissions: [{ code: "GEO_RANK_QUERY", limit: null }],
        })
      ).apiKey;
      assert.equal((await execute("task.list", {}, narrow)).data.total, 2);
      assert.equal((await execute("brand.list", {}, narrow)).code, 403);
    });

    test("the dashboard is served at / with its CSP, and /docs and /openapi.json still work", async () => {
      const get = (url: string, headers: Record<string, string> = {}) =>
        service.app.inject({ method: "GET", url, headers });
      const page = await get("/");
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers["content-type"]), /^text\/html/);
      assert.match(String(page.headers["content-security-policy"]), /script-src 'self'/);
      assert.match(page.body, /<script type="module" src="\/app\/main\.js">/);
      const script = await get("/app/main.js");
      assert.match(String(script.headers["content-type"]), /^text\/javascript/);
      const again = await get("/app/main.js", { "if-none-match": String(script.headers.etag) });
      assert.equal(again.statusCode, 304);
      const echarts = await get("/vendor/echarts.mjs");
      assert.equal(echarts.statusCode, 200);
      assert.match(echarts.body.slice(-2000), /export\s*\{/);
      for (const url of ["/app/../package.json", "/app/%2e%2e/package.json", "/app/nope.js"]) {
        const missing = await service.call({ method: "GET", url });
        assert.equal(missing.statusCode, 404, url);
        assert.equal(missing.envelope.code, 404, url);
      }
      const docs = await get("/docs");
      assert.ok(docs.statusCode === 200 || docs.statusCode === 302);
      const openapi = await get("/openapi.json");
      const schemas = JSON.parse(openapi.body).components.schemas;
      for (const name of [
        "BrandList",
        "BrandEvidence",
        "BrandCompetition",
        "BrandSources",
        "BrandStatisticsSeries",
        "TaskList",
      ]) {
        assert.ok(schemas[`${name}Data`], name);
        assert.ok(schemas[`${name}Result`]?.examples?.length > 0, `${name}Result has an example`);
      }
      assert.equal(
        JSON.parse(openapi.body).paths["/"],
        undefined,
        "dashboard routes stay out of the API document",
      );
    });
  });
}
