import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";

const brands = [{ name: "小米" }, { name: "OPPO" }, { name: "vivo" }];

const byName = (text: string) =>
  Object.fromEntries(analyzeAnswer({ text, targets: brands }).targets.map((t) => [t.brandKeyword, t]));

test("a warning about one brand right before a comparison table does not veto the table's brands", () => {
  const text = [
    "## 手机品牌推荐",
    "",
    "目前值得关注的品牌主要有以下几个：",
    "",
    "### 1. **OPPO**",
    "**OPPO**在续航方面口碑很好。",
    "",
    "### 2. **小米**",
    "续航是**小米**最大的亮点。",
    "",
    "不太推荐**vivo**，主要是售后服务方面的投诉较多，建议谨慎选择。",
    "",
    "| 品牌 | 优势 | 不足 |",
    "|---|---|---|",
    "| OPPO | 续航 | 系统流畅度 |",
    "| 小米 | 续航 | 系统流畅度 |",
    "",
    "如果你更看重续航，首选**OPPO**；预算有限的话，**小米**的性价比更高。",
  ].join("\n");
  const result = byName(text);
  assert.equal(result.OPPO.isRecommended, 1);
  assert.equal(result.小米.isRecommended, 1);
  assert.equal(result.vivo.isRecommended, 0);
  assert.ok(result.vivo.evidence.some((e: string) => e.includes("不太推荐")));
  // The item and the bound cue are quoted before the comparison table's row.
  assert.deepEqual(result.OPPO.evidence, [
    "### 1. **OPPO**",
    "首选**OPPO**；",
    "| OPPO | 续航 | 系统流畅度 |",
  ]);
});

test("an English warning sentence that names its brand is about that brand, not the table after it", () => {
  const text = [
    "I would not recommend **vivo** right now: complaints about its camera are common.",
    "",
    "| Brand | Strength | Weakness |",
    "|---|---|---|",
    "| OPPO | battery life | camera |",
    "| 小米 | value | camera |",
  ].join("\n");
  const result = byName(text);
  assert.equal(result.OPPO.isRecommended, 1);
  assert.equal(result.小米.isRecommended, 1);
  assert.equal(result.vivo.isRecommended, 0);
});

test("a line that introduces a list of warnings still vetoes the brands it heads", () => {
  const named = byName("以下品牌建议谨慎选择：\n- 小米：售后响应慢\n- vivo：投诉多\n\n推荐OPPO。");
  assert.equal(named.小米.isRecommended, 0);
  assert.equal(named.vivo.isRecommended, 0);
  assert.equal(named.OPPO.isRecommended, 1);
  const unnamed = byName(
    "Brands to avoid\n\nThese are the ones to steer clear of\n\n- vivo\n- 小米\n\nOPPO is the best.",
  );
  assert.equal(unnamed.vivo.isRecommended, 0);
  assert.equal(unnamed.小米.isRecommended, 0);
  assert.equal(unnamed.OPPO.isRecommended, 1);
});

test("avoiding a harm as the reader's aim is no warning list ('When it comes to avoiding breaches … break it down:')", () => {
  const list = [
    "1. **小米:** Never reported a breach of vault data.",
    "2. **OPPO:** Regularly audited.",
  ].join("\n");
  const aim = byName(
    `When it comes to avoiding breaches, **小米** and **OPPO** stand out. Let's break it down:\n\n${list}`,
  );
  assert.equal(aim.小米.isRecommended, 1);
  assert.equal(aim.OPPO.isRecommended, 1);
  const warning = byName(`Consider avoiding these if security matters:\n\n${list}`);
  assert.equal(warning.小米.isRecommended, 0, "a line that itself advises avoiding still warns");
});

test("an intro promising no pitfalls ('照着去试基本不会踩坑') is no warning: its ranked table recommends", () => {
  const table = (intro: string) =>
    [
      intro,
      "",
      "| 排名 | 机型 | 一句话 |",
      "|---|---|---|",
      "| 1 | 小米 15 | 拍照好 |",
      "| 2 | OPPO Find X8 | 续航强 |",
    ].join("\n");
  const promise = byName(table("下面这份TOP榜按性价比排序，照着去试基本不会踩坑。"));
  assert.equal(promise.小米.isRecommended, 1);
  assert.equal(promise.OPPO.isRecommended, 1);
  const pitfalls = byName(table("下面这些机型容易踩坑："));
  assert.equal(pitfalls.小米.isRecommended, 0);
});
