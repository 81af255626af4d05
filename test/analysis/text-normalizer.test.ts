import assert from "node:assert/strict";
import { test } from "node:test";
import { normalizeName, normalizeText, originalSlice } from "../../src/analysis/text-normalizer.ts";

test("folds full width, traditional Chinese and Latin case", () => {
  assert.equal(normalizeText("蘋果ＡＢＣ，華為 Ｐ６０").text, "苹果abc,华为 p60");
  assert.equal(normalizeName("  Sony   WH-1000XM5 "), "sony wh-1000xm5");
});

test("keeps an offset map so spans quote the original text", () => {
  const original = "说明：㈱测试 蘋果ＰＲＯ很好";
  const normalized = normalizeText(original);
  const at = normalized.text.indexOf("苹果pro");
  assert.ok(at > 0);
  assert.equal(originalSlice(original, normalized, at, at + "苹果pro".length), "蘋果ＰＲＯ");
  // ㈱ expands to three code units; everything after it still maps back correctly.
  assert.equal(normalized.text.length, original.length + 2);
  assert.equal(normalized.toOriginal[normalized.text.length], original.length);
});

test("leaves surrogate pairs (emoji) intact", () => {
  assert.equal(normalizeText("🥇小米").text, "🥇小米");
});
