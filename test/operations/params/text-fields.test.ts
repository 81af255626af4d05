import assert from "node:assert/strict";
import { test } from "node:test";
import {
  readOptionalFilterText,
  readOptionalText,
  readRequiredText,
} from "../../../src/operations/params/text-fields.ts";
import { assertServiceError, astral } from "../assert-service-error.ts";

test("required text: trimmed, not empty, bounded in code points, strict type", () => {
  const read = (value: unknown, missingCode?: 400 | 4001) =>
    readRequiredText({ name: value }, "name", { maxLength: 5, missingCode });
  assert.equal(read(" ab "), "ab");
  assert.equal(read("\u3000品牌\u3000"), "品牌");
  assert.equal(read(astral(5)), astral(5));
  assertServiceError(() => read(astral(6)), 400, "data.name must be at most 5 characters (got 6)");
  assertServiceError(() => read(undefined), 400, "data.name is required");
  assertServiceError(() => read(null), 400, "data.name is required");
  assertServiceError(() => read(""), 400, "data.name must not be empty");
  assertServiceError(() => read(" \t\n"), 400, "data.name must not be empty");
  assertServiceError(() => read(12), 400, "data.name must be a string, got a number");
  assertServiceError(() => read(false), 400, "got a boolean");
  assertServiceError(() => read({}), 400, "got an object");
  assertServiceError(() => read(undefined, 4001), 4001, "data.name is required");
  assertServiceError(() => read(" ", 4001), 4001, "data.name must not be empty");
  // A wrong type or a too-long value stays 400 even where "missing" is 4001.
  assertServiceError(() => read(7, 4001), 400, "data.name must be a string");
  assertServiceError(() => read("abcdef", 4001), 400, "at most 5");
});

test("optional text keeps the value exactly, empty included", () => {
  const read = (value: unknown) => readOptionalText({ d: value }, "d", { maxLength: 3 });
  assert.equal(read(undefined), undefined);
  assert.equal(read(null), undefined);
  assert.equal(read(""), "");
  assert.equal(read(" a "), " a ");
  assertServiceError(() => read("abcd"), 400, "data.d must be at most 3 characters (got 4)");
  assertServiceError(() => read(1), 400, "data.d must be a string");
});

test("optional filter text is trimmed and blank means absent", () => {
  const read = (value: unknown) => readOptionalFilterText({ f: value }, "f", { maxLength: 3 });
  assert.equal(read(""), undefined);
  assert.equal(read("   "), undefined);
  assert.equal(read(" abc "), "abc");
  assertServiceError(() => read("abcd"), 400, "data.f must be at most 3 characters");
  assertServiceError(() => read([]), 400, "data.f must be a string, got an array");
});
