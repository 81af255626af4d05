import assert from "node:assert/strict";
import { test } from "node:test";
import { parseAnswerStructure } from "../../src/analysis/answer-structure.ts";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";
import { afterTwoBlankLines, hasScrapedItems, readsAsItem } from "../../src/analysis/scraped-items.ts";

/** A chat page's text as a browser extension copies it: list items set off by two blank lines, a heading by three. */
const SCRAPED = [
  "There is no single best smartwatch, but a few stand out.",
  "Here are some highlights:",
  "",
  "",
  "Zentra Watch Ultra 2",
  "A powerhouse for iPhone users, with excellent heart-rate sensors.",
  "",
  "",
  "Corvio Watch 3",
  "Great for Android users who want long battery life.",
  "",
  "",
  "Quillmark Vivo 5: a solid middle ground for everyday fitness.",
  "",
  "",
  "Acme Labs, Corvio Reviews and other testers note that a plain model often makes sense for most people.",
  "",
  "",
  "",
  "My recommendation",
  "Reviewers at Acme Labs praise the Corvio as well.",
].join("\n");

test("a line after exactly two blank lines is a scraped list item; three blank lines end the list", () => {
  const at = (line: string) => SCRAPED.indexOf(line);
  assert.equal(afterTwoBlankLines(SCRAPED, at("Zentra")), true);
  assert.equal(afterTwoBlankLines(SCRAPED, at("My recommendation")), false);
  assert.equal(afterTwoBlankLines(SCRAPED, at("Here are")), false);
  assert.equal(hasScrapedItems(SCRAPED), true);
  // One such gap in a markdown answer is a slip, not a layout.
  assert.equal(hasScrapedItems("Intro.\n\n\nOne paragraph.\n\nAnother."), false);
  const structure = parseAnswerStructure(SCRAPED.toLowerCase());
  const heads = structure.items.map((item) => SCRAPED.slice(item.headStart, item.headEnd));
  // A long sentence set off the same way is the paragraph after the list, not an item.
  assert.deepEqual(heads, ["Zentra Watch Ultra 2", "Corvio Watch 3", "Quillmark Vivo 5"]);
  // The description line belongs to its item; the paragraph after three blank lines to none.
  assert.ok(structure.items[0].bodyEnd > at("A powerhouse"));
  assert.ok(structure.items[2].bodyEnd <= at("My recommendation"));
  assert.equal(
    readsAsItem("Prusa CORE One – A robust, enclosed printer with a long description after it."),
    true,
  );
});

test("brands heading scraped items rank first and are recommended by the list's intro", () => {
  const result = analyzeAnswer({
    text: SCRAPED.replace("Here are some highlights:", "Here are some smartwatches worth considering:"),
    targets: [{ name: "Acme Labs" }, { name: "Quillmark" }],
    competitors: [{ name: "Zentra" }, { name: "Corvio" }],
  });
  const position = (name: string) =>
    result.brandRecords.find((record) => record.brandName === name)?.position;
  assert.deepEqual(["Zentra", "Corvio", "Quillmark"].map(position), [1, 2, 3]);
  assert.ok((position("Acme Labs") ?? 0) > 3);
  assert.equal(result.targets.find((t) => t.brandKeyword === "Quillmark")?.isRecommended, 1);
  assert.equal(result.targets.find((t) => t.brandKeyword === "Acme Labs")?.isRecommended, 0);
});
