import assert from "node:assert/strict";
import { test } from "node:test";
import { AhoCorasick } from "../../src/analysis/aho-corasick.ts";
import { BrandMatcher } from "../../src/analysis/brand-matcher.ts";
import { normalizeText } from "../../src/analysis/text-normalizer.ts";
import { leftmostLongest } from "../../src/analysis/text-spans.ts";

function mentions(brands: Array<{ name: string; aliases?: string[] }>, text: string): string[] {
  const matcher = new BrandMatcher(brands);
  return leftmostLongest(matcher.candidates(normalizeText(text), text)).map((span) => brands[span.id].name);
}

test("Latin names match on word boundaries only", () => {
  assert.deepEqual(mentions([{ name: "Apple" }], "Pineapple juice, Apple Watch, APPLE's shop, apples"), [
    "Apple",
    "Apple",
  ]);
});

test("an all-lower-case occurrence of a capitalised Latin name is the common word", () => {
  assert.deepEqual(mentions([{ name: "Notion" }], "The notion that Notion or NOTION is slow"), [
    "Notion",
    "Notion",
  ]);
  assert.deepEqual(mentions([{ name: "vivo" }], "vivo and Vivo"), ["vivo", "vivo"]);
});

test("CJK names match inside longer words; leftmost-longest prefers a known longer brand", () => {
  assert.deepEqual(mentions([{ name: "小米" }], "小米手机和小米汽车"), ["小米", "小米"]);
  assert.deepEqual(mentions([{ name: "小米" }, { name: "小米汽车" }], "小米手机和小米汽车"), [
    "小米",
    "小米汽车",
  ]);
});

test("aliases, full width and traditional spellings count for the brand", () => {
  assert.deepEqual(mentions([{ name: "华为", aliases: ["Huawei"] }], "華為與ＨＵＡＷＥＩ以及Huawei"), [
    "华为",
    "华为",
    "华为",
  ]);
});

test("Aho-Corasick finds exactly what a naive search finds", () => {
  const alphabet = "ab小米c";
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const word = (length: number) =>
    Array.from({ length }, () => alphabet[random() % alphabet.length]).join("");
  const patterns = Array.from({ length: 40 }, () => word(1 + (random() % 4)));
  const automaton = new AhoCorasick(patterns);
  for (let round = 0; round < 20; round++) {
    const text = word(200);
    const found: string[] = [];
    automaton.scan(text, (id, end) => found.push(`${end - patterns[id].length}:${patterns[id]}`));
    const expected: string[] = [];
    const firstId = new Map<string, number>();
    patterns.forEach((p, id) => {
      if (!firstId.has(p)) firstId.set(p, id);
    });
    for (const [pattern] of firstId)
      for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1))
        expected.push(`${at}:${pattern}`);
    assert.deepEqual(found.sort(), expected.sort());
  }
});
