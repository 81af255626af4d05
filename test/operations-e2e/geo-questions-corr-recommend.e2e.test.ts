import assert from "node:assert/strict";
import { after, before, describe, type TestContext, test } from "node:test";
import { createGeoQuestionsCorrRecommendHandler } from "../../src/operations/geo-questions-corr-recommend/geo-questions-corr-recommend-handler.ts";
import type { ImmediateContext } from "../../src/operations/immediate-handler.ts";
import { resolveOperationDeps } from "../../src/operations/task-executors.ts";
import { createSuggestionClient } from "../../src/platforms/suggestion-client.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { assertInteger, assertKeys, type Json } from "./e2e-assertions.ts";

const KEYWORD = "扫地机器人";
const API_CODE = "geo.questions_corr_recommend";

function context(): ImmediateContext {
  return { accountId: "acct_test", requestId: "req-1", signal: AbortSignal.timeout(10_000), now: Date.now };
}

/** Spec 2.8: two lists of {keyword, hotValue}; both may be empty; hotValue is an integer >= 0. */
function assertResultShape(result: Json) {
  assertKeys(result, ["aiQuestions", "baiduQuestions"], "result");
  for (const list of [result.aiQuestions, result.baiduQuestions]) {
    assert.ok(Array.isArray(list));
    for (const item of list) {
      assertKeys(item, ["keyword", "hotValue"], "question");
      assert.equal(typeof item.keyword, "string");
      assert.ok(item.keyword.trim().length > 0);
      assertInteger(item.hotValue, "hotValue");
    }
    assert.equal(new Set(list.map((q: Json) => q.keyword)).size, list.length, "no duplicates");
  }
}

/**
 * The submit route answers immediate operations through `services.immediateHandlers`; in a build where
 * the route does not call them yet it answers 503 "not available", and these HTTP tests are TODO.
 */
function routeNotWired(t: TestContext, envelope: { code: number; msg: string }): boolean {
  if (envelope.code === 503 && /not available in this version/.test(envelope.msg)) {
    t.todo(
      "POST /v1/openapi/tasks does not call services.immediateHandlers yet (src/api/routes/submit-task-route.ts)",
    );
    return true;
  }
  return false;
}

for (const dialect of DIALECTS) {
  describe(`geo.questions_corr_recommend (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, { env: { ANSWERLENS_GENERATOR_MAX_QUESTIONS: "5" } });
    });
    after(() => service.close());

    test("the handler: AI questions from the generator platform, Baidu questions from the suggestion endpoint", async () => {
      const handler = service.services.immediateHandlers.get(API_CODE);
      assert.ok(handler, "a handler is registered");
      const result: Json = await handler.handle({ keyword: KEYWORD }, context());
      assertResultShape(result);
      assert.ok(
        result.aiQuestions.length >= 1 && result.aiQuestions.length <= 5,
        `${result.aiQuestions.length}`,
      );
      for (const q of result.aiQuestions) assert.ok(q.keyword.includes(KEYWORD), q.keyword);
      // The in-process sandbox's suggestion endpoint is the Baidu source here, in its order.
      const sandboxUrl = service.services.sandboxUrl;
      assert.ok(sandboxUrl);
      const expected = await createSuggestionClient({ baseUrl: sandboxUrl }).suggest(KEYWORD);
      assert.ok(expected.length > 0);
      assert.deepEqual(
        result.baiduQuestions.map((q: Json) => q.keyword),
        expected,
      );
      // No heat source is configured: every hotValue is 0, meaning unknown.
      assert.ok([...result.aiQuestions, ...result.baiduQuestions].every((q: Json) => q.hotValue === 0));
    });

    test("over HTTP: the result comes in the submit response with the requestId, and one use is counted", async (t) => {
      const { apiKey } = await service.createKey({ permissions: [{ code: "GEO_AI_QUESTIONS", limit: 5 }] });
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: { apiCode: API_CODE, data: { keyword: KEYWORD } },
        headers: { "service-request-id": "discover-1" },
      });
      if (routeNotWired(t, response.envelope)) return;
      assert.equal(response.envelope.code, 200, response.envelope.msg);
      assert.equal(response.envelope.data.requestId, "discover-1");
      assert.equal(response.envelope.data.taskId, undefined);
      assertResultShape(response.envelope.data.result);
      assert.ok(response.envelope.data.result.aiQuestions.length > 0);
      assert.ok(response.envelope.data.result.baiduQuestions.length > 0);
      const quota = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: apiKey });
      const line = quota.envelope.data.permissions.find((p: Json) => p.permissionCode === "GEO_AI_QUESTIONS");
      assert.deepEqual([line.usedCount, line.remainingCount], [1, 4]);
    });

    test("an empty keyword is a 400 and uses no quota", async (t) => {
      const { apiKey } = await service.createKey({ permissions: [{ code: "GEO_AI_QUESTIONS", limit: 5 }] });
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: { apiCode: API_CODE, data: { keyword: "  " } },
      });
      assert.equal(response.envelope.code, 400);
      assert.equal(response.envelope.data, null);
      const probe = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: { apiCode: API_CODE, data: { keyword: KEYWORD } },
      });
      if (routeNotWired(t, probe.envelope)) return;
      const quota = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: apiKey });
      const line = quota.envelope.data.permissions.find((p: Json) => p.permissionCode === "GEO_AI_QUESTIONS");
      assert.equal(line.usedCount, 1, "only the valid call counted");
    });
  });

  describe(`geo.questions_corr_recommend when sources fail (${dialect})`, () => {
    test("a failing generator platform leaves aiQuestions empty; the Baidu questions still come", async () => {
      const service = await startTestService(dialect, { env: { ANSWERLENS_SANDBOX_FAULTS: "deepseek=401" } });
      try {
        const handler = service.services.immediateHandlers.get(API_CODE);
        assert.ok(handler);
        const result: Json = await handler.handle({ keyword: KEYWORD }, context());
        assertResultShape(result);
        assert.deepEqual(result.aiQuestions, []);
        assert.ok(result.baiduQuestions.length > 0);
      } finally {
        await service.close();
      }
    });

    test("when no source answers the call fails with 503 and its quota use is given back", async (t) => {
      const service = await startTestService(dialect, {
        env: { ANSWERLENS_SANDBOX_FAULTS: "deepseek=401", ANSWERLENS_SUGGESTION_URL: "http://127.0.0.1:9" },
      });
      try {
        const handler = service.services.immediateHandlers.get(API_CODE);
        assert.ok(handler);
        await assert.rejects(handler.handle({ keyword: KEYWORD }, context()), (error: Json) => {
          assert.equal(error.code, 503);
          assert.match(error.message, /no question source answered/);
          return true;
        });
        const { apiKey } = await service.createKey({ permissions: [{ code: "GEO_AI_QUESTIONS", limit: 2 }] });
        const response = await service.call({
          method: "POST",
          url: "/v1/openapi/tasks",
          key: apiKey,
          body: { apiCode: API_CODE, data: { keyword: KEYWORD } },
        });
        assert.equal(response.envelope.code, 503);
        assert.equal(response.envelope.data, null);
        if (routeNotWired(t, response.envelope)) return;
        const quota = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: apiKey });
        const line = quota.envelope.data.permissions.find(
          (p: Json) => p.permissionCode === "GEO_AI_QUESTIONS",
        );
        assert.deepEqual([line.usedCount, line.remainingCount], [0, 2]);
      } finally {
        await service.close();
      }
    });
  });
}

describe("hotValue comes from the configured heat source", () => {
  let service: TestService;
  before(async () => {
    service = await startTestService("sqlite");
  });
  after(() => service.close());

  test("a heat source's values are rounded integers; its failures and nonsense are 0 (unknown)", async () => {
    const { generator } = resolveOperationDeps({
      db: service.services.database.db,
      platforms: service.services.platforms,
      timeZone: "Asia/Shanghai",
    });
    const handler = createGeoQuestionsCorrRecommendHandler({
      generator,
      suggestions: createSuggestionClient({ baseUrl: String(service.services.sandboxUrl) }),
      timeoutMs: 10_000,
      heat: {
        name: "by-length",
        async heatOf(keyword) {
          if (keyword.includes("推荐")) throw new Error("heat source down");
          if (keyword.includes("怎么选")) return Number.NaN;
          return keyword.length * 10.4;
        },
      },
    });
    const result: Json = await handler.handle({ keyword: KEYWORD }, context());
    assertResultShape(result);
    const all = [...result.aiQuestions, ...result.baiduQuestions];
    assert.ok(all.some((q: Json) => q.hotValue > 0));
    for (const q of all) {
      const expected =
        q.keyword.includes("推荐") || q.keyword.includes("怎么选") ? 0 : Math.round(q.keyword.length * 10.4);
      assert.equal(q.hotValue, expected, q.keyword);
    }
  });
});
