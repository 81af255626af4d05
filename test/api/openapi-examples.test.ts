import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { findOperation, OPERATION_DEFINITIONS } from "../../src/operations/operation-definitions.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Issue 13, defect 7: the /docs page showed `{"apiCode":"string","data":"string"}` as the example body.
 * Each endpoint's request body now offers one real example per operation, and each example is a request
 * the service accepts.
 */
type Examples = Record<string, { value: { apiCode: string; data: unknown } }>;

for (const dialect of DIALECTS) {
  describe(`the OpenAPI document gives every operation a real example (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let document: {
      paths: Record<string, { post: { requestBody: { content: Record<string, { examples: Examples }> } } }>;
    };
    before(async () => {
      service = await startTestService(dialect, { workers: false });
      key = (await service.createKey()).apiKey;
      document = (await service.app.inject({ method: "GET", url: "/openapi.json" })).json();
    });
    after(() => service.close());

    function examplesOf(path: string): Examples {
      return document.paths[path].post.requestBody.content["application/json"].examples;
    }

    test("both endpoints list an example per operation, and each parses", () => {
      const tasks = examplesOf("/v1/openapi/tasks");
      const execute = examplesOf("/v1/openapi/execute");
      assert.deepEqual(Object.keys(tasks).sort(), [
        "geo.brand",
        "geo.checker",
        "geo.questions_corr_recommend",
        "geo.rank_monitor",
        "geo.ranking",
      ]);
      assert.deepEqual(
        Object.keys(execute).sort(),
        Object.values(OPERATION_DEFINITIONS)
          .filter((definition) => definition.kind === "sync")
          .map((definition) => definition.apiCode)
          .sort(),
      );
      for (const [name, example] of Object.entries({ ...tasks, ...execute })) {
        assert.equal(example.value.apiCode, name);
        const operation = findOperation(name);
        assert.ok(operation);
        assert.doesNotThrow(() => operation.parse(example.value.data, { today: "2026-11-23" }), name);
        assert.notEqual(typeof example.value.data, "string");
      }
    });

    test("the geo.ranking example, sent as is, is accepted", async () => {
      const example = examplesOf("/v1/openapi/tasks")["geo.ranking"].value;
      const response = await service.call({ method: "POST", url: "/v1/openapi/tasks", key, body: example });
      assert.equal(response.envelope.code, 200, response.envelope.msg);
    });
  });
}
