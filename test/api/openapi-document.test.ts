import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { validate } from "@readme/openapi-parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import { createClient } from "../../client/index.ts";
import { dataSchemaName, resultSchemaName } from "../../src/api/openapi-operations.ts";
import { IMMEDIATE_API_CODES, SYNC_API_CODES, TASK_API_CODES } from "../../src/operations/operation.ts";
import { OPERATION_DEFINITIONS } from "../../src/operations/operation-definitions.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked as loose JSON
type Json = Record<string, any>;

/** A validator of the document's component schemas (their examples and real results). */
function schemaValidator(document: Json) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  return (name: string, value: unknown): string | null => {
    const check = ajv.compile(document.components.schemas[name]);
    return check(value) ? null : `${name}: ${ajv.errorsText(check.errors)}`;
  };
}

const API_CODES = Object.keys(OPERATION_DEFINITIONS);
/** The spec's eleven apiCodes (the others are answerlens additions with their own, open, schemas). */
const SPEC_SYNC_API_CODES = SYNC_API_CODES.slice(0, 6);
const SPEC_API_CODES = [...TASK_API_CODES, ...IMMEDIATE_API_CODES, ...SPEC_SYNC_API_CODES] as string[];

describe("the OpenAPI document", () => {
  let service: TestService;
  let document: Json;
  before(async () => {
    service = await startTestService("sqlite", { workers: false });
    document = (await service.app.inject({ method: "GET", url: "/openapi.json" })).json();
  });
  after(() => service.close());

  test("is valid OpenAPI 3.1 for a standard validator, with valid component names", async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    assert.equal(result.valid, true, JSON.stringify(result));
    for (const name of Object.keys(document.components.schemas)) assert.match(name, /^[a-zA-Z0-9._-]+$/);
  });

  test("every apiCode has typed parameters and result, each with a real example that fits", () => {
    const check = schemaValidator(document);
    for (const apiCode of API_CODES) {
      const data = document.components.schemas[dataSchemaName(apiCode)];
      const result = document.components.schemas[resultSchemaName(apiCode)];
      assert.ok(data?.examples?.length, `${dataSchemaName(apiCode)} has an example`);
      assert.ok(result?.examples?.length, `${resultSchemaName(apiCode)} has an example`);
      assert.equal(check(dataSchemaName(apiCode), data.examples[0]), null);
      assert.equal(check(resultSchemaName(apiCode), result.examples[0]), null);
      const example = result.examples[0];
      // The spec's results are closed: a field the service added or renamed would not fit.
      if (
        SPEC_API_CODES.includes(apiCode) &&
        example &&
        typeof example === "object" &&
        !Array.isArray(example)
      ) {
        const extended = { ...example, notInTheSpec: 1 };
        assert.notEqual(
          check(resultSchemaName(apiCode), extended),
          null,
          `${resultSchemaName(apiCode)} is closed`,
        );
      }
      // The example is also a request the service accepts (parse is the real validation).
      OPERATION_DEFINITIONS[apiCode as keyof typeof OPERATION_DEFINITIONS].parse(data.examples[0], {
        today: new Date().toISOString().slice(0, 10),
      });
    }
  });

  test("the generic endpoints are typed per apiCode: request bodies, task results, query results", () => {
    const tasks = document.paths["/v1/openapi/tasks"].post;
    const submitBody = tasks.requestBody.content["application/json"];
    assert.deepEqual(
      submitBody.schema.oneOf.map((branch: Json) => branch.properties.apiCode.const).sort(),
      API_CODES.filter(
        (code) => OPERATION_DEFINITIONS[code as keyof typeof OPERATION_DEFINITIONS].kind !== "sync",
      ).sort(),
    );
    assert.ok(Object.keys(submitBody.examples).length >= 5);
    const record =
      document.paths["/v1/openapi/tasks/{taskId}"].get.responses["200"].content["application/json"].schema
        .properties.data.anyOf[0];
    assert.deepEqual(
      record.properties.result.anyOf.map((branch: Json) => branch.$ref ?? branch.type),
      [
        "#/components/schemas/GeoRankingResult",
        "#/components/schemas/GeoRankMonitorResult",
        "#/components/schemas/GeoBrandResult",
        "#/components/schemas/GeoCheckerResult",
        "null",
      ],
    );
    const execute = document.paths["/v1/openapi/execute"].post;
    const syncCodes = API_CODES.filter(
      (code) => OPERATION_DEFINITIONS[code as keyof typeof OPERATION_DEFINITIONS].kind === "sync",
    );
    assert.equal(execute.requestBody.content["application/json"].schema.oneOf.length, syncCodes.length);
    assert.equal(
      execute.responses["200"].content["application/json"].schema.properties.data.anyOf.length,
      syncCodes.length,
    );
  });
});

for (const dialect of DIALECTS) {
  describe(`real results fit the document's result schemas (${dialect})`, () => {
    let service: TestService;
    let document: Json;
    before(async () => {
      service = await startTestService(dialect);
      document = (await service.app.inject({ method: "GET", url: "/openapi.json" })).json();
    });
    after(() => service.close());

    test("every operation against the sandbox (the spec's and answerlens's)", async () => {
      const check = schemaValidator(document);
      const baseUrl = await service.app.listen({ host: "127.0.0.1", port: 0 });
      const client = createClient({ baseUrl, apiKey: (await service.createKey()).apiKey });
      const examples = (apiCode: string) => document.components.schemas[dataSchemaName(apiCode)].examples[0];
      const problems: (string | null)[] = [];
      let brandId = "";
      let rankTaskId = "";
      for (const apiCode of ["geo.ranking", "geo.rank_monitor", "geo.brand", "geo.checker"] as const) {
        const { taskId } = await client.submitTask(apiCode, examples(apiCode));
        // Since main's wt/isolation merge a sandbox geo.brand can take 60 s (reported to the coordinator).
        const task = await client.waitForTask(taskId, { intervalMs: 50, timeoutMs: 120_000 });
        assert.equal(task.status, 2, `${apiCode}: ${task.errorMessage}`);
        problems.push(check(resultSchemaName(apiCode), task.result));
        if (apiCode === "geo.brand") brandId = (task.result as Json).info.brandId;
        if (apiCode === "geo.rank_monitor") rankTaskId = taskId;
      }
      const ideas = await client.submitTask(
        "geo.questions_corr_recommend",
        examples("geo.questions_corr_recommend"),
      );
      problems.push(check(resultSchemaName("geo.questions_corr_recommend"), ideas.result));
      for (const apiCode of SPEC_SYNC_API_CODES) {
        // The examples' dates lie in the past; today's data is what the geo.brand task just made.
        const params =
          apiCode === "prompt.analysis.overview" ? { brandId, competitorName: "小米" } : { brandId };
        const result = await client.execute(apiCode, params as never);
        assert.ok(![null, "[]", "{}"].includes(JSON.stringify(result)), `${apiCode} answered data to check`);
        problems.push(check(resultSchemaName(apiCode), result));
      }
      // The additions: statistics, then brand knowledge on the names the geo.brand answers gave.
      const additions: [string, Json][] = [
        ["brand.statistics", { brandId }],
        ["brand.signals", { brandId }],
        ["rank_monitor.statistics", { taskId: rankTaskId }],
        ["brand.candidates", { brandId, limit: 5 }],
      ];
      for (const [apiCode, params] of additions) {
        problems.push(
          check(resultSchemaName(apiCode), await client.execute(apiCode as never, params as never)),
        );
      }
      const knowledge = (await client.execute("brand.candidates", { brandId, limit: 50 } as never)) as Json;
      const competitorNames = new Set(knowledge.competitors.map((c: Json) => c.competitorName));
      const free = knowledge.names.filter(
        (n: Json) => !competitorNames.has(n.name) && n.standing !== "merged",
      );
      assert.ok(free.length >= 2, "the sandbox's answers name brands that are not competitors");
      const changes: [string, Json][] = [
        ["brand.candidate.decide", { brandId, name: free[0].name, decision: "reject" }],
        ["brand.aliases", { brandId, add: ["Xiaomi"] }],
        ["brand.merge", { brandId, name: free[1].name, into: "小米" }],
      ];
      for (const [apiCode, params] of changes) {
        problems.push(
          check(resultSchemaName(apiCode), await client.execute(apiCode as never, params as never)),
        );
      }
      assert.deepEqual(problems.filter(Boolean), []);
    });
  });
}
