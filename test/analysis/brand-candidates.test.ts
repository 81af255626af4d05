import assert from "node:assert/strict";
import { test } from "node:test";
import { ACCEPT_THRESHOLD, CANDIDATE_FLOOR } from "../../src/analysis/candidate-board.ts";
import { analyzeAnswer, createAnalyzer } from "../../src/analysis/create-analyzer.ts";

const names = (records: Array<{ brandName: string; kind: string }>) =>
  records.filter((r) => r.kind === "discovered").map((r) => r.brandName);

test("a name below the threshold is a candidate with its evidence, not a brand", () => {
  // A lower-case head with no sibling that is a name stays a candidate (made-up names: "kindle" would
  // be a common English word, and "Kobo" a brand the lexicon knows).
  const result = analyzeAnswer({
    text: "### **zorbly**\nGood screen.\n\n### **quenby**\nLong battery.",
    targets: [{ name: "Apple" }],
  });
  assert.deepEqual(names(result.brandRecords), []);
  const zorbly = result.candidates.find((c) => c.name === "zorbly");
  assert.ok(zorbly, JSON.stringify(result.candidates));
  assert.ok(zorbly.score < ACCEPT_THRESHOLD && zorbly.score >= CANDIDATE_FLOOR);
  assert.ok(zorbly.evidence.includes("heading") && zorbly.evidence.includes("lower-case"));
  // Accepted names are never candidates too.
  const accepted = analyzeAnswer({
    text: "1. **OPPO**：拍照好。\n2. **vivo**：续航好。",
    targets: [{ name: "小米" }],
  });
  assert.deepEqual(names(accepted.brandRecords), ["OPPO", "vivo"]);
  assert.deepEqual(accepted.candidates, []);
});

test("knownBrands are found like discovered brands; rejectedNames are never brands nor candidates", () => {
  const text = "1. **OPPO**：拍照好。\n2. **一加**：性能强。\n\n另外，真我的入门机也有人买。";
  const analyzer = createAnalyzer({
    targets: [{ name: "小米" }],
    knownBrands: [{ name: "真我", aliases: ["realme"], status: "learned" }],
    rejectedNames: ["一加"],
  });
  const result = analyzer.analyze({ text });
  assert.deepEqual(
    result.brandRecords.map((r) => [r.brandName, r.kind, r.position]),
    [
      ["OPPO", "discovered", 1],
      ["真我", "discovered", 2],
    ],
  );
  assert.deepEqual(result.candidates, []);
});

test("the question's category plus a qualifier is a category heading, not a brand", () => {
  const text = ["### 无香型洗发水", "- **海飞丝**：温和。", "", "#### 便携榨汁杯", "- **摩飞**：小巧。"].join(
    "\n",
  );
  const asked = (question?: string) =>
    names(analyzeAnswer({ text, targets: [{ name: "小米" }], question }).brandRecords);
  assert.deepEqual(asked("无香洗发水和榨汁杯哪个牌子好"), ["海飞丝", "摩飞"]);
  const english = "### Matte Lipsticks\n- **MAC**: bold color.\n- **Fenty Beauty**: wide range.";
  assert.deepEqual(
    names(
      analyzeAnswer({ text: english, targets: [{ name: "Dior" }], question: "What is the best lipstick?" })
        .brandRecords,
    ),
    ["MAC", "Fenty Beauty"],
  );
  // Options a comparison question weighs stay brands.
  assert.deepEqual(
    names(
      analyzeAnswer({
        text: "### 华为\n拍照好。\n\n### 荣耀\n续航好。",
        targets: [{ name: "小米" }],
        question: "华为和荣耀哪个好",
      }).brandRecords,
    ),
    ["华为", "荣耀"],
  );
  // Options of one kind the question lists (凌帮/朗帮/越帮, sharing 帮) are the kinds; names share no tail.
  // (Made-up kinds: 中帮 and 高帮 are common words, which no question makes names.)
  const kinds =
    "| 帮高 | 优点 |\n| --- | --- |\n| 凌帮 | 平衡 |\n| 朗帮 | 稳 |\n\n1. **萨洛蒙**：稳。\n2. **始祖鸟**：轻。";
  const byQuestion = (question: string) =>
    names(analyzeAnswer({ text: kinds, targets: [{ name: "小米" }], question }).brandRecords);
  assert.deepEqual(byQuestion("越帮/凌帮/朗帮分别推荐哪些代表款？"), ["萨洛蒙", "始祖鸟"]);
  assert.deepEqual(byQuestion("中帮/萨洛蒙哪个好？"), ["凌帮", "朗帮", "萨洛蒙", "始祖鸟"]);
});
