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

/** Every (start, pattern) a naive indexOf search finds, the first id of each spelling. */
function naiveOccurrences(patterns: readonly string[], text: string): string[] {
  const found: string[] = [];
  for (const pattern of new Set(patterns))
    for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1))
      found.push(`${at}:${pattern}`);
  return found.sort();
}

function automatonOccurrences(patterns: readonly string[], text: string): string[] {
  const found: string[] = [];
  new AhoCorasick(patterns).scan(text, (id, end) =>
    found.push(`${end - patterns[id].length}:${patterns[id]}`),
  );
  return found.sort();
}

/** A deterministic generator of words over `alphabet`. */
function wordMaker(alphabet: string, seed: number): (length: number) => string {
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  return (length) => Array.from({ length }, () => alphabet[random() % alphabet.length]).join("");
}

test("Aho-Corasick finds exactly what a naive search finds", () => {
  const word = wordMaker("ab小米c", 7);
  const patterns = Array.from({ length: 40 }, (_, k) => word(1 + (k % 4)));
  for (let round = 0; round < 20; round++) {
    const text = word(200);
    assert.deepEqual(automatonOccurrences(patterns, text), naiveOccurrences(patterns, text));
  }
});

test("Aho-Corasick is exact with a dense root and nodes of many children", () => {
  // 120 letters: the root has more than 64 edges (its dense table) and inner nodes more than 8 (their
  // binary search); short patterns over few letters make long fail chains.
  const alphabet = Array.from({ length: 120 }, (_, k) =>
    String.fromCharCode(k < 60 ? 0x41 + k : 0x4e00 + k * 37),
  ).join("");
  const word = wordMaker(alphabet, 11);
  const patterns = Array.from({ length: 3000 }, (_, k) => word(1 + (k % 5)));
  const narrow = wordMaker(alphabet.slice(0, 6), 5);
  for (const pattern of Array.from({ length: 60 }, (_, k) => narrow(1 + (k % 6)))) patterns.push(pattern);
  for (let round = 0; round < 10; round++) {
    const text = round % 2 === 0 ? word(400) : narrow(400);
    assert.deepEqual(automatonOccurrences(patterns, text), naiveOccurrences(patterns, text));
  }
});
