import assert from "node:assert/strict";
import { test } from "node:test";
import {
  readRequiredStringList,
  rejectDuplicates,
} from "../../../src/operations/params/string-list-fields.ts";
import { assertServiceError } from "../assert-service-error.ts";

const rule = { maxItems: 3, itemMaxLength: 4 };

test("string lists: trimmed items, bounds at and past the limit", () => {
  assert.deepEqual(readRequiredStringList({ l: [" a ", "bcde", "😀😀😀😀"] }, "l", rule), [
    "a",
    "bcde",
    "😀😀😀😀",
  ]);
  assertServiceError(
    () => readRequiredStringList({ l: ["a", "b", "c", "d"] }, "l", rule),
    400,
    "data.l",
    "at most 3 items (got 4)",
  );
  assertServiceError(
    () => readRequiredStringList({ l: ["abcde"] }, "l", rule),
    400,
    "data.l[0] must be at most 4 characters (got 5)",
  );
  assertServiceError(
    () => readRequiredStringList({ l: [{}] }, "l", rule),
    400,
    "data.l[0] must be a string, got an object",
  );
  assertServiceError(
    () => readRequiredStringList({ l: {} }, "l", rule),
    400,
    "data.l must be an array of strings, got an object",
  );
});

test("duplicates name both positions; long items are not echoed", () => {
  const short = assertServiceError(
    () => rejectDuplicates(["x", "y", "x"], "data.l"),
    400,
    "data.l[2]",
    "repeats data.l[0]",
  );
  assert.ok(short.includes('"x"'));
  const long = "问".repeat(41);
  const message = assertServiceError(
    () => rejectDuplicates([long, long], "data.l"),
    400,
    "data.l[1] repeats data.l[0]",
  );
  assert.ok(!message.includes(long));
  // Case-sensitive: different spellings of a brand are different words.
  assert.doesNotThrow(() => rejectDuplicates(["Apple", "apple"], "data.l"));
});
