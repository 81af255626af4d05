import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

for (const dialect of DIALECTS) {
  describe(`HTTP contract: envelope on every answer (${dialect})`, () => {
    let service: TestService;
    let key: string;
    before(async () => {
      service = await startTestService(dialect, { env: { ANSWERLENS_BODY_LIMIT_BYTES: "2048" } });
      key = (await service.createKey()).apiKey;
    });
    after(() => service.close());

    function assertEnvelope(
      response: Awaited<ReturnType<TestService["call"]>>,
      code: number,
      status: number,
    ) {
      assert.equal(response.statusCode, status);
      assert.match(String(response.headers["content-type"]), /^application\/json/);
      assert.deepEqual(Object.keys(response.envelope).sort(), ["code", "data", "msg", "timeStamp"]);
      assert.equal(response.envelope.code, code);
      assert.equal(typeof response.envelope.msg, "string");
      assert.ok(Number.isInteger(response.envelope.timeStamp));
      if (code !== 200) assert.equal(response.envelope.data, null);
    }

    test("an unknown path answers 404 in the envelope", async () => {
      const response = await service.call({ method: "GET", url: "/v1/openapi/nothing-here", key });
      assertEnvelope(response, 404, 404);
      assert.match(response.envelope.msg, /nothing-here/);
    });

    test("a wrong method on a known path answers 404 in the envelope", async () => {
      const response = await service.call({ method: "GET", url: "/v1/openapi/execute", key });
      assertEnvelope(response, 404, 404);
    });

    test("malformed JSON answers 400 naming the problem", async () => {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: "{not json",
      });
      assertEnvelope(response, 400, 400);
      assert.match(response.envelope.msg, /malformed JSON/);
    });

    test("a body over the limit answers 413", async () => {
      const body = {
        apiCode: "geo.ranking",
        data: { keyword: "x".repeat(4000), brandKeyword: ["a"], platforms: ["kimi"] },
      };
      const response = await service.call({ method: "POST", url: "/v1/openapi/tasks", key, body });
      assertEnvelope(response, 413, 413);
    });

    test("a body just under the limit is read", async () => {
      const body = {
        apiCode: "geo.ranking",
        data: { keyword: "x".repeat(600), brandKeyword: ["a"], platforms: ["kimi"] },
      };
      const response = await service.call({ method: "POST", url: "/v1/openapi/tasks", key, body });
      // 600 characters passes the body limit and fails the keyword's own 500-character limit.
      assertEnvelope(response, 400, 400);
      assert.match(response.envelope.msg, /keyword/);
    });

    test("a non-JSON content type answers 400", async () => {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        headers: { "content-type": "text/plain" },
        body: "apiCode=geo.ranking",
      });
      assertEnvelope(response, 400, 400);
      assert.match(response.envelope.msg, /Content-Type/);
    });

    test("an empty body answers 400", async () => {
      const response = await service.call({ method: "POST", url: "/v1/openapi/tasks", key, body: "" });
      assertEnvelope(response, 400, 400);
    });

    test("a body without apiCode answers 400 naming apiCode", async () => {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: { data: {} },
      });
      assertEnvelope(response, 400, 400);
      assert.match(response.envelope.msg, /apiCode/);
    });

    test("an unknown apiCode answers 400", async () => {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: { apiCode: "geo.nope", data: {} },
      });
      assertEnvelope(response, 400, 400);
      assert.match(response.envelope.msg, /geo\.nope/);
    });

    test("a synchronous apiCode on the task endpoint, and a task apiCode on execute, answer 400", async () => {
      const onTasks = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: { apiCode: "llm.trend", data: { brandId: "b" } },
      });
      assertEnvelope(onTasks, 400, 400);
      assert.match(onTasks.envelope.msg, /execute/);
      const onExecute = await service.call({
        method: "POST",
        url: "/v1/openapi/execute",
        key,
        body: { apiCode: "geo.ranking", data: {} },
      });
      assertEnvelope(onExecute, 400, 400);
    });

    test("Service-Request-Id is echoed; a UUID is made when absent; a malformed one is refused", async () => {
      const given = await service.call({
        method: "GET",
        url: "/v1/openapi/quota/usage",
        key,
        headers: { "service-request-id": "req-123" },
      });
      assert.equal(given.headers["service-request-id"], "req-123");
      const made = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key });
      assert.match(String(made.headers["service-request-id"]), /^[0-9a-f-]{36}$/);
      const bad = await service.call({
        method: "GET",
        url: "/v1/openapi/quota/usage",
        key,
        headers: { "service-request-id": "x".repeat(129) },
      });
      assertEnvelope(bad, 400, 400);
      assert.match(bad.envelope.msg, /Service-Request-Id/);
    });

    test("healthz reports the database and runtime", async () => {
      const response = await service.call({ method: "GET", url: "/healthz" });
      assertEnvelope(response, 200, 200);
      assert.equal(response.envelope.data.database, dialect);
      assert.equal(response.envelope.data.runtime, dialect === "sqlite" ? "embedded" : "pg-boss");
    });

    test("the OpenAPI document lists every endpoint and each operation's data schema", async () => {
      const response = await service.app.inject({ method: "GET", url: "/openapi.json" });
      assert.equal(response.statusCode, 200);
      const document = response.json();
      assert.equal(document.openapi, "3.1.0");
      for (const path of [
        "/v1/openapi/tasks",
        "/v1/openapi/tasks/{taskId}",
        "/v1/openapi/tasks/{taskId}/cancel",
        "/v1/openapi/execute",
        "/v1/openapi/quota/usage",
      ]) {
        assert.ok(document.paths[path], `missing ${path}`);
      }
      assert.ok(document.components.schemas.GeoCheckerData);
      assert.ok(document.components.schemas.PromptAnalysisOverviewData);
      assert.ok(document.components.schemas.BrandSignalsData);
      for (const name of Object.keys(document.components.schemas)) {
        assert.match(name, /^[a-zA-Z0-9._-]+$/, `component name ${name} is valid in OpenAPI`);
      }
      // The answerlens additions' results, with an example each.
      for (const name of ["BrandStatisticsResult", "BrandSignalsResult", "RankMonitorStatisticsResult"])
        assert.equal(document.components.schemas[name].examples.length, 1, name);
      const docs = await service.app.inject({ method: "GET", url: "/docs/" });
      assert.equal(docs.statusCode, 200);
      assert.match(docs.body, /swagger/i);
    });
  });
}
