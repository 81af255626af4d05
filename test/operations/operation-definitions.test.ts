import assert from "node:assert/strict";
import { test } from "node:test";
import {
  type ApiCode,
  IMMEDIATE_API_CODES,
  SYNC_API_CODES,
  TASK_API_CODES,
} from "../../src/operations/operation.ts";
import { findOperation, OPERATION_DEFINITIONS } from "../../src/operations/operation-definitions.ts";

const ALL_CODES: readonly ApiCode[] = [...TASK_API_CODES, ...IMMEDIATE_API_CODES, ...SYNC_API_CODES];

test("every apiCode has a definition keyed by its own apiCode and of the right kind", () => {
  assert.deepEqual(Object.keys(OPERATION_DEFINITIONS).sort(), [...ALL_CODES].sort());
  // The spec's eleven, the statistics additions (brand.statistics, brand.signals, rank_monitor.statistics)
  // and the four brand-knowledge additions (docs/brand-monitoring.md).
  assert.equal(ALL_CODES.length, 18);
  for (const code of ALL_CODES) {
    const definition = OPERATION_DEFINITIONS[code];
    assert.equal(definition.apiCode, code);
    const expectedKind = (TASK_API_CODES as readonly string[]).includes(code)
      ? "task"
      : (IMMEDIATE_API_CODES as readonly string[]).includes(code)
        ? "immediate"
        : "sync";
    assert.equal(definition.kind, expectedKind, code);
    assert.ok(definition.summary.length > 10, code);
  }
});

test("every dataSchema is an object schema whose properties the parse functions read", () => {
  for (const code of ALL_CODES) {
    const schema = OPERATION_DEFINITIONS[code].dataSchema as {
      type?: string;
      properties?: Record<string, unknown>;
    };
    assert.equal(schema.type, "object", code);
    assert.ok(schema.properties && Object.keys(schema.properties).length > 0, code);
    // Serialisable for the OpenAPI document.
    assert.doesNotThrow(() => JSON.stringify(schema));
  }
  const monitor = OPERATION_DEFINITIONS["geo.rank_monitor"].dataSchema as {
    required: string[];
    properties: Record<string, { maximum?: number; default?: number }>;
  };
  assert.deepEqual(monitor.required.sort(), ["brandKeywords", "platforms", "promptTexts", "taskName"]);
  assert.equal(monitor.properties.repeatQueryTimes.maximum, 3);
  const overview = OPERATION_DEFINITIONS["prompt.analysis.overview"].dataSchema as { required: string[] };
  assert.deepEqual(overview.required.sort(), ["brandId", "competitorName"]);
  const brand = OPERATION_DEFINITIONS["geo.brand"].dataSchema as { required: string[] };
  assert.deepEqual(brand.required, ["brandName"]);
});

test("every operation rejects a non-object data with 400", () => {
  for (const code of ALL_CODES) {
    assert.throws(() => OPERATION_DEFINITIONS[code].parse("x", { today: "2026-11-22" }), {
      code: 400,
      message: "data must be an object",
    });
  }
});

test("findOperation: exact codes only", () => {
  for (const code of ALL_CODES) assert.equal(findOperation(code), OPERATION_DEFINITIONS[code]);
  for (const bad of [
    "GEO.RANKING",
    " geo.ranking",
    "geo.unknown",
    "",
    "constructor",
    "__proto__",
    "toString",
  ]) {
    assert.equal(findOperation(bad), undefined, bad);
  }
  for (const bad of [undefined, null, 1, ["geo.ranking"], { apiCode: "geo.ranking" }]) {
    assert.equal(findOperation(bad), undefined);
  }
});
