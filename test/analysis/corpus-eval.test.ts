import assert from "node:assert/strict";
import { test } from "node:test";
import { evaluateCorpus, loadFixtures, ratio } from "../../scripts/eval-analysis.ts";

// Floors: the figures reached on the labelled corpus (npm run eval:analysis), so they cannot regress.
const FLOORS = {
  fixtures: 124,
  mentionsF1: 0.99,
  discoveredF1: 0.98,
  position: 0.99,
  recommendation: 0.99,
  sentiment: 0.93,
  sourceRecall: 0.99,
};

test("labelled corpus: every fixture has a well-formed label", () => {
  for (const fixture of loadFixtures()) {
    const { label, file } = fixture;
    assert.ok(label.targets.length > 0, `${file}: no targets`);
    for (const name of label.discovered)
      assert.ok(label.brands.includes(name), `${file}: ${name} not in brands`);
    for (const [name, expected] of Object.entries(label.expect))
      if (expected.position)
        assert.equal(label.brands[expected.position - 1], name, `${file}: ${name} position`);
  }
});

test("analysis quality stays at or above the recorded floors", () => {
  const report = evaluateCorpus();
  assert.ok(report.fixtures >= FLOORS.fixtures, `fixtures ${report.fixtures}`);
  assert.ok(report.mentions.f1 >= FLOORS.mentionsF1, `mentions F1 ${report.mentions.f1}`);
  assert.ok(report.discovered.f1 >= FLOORS.discoveredF1, `discovered F1 ${report.discovered.f1}`);
  assert.ok(ratio(report.position) >= FLOORS.position, `position ${ratio(report.position)}`);
  assert.ok(
    ratio(report.recommendation) >= FLOORS.recommendation,
    `recommendation ${ratio(report.recommendation)}`,
  );
  assert.ok(ratio(report.sentiment) >= FLOORS.sentiment, `sentiment ${ratio(report.sentiment)}`);
  assert.ok(ratio(report.sourceRecall) >= FLOORS.sourceRecall, `source recall ${ratio(report.sourceRecall)}`);
});
