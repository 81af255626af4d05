import assert from "node:assert/strict";
import { test } from "node:test";
import { brandTopicParams } from "../../src/operations/brand-topic/brand-topic-params.ts";
import { geoCompetitorsParams } from "../../src/operations/geo-competitors/geo-competitors-params.ts";
import { llmComparisonParams } from "../../src/operations/llm-comparison/llm-comparison-params.ts";
import { llmTopicParams } from "../../src/operations/llm-topic/llm-topic-params.ts";
import { llmTrendParams } from "../../src/operations/llm-trend/llm-trend-params.ts";
import type { OperationDefinition } from "../../src/operations/operation.ts";
import { promptAnalysisOverviewParams } from "../../src/operations/prompt-analysis-overview/prompt-analysis-overview-params.ts";
import { assertServiceError } from "./assert-service-error.ts";
import { TEST_CONTEXT, testRejections } from "./reject-cases.ts";

const brandId = "brand_0123456789abcdef0123456789abcdef";

/** Every sync operation with the smallest valid `data` it accepts. */
const SYNC_OPERATIONS: readonly [OperationDefinition, Record<string, unknown>][] = [
  [llmComparisonParams, { brandId }],
  [llmTrendParams, { brandId }],
  [llmTopicParams, { brandId }],
  [promptAnalysisOverviewParams, { brandId, competitorName: "石头" }],
  [geoCompetitorsParams, { brandId }],
  [brandTopicParams, { brandId }],
];

/** The four with llmName and dates. */
const DATED_OPERATIONS = SYNC_OPERATIONS.slice(0, 4);

for (const [definition, valid] of SYNC_OPERATIONS) {
  test(`${definition.apiCode} is a sync operation and accepts its minimal data`, () => {
    assert.equal(definition.kind, "sync");
    const params = definition.parse(
      { ...valid, brandId: ` ${brandId} `, unknownField: 1 },
      TEST_CONTEXT,
    ) as Record<string, unknown>;
    assert.equal(params.brandId, brandId);
    assert.equal(Object.hasOwn(params, "unknownField"), false);
  });

  testRejections(definition, valid, [
    {
      name: "a missing brandId",
      change: { brandId: undefined },
      code: 4001,
      parts: ["data.brandId is required"],
    },
    { name: "a null brandId", change: { brandId: null }, code: 4001, parts: ["data.brandId is required"] },
    {
      name: "an empty brandId",
      change: { brandId: "" },
      code: 4001,
      parts: ["data.brandId must not be empty"],
    },
    {
      name: "a blank brandId",
      change: { brandId: "  " },
      code: 4001,
      parts: ["data.brandId must not be empty"],
    },
    {
      name: "a numeric brandId",
      change: { brandId: 12 },
      code: 400,
      parts: ["data.brandId must be a string"],
    },
    {
      name: "a 129-character brandId",
      change: { brandId: "b".repeat(129) },
      code: 400,
      parts: ["data.brandId", "128"],
    },
  ]);

  test(`${definition.apiCode}: data must be an object`, () => {
    assertServiceError(() => definition.parse([], TEST_CONTEXT), 400, "data must be an object");
  });
}

for (const [definition, valid] of DATED_OPERATIONS) {
  const parse = (change: Record<string, unknown>) =>
    definition.parse({ ...valid, ...change }, TEST_CONTEXT) as Record<string, unknown>;

  test(`${definition.apiCode}: defaults to all platforms and the last 7 days`, () => {
    const params = parse({});
    assert.equal(params.llmName, undefined);
    assert.equal(params.startDate, "2026-11-16");
    assert.equal(params.endDate, "2026-11-22");
  });

  test(`${definition.apiCode}: llmName is a platform code, chatgpt means gpt`, () => {
    assert.equal(parse({ llmName: "deepseek" }).llmName, "deepseek");
    assert.equal(parse({ llmName: "chatgpt" }).llmName, "gpt");
    assert.equal(parse({ llmName: "" }).llmName, undefined);
  });

  test(`${definition.apiCode}: dates are resolved and cut to today`, () => {
    const params = parse({ startDate: "2026-06-01", endDate: "2026-12-31" });
    assert.equal(params.startDate, "2026-06-01");
    assert.equal(params.endDate, "2026-11-22");
  });

  testRejections(definition, valid, [
    { name: "an unknown llmName", change: { llmName: "claude" }, code: 400, parts: ["data.llmName"] },
    {
      name: "a numeric llmName",
      change: { llmName: 1 },
      code: 400,
      parts: ["data.llmName must be a string"],
    },
    {
      name: "an impossible day",
      change: { startDate: "2026-02-30" },
      code: 400,
      parts: ["data.startDate", "yyyy-MM-dd"],
    },
    {
      name: "a badly written endDate",
      change: { endDate: "2026/11/01" },
      code: 400,
      parts: ["data.endDate", "yyyy-MM-dd"],
    },
    {
      name: "a start after the end",
      change: { startDate: "2026-11-10", endDate: "2026-11-09" },
      code: 400,
      parts: ["data.startDate must not be later than data.endDate"],
    },
    {
      name: "a span over 6 months",
      change: { startDate: "2026-04-29", endDate: "2026-10-31" },
      code: 400,
      parts: ["data.startDate and data.endDate must span at most 6 months"],
    },
  ]);
}

test("prompt.analysis.overview: competitorName is required with 4001, trimmed", () => {
  const parse = (data: unknown) => promptAnalysisOverviewParams.parse(data, TEST_CONTEXT);
  assert.equal(parse({ brandId, competitorName: " 石头 " }).competitorName, "石头");
  assert.equal(parse({ brandId, competitorName: "名".repeat(255) }).competitorName.length, 255);
});

testRejections(promptAnalysisOverviewParams, { brandId, competitorName: "石头" }, [
  {
    name: "a missing competitorName",
    change: { competitorName: undefined },
    code: 4001,
    parts: ["data.competitorName is required"],
  },
  {
    name: "an empty competitorName",
    change: { competitorName: "" },
    code: 4001,
    parts: ["data.competitorName must not be empty"],
  },
  {
    name: "a blank competitorName",
    change: { competitorName: " " },
    code: 4001,
    parts: ["data.competitorName must not be empty"],
  },
  {
    name: "a numeric competitorName",
    change: { competitorName: 3 },
    code: 400,
    parts: ["data.competitorName must be a string"],
  },
  {
    name: "a 256-character competitorName",
    change: { competitorName: "名".repeat(256) },
    code: 400,
    parts: ["data.competitorName", "255"],
  },
]);

test("prompt.analysis.overview: brandId is checked before competitorName", () => {
  assertServiceError(() => promptAnalysisOverviewParams.parse({}, TEST_CONTEXT), 4001, "data.brandId");
});

test("geo.competitors: competitorName is an optional filter", () => {
  const parse = (data: unknown) => geoCompetitorsParams.parse(data, TEST_CONTEXT);
  assert.deepEqual(parse({ brandId }), { brandId, competitorName: undefined });
  assert.deepEqual(parse({ brandId, competitorName: " 科沃 " }), { brandId, competitorName: "科沃" });
  assert.equal(parse({ brandId, competitorName: "" }).competitorName, undefined);
  assert.equal(parse({ brandId, competitorName: null }).competitorName, undefined);
  // Dates are not parameters of geo.competitors; they are ignored like any unknown field.
  assert.deepEqual(parse({ brandId, startDate: "bad" }), { brandId, competitorName: undefined });
  assertServiceError(
    () => parse({ brandId, competitorName: 1 }),
    400,
    "data.competitorName must be a string",
  );
  assertServiceError(
    () => parse({ brandId, competitorName: "名".repeat(256) }),
    400,
    "data.competitorName",
    "255",
  );
});

test("brand.topic parses brandId only", () => {
  assert.deepEqual(brandTopicParams.parse({ brandId, llmName: "nope" }, TEST_CONTEXT), { brandId });
});
