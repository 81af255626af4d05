import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";
import {
  normalizeName,
  normalizeText,
  originalSlice,
  withoutEscapes,
} from "../../src/analysis/text-normalizer.ts";

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

test("markdown escapes copied with an answer are dropped, mapped back to the original", () => {
  const original = "Uses AT\\&T for \\$55/month; see C:\\Users and a\\*b";
  const normalized = normalizeText(original);
  assert.equal(normalized.text, "uses at&t for $55/month; see c:\\users and a\\*b");
  const at = normalized.text.indexOf("at&t");
  assert.equal(originalSlice(original, normalized, at, at + 4), "AT\\&T");
  assert.equal(withoutEscapes("AT\\&T"), "AT&T");
  const result = analyzeAnswer({
    text: "1. **AT\\&T**: good coverage\n2. **T-Mobile**: cheaper",
    targets: [{ name: "T-Mobile" }],
  });
  assert.deepEqual(
    result.brandRecords.filter((r) => r.kind === "discovered").map((r) => r.brandName),
    ["AT&T"],
  );
});

test("a typographic apostrophe folds to a typed one, so either spelling matches a brand", () => {
  assert.equal(normalizeName("Tom’s Guide"), normalizeName("Tom's Guide"));
  const result = analyzeAnswer({
    text: "1. **Nature’s Variety**: raw-coated kibble\n2. **Orijen**: high protein",
    targets: [{ name: "Nature's Variety" }],
  });
  assert.equal(result.brandRecords.find((r) => r.kind === "target")?.position, 1);
});
