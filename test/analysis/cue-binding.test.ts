import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";

const verdicts = (text: string, targets: Array<{ name: string }>) =>
  analyzeAnswer({ text, targets }).targets.map((t) => [t.brandKeyword, t.isRecommended, t.sentiment]);

test("a recommendation binds to its object, not to every brand in the clause", () => {
  assert.deepEqual(verdicts("如果要整箱买，推荐天猫超市或京东。", [{ name: "天猫超市" }, { name: "京东" }]), [
    ["天猫超市", 1, "正向"],
    ["京东", 1, "正向"],
  ]);
  // The brand only qualifies what is recommended: "the best HOKA alternatives".
  assert.deepEqual(verdicts("Here are the best HOKA alternatives for daily runs.", [{ name: "HOKA" }]), [
    ["HOKA", 0, "中性"],
  ]);
  assert.deepEqual(verdicts("If you are new to this, start with a **Ledger**.", [{ name: "Ledger" }]), [
    ["Ledger", 1, "正向"],
  ]);
});

test("leaning toward a model (its year first) or calling it a strong contender recommends its brand", () => {
  const text =
    "If I had to pick one, I lean toward the 2025 Zentra Equinox EV because of its range. " +
    "However, the Corvio Model 3 is a strong contender for frequent road trips.";
  assert.deepEqual(verdicts(text, [{ name: "Zentra" }, { name: "Corvio" }]), [
    ["Zentra", 1, "正向"],
    ["Corvio", 1, "正向"],
  ]);
});

test("praise without a recommendation cue, or reported praise, recommends nothing", () => {
  assert.deepEqual(verdicts("Ledger is widely regarded as one of the top picks.", [{ name: "Ledger" }]), [
    ["Ledger", 0, "正向"],
  ]);
  // A reviewer's pick, reported (thirteenth round).
  assert.deepEqual(
    verdicts("TechRadar names the Specialized Turbo Vado 5.0 as their “best overall” e-bike.", [
      { name: "Specialized" },
    ]),
    [["Specialized", 0, "正向"]],
  );
});

test("usage notes and feature descriptions in a brand's item are neither warnings nor reservations", () => {
  const text = [
    "### 1. **戴森**",
    "- 温度智能控制，避免高温烫伤头皮。",
    "- 不适合手洗丝绸。",
    "",
    "### 2. **飞科**",
    "- 价格实惠。",
  ].join("\n");
  assert.deepEqual(verdicts(text, [{ name: "戴森" }, { name: "飞科" }]), [
    ["戴森", 1, "中性"],
    ["飞科", 1, "正向"],
  ]);
  // A warning that points back at the brand still binds: "不建议购买该款".
  assert.deepEqual(verdicts("### **某酵素**\n- 宣传夸大，不建议购买该款。", [{ name: "某酵素" }]), [
    ["某酵素", 0, "负向"],
  ]);
  // Suitability is a usage note unless the brand is its subject.
  assert.deepEqual(verdicts("康师傅冰红茶口感独特，适合跟一些饮料混搭。", [{ name: "康师傅" }]), [
    ["康师傅", 0, "中性"],
  ]);
});

test("the whole scope of an item counts: unnamed pros and cons bullets, a clause naming another brand goes to it", () => {
  const text = [
    "### 1. **OPPO**",
    "拍照出色。",
    "- 优点：续航稳定",
    "- 缺点：价格偏贵",
    "- 相比之下vivo的系统更差",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "OPPO" }, { name: "vivo" }] });
  assert.deepEqual(
    result.brandRecords.map((r) => [r.brandName, r.sentiment]),
    [
      ["OPPO", "正向"],
      ["vivo", "负向"],
    ],
  );
});

test("the praise of a line or heading that labels a list reaches the brands heading its items", () => {
  const text = "## 更靠谱的选择\n- **Keep**：有系统的训练课程，适合居家健身。";
  assert.deepEqual(verdicts(text, [{ name: "Keep" }]), [["Keep", 1, "正向"]]);
  const intro =
    "5. **Quality Brands**: Some reputable brands to consider include:\n   - **Royal Canin**: breed formulas.";
  assert.deepEqual(verdicts(intro, [{ name: "Royal Canin" }]), [["Royal Canin", 1, "正向"]]);
});

test("lists comparing the same brands criterion by criterion, and sentence heads, present no option", () => {
  const comparison = [
    "### Material",
    "- **UGG**: sheepskin.",
    "- **Bearpaw**: suede.",
    "### Price",
    "- **UGG**: higher.",
    "- **Bearpaw**: lower.",
  ].join("\n");
  assert.deepEqual(verdicts(comparison, [{ name: "UGG" }, { name: "Bearpaw" }]), [
    ["UGG", 0, "中性"],
    ["Bearpaw", 0, "中性"],
  ]);
  const sentence =
    "- 满小饱米线在大陆以连锁餐饮店形式存在，但在高雄暂未发现门店。\n\n## Loona 的主要功能一览\n- 语音互动";
  assert.deepEqual(verdicts(sentence, [{ name: "满小饱" }, { name: "Loona" }]), [
    ["满小饱", 0, "中性"],
    ["Loona", 0, "中性"],
  ]);
  // A label that contains a cue ("推荐理由：") introduces a reason, not the names after it.
  assert.deepEqual(verdicts("- 推荐理由：沃尔玛常有双汇产品。", [{ name: "双汇" }]), [["双汇", 0, "中性"]]);
});

test("a sentence that lists brands in clauses of their own judges them together", () => {
  const text =
    "Top-rated dental chews include Veggiedent, Greenies, Dentalife, and Dentastix, which vets praise.";
  const targets = [{ name: "Greenies" }, { name: "Dentalife" }, { name: "Dentastix" }];
  const result = analyzeAnswer({ text, targets });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.sentiment]),
    [
      ["Greenies", "正向"],
      ["Dentalife", "正向"],
      ["Dentastix", "正向"],
    ],
  );
  // Clauses that are sentences of their own are judged one by one.
  const sentences =
    "Marriott has the largest portfolio, but its points were devalued, so travelers choose Hilton Honors rather than Marriott.";
  const own = analyzeAnswer({ text: sentences, targets: [{ name: "Hilton" }, { name: "Marriott" }] });
  assert.equal(own.targets[0].sentiment, "正向");
});

test("what is bought is not what a shop's praise judges; a warning binds to the object of its verb", () => {
  const shops = "淘宝是购买加多宝凉茶的可靠平台。";
  const result = analyzeAnswer({ text: shops, targets: [{ name: "加多宝" }, { name: "淘宝" }] });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.sentiment]),
    [
      ["加多宝", "中性"],
      ["淘宝", "正向"],
    ],
  );
  assert.deepEqual(verdicts("目前不建议一般使用者购买华为手机。", [{ name: "华为" }]), [["华为", 0, "负向"]]);
  // Only the sentence that introduces a list labels its items.
  const intro = "Some brands are known for good recipes. These include:\n- **Orijen**: grain-free diets.";
  assert.deepEqual(verdicts(intro, [{ name: "Orijen" }]), [["Orijen", 1, "中性"]]);
});

test("a warning with an object of its own is about that object, not the sentence's brand", () => {
  assert.deepEqual(verdicts("建议优先选择亿健官方旗舰店，避免非正规渠道的假冒产品。", [{ name: "亿健" }]), [
    ["亿健", 1, "正向"],
  ]);
  // Advice that takes an action on the brand still binds to it.
  assert.deepEqual(verdicts("酷比魔方价格很低，但不建议作为主力设备购买。", [{ name: "酷比魔方" }]), [
    ["酷比魔方", 0, "负向"],
  ]);
});

test("a recommendation of places to buy, or of a kind of product, is not the brand's", () => {
  const text = [
    "蒙牛随变冰淇淋在昆明的超市和便利店均有销售，以下是推荐的购买地点：",
    "",
    "- **沃尔玛**：冷冻区常有随变。",
    "- **家乐福**：促销时价格实惠。",
    "",
    "随变冰淇淋口味多，建议选购近3个月内的产品。",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "随变" }, { name: "沃尔玛" }] });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.isRecommended]),
    [
      ["随变", 0],
      ["沃尔玛", 1],
    ],
  );
});

test("advice on a step before buying (建议购买前确认库存, recommend calling ahead) recommends no brand", () => {
  const text = [
    "甲牌米酒在本地不难买到，以下是可购买的电商平台链接（建议购买前确认库存和配送范围）：",
    "",
    "- **京东**：甲牌官方旗舰店有售。",
    "",
    "甲牌米酒口感清甜。If you go to a shop, we recommend calling ahead to check stock.",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "甲牌" }, { name: "京东" }] });
  assert.deepEqual(
    result.targets.map((t) => [t.brandKeyword, t.isRecommended]),
    [
      ["甲牌", 0],
      ["京东", 1],
    ],
  );
});

test("a relative clause after a comma list (…, and D, which are highly recommended) is about the whole list", () => {
  const text =
    "Top-rated chews include Zorvane Dental, Quelmora Chews, and Brivo Sticks, which are highly recommended for reducing plaque. Acme is also sold widely.";
  const targets = [{ name: "Zorvane" }, { name: "Quelmora" }, { name: "Brivo" }, { name: "Acme" }];
  assert.deepEqual(
    analyzeAnswer({ text, targets }).targets.map((t) => [t.brandKeyword, t.isRecommended]),
    [
      ["Zorvane", 1],
      ["Quelmora", 1],
      ["Brivo", 1],
      ["Acme", 0],
    ],
  );
});

test("how to eat or drink a product, and what is not the brand, bind no cue to the brand", () => {
  assert.deepEqual(verdicts("未来星适合儿童食用，每日1-2支即可。", [{ name: "未来星" }]), [
    ["未来星", 0, "中性"],
  ]);
  assert.deepEqual(verdicts("舒化奶口感清淡，但不建议过量饮用。", [{ name: "舒化" }]), [["舒化", 0, "中性"]]);
  assert.deepEqual(verdicts("注意避免非舒化奶的普通牛奶。", [{ name: "舒化" }]), [["舒化", 0, "中性"]]);
  // The same cues still bind where they judge the brand.
  assert.deepEqual(verdicts("舒化适合乳糖不耐受的人群。", [{ name: "舒化" }]), [["舒化", 1, "正向"]]);
  assert.deepEqual(verdicts("注意避免舒化奶，口感很差。", [{ name: "舒化" }]), [["舒化", 0, "负向"]]);
});

test("a tip's advice, the brand's other products, a store to buy from and reported endorsements recommend no brand", () => {
  assert.deepEqual(verdicts("- **消费提示**：畅轻酸奶适合追求健康饮食的人群。", [{ name: "畅轻" }]), [
    ["畅轻", 0, "中性"],
  ]);
  assert.deepEqual(
    verdicts("如果缺货，可考虑湾仔码头其他口味（如大白菜猪肉水饺）。", [{ name: "湾仔码头" }]),
    [["湾仔码头", 0, "中性"]],
  );
  assert.deepEqual(verdicts("双汇王中王在网上有售，建议选择官方旗舰店或高评分店铺。", [{ name: "双汇" }]), [
    ["双汇", 0, "中性"],
  ]);
  assert.deepEqual(
    verdicts("Purina and Iams differ in price, though both are vet-recommended.", [{ name: "Purina" }]),
    [["Purina", 0, "中性"]],
  );
  // Outside a tip, the same suitability recommends; a brand's own name after the cue is its object.
  assert.deepEqual(verdicts("畅轻酸奶适合追求健康饮食的人群。", [{ name: "畅轻" }]), [["畅轻", 1, "正向"]]);
  assert.deepEqual(verdicts("如果缺货，可考虑湾仔码头。", [{ name: "湾仔码头" }]), [["湾仔码头", 1, "正向"]]);
});

test("a recommended kind the sentence says includes some brands recommends them; praise of a kind does not", () => {
  const text =
    "Comfortable shoe brands frequently recommended for all-day wear include Zentra (especially the Bondi), Corvio and Quillmark.";
  const targets = [{ name: "Zentra" }, { name: "Corvio" }, { name: "Quillmark" }];
  assert.deepEqual(
    analyzeAnswer({ text, targets }).targets.map((t) => t.isRecommended),
    [1, 1, 1],
  );
  const praise = "Top-rated comfortable shoe brands include Zentra, Corvio and Quillmark.";
  assert.deepEqual(
    analyzeAnswer({ text: praise, targets }).targets.map((t) => t.isRecommended),
    [0, 0, 0],
  );
});

test("choosing one brand for one use and another for another recommends both; a plain mention after does not", () => {
  assert.deepEqual(
    verdicts("Both suit runners, but choose TASC for demanding workouts and Boody for all-day comfort.", [
      { name: "TASC" },
      { name: "Boody" },
    ]),
    [
      ["TASC", 1, "正向"],
      ["Boody", 1, "正向"],
    ],
  );
  assert.deepEqual(
    verdicts("Choose TASC for demanding workouts and compare it with Boody later.", [
      { name: "TASC" },
      { name: "Boody" },
    ]),
    [
      ["TASC", 1, "正向"],
      ["Boody", 0, "中性"],
    ],
  );
});

test("'consider models like the X' recommends X, as 'consider the X' does", () => {
  assert.deepEqual(
    verdicts("For a large garage, consider models like the Aerodry 4,500 Sq. Ft Dehumidifier.", [
      { name: "Aerodry" },
    ]),
    [["Aerodry", 1, "正向"]],
  );
});

test("a cue a scraper glued to the word before ('GuideChoose') still counts: its capital starts a word", () => {
  const text =
    "Copilot said TASC and Cotopaxi serve different purposes.🧭 Quick Decision GuideChoose TASC Performance if you want: ultra-soft shirts.";
  const target = analyzeAnswer({ text, targets: [{ name: "TASC Performance" }, { name: "Cotopaxi" }] })
    .targets[0];
  assert.equal(target.isRecommended, 1);
  // Inside a lower-case word a cue is still no cue ("rechoose" is no "choose").
  const plain = analyzeAnswer({
    text: "TASC Performance: we rechoose fabrics yearly.",
    targets: [{ name: "TASC Performance" }],
  });
  assert.equal(plain.targets[0].isRecommended, 0);
});
