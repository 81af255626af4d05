import assert from "node:assert/strict";
import { test } from "node:test";
import { codePointLength } from "../../../src/operations/params/code-point-length.ts";

test("counts code points, not UTF-16 units", () => {
  assert.equal(codePointLength(""), 0);
  assert.equal(codePointLength("abc"), 3);
  assert.equal(codePointLength("品牌"), 2);
  assert.equal(codePointLength("😀😀"), 2);
  assert.equal("😀😀".length, 4);
  assert.equal(codePointLength("𠀀a"), 2);
});
