import assert from "node:assert/strict";
import { test } from "node:test";
import { bootstrapInterval } from "../../scripts/bootstrap-interval.ts";
import { f1, intervalsOf, newTally, sumTallies } from "../../scripts/corpus-figures.ts";

/** The share of hits among items drawn with the given weights. */
const shareOf = (hits: readonly number[]) => (weights: Int32Array) => {
  let hit = 0;
  let total = 0;
  weights.forEach((w, i) => {
    hit += w * hits[i];
    total += w;
  });
  return hit / total;
};

test("a bootstrap interval holds the figure, is the same on every run and narrows with more answers", () => {
  const few = Array.from({ length: 20 }, (_, i) => (i % 4 === 0 ? 0 : 1)); // 0.75
  const many = Array.from({ length: 400 }, (_, i) => (i % 4 === 0 ? 0 : 1)); // 0.75
  const small = bootstrapInterval(few.length, shareOf(few));
  const large = bootstrapInterval(many.length, shareOf(many));
  assert.ok(small && large);
  assert.ok(small.low < 0.75 && small.high > 0.75, `0.75 inside ${JSON.stringify(small)}`);
  assert.ok(large.low < 0.75 && large.high > 0.75, `0.75 inside ${JSON.stringify(large)}`);
  assert.ok(large.high - large.low < (small.high - small.low) / 2, "20x the answers, under half the width");
  assert.deepEqual(bootstrapInterval(few.length, shareOf(few)), small, "seeded: the same interval again");
  // A binomial share of 0.75 over 20: the 95% interval is about ±0.19 wide each side.
  assert.ok(small.high - small.low > 0.2 && small.high - small.low < 0.6);
});

test("no answers give no interval; a constant figure gives a point", () => {
  assert.equal(
    bootstrapInterval(0, () => 1),
    null,
  );
  assert.deepEqual(
    bootstrapInterval(5, () => 1),
    { low: 1, high: 1 },
  );
});

test("each figure's interval is its own: perfect mentions beside imperfect discovery stay 1.000-1.000", () => {
  // 24 answers: every mention right, discovery and position half right. An eval run once printed the
  // discovered-brand interval for mentions (scripts/corpus-figures.ts says when); that run's conditions
  // did not reproduce in isolation, so this guards the invariant, called often enough to be optimised.
  const tallies = Array.from({ length: 24 }, (_, i) => {
    const tally = newTally();
    tally.mentions.tp = 3;
    tally.discovered = { tp: 2, fp: i % 2, fn: i % 3 };
    tally.position = { hit: i % 2, total: 1 };
    return tally;
  });
  const whole = sumTallies(tallies);
  const discoveredF1 = f1(whole.discovered.tp, whole.discovered.fp, whole.discovered.fn).f1;
  for (let run = 0; run < 30; run++) {
    const intervals = intervalsOf(tallies);
    assert.deepEqual(intervals.mentionsF1, { low: 1, high: 1 }, `run ${run}`);
    const discovered = intervals.discoveredF1;
    assert.ok(discovered && discovered.low <= discoveredF1 && discoveredF1 <= discovered.high, `run ${run}`);
    assert.ok(intervals.position && intervals.position.low < 0.5 && intervals.position.high > 0.5);
  }
});
