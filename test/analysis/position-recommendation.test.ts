import assert from "node:assert/strict";
import { test } from "node:test";
import type { BrandSpec } from "../../src/analysis/analysis-types.ts";
import { parseAnswerStructure } from "../../src/analysis/answer-structure.ts";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";
import { normalizeText } from "../../src/analysis/text-normalizer.ts";

const brands = [{ name: "甲公司" }, { name: "乙品牌" }, { name: "丙科技" }];

/** Each target's name and position in the answer. */
const positions = (text: string, targets: BrandSpec[]) =>
  analyzeAnswer({ text, targets }).targets.map((t) => [t.brandKeyword, t.position]);

test("list heads rank first in item order, then the rest by first mention", () => {
  const text = "丙科技和甲公司都很有名。\n\n1. 乙品牌：好用\n2. 甲公司：稳定\n\n另外还有丁牌。";
  const result = analyzeAnswer({ text, targets: brands });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.position]),
    [
      ["甲公司", 2],
      ["乙品牌", 1],
      ["丙科技", 3],
    ],
  );
});

test("a brand not mentioned has position 0 and is not in brandRecords", () => {
  const result = analyzeAnswer({ text: "只提到了乙品牌。", targets: brands });
  assert.equal(result.targets[0].position, 0);
  assert.equal(result.targets[0].exposureCount, 0);
  assert.deepEqual(
    result.brandRecords.map((r) => r.brandName),
    ["乙品牌"],
  );
});

test("recommendation is bound to the brand, negations and warnings are not recommendations", () => {
  const text = "目前无法推荐甲公司。不建议选择丙科技，推荐乙品牌，性价比高。";
  const result = analyzeAnswer({ text, targets: brands });
  const byName = Object.fromEntries(result.targets.map((t) => [t.brandKeyword, t]));
  assert.equal(byName.甲公司.isRecommended, 0);
  assert.equal(byName.丙科技.isRecommended, 0);
  assert.equal(byName.乙品牌.isRecommended, 1);
  assert.equal(byName.乙品牌.recommendCount, 1);
  assert.deepEqual(byName.乙品牌.evidence, ["推荐乙品牌，"]);
  assert.ok(byName.甲公司.evidence[0].includes("无法推荐甲公司"));
});

test("English warnings: avoid / not recommended; items of a warning list are not recommended", () => {
  const targets = [{ name: "Acme" }, { name: "Globex" }, { name: "Initech" }];
  const text = [
    "Top picks:",
    "1. **Acme** - reliable and fast.",
    "",
    "Brands to avoid:",
    "- **Globex** - frequent outages.",
    "",
    "Initech is not recommended for small teams.",
  ].join("\n");
  const result = analyzeAnswer({ text, targets });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.isRecommended]),
    [
      ["Acme", 1],
      ["Globex", 0],
      ["Initech", 0],
    ],
  );
});

test("recommendCount counts distinct items and clauses", () => {
  const text = "1. **甲公司**：推荐，首选。\n2. 乙品牌：一般。\n\n总之推荐甲公司。预算充足也可以考虑甲公司。";
  const result = analyzeAnswer({ text, targets: brands });
  assert.equal(result.targets[0].recommendCount, 3);
});

test("mentions inside URLs and link targets do not count; link text does", () => {
  const text = "见 [甲公司官网](https://jiagongsi.com/甲公司) 与 https://example.com/乙品牌/page";
  const result = analyzeAnswer({ text, targets: brands });
  assert.equal(result.targets[0].exposureCount, 1);
  assert.equal(result.targets[1].exposureCount, 0);
});

test("a recommendation that introduces an enumeration with a colon covers the names that follow", () => {
  const text = "给你推荐几款：**甲公司X1**，续航长；**乙品牌Y2**，性价比很高。丙科技也有类似产品。";
  const result = analyzeAnswer({ text, targets: brands });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.isRecommended]),
    [
      ["甲公司", 1],
      ["乙品牌", 1],
      ["丙科技", 0],
    ],
  );
});

test("a source list's titles mention brands but do not present them as options", () => {
  const text = [
    "丙科技口碑不错。",
    "",
    "**参考资料**：",
    "1. [甲公司份额继续提升](https://36kr.com/p/1)",
    "2. [乙品牌_百度百科](https://baike.baidu.com/item/2)",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: brands });
  const byName = Object.fromEntries(result.targets.map((t) => [t.brandKeyword, t]));
  assert.equal(byName.甲公司.exposureCount, 1);
  assert.equal(byName.甲公司.isRecommended, 0);
  assert.equal(byName.乙品牌.isRecommended, 0);
  // Ranked by first mention, after the brand the answer itself talks about.
  assert.deepEqual([byName.丙科技.position, byName.甲公司.position, byName.乙品牌.position], [1, 2, 3]);
  // A page title's own words ("best", "strong") are not the answer's verdict either.
  const english = analyzeAnswer({
    text: "Sources:\n- [The best pick: 甲公司 review, a strong contender](https://cnet.com/1)\n\n乙品牌 is fine.",
    targets: brands,
  }).targets;
  assert.equal(english[0].isRecommended, 0);
  assert.equal(english[0].sentimentScore, 50);
});

test("a brand's products listed after the brands are no comparison rows: heading the brand's item recommends it", () => {
  const text = [
    "**Top Brands:**",
    "",
    "*   **Teva:** Known for their original sport sandals.",
    "*   **Chaco:** Famous for their adjustable straps.",
    "",
    "**Popular Models:**",
    "",
    "*   **Teva Hurricane XLT2:** A classic, versatile sport sandal.",
    "*   **Chaco Z/Cloud:** Excellent arch support.",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "Teva" }, { name: "Chaco" }] });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.isRecommended]),
    [
      ["Teva", 1],
      ["Chaco", 1],
    ],
  );
});

test("a table row labelled as a pick (Best Overall, 最佳性价比) is headed by the brands of its next cell", () => {
  const text = [
    "Brivo has been around longest, but testers split the picks like this:",
    "",
    "| Category | Top Shoe | Why |",
    "|---|---|---|",
    "| **Best Overall** | Acme Glide 3 | light and responsive |",
    "| **Best Value** | Zento Run 2 / Brivo Pace 5 | cheap daily trainers |",
    "| Weight | 7.9 oz | Acme again |",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "Acme" }, { name: "Brivo" }, { name: "Zento" }] });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.position, t.isRecommended]),
    [
      ["Acme", 1, 1],
      ["Brivo", 3, 1],
      ["Zento", 2, 1],
    ],
  );
});

test("a heading's label and colon introduce the brand it presents, not one a sentence there is about", () => {
  const text = [
    "先说结论，丙牌和乙牌都可以。",
    "",
    "## ⚡ 进阶：丙牌里也能设定循环定时",
    "丙牌的App支持定时。",
    "",
    "## 🟢 稳妥派：乙牌（30–50 元档，首推）",
    "乙牌做工扎实，声音小。",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "乙牌" }, { name: "丙牌" }] });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.position, t.isRecommended]),
    [
      ["乙牌", 1, 1],
      ["丙牌", 2, 0],
    ],
  );
});

test("the names a bold label gives may follow 像 or 如 and be quoted (如“好又多”或“美宜佳”), and head the item still", () => {
  const text = [
    "昆明的美宜佳和京东都能买到随变，下面按渠道列出：",
    "",
    "- **连锁超市**：像沃尔玛、家乐福等大型连锁超市。",
    "- **本地便利店**：如“好又多”或“美宜佳”，部分门店有货。",
  ].join("\n");
  const result = analyzeAnswer({
    text,
    targets: [
      { name: "京东" },
      { name: "沃尔玛" },
      { name: "家乐福" },
      { name: "好又多" },
      { name: "美宜佳" },
    ],
  });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.position]),
    [
      ["京东", 5],
      ["沃尔玛", 1],
      ["家乐福", 2],
      ["好又多", 3],
      ["美宜佳", 4],
    ],
  );
});

test("under a kind of shop, a point that opens with a list of brands presents them (深圳的7-11、美宜佳、全家等)", () => {
  const text = [
    "在深圳买营养快线，可以去超市或便利店，比如天虹。",
    "",
    "1. **便利店**：",
    "   - 深圳的7-11、美宜佳、全家等便利店通常有售。",
    "   - 这些店铺遍布各区，适合临时购买。",
    "2. **超市**：",
    "   - **沃尔玛**、**天虹**也很常见。",
  ].join("\n");
  const names = ["天虹", "7-11", "美宜佳", "全家", "沃尔玛"];
  const result = analyzeAnswer({ text, targets: names.map((name) => ({ name })) });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.position]),
    [
      ["天虹", 5],
      ["7-11", 1],
      ["美宜佳", 2],
      ["全家", 3],
      ["沃尔玛", 4],
    ],
  );
});

test("the examples a bold label gives in parentheses head its item (**本地便利店**（如十足、唐久）)", () => {
  const text = [
    "兰州买生抽，京东最方便，也可以去超市。",
    "",
    "- **大型超市**：沃尔玛、华润万家。",
    "- **本地便利店**（如十足、唐久）：部分门店可能有基础款。",
  ].join("\n");
  const names = ["京东", "沃尔玛", "华润万家", "十足", "唐久"];
  const result = analyzeAnswer({ text, targets: names.map((name) => ({ name })) });
  assert.deepEqual(
    result.targets.map((t) => t.position),
    [5, 1, 2, 3, 4],
  );
});

test("a head listing one product twice (ASICS GEL‑Nimbus 27 / ASICS GEL‑Nimbus 27) still names its item", () => {
  const text = [
    "Acme is the usual pick, but these compete:",
    "",
    "- Brivo Glide 22 – plush, soft cushioning",
    "- ASICS GEL‑Nimbus 27 / ASICS GEL‑Nimbus 27 – cloud-like cushioning",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "Acme" }, { name: "Brivo" }, { name: "ASICS" }] });
  assert.deepEqual(
    result.targets.map((t) => t.position),
    [3, 1, 2],
  );
});

test("a brand that qualifies a heading's kind of thing heads nothing", () => {
  const text = [
    "Y Combinator has backed many startups.",
    "",
    "### **Top Y Combinator Companies (Public & Highly Valued)**",
    "1. **Airbnb** – Global vacation rental marketplace",
    "2. **DoorDash** – Food delivery service",
    "",
    "## 小米的替代品",
    "1. **华为** – 性价比高",
  ].join("\n");
  const records = analyzeAnswer({ text, targets: [{ name: "Y Combinator" }, { name: "小米" }] }).brandRecords;
  assert.deepEqual(
    records.map((r) => r.brandName),
    ["Airbnb", "DoorDash", "华为", "Y Combinator", "小米"],
  );
});

test("a heading that recommends presents the products its prose sets in bold as picks", () => {
  const text = [
    "## Top Recommended Shirts",
    "",
    "The **Rhone Captain Tee** ($78) infuses gold particles into a polyester blend to wick sweat.",
    "Some runners also mention Lululemon tanks.",
    "",
    "## How These Technologies Work",
    "",
    "The **Patagonia Capilene** line uses recycled polyester.",
  ].join("\n");
  const targets = analyzeAnswer({
    text,
    targets: [{ name: "Rhone" }, { name: "Lululemon" }, { name: "Patagonia" }],
  }).targets;
  assert.deepEqual(
    targets.map((t) => [t.brandKeyword, t.isRecommended, t.sentiment]),
    [
      ["Rhone", 1, "正向"],
      ["Lululemon", 0, "中性"],
      ["Patagonia", 0, "中性"],
    ],
  );
});

test("under a kind of shop, a point naming the kind then its examples is headed by every example", () => {
  const text = [
    "以下是一些购买地点的建议：",
    "",
    "1. **超市和便利店**：",
    "   - 大型超市如**沃尔玛**、**华润万家**、**家乐福**等，均有出售。",
    "   - 便利店如**美宜佳**、**全家**等，遍布各区。",
    "2. **电商平台**：",
    "   - **京东**：提供多种规格。",
  ].join("\n");
  const order = analyzeAnswer({ text, targets: [{ name: "京东" }] }).brandRecords.map((r) => r.brandName);
  assert.deepEqual(order, ["沃尔玛", "华润万家", "家乐福", "美宜佳", "全家", "京东"]);
});

test("a label's names head their item with the examples they give in parentheses", () => {
  const text = [
    "以下是一些主要的购买方式：",
    "",
    "- **外卖平台**：美团、饿了么的外卖超市（如叮咚买菜）也售卖康师傅方便面。",
    "- **电商**：京东有整箱装。",
  ].join("\n");
  const order = analyzeAnswer({ text, targets: [{ name: "康师傅" }, { name: "叮咚买菜" }] }).brandRecords.map(
    (r) => r.brandName,
  );
  assert.deepEqual(order, ["美团", "饿了么", "叮咚买菜", "京东", "康师傅"]);
});

test("a heading naming a kind of product and its makers as examples recommends them; one comparing brands does not", () => {
  const picks = (text: string) =>
    analyzeAnswer({ text, targets: [{ name: "米家" }, { name: "涂鸦" }] }).targets.map(
      (t) => t.isRecommended,
    );
  assert.deepEqual(picks("**② Wi-Fi 智能插座（米家/涂鸦等，30–60 元）**\n- App 里设定时"), [1, 1]);
  assert.deepEqual(picks("### 米家 vs 涂鸦\n- 两者都支持定时"), [0, 0]);
});

test("a list offering further reading recommends nothing, its links to the brand's own site included", () => {
  const text = [
    "Y Combinator's network is unmatched and its batches are highly selective.",
    "",
    "Want to learn more? Check out:",
    "- [YC's Official Site](https://www.ycombinator.com)",
    "- [YC's Startup Library](https://www.ycombinator.com/library)",
  ].join("\n");
  const [yc] = analyzeAnswer({ text, targets: [{ name: "Y Combinator", aliases: ["YC"] }] }).targets;
  assert.equal(yc.isRecommended, 0);
  const picks = "Here are my picks:\n- [YC's Core Program](https://www.ycombinator.com)\n";
  const [picked] = analyzeAnswer({ text: picks, targets: [{ name: "YC" }] }).targets;
  assert.equal(picked.isRecommended, 1, "a list of picks still recommends its heads");
});

test("an item that is a sentence opening with a long brand name is not headed by it; a model's name is", () => {
  const text = [
    "What reviewers say:",
    "",
    "- Quillmark Reviews names the Zentra Trail 3 its best overall pick this year, after months of testing.",
    "- Corvio Outdoors Summit Pro Solar Edition",
    "",
    "Readers also like Corvio Outdoors and Quillmark Reviews.",
  ].join("\n");
  const result = analyzeAnswer({
    text,
    targets: [{ name: "Quillmark Reviews" }, { name: "Corvio Outdoors" }, { name: "Zentra" }],
  });
  const position = (name: string) => result.targets.find((t) => t.brandKeyword === name)?.position;
  // Corvio heads its item; Quillmark Reviews opens a sentence and ranks by its first mention.
  assert.equal(position("Corvio Outdoors"), 1);
  assert.equal(position("Quillmark Reviews"), 2);
});

test("the linked names after a label's colon head its item, under a heading that points to other options", () => {
  const text = [
    "Choosing Y Combinator depends on your stage; compare it with Techstars first.",
    "",
    "### **When to Consider Other Options?**",
    "- **For Lower Equity:** [Antler](https://www.antler.co/) (varies), [Entrepreneur First](https://www.joinef.com/) (talent-focused).",
    "- **For Niche Industries:** [Bolt](https://bolt.io/) and [Alchemist](https://alchemistaccelerator.com/).",
  ].join("\n");
  assert.deepEqual(
    positions(text, [{ name: "Entrepreneur First" }, { name: "Bolt" }, { name: "Techstars" }]),
    [
      ["Entrepreneur First", 2],
      ["Bolt", 3],
      ["Techstars", 6],
    ],
  );
});

test("a line led by the link emoji is a reference in its paragraph, no item its link heads", () => {
  const text = [
    "You should consider **Y Combinator** in these scenarios:",
    "",
    "### **1. If You Need a Network**",
    "YC alumni include Airbnb and Stripe.",
    "🔗 [YC vs. Techstars](https://www.foundersnetwork.com/blog/ycombinator-vs-techstars/)",
  ].join("\n");
  assert.deepEqual(
    positions(text, [{ name: "Y Combinator", aliases: ["YC"] }, { name: "Stripe" }, { name: "Techstars" }]),
    [
      ["Y Combinator", 1],
      ["Stripe", 3],
      ["Techstars", 4],
    ],
  );
});

test("a brand opening the values of most labels of a list is its topic: it heads none, the options after it rank first", () => {
  const text = [
    "Someone should consider choosing Y Combinator in the following situations:",
    "1. **Network**: Y Combinator has a large network of founders.",
    "2. **Funding**: Y Combinator provides a significant amount of funding.",
    "3. **Location**: Y Combinator is based in the San Francisco Bay Area.",
    "",
    "Consider the following alternatives:",
    "- **500 Startups**: Similar to Y Combinator, with an international focus.",
    "- **Techstars**: Offers more programs and locations.",
  ].join("\n");
  assert.deepEqual(
    positions(text, [{ name: "Y Combinator" }, { name: "Techstars" }, { name: "500 Startups" }]),
    [
      ["Y Combinator", 3],
      ["Techstars", 2],
      ["500 Startups", 1],
    ],
  );
});

test("a colon line right under a list opens the next list (a copied page without blank lines)", () => {
  const text = [
    "For pugs, look for kibble made for short snouts.",
    "Key Considerations for Pugs:",
    "- Kibble Shape: Look for kibble designed for short-snouted breeds.",
    "- Weight Management: Pugs are prone to obesity.",
    "- Digestive Health: Prebiotics help with digestion.",
    "Top Recommended Brands in India:",
    "- 乙品牌 Pug Adult: A popular choice with weight-control formulas.",
    "- 甲公司 Proactive Health: Made for pugs.",
    "Tips for Feeding Your Pug:",
    "- Portion Control: Split servings into two meals.",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: brands, question: "best dog food for pugs in India" });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.position]),
    [
      ["甲公司", 2],
      ["乙品牌", 1],
      ["丙科技", 0],
    ],
  );
  const discovered = result.brandRecords.filter((r) => r.kind === "discovered").map((r) => r.brandName);
  assert.deepEqual(discovered, [], "the considerations and tips are labels, not brands");
});

test("a scraped shopping card (title / price / • / shop) is an item headed by its maker; its shop is a brand", () => {
  const text = [
    "Here are some comfortable dog beds available online in India:",
    "",
    "Petspot Premium Woolen Sofa Bed For Dogs, Small",
    "₹1,869",
    "•",
    "dspetstore.com",
    "甲公司 Classic Lounger Dog Bed",
    "₹2,799.30",
    "•",
    "Kennelmart + others",
    "Round Reversible Dog Bed",
    "₹899",
    "•",
    "Kennelmart",
    "",
    "乙品牌 also makes orthopaedic beds.",
  ].join("\n");
  const result = analyzeAnswer({
    text,
    targets: brands,
    question: "comfortable dog beds for small dogs India",
  });
  const target = (name: string) => result.targets.find((t) => t.brandKeyword === name);
  assert.equal(target("甲公司")?.position, 2, "Petspot's card heads first, then 甲公司's");
  assert.equal(target("甲公司")?.isRecommended, 1, "a card presents a pick");
  const discovered = result.brandRecords.filter((r) => r.kind === "discovered").map((r) => r.brandName);
  assert.ok(discovered.includes("Petspot"), discovered.join(", "));
  assert.ok(discovered.includes("Kennelmart"), "the shop after the card's bullet is named");
  assert.ok(!discovered.some((name) => /^round/i.test(name)), "an ordinary first word names no maker");
});

test("an aspect label's sentence about the brand presents no pick; a pick label's name after its colon does", () => {
  const aspects = [
    "Here are some common misconceptions about 甲公司:",
    "",
    "1. **Store Offerings**: Some people assume the big chains are identical.",
    "2. **Loyalty Programs**: 甲公司 offers several ways to save, but customers may not know them.",
    "3. **Return Policy**: Some customers misread the return policy.",
  ].join("\n");
  const loyalty = analyzeAnswer({ text: aspects, targets: brands }).targets[0];
  assert.equal(loyalty.isRecommended, 0, "甲公司 is what the answer is about, not an option it presents");
  const picks = [
    "Top picks:",
    "",
    "- **Best overall**: 甲公司 offers the widest range.",
    "- **Budget pick**: 乙品牌",
  ].join("\n");
  const best = analyzeAnswer({ text: picks, targets: brands }).targets[0];
  assert.equal(best.isRecommended, 1, "a pick's label presents the name after it");
});

test("headings about the one brand an answer is about are its topics, not options it recommends", () => {
  const text = [
    "The internet often gets a few things wrong about Hearthway:",
    "",
    "### 1. **'Hearthway is just a Brightmart clone.'**",
    "- Hearthway has its own store layout and product mix.",
    "",
    "### 2. **'Hearthway customer service is terrible.'**",
    "- Complaints go viral, but many customers have good experiences.",
    "",
    "### 3. **How Hearthway Can Mitigate the Impact**",
    "- It has invested in training and digital tools.",
  ].join("\n");
  const result = analyzeAnswer({
    text,
    targets: [{ name: "Hearthway" }, { name: "Brightmart" }],
    question: "What does the internet get wrong about Hearthway?",
  });
  const [hearthway, brightmart] = result.targets;
  assert.equal(hearthway.position, 1);
  assert.equal(hearthway.isRecommended, 0, "a myth or a step about the brand recommends nothing");
  assert.equal(brightmart.isRecommended, 0);
  // The same heads naming the brand alone present it; and a head naming several brands is a list of options.
  const alone = analyzeAnswer({
    text: "Two options:\n\n### Hearthway\nA wide range.\n\n### Hearthway Pro\nFor contractors.",
    targets: [{ name: "Hearthway" }],
  });
  assert.equal(alone.targets[0].isRecommended, 1);
});

test("a where-to-buy answer's channels named after one brand's shops still present them", () => {
  const text = [
    "### 线上购买渠道",
    "1. **甲公司商城官网**",
    "   - 下单后配送到家。",
    "2. **京东甲公司自营旗舰店**",
    "   - 京东有时提供分期免息。",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "甲公司" }], question: "甲公司手机在哪里买？" });
  assert.equal(result.targets[0].isRecommended, 1);
});

test("an answer opening with its verdict ranks the verdict's brands before the items'", () => {
  const text = [
    "Short answer: Keyward. It gives the broadest features for the lowest price; Vaultora is the pick if you self-host.",
    "",
    "Other options to consider:",
    "- **Lockbox**: polished, but costs more.",
    "- **Vaultora**: free and local.",
  ].join("\n");
  const targets = [{ name: "Keyward" }, { name: "Vaultora" }, { name: "Lockbox" }];
  assert.deepEqual(positions(text, targets), [
    ["Keyward", 1],
    ["Vaultora", 2],
    ["Lockbox", 3],
  ]);
  // The same paragraph without the verdict label is prose: the items' heads rank first.
  assert.deepEqual(positions(text.replace("Short answer: ", ""), targets), [
    ["Keyward", 3],
    ["Vaultora", 2],
    ["Lockbox", 1],
  ]);
});

test("a Chinese-numbered section line heads the numbered items under it, whose model heads name their makers", () => {
  const text = [
    "一、300–800 元档（入门通勤）",
    "1. 甲公司 MH500（399 元）",
    "   深齿大底。",
    "2. 乙品牌 HIMEX 徒步鞋（499 元）",
    "   鞋楦偏宽。",
    "",
    "▶ 比 800+ 差在哪？",
    "1. 大底止滑配方是次旗舰",
    "2. 鞋面 1.3 mm 牛巴戈，1500+ 更厚",
    "",
    "二、800–1500 元档",
    "1. 丙科技 Fuga EX（999 元）",
    "   国产性价比天花板。",
  ].join("\n");
  assert.deepEqual(positions(text, brands), [
    ["甲公司", 1],
    ["乙品牌", 2],
    ["丙科技", 3],
  ]);
  const result = analyzeAnswer({ text, targets: brands });
  assert.equal(result.targets[1].isRecommended, 1, "heading an option item recommends it");
  const discovered = result.brandRecords.filter((r) => r.kind === "discovered").map((r) => r.brandName);
  assert.deepEqual(discovered, [], "the section's points (大底, 鞋面) are no brands");
  // The section lines are headings over their numbered items, which are no longer one flat list.
  const { items } = parseAnswerStructure(normalizeText(text).text);
  const sections = items.filter((item) => item.kind === "heading").map((item) => item.lineStart);
  assert.equal(sections.length, 3);
  assert.ok(items.every((item) => item.kind === "heading" || item.parent >= 0));
});

test("a plain item line holding a product's whole title in capitals heads and recommends its maker", () => {
  const text = [
    "北方冬季徒步鞋 TOP3（按综合得分排序）",
    "",
    "1. Zentrix Peak Mid",
    "   保暖：200g 棉。",
    "",
    "2. Hearthway Thermo Chill Mid WP",
    "   保暖：100g 填充。",
    "",
    "3. Vaultora Quechua SH500 X-Warm Mid",
    "   保暖：600g。",
  ].join("\n");
  const targets = [{ name: "Hearthway" }, { name: "Vaultora" }];
  const result = analyzeAnswer({ text, targets, question: "北方冬季徒步鞋推荐" });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.position, t.isRecommended]),
    [
      ["Hearthway", 2, 1],
      ["Vaultora", 3, 1],
    ],
  );
  // A sentence of the same length is no title: it heads nothing.
  const sentence =
    "1. Zentrix Peak Mid\n   保暖。\n\n2. Hearthway is warm but runs narrow for wide feet\n   保暖。";
  const hearthway = analyzeAnswer({ text: sentence, targets, question: "北方冬季徒步鞋推荐" }).targets[0];
  assert.equal(hearthway.isRecommended, 0);
});

test("a heading of a brand, its model and more (a Chinese line name, the kind, an alias) recommends the brand", () => {
  const cases: Array<[string, string]> = [
    [
      "### TOP1：Zentrix Peak Mid\n- 防滑好。\n\n### TOP2：Hearthway Redmond V2 Mid WP 中帮徒步靴\n- 性价比高。",
      "Hearthway",
    ],
    [
      "#### 1. Zentrix Peak\n- 保暖。\n\n#### 2. Hearthway Mojave Winter Mid GTX（暖途）\n- 轻量。",
      "Hearthway",
    ],
    // (A made-up first maker, 甲公司, once ranked first only because "空间大" passed for a name.)
    ["### 4. 长安CS75 PLUS\n- 空间大。\n\n### 5. 乙品牌瑞虎8 PLUS\n- 配置高。", "乙品牌"],
  ];
  for (const [text, name] of cases) {
    const target = analyzeAnswer({ text, targets: [{ name, aliases: ["暖途"] }], question: "推荐几款" })
      .targets[0];
    assert.deepEqual([target.position, target.isRecommended], [2, 1], name);
  }
});

test("a product's long title in capitals heads its item up to the aside in parentheses", () => {
  const text = [
    "按透气从高到低排序：",
    "",
    "8. Zentrix Peak Mid GTX（≈1 399 元）",
    "   适合：城市通勤",
    "",
    "9. Adidas Terrex Free Hiker Cold.RDY（≈1 600 元）",
    "   适合：秋冬微凉环境",
    "",
    "10. Keen Targhee III Waterproof Wide (2E)",
    "   适合：宽脚",
  ].join("\n");
  const result = analyzeAnswer({
    text,
    targets: [{ name: "Adidas" }, { name: "Keen" }],
    question: "推荐几款防水透气的徒步鞋",
  });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.position, t.isRecommended]),
    [
      ["Adidas", 2, 1],
      ["Keen", 3, 1],
    ],
  );
  // A card's description that opens with an ordinary word names no maker.
  const card =
    "Top picks:\n\n1. Reflective Premium No-Pull Dog Harness (small breeds)\n2. Adidas Terrex Free Hiker Cold.RDY (winter)";
  const names = analyzeAnswer({ text: card, targets: [{ name: "Acme" }] }).brandRecords.map(
    (r) => r.brandName,
  );
  assert.ok(!names.includes("Reflective"), names.join());
});

test("an endorsement the answer reports ('often recommended by vets', 'Vets most commonly recommend') recommends nobody", () => {
  const targets = [{ name: "Hill's" }, { name: "Royal Canin" }];
  const recommended = (text: string) =>
    analyzeAnswer({ text, targets }).targets.map((t) => [t.brandKeyword, t.isRecommended]);
  assert.deepEqual(
    recommended("Vets most commonly recommend brands like Hill's and Royal Canin for their research."),
    [
      ["Hill's", 0],
      ["Royal Canin", 0],
    ],
  );
  assert.deepEqual(recommended("Brands often recommended by vets include Hill's and Royal Canin."), [
    ["Hill's", 0],
    ["Royal Canin", 0],
  ]);
  // The answer's own pick still is one.
  assert.deepEqual(recommended("We recommend Hill's; Royal Canin is fine too."), [
    ["Hill's", 1],
    ["Royal Canin", 0],
  ]);
});

test("a brand heading a detail line inside another brand's item ranks after the heads, by first mention", () => {
  const text = [
    "### 1. **Samsung TU8000 Smart TV**",
    "* **Key Features**:",
    "  * Tizen OS",
    "### 2. **LG UQ9000 Smart TV**",
    "* **Key Features**:",
    "  * Dolby Vision support",
    "### 3. **Sony X80K Smart LED TV**",
    "* Google TV built in",
  ].join("\n");
  const ranked = analyzeAnswer({ text, targets: [{ name: "Sony" }, { name: "Dolby" }] }).brandRecords.map(
    (r) => r.brandName,
  );
  assert.deepEqual(ranked, ["Samsung", "LG", "Sony", "Dolby", "Google"]);
  // A table under a brand's heading still compares options: its rows' brands head them.
  const table = "### **Sony** picks\n\n| Model | Note |\n|---|---|\n| TCL 6-Series | value |\n\nAlso Dolby.";
  assert.deepEqual(
    analyzeAnswer({
      text: table,
      targets: [{ name: "Sony" }, { name: "TCL" }, { name: "Dolby" }],
    }).targets.map((t) => [t.brandKeyword, t.position]),
    [
      ["Sony", 1],
      ["TCL", 2],
      ["Dolby", 3],
    ],
  );
});

test("picks made on the reader's condition or as the superlative asked for recommend without a cue word", () => {
  const targets = [{ name: "KeePass" }, { name: "KeePassXC" }, { name: "1Password" }, { name: "LastPass" }];
  const recommended = (text: string) =>
    analyzeAnswer({ text, targets })
      .targets.filter((t) => t.isRecommended)
      .map((t) => t.brandKeyword);
  assert.deepEqual(recommended("If you want completely free and don't mind some setup, KeePass."), [
    "KeePass",
  ]);
  assert.deepEqual(recommended("- If you want maximum privacy and local files: KeePassXC or KeePass."), [
    "KeePass",
    "KeePassXC",
  ]);
  assert.deepEqual(recommended("For most people the most user-friendly password manager is 1Password."), [
    "1Password",
  ]);
  // What follows the condition is no pick when it is not the brand ("skip LastPass" warns).
  assert.deepEqual(recommended("If you care about breaches, skip LastPass. 1Password costs more."), []);
});

test("what the reader is to weigh ('factors you might consider', 'decide which works best') recommends nobody", () => {
  const targets = [{ name: "Wellness" }, { name: "Blue Buffalo" }];
  const recommended = (text: string) =>
    analyzeAnswer({ text, targets })
      .targets.filter((t) => t.isRecommended)
      .map((t) => t.brandKeyword);
  assert.deepEqual(
    recommended("When comparing Wellness and Blue Buffalo, there are several factors you might consider:"),
    [],
  );
  assert.deepEqual(
    recommended("Here is how Wellness and Blue Buffalo differ, so you can decide which works best."),
    [],
  );
  assert.deepEqual(recommended("Consider Wellness if grain-free matters to you."), ["Wellness"]);
});

test("a line heading its options 'use with caution' introduces warnings: its options are not recommended", () => {
  const text = [
    "🦴 Top Picks",
    "",
    "- **BetterBone** Chew – great for chewers.",
    "",
    "❗Less Durable (Use With Caution)",
    "",
    "- **Wild One** Chew Chain – weak durability rating.",
  ].join("\n");
  const targets = [{ name: "BetterBone" }, { name: "Wild One" }];
  assert.deepEqual(
    analyzeAnswer({ text, targets }).targets.map((t) => [t.brandKeyword, t.isRecommended]),
    [
      ["BetterBone", 1],
      ["Wild One", 0],
    ],
  );
});
