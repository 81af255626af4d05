import assert from "node:assert/strict";
import { test } from "node:test";
import { loadFixtures, loadRealAnswers } from "../../scripts/answer-corpus.ts";
import { parseAnswerStructure } from "../../src/analysis/answer-structure.ts";
import { scanCues, scanCuesAndBrands } from "../../src/analysis/cue-scanner.ts";
import { shippedLexicon } from "../../src/analysis/lexicon/brand-lexicon.ts";
import { linkedSiteNames } from "../../src/analysis/maker-name.ts";
import { findEnumerations } from "../../src/analysis/name-enumerations.ts";
import { COUNTRY_OPENER, MARKDOWN_LINK } from "../../src/analysis/name-sources.ts";
import { normalizeText } from "../../src/analysis/text-normalizer.ts";
import { matchesFrom, TRIGGER_WORDS } from "../../src/analysis/trigger-words.ts";

// Every answer of the synthetic corpus and the tuning part, plus a few written to hold every trigger.
const texts = [
  ...loadFixtures().map((fixture) => fixture.text),
  ...loadRealAnswers("tuning").map((fixture) => fixture.text),
  "Retailers such as Amazon, Chewy and Petco; brands like Purina (e.g. Pro Plan); stores including Target. " +
    "Tools, for example, Notion. Sites include RTINGS.com and Wirecutter.",
  "可以去运动品牌店，比如迪卡侬、滔搏等；例如德国的博世、日本的斑马（ZEBRA），国产品牌如美的，澳大利亚的UGG、澳洲的EMU。",
  "Acme – a maker of anvils\nZorvane — budget pick\n***Bold*** __under__ `code` ```block``` [1] [^2] ^[3]^ 【4】 [citation:5] " +
    "[link](https://x.com/a) www.example.com/b http://y.org/c",
];

const matchesOf = (text: string, global: RegExp, starts?: readonly number[]) => {
  return matchesFrom(text, global, starts).map((m) => `${m.index}:${m[0]}`);
};

test("the cue scan's trigger words find every match a whole-text search finds", () => {
  const lexicon = shippedLexicon();
  let enumerations = 0;
  let countries = 0;
  for (const original of texts) {
    const normalized = normalizeText(original);
    const { triggers } = scanCuesAndBrands(normalized, original, lexicon);
    const whole = findEnumerations(normalized.text);
    assert.deepEqual(findEnumerations(normalized.text, triggers.enumeration), whole);
    // Without the lexicon the cue automaton alone reports the same trigger words.
    assert.deepEqual(scanCues(normalized.text).triggers, triggers);
    const countryMatches = matchesOf(normalized.text, COUNTRY_OPENER);
    assert.deepEqual(matchesOf(normalized.text, COUNTRY_OPENER, triggers.country), countryMatches);
    // Link texts and the hosts of linked sites.
    assert.deepEqual(
      matchesOf(normalized.text, MARKDOWN_LINK, triggers.bracket),
      matchesOf(normalized.text, MARKDOWN_LINK),
    );
    assert.deepEqual(linkedSiteNames(normalized.text, triggers.url), linkedSiteNames(normalized.text));
    // The structure's links, citation markers, code, bold spans and dash lines.
    assert.deepEqual(
      parseAnswerStructure(normalized.text, undefined, triggers),
      parseAnswerStructure(normalized.text),
    );
    enumerations += whole.length;
    countries += countryMatches.length;
  }
  // The corpus exercises both, so the comparison above compared something.
  assert.ok(enumerations >= 100 && countries >= 5, `${enumerations} members, ${countries} country openers`);
});

test("no lexicon spelling is a trigger word (the automaton would report only the trigger)", () => {
  const lexicon = shippedLexicon();
  assert.deepEqual(
    TRIGGER_WORDS.map(([word]) => word).filter((word) => lexicon.entryOf(word) >= 0),
    [],
  );
});
