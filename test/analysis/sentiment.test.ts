import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";
import { sentimentLabel } from "../../src/analysis/sentiment.ts";

const score = (text: string, name = "甲公司") => {
  const target = analyzeAnswer({ text, targets: [{ name }, { name: "乙品牌" }] }).targets[0];
  return [target.sentimentScore, target.sentiment];
};

test("labels use the thresholds 60 and 40", () => {
  assert.equal(sentimentLabel(60), "正向");
  assert.equal(sentimentLabel(59), "中性");
  assert.equal(sentimentLabel(41), "中性");
  assert.equal(sentimentLabel(40), "负向");
});

test("sentiment comes from the brand's own clauses, not the whole answer", () => {
  const [good] = score("甲公司的产品非常出色，做工精致。乙品牌质量差，投诉很多。");
  const [bad] = score("乙品牌的产品非常出色，做工精致。甲公司质量差，投诉很多。");
  assert.ok((good as number) >= 60);
  assert.ok((bad as number) <= 40);
});

test("negation flips and degree words scale", () => {
  const [plain] = score("甲公司的服务好。");
  const [strong] = score("甲公司的服务非常好。");
  const [negated] = score("甲公司的服务不好。");
  assert.ok((strong as number) > (plain as number));
  assert.ok((negated as number) < 50);
  assert.deepEqual(score("Acme is not reliable and the app is buggy.", "Acme").slice(1), ["负向"]);
  assert.deepEqual(score("Acme is excellent and very reliable.", "Acme").slice(1), ["正向"]);
});

test("a neutral mention scores 50", () => {
  assert.deepEqual(score("甲公司成立于2010年。"), [50, "中性"]);
});

test("criticism reported of some users, and comparative criticism, weigh less than the answer's own verdict", () => {
  const [own] = score("甲公司的续航体验一般。");
  const [reported] = score("甲公司的续航方面，部分用户反映体验一般。");
  assert.ok((reported as number) > (own as number));
  assert.ok((reported as number) < 50);
  const [plain] = score("Acme is poor on range.", "Acme");
  const [comparative] = score("Acme lags behind on range.", "Acme");
  assert.ok((comparative as number) > (plain as number));
  assert.ok((comparative as number) < 50);
});

test("a praised option with a reported, comparative weakness stays positive", () => {
  const text = [
    "### 1. **Acme**",
    "**Acme** is widely praised for its camera and is a safe first choice for most buyers.",
    "- **Pros**: camera",
    "- **Cons**: battery life",
    "- On battery life, it lags behind the leaders, and some owners report mixed experiences.",
  ].join("\n");
  assert.equal(score(text, "Acme")[1], "正向");
});

test("a cue word inside a brand's name or a place's name judges nothing", () => {
  const sentimentOf = (text: string, name: string) =>
    analyzeAnswer({ text, targets: [{ name }], question: "在佳木斯哪里买畅轻酸奶" }).targets[0].sentiment;
  // 佳 in 美宜佳 (a brand found here) and 佳木斯, 好 in 包装完好, 一般 for "usually": no praise, no criticism.
  assert.equal(sentimentOf("畅轻酸奶在美宜佳和罗森有售。", "畅轻"), "中性");
  assert.equal(sentimentOf("畅轻在佳木斯的超市有售，购买时检查包装是否完好。", "畅轻"), "中性");
  assert.equal(sentimentOf("畅轻 1kg 价格一般在 ¥12.9 之间。", "畅轻"), "中性");
  // The same characters judge where they stand alone.
  assert.equal(sentimentOf("畅轻口感极佳，品质很好。", "畅轻"), "正向");
});

test("how buying goes (stock, delivery, errands) says nothing of the brand", () => {
  const sentimentOf = (text: string) =>
    analyzeAnswer({ text, targets: [{ name: "必品阁" }], question: "在济州岛哪里买必品阁" }).targets[0]
      .sentiment;
  assert.equal(sentimentOf("乐天超市有必品阁的产品，库存较为丰富。"), "中性");
  assert.equal(sentimentOf("可以准备好必品阁的韩文名称，方便向店员询问。"), "中性");
  assert.equal(sentimentOf("必品阁的面条口味丰富，品质可靠。"), "正向");
});

test("stock shortages, return policies and professional use judge no brand", () => {
  const judged = (text: string, name: string) =>
    analyzeAnswer({ text, targets: [{ name }] }).targets.map((t) => [t.isRecommended, t.sentiment])[0];
  assert.deepEqual(judged("如果附近的小米之家库存不足，可以网购；质量问题可当场退换货。", "小米"), [
    0,
    "中性",
  ]);
  assert.deepEqual(judged("红双喜球台可用于家用和专业训练。", "红双喜"), [0, "中性"]);
});

test("a harm the product averts is no fault of it; a pros-and-cons label judges nothing", () => {
  const text = [
    "#### 1. 甲公司 XA PRO 3D GTX",
    "- **核心稳点**：",
    "  - 热压贴合鞋面：包裹性强，脚在鞋内不晃（避免崴脚前置风险）；",
    "  - 高帮设计：陡坡侧翻风险骤降；",
    "  - GTX防水：复杂路况全天候适配。",
    "- **优缺点**：",
    "  ✅ 支撑性顶尖；",
  ].join("\n");
  assert.deepEqual(score(text), [score(text)[0], "正向"]);
  // The same words as faults of the brand still count against it.
  const [faulty] = score("甲公司的鞋底存在打滑风险，做工复杂难修。");
  assert.ok((faulty as number) <= 40);
  // A trouble the product does away with is no fault of it either (thirteenth round).
  assert.deepEqual(score("甲公司配备了增程式混动系统，解决了续航焦虑问题。"), [50, "中性"]);
});

test("a warning stated as the reader's condition ('if you want to avoid …') criticises no brand", () => {
  const text =
    "Zentra is the safe choice for beginners; Corvio is a good alternative if you want to avoid Zentra's app.";
  const verdicts = analyzeAnswer({ text, targets: [{ name: "Zentra" }, { name: "Corvio" }] }).targets.map(
    (t) => [t.brandKeyword, t.sentiment],
  );
  assert.deepEqual(verdicts, [
    ["Zentra", "正向"],
    ["Corvio", "正向"],
  ]);
  // The same warning, stated as the answer's own, criticises.
  const own =
    "Zentra is the safe choice for beginners; Corvio is a good alternative, but avoid Zentra's app.";
  assert.equal(
    analyzeAnswer({ text: own, targets: [{ name: "Zentra" }, { name: "Corvio" }] }).targets[0].sentiment,
    "负向",
  );
});

test('"zero" negates the criticism after it, and a recall is one in any form', () => {
  assert.equal(score("Quillmark has had zero recalls.", "Quillmark")[1], "正向");
  assert.equal(score("Quillmark was recalled twice.", "Quillmark")[1], "负向");
  assert.equal(score("Quillmark has had two recalls.", "Quillmark")[1], "负向");
});

test("limited stock or availability is how buying goes, not a fault of the brand; a limited product is one", () => {
  assert.equal(score("Quillmark is sold at Vexaro, but availability is limited.", "Quillmark")[1], "中性");
  assert.equal(score("Quillmark has limited features and a clunky app.", "Quillmark")[1], "负向");
});

test("a brand cited as the source of a claim is not judged by the claim", () => {
  assert.equal(
    score(
      "According to [Quillmark](https://quillmark.example/), the wrong legal help can waste time and stall launches.",
      "Quillmark",
    )[1],
    "中性",
  );
  assert.equal(score("Quillmark can waste time and stall launches.", "Quillmark")[1], "负向");
});

test("'recommend against' warns, and breaches and a compromised record criticise", () => {
  const text =
    "For extreme security, I would **strongly recommend against** Keyward due to its compromised track record.";
  const result = analyzeAnswer({ text, targets: [{ name: "Keyward" }] }).targets[0];
  assert.equal(result.sentiment, "负向");
  assert.equal(result.isRecommended, 0);
  const [, label] = score("甲公司 has suffered several breaches in recent years.");
  assert.equal(label, "负向");
  const [, glitchy] = score("甲公司's app is glitchy and its pickup inefficient.");
  assert.equal(glitchy, "负向");
});

test("a question asking for the coziest, warmest or cheapest things asks for options: plain picks are mild praise", () => {
  const text = "1. **Zentrix** – shearling-lined, rated to -25 °F.\n2. **Hearthway** – waterproof nubuck.";
  for (const question of ["coziest winter boots", "warmest winter boots", "cheapest password manager"]) {
    const target = analyzeAnswer({ text, targets: [{ name: "Hearthway" }], question }).targets[0];
    assert.equal(target.sentiment, "正向", question);
  }
  const plain = analyzeAnswer({ text, targets: [{ name: "Hearthway" }], question: "winter boots materials" });
  assert.equal(plain.targets[0].sentiment, "中性", "a question about something else presents no picks");
});

const points = (text: string) => score(text)[0] as number;

test("measurements, a small bound and usage-note lines judge no brand", () => {
  // A shoe's drop (零落差, 跟差) and a temperature difference are measurements, not "差".
  assert.equal(points("甲公司 Lone Peak 8：零落差宽前掌，7 mm跟差，搭配羊毛袜应对温差。"), 50);
  // "脚温下降<2 °C": a measured result within a small bound.
  assert.equal(points("甲公司 Winter Boot：-20 °C 三小时静止脚温下降<2 °C。"), 50);
  assert.ok(points("甲公司 Winter Boot：透气性明显下降。") < 50);
  // A line labelled with where the product is out of its element is a usage note, its reason included.
  const item = "1. 甲公司 Free Hiker\n   最匹配：雨天木吊桥\n   踩雷地形：岩壁攀爬（鞋底厚，路感差）";
  assert.equal(points(item), 50);
  assert.equal(
    points("1. 甲公司 Free Hiker\n   适合：城市通勤\n   不适合：长天数重装、脚踝力量差的人。"),
    50,
  );
  assert.ok(points("1. 甲公司 Free Hiker\n   缺点：鞋底厚，路感差。") < 50);
});

test("'Strengths' and 'Weaknesses' labels weigh as pros-and-cons labels, not as judgements", () => {
  const text = [
    "### **1. Netflix**",
    "* **Strengths**: Huge catalog.",
    "* **Weaknesses**: Fewer classics.",
  ].join("\n");
  const [target] = analyzeAnswer({ text, targets: [{ name: "Netflix" }] }).targets;
  // "Huge catalog" is no cue; the two labels cancel, so the brand's own words decide: none here.
  assert.equal(target.sentiment, "中性");
  assert.equal(target.sentimentScore, 50);
});
