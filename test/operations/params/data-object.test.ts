import assert from "node:assert/strict";
import { test } from "node:test";
import { fieldValue, requireDataObject } from "../../../src/operations/params/data-object.ts";
import { assertServiceError } from "../assert-service-error.ts";

test("data must be a plain object", () => {
  for (const value of [undefined, null, "x", 1, true, [], [{}]]) {
    assertServiceError(() => requireDataObject(value), 400, "data must be an object");
  }
  const data = { a: 1 };
  assert.equal(requireDataObject(data), data);
});

test("fieldValue reads own properties only and treats null as absent", () => {
  const data = requireDataObject(JSON.parse('{"a": null, "b": 0, "__proto__": "p"}'));
  assert.equal(fieldValue(data, "a"), undefined);
  assert.equal(fieldValue(data, "b"), 0);
  assert.equal(fieldValue(data, "constructor"), undefined);
  assert.equal(fieldValue(data, "toString"), undefined);
  assert.equal(fieldValue(data, "__proto__"), "p");
});
