import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { OPERATION_EXAMPLES } from "../../src/operations/operation-examples.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Defect 4 of issue 13: a NUL (or an unpaired surrogate) in any string field is a 400 naming the field
 * on both dialects; before, PostgreSQL answered 500 for brandId/competitorName, and accepted, charged and
 * then FAILED a task with one in keyword, brandName, title or promptTexts.
 */
const CASES = [
  { url: "/v1/openapi/tasks", apiCode: "geo.ranking", field: "keyword", label: "data.keyword" },
  { url: "/v1/openapi/tasks", apiCode: "geo.brand", field: "brandName", label: "data.brandName" },
  { url: "/v1/openapi/tasks", apiCode: "geo.checker", field: "title", label: "data.title" },
  {
    url: "/v1/openapi/tasks",
    apiCode: "geo.rank_monitor",
    field: "promptTexts",
    label: "data.promptTexts[0]",
  },
  { url: "/v1/openapi/execute", apiCode: "llm.trend", field: "brandId", label: "data.brandId" },
  {
    url: "/v1/openapi/execute",
    apiCode: "prompt.analysis.overview",
    field: "competitorName",
    label: "data.competitorName",
  },
  {
    url: "/v1/openapi/execute",
    apiCode: "geo.competitors",
    field: "competitorName",
    label: "data.competitorName",
  },
] as const;

function withNul(apiCode: keyof typeof OPERATION_EXAMPLES, field: string, text: string) {
  const example = OPERATION_EXAMPLES[apiCode];
  const value = example[field];
  return {
    ...example,
    [field]: Array.isArray(value) ? [`${value[0]}${text}`, ...value.slice(1)] : `${String(value)}${text}`,
  };
}

for (const dialect of DIALECTS) {
  describe(`text a database cannot store is 400 naming the field (${dialect})`, () => {
    let service: TestService;
    let key: string;
    before(async () => {
      service = await startTestService(dialect, { workers: false });
      key = (await service.createKey({ points: 100 })).apiKey;
    });
    after(() => service.close());

    for (const { url, apiCode, field, label } of CASES) {
      for (const [name, text] of [
        ["NUL", "\u0000"],
        ["an unpaired surrogate", "\ud800"],
      ]) {
        test(`${apiCode} ${field} with ${name}`, async () => {
          const response = await service.call({
            method: "POST",
            url,
            key,
            body: { apiCode, data: withNul(apiCode, field, text) },
          });
          assert.equal(response.statusCode, 400, response.body);
          assert.equal(response.envelope.code, 400);
          assert.ok(response.envelope.msg.startsWith(label), response.envelope.msg);
        });
      }
    }

    test("nothing was charged", async () => {
      const usage = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key });
      assert.equal(usage.envelope.data.points, 100);
      for (const line of usage.envelope.data.permissions)
        assert.equal(line.usedCount ?? 0, 0, line.permissionCode);
    });
  });
}
