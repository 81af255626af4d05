import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";

const targets = [{ name: "realme" }, { name: "OPPO" }, { name: "Huawei" }];

const scores = (text: string) =>
  Object.fromEntries(analyzeAnswer({ text, targets }).targets.map((t) => [t.brandKeyword, t.sentimentScore]));

test("a heading's section stops speaking for its brand once a later paragraph turns to another brand", () => {
  const closing = [
    "### 1. **OPPO**",
    "**OPPO** is reliable.",
    "",
    "### 2. **realme**",
    "**realme** is affordable.",
    "- Pros: price",
    "",
    "I would not recommend **Huawei** right now.",
    "",
    "Their phones have terrible bloated software and poor support.",
  ].join("\n");
  const withoutTurn = closing.replace("I would not recommend **Huawei** right now.\n\n", "");
  // The closing criticism is about the section's brand only while the section has not moved on.
  assert.ok(scores(withoutTurn).realme < 50);
  assert.ok(scores(closing).realme > 50);
});

test("a summing-up paragraph or a thematic break after several option headings speaks for none of them", () => {
  const options = [
    "### 1. **OPPO**",
    "**OPPO** is reliable.",
    "",
    "### 2. **realme**",
    "**realme** is affordable.",
    "",
    "Overall, the software is terrible, bloated and buggy.",
  ].join("\n");
  assert.equal(scores(options).realme > 50, true);
  const ruled = options.replace("Overall, the", "---\n\nThe");
  assert.equal(scores(ruled).realme > 50, true);
  // Under a lone heading the summary is about its brand.
  const lone =
    "## realme\n**realme** is affordable.\n\nOverall, the software is terrible, bloated and buggy.";
  assert.ok(scores(lone).realme < 50);
});

test("the first lines under a heading stay about its brand even when they name another brand", () => {
  const text =
    "## realme\nFree, powerful and easy to learn, but Huawei hasn't updated it.\n\nExcellent and reliable.";
  assert.ok(scores(text).realme >= 60);
});

test("a table's header row labels columns: its pros and cons words are about no brand", () => {
  const table = (header: string) =>
    [
      "Some phones:",
      "",
      header,
      "|---|---|---|",
      "| realme | price | camera |",
      "| OPPO | camera | price |",
    ].join("\n");
  assert.equal(scores(table("| Brand | Weakness | Problems |")).realme, 50);
  assert.equal(scores(table("| Brand | Weakness | Problems |")).OPPO, 50);
});
