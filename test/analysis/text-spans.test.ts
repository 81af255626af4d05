import assert from "node:assert/strict";
import { test } from "node:test";
import {
  codeUnits,
  firstStartingFrom,
  isInsideAny,
  leftmostLongest,
  type Span,
  sortSpans,
} from "../../src/analysis/text-spans.ts";

/** What sortSpans must equal: the built-in stable sort by start, the longer first. */
function reference(spans: Span[]): Span[] {
  return [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
}

function randomSpans(count: number, seed: number): Span[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, (_, id) => {
    const start = Math.floor(next() * 40);
    return { start, end: start + 1 + Math.floor(next() * 4), id };
  });
}

test("sortSpans orders by start, the longer first, keeping the input order of equal spans", () => {
  const spans = [
    { start: 5, end: 7, id: 0 },
    { start: 2, end: 3, id: 1 },
    { start: 2, end: 6, id: 2 },
    { start: 5, end: 7, id: 3 },
    { start: 2, end: 3, id: 4 },
  ];
  sortSpans(spans);
  assert.deepEqual(
    spans.map((span) => span.id),
    [2, 1, 4, 0, 3],
  );
});

test("sortSpans equals the stable built-in sort on nearly sorted and on reversed input", () => {
  for (let seed = 1; seed <= 50; seed++) {
    const byEnd = randomSpans(120, seed).sort((a, b) => a.end - b.end);
    // Reversed input exhausts the insertion sort's budget and takes the fallback.
    for (const input of [byEnd, [...byEnd].reverse(), randomSpans(300, seed + 1000)]) {
      const sorted = [...input];
      sortSpans(sorted);
      assert.deepEqual(sorted, reference(input));
    }
  }
});

test("leftmostLongest keeps the first of overlapping spans, the longest at a start", () => {
  const chosen = leftmostLongest([
    { start: 4, end: 6, id: 3 },
    { start: 0, end: 2, id: 0 },
    { start: 0, end: 3, id: 1 },
    { start: 2, end: 5, id: 2 },
  ]);
  assert.deepEqual(
    chosen.map((span) => span.id),
    [1, 3],
  );
});

test("firstStartingFrom finds the first span starting at or after an offset", () => {
  const spans = [
    { start: 1, end: 2, id: 0 },
    { start: 4, end: 6, id: 1 },
    { start: 4, end: 5, id: 2 },
    { start: 9, end: 10, id: 3 },
  ];
  assert.equal(firstStartingFrom(spans, 0), 0);
  assert.equal(firstStartingFrom(spans, 2), 1);
  assert.equal(firstStartingFrom(spans, 4), 1);
  assert.equal(firstStartingFrom(spans, 5), 3);
  assert.equal(firstStartingFrom(spans, 10), 4);
  assert.equal(firstStartingFrom([], 3), 0);
});

test("codeUnits holds the code units of its characters", () => {
  const set = codeUnits(" *“】");
  assert.equal(set.size, 4);
  assert.ok(set.has(0x20) && set.has(0x2a) && set.has(0x201c) && set.has(0x3011));
  assert.ok(!set.has(0x5f));
});

test("isInsideAny: an offset inside one of sorted spans, not at their ends", () => {
  const spans = [
    { start: 2, end: 4, id: 0 },
    { start: 10, end: 12, id: 0 },
  ];
  assert.deepEqual(
    [0, 2, 3, 4, 9, 10, 11, 12].map((offset) => isInsideAny(spans, offset)),
    [false, true, true, false, false, true, true, false],
  );
  assert.equal(isInsideAny([], 3), false);
});
