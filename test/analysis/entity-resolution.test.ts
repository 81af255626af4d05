import assert from "node:assert/strict";
import { test } from "node:test";
import { analyzeAnswer, createAnalyzer } from "../../src/analysis/create-analyzer.ts";

const analyze = (text: string, targets = [{ name: "小米" }], question?: string) =>
  analyzeAnswer({ text, targets, question });
const discovered = (text: string, targets = [{ name: "小米" }], question?: string) =>
  analyze(text, targets, question)
    .brandRecords.filter((record) => record.kind === "discovered")
    .map((record) => record.brandName);
const ranked = (text: string, targets = [{ name: "小米" }]) =>
  analyze(text, targets).brandRecords.map((record) => record.brandName);

test("every name of a bold comma list heading an item is a brand, ranked in reading order", () => {
  const text = [
    "1. **Estée Lauder, Lancôme, Shiseido** - prestige skincare with long histories.",
    "2. **CeraVe** - budget-friendly and gentle.",
  ].join("\n");
  assert.deepEqual(ranked(text, [{ name: "Olay" }]), ["Estée Lauder", "Lancôme", "Shiseido", "CeraVe"]);
  // Names in parentheses belong to the name before them: no head of their own (a made-up group here);
  // well-known brands named there are still brands (the lexicon: Tecno, Infinix).
  assert.deepEqual(
    discovered("1. **Zorvane (Quelto, Brivix)** - Africa.\n2. **Xiaomi** - India.", [{ name: "Acme" }]),
    ["Zorvane", "Xiaomi"],
  );
  assert.deepEqual(
    discovered("1. **Transsion (Tecno, Infinix)** - Africa.\n2. **Xiaomi** - India.", [{ name: "Acme" }]),
    ["Transsion", "Tecno", "Infinix", "Xiaomi"],
  );
});

test("enumerations of examples name brands when what they exemplify is a kind of brand or shop", () => {
  assert.deepEqual(discovered("买运动鞋可以去运动品牌店，如迪卡侬、滔搏等。"), ["迪卡侬", "滔搏"]);
  assert.deepEqual(discovered("大型超市如**沃尔玛**、**华润万家**都有售。"), ["沃尔玛", "华润万家"]);
  // A company or a restaurant is a kind of business too.
  assert.deepEqual(discovered("也可以找本地的送水公司，例如鑫泉水业、澜庭水站等，一般当天送达。"), [
    "鑫泉水业",
    "澜庭水站",
  ]);
  // Activities, districts, sub-types and a maker's models are not brands.
  assert.deepEqual(discovered("多做运动，如跑步、游泳等。"), []);
  assert.deepEqual(discovered("门店遍布各区，比如罗湖、福田、南山等。"), []);
  assert.deepEqual(discovered("鲜榨果汁（如橙汁或西瓜汁）也可以。"), []);
  // The products exemplified are no brands; 大疆 itself is one (the lexicon knows it).
  assert.deepEqual(discovered("大疆的代表产品包括Mavic、Mini和Avata系列。"), ["大疆"]);
  assert.deepEqual(
    discovered("Chinese EVs include models like the Dolphin and Seal.", [{ name: "BYD" }]),
    [],
  );
});

test("a label's colon lists the names that head its item; a tip's label introduces advice", () => {
  const text = [
    "1. **线下渠道**：",
    "   - **便利店**：7-11、全家、罗森等便利店都有小米充电宝。",
    "   - **电商平台**：京东、天猫等。",
    "",
    "### 其他建议",
    "- **确认规格**：小米充电宝有多种容量。",
  ].join("\n");
  assert.deepEqual(ranked(text), ["7-11", "全家", "罗森", "京东", "天猫", "小米"]);
});

test("brands glued to a model or version, and after a country word, are found as the brand", () => {
  const text =
    "1. **Llama3.1:8b**：开源。\n2. **飞科FS903**：便宜。\n\n我用Llama3.1跑过。德国的博世和西门子都很好，日本的斑马（ZEBRA）笔也好用。";
  const result = analyze(text);
  assert.deepEqual(
    result.brandRecords.map((r) => [r.brandName, r.visibilityCount]),
    [
      ["Llama", 2],
      ["飞科", 1],
      ["博世", 1],
      // Named in prose with no country word of its own: found by the lexicon.
      ["西门子", 1],
      ["斑马", 2],
    ],
  );
  // A space may stand between the brand and its model code: "| 澜泉 KX200 |", "| 鑫德 022 |".
  const table = "| 型号 | 特点 |\n|---|---|\n| 澜泉 KX200 | 冷水款 |\n| 鑫德 022 | 双喷嘴 |";
  assert.deepEqual(discovered(table), ["澜泉", "鑫德"]);
  // "国产" is also an adjective: "国产开源" names nothing.
  assert.deepEqual(discovered("思源笔记是国产开源，大模型中也有国产老牌。"), []);
});

test("a link whose host spells its text names a brand; a citation link does not", () => {
  const text =
    "For notes, [Obsidian](https://obsidian.md) is local-first ([Reddit](https://www.reddit.com/r/x)).";
  assert.deepEqual(discovered(text, [{ name: "Notion" }]), ["Obsidian"]);
});

test("category headings and attribute labels are not brands", () => {
  const text = ["### 无香型洗发水", "- **海飞丝**：去屑。", "#### 便携榨汁杯推荐", "- **摩飞**：小巧。"].join(
    "\n",
  );
  assert.deepEqual(discovered(text, [{ name: "小米" }], "洗发水和榨汁杯哪个牌子好"), ["海飞丝", "摩飞"]);
  const labels = [
    "**Color Payoff**: rich.",
    "- **Key features**: NFC, GPS.",
    "- **NFC**: yes.",
    "- 成分较复杂",
    "- 口感：偏甜",
    "- 女款：粉色",
  ].join("\n");
  assert.deepEqual(discovered(labels), []);
});

test("a heading whose sub-items a well-known brand heads is a kind of shoe; a sub-item repeating its parent's brand is a detail", () => {
  const kinds = [
    "#### **三、 极致轻量与透气**",
    "7. **Merrell Moab 3 Vent**：透气。",
    "8. **Salomon X Ultra 4**：轻。",
  ].join("\n");
  assert.deepEqual(discovered(kinds, [{ name: "凯乐石" }]), ["Merrell", "Salomon"]);
  const shop = ["- **AEON Supermarket**", "   - AEON 常有进口中国品牌食品。", "- **Giant**：价格实惠。"].join(
    "\n",
  );
  assert.ok(discovered(shop, [{ name: "鲁花" }]).includes("AEON"));
});

test("a list of kinds sharing one noun, and the options of a question, are not brands", () => {
  const stages = "1. **Puppy Stage**: protein.\n2. **Adult Stage**: balance.\n3. **Senior Stage**: joints.";
  assert.deepEqual(discovered(stages, [{ name: "Purina" }]), []);
  const style = "**3. What style do you prefer?**\n    *   **Moccasin:** Classic.\n    *   **Bootie:** Warm.";
  assert.deepEqual(discovered(style, [{ name: "UGG" }]), []);
});

test("a product line is named by its maker when the answer names or links the maker on its own", () => {
  const text = [
    "## 1. **Zentrove Atlas**",
    "[https://zentrove.com/atlas](https://zentrove.com/atlas)",
    "- Incorporation for founders.",
    "## 2. **Quillmark Science Diet**",
    "- Vet formulas; Quillmark also makes prescription food.",
    "## 3. **Sublime Text**",
    "- Fast editor.",
  ].join("\n");
  // Made-up makers: the rule works without the lexicon (which knows Stripe and Hill's, see brand-lexicon.test.ts).
  assert.deepEqual(discovered(text, [{ name: "Clerky" }]), ["Zentrove", "Quillmark", "Sublime Text"]);
});

test("a sentence that opens with a brand, and a label's value under a brand's item, head nothing", () => {
  const text = [
    "1. **天猫超市**",
    "   - 示例：畅轻蛋白时光250g，约39.9元。",
    "2. **京东**：配送快。",
    "",
    "**建议**：",
    "- 畅轻酸奶为低温产品（保质期约21天），需冷链运输。",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "畅轻" }, { name: "天猫超市" }, { name: "京东" }] });
  // 蛋白时光, 畅轻's product line, is a brand of the lexicon (eleventh round), named in the detail only.
  assert.deepEqual(
    result.brandRecords.map((r) => r.brandName),
    ["天猫超市", "京东", "畅轻", "蛋白时光"],
  );
});

test("a brand's popular models listed under it are its products, not brands", () => {
  const text = [
    "**Zorvane:**",
    "",
    "*   **Pros:** soft foam.",
    "*   **Popular Models:**",
    "    *   Quellrun (Neutral, all-around)",
    "    *   Brivix (Maximum cushioning)",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Zorvane" }]), []);
});

test("Chinese heads that are common words are descriptions, not brands, unless the lexicon knows them", () => {
  const text = [
    "推荐德力西的定时插座。",
    "",
    "| 要充的设备 | 选几安 | 原因 |",
    "|---|---|---|",
    "| 手机/耳机/平板 | **10A** | 功率很小 |",
    "| 空调/小米/电暖气 | **16A** | 功率大 |",
  ].join("\n");
  const result = analyze(text, [{ name: "德力西" }]);
  const names = result.brandRecords.map((record) => record.brandName);
  for (const word of ["手机", "耳机", "平板", "空调"]) {
    assert.ok(!names.includes(word), `${word} is a common word: ${names}`);
    assert.ok(
      result.candidates?.some(
        (candidate) => candidate.name === word && candidate.evidence.includes("common-word"),
      ),
    );
  }
  // 小米 is also a word (millet), but the lexicon knows the brand; a rarer word (电暖气) is not caught.
  assert.ok(names.includes("小米") && names.includes("电暖气"), `${names}`);
  // Without the lexicon the word list is not used either: 大众 the brand and 大众 the word are one.
  const plain = createAnalyzer({ targets: [{ name: "德力西" }], lexicon: false }).analyze({ text });
  assert.ok(plain.brandRecords.some((record) => record.brandName === "手机"));
});

test("a common-word split needs every part to be a word: rare names and single characters are not", async () => {
  const { isCommonChineseWords } = await import("../../src/analysis/common-words.ts");
  assert.equal(isCommonChineseWords("杂货店"), true);
  assert.equal(isCommonChineseWords("冷藏连锁店"), true);
  assert.equal(isCommonChineseWords("烟酒店"), true, "a common word and the generic tail 店");
  assert.equal(isCommonChineseWords("正品保障"), true);
  assert.equal(isCommonChineseWords("航嘉"), false);
  assert.equal(isCommonChineseWords("蜜雪冰城"), false);
  assert.equal(isCommonChineseWords("店铺A"), false, "Han characters only");
  assert.equal(isCommonChineseWords("店"), false);
});

test("a well-known brand among a list's heads says the list names shops, so a local one beside it is a name", () => {
  const text = [
    "以下是线下购买地点：",
    "",
    "1. **大型连锁超市**",
    "   - **沃尔玛**：市区有两家门店，冷藏区有货。",
    "   - **鑫隆超市**：本地连锁超市，适合日常购买。",
    "   - **本地超市**：小型超市也可能有基础款。",
    "   - **社区小店**：适合临时购买。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "妙可蓝多" }]), ["沃尔玛", "鑫隆超市"]);
});

test("a name the question asks about, capitalised after its first word, is the subject, not its category", () => {
  const text = "Obsidian 本身不带自动备份，可以装 Obsidian Git 插件，或者把库放进坚果云同步。";
  const target = [{ name: "坚果云" }];
  // Without the question, Obsidian (also a common word) is only a candidate.
  assert.deepEqual(discovered(text, target), []);
  assert.deepEqual(discovered(text, target, "如何自动备份 Obsidian？"), ["Obsidian"]);
  // Written in lower case, the asker used the word, not the name.
  assert.deepEqual(discovered(text, target, "how to back up obsidian notes"), []);
});

test("a Chinese head of seven or more characters is a name only when it ends like an organisation", () => {
  const text = [
    "戴了一个月的感受：",
    "",
    "- 看近时睫状肌负担减轻，长时间看屏幕的酸胀感会降",
    "- 对调节滞后型青少年，效果更明显",
    "",
    "配镜渠道：",
    "",
    "- **鑫隆万家福超市**：本地老店，二楼可以验光。",
    "- **宝岛眼镜**：连锁店，价格透明。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "蔡司" }]), ["鑫隆万家福超市", "宝岛眼镜"]);
});

test("a list is judged by the sentence that introduces it, not by attribute words earlier in its paragraph", () => {
  const text = [
    "The best choice depends on factors such as materials used, fit and price. However, several brands stand out:",
    "",
    "1. **Zorvane**: recycled fabrics and fair labour.",
    "2. **Quelmora**: bio-based fibres.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Acme" }]), ["Zorvane", "Quelmora"]);
  // The sentence that does introduce attributes still makes its items attributes.
  const attributes =
    "Consider these factors:\n\n1. **Breathability**: mesh panels.\n2. **Durability**: stitching.";
  assert.deepEqual(discovered(attributes, [{ name: "Acme" }]), []);
});

test("advice on where to buy lists places; the asker's place before a label's example is not the name", () => {
  const text = [
    "以下是泉州地区可能购买到双汇午餐肉的线下渠道建议：",
    "",
    "1. **便利店**：",
    "   - **本地便利店**：如见福便利店，部分门店可能有双汇午餐肉。",
    "   - **高端食品进口店**：如泉州的Harbor Fresh Mart（中山路店），可能有进口款。",
    "   - **泉州南安食品批发市场**：位于南安市，适合批量购买。",
  ].join("\n");
  const question = "我在泉州，想买双汇午餐肉，推荐一些线下购买的渠道。";
  assert.deepEqual(discovered(text, [{ name: "双汇" }], question), ["见福便利店", "Harbor Fresh Mart"]);
  const order = analyze(text, [{ name: "双汇" }], question).brandRecords.map((record) => record.brandName);
  assert.deepEqual(order.slice(0, 2), ["见福便利店", "Harbor Fresh Mart"]);
  // Advice that names no channel introduces tips, not names.
  const tips = ["以下是一些购买建议：", "", "- **电话确认**：提前致电门店。", "- **核实正品**：检查防伪码。"];
  assert.deepEqual(discovered(tips.join("\n"), [{ name: "双汇" }], question), []);
});

test("a well-known name that is also a word is a name where the line capitalises names, not words", () => {
  const names = (text: string) => discovered(text, [{ name: "Acme" }]);
  // A line listing names is not written in title case; its ordinary words are lower case.
  assert.ok(
    names("Popular brands for warehouse shoes include Timberland PRO, Red Wing, and Caterpillar.").includes(
      "Caterpillar",
    ),
  );
  // A maker opening a numbered model is the maker; an episode's number is no model.
  assert.ok(
    names(
      "For everyday value, many runners pick the Under Armour Sonic 7 or the Puma Velocity Nitro 4 this year.",
    ).includes("Puma"),
  );
  assert.ok(!names("The founders pitched on Shark Tank Season 4 and raised funds.").includes("Shark"));
  // Chinese prose capitalises every Latin term it borrows.
  assert.ok(!names("在 Outlook 里选中邮件一键存成 MD 进 Vault，很方便。").includes("Vault"));
});

test("a question's product noun with 产品 still names the category; the organisations it asks for are not one", () => {
  const question = "对比各省的茶叶产品，列举特色产品和历史悠久的品牌和茶厂";
  const text = [
    "## 安徽茶叶：名茶众多",
    "",
    "### 特色产品",
    "",
    "- **黄山毛峰**：产自黄山一带的绿茶",
    "- **太平猴魁**：产于黄山区",
    "",
    "### 历史悠久的品牌与茶厂",
    "",
    "- **谢裕大**：1875年创办，核心产品黄山毛峰",
    "- **安溪茶厂**：1952年创建，核心产品铁观音",
    "",
    "## 两省对照小结",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "八马" }], question), ["谢裕大", "安溪茶厂"]);
});

test("names joined by 或 to a digit name, and a shop named after its kind, are names", () => {
  const text = [
    "在泉州，你可以通过以下方式购买双汇烤肠：",
    "",
    "1. **便利店**",
    "   - **7-11或全家**：市区门店可能有小包装。",
    "   - **本地便利店**：一些本地连锁便利店（如见福便利店）也可能有。",
  ].join("\n");
  const found = discovered(text, [{ name: "双汇" }]);
  assert.ok(found.includes("全家") && found.includes("见福便利店"), found.join(","));
  // A kind of drink given as an example of drinks is a sub-type, not a name.
  assert.deepEqual(discovered("推荐搭配鲜榨果汁（如橙汁或西瓜汁）饮用。", [{ name: "双汇" }]), []);
});

test("a well-known name the answer itself writes as a word elsewhere is a word; a web address is no such writing", () => {
  const text = [
    "**3. What materials do you prefer?**",
    "    *   **Faux Fur/Sherpa:** Soft, plush, and very warm.",
    "    *   **Wool:** Naturally warm.",
    "",
    "*   **Dearfoams Mama Bear Slipper:** A plush slipper with a sherpa lining.",
  ].join("\n");
  assert.ok(!discovered(text, [{ name: "UGG" }]).includes("Sherpa"));
  const linked = "Many founders compare Clerky with Stripe for incorporation work (see stripe.com/atlas).";
  assert.ok(discovered(linked, [{ name: "Clerky" }]).includes("Stripe"));
});

test("a bold lead sentence is prose; options introduced with their features are still options; a product names its maker", () => {
  const question = "best bamboo polo shirts for golf";
  const text = [
    "**Tasc Performance Bamboo Air Stretch Polos stand out as the top choice for golf due to their fabric.[1]**",
    "",
    "### Other Strong Bamboo Polo Options for Golf",
    "These alternatives emphasize comfort and golf-friendly features like breathability and UV protection:",
    "",
    "- **Cariloha Bamboo Polo Shirts**: Made from sustainable bamboo viscose.[4]",
    "- **All USA Clothing Men's Bamboo Charcoal Polo**: 46% bamboo charcoal inner layer.[2]",
    "- **SCOTTeVEST Bamboo Polo**: 65% bamboo with cotton and spandex.[3]",
  ].join("\n");
  const order = analyze(text, [{ name: "Tasc Performance" }], question).brandRecords.map((r) => r.brandName);
  assert.deepEqual(order, ["Cariloha", "All USA Clothing", "SCOTTeVEST", "Tasc Performance"]);
  // A style of the category, written before it in lower case, names no maker.
  const styles =
    "- **Chelsea Boots:** Chelsea boots have elastic side panels.\n- **Western Boots:** Pointed toes.";
  assert.deepEqual(discovered(styles, [{ name: "UGG" }], "best fashion boots"), []);
});

test("a table whose first column labels its rows is headed by the next column", () => {
  const text = [
    "| Category | Top Models | Key Features |",
    "|---|---|---|",
    "| **Pain Relief** | Oofos Oocoozie | OOfoam cushioning |",
    "| **Premium Warmth** | UGG sheepskin styles | Twinface sheepskin |",
  ].join("\n");
  const found = discovered(text, [{ name: "UGG" }]);
  assert.ok(!found.includes("Pain Relief") && !found.includes("Premium Warmth"), found.join(","));
  assert.equal(analyze(text, [{ name: "UGG" }]).targets[0].position, 2);
});

test("a shop named by its country site is the shop; addresses list places; a name ending another is not a maker on its own", () => {
  const text = [
    "*   **DogSpot.in:** DogSpot is a major Indian pet store.",
    "*   **Barkbutler:** Known for subscription boxes.",
    "",
    "1. **高端超市**",
    "   - **Village Grocer**",
    "      - 地址：如 Bangsar Village、Mont Kiara 等。",
    "   - **Jaya Grocer**",
    "      - 地址：如 The Gardens Mall、Starling Mall 等。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "李锦记" }]), [
    "DogSpot",
    "Barkbutler",
    "Village Grocer",
    "Jaya Grocer",
  ]);
});

test("a product set in bold names its maker; words of a name joined by a particle are no brand; American spellings are words", () => {
  const names = (text: string) => discovered(text, [{ name: "Rhone" }]);
  const prose =
    "Merino options resist odor. The **Qor Heather Merino Knit Tee** ($79) adds a finish, and the **Rhone Captain Tee** ($78) uses gold.";
  assert.ok(names(prose).includes("Qor"), names(prose).join(","));
  // "Specialized" opens a bold phrase of ordinary words; "Dieux" ends the style name "Coupe des Dieux".
  assert.ok(
    !names("**Specialized sweat-blocking shirts** like the Thompson Tee keep skin dry.").includes(
      "Specialized",
    ),
  );
  assert.ok(
    !names("- **Versace**: house shoes like Allover Slippers and Coupe des Dieux styles.").includes("Dieux"),
  );
});

test("a name may open with a capitalised article, and bold names joined by a word head their item together", () => {
  const text = [
    "### Additional Notable Brands",
    "- **The Terra Tribe**: Focuses on eco-friendly women's apparel.[1]",
    "- **Oshadi** and **Doodlage**: Offer sustainable pieces using organic fabrics.[1]",
    "- **Good Earth**: Handcrafted luxury apparel.[8]",
  ].join("\n");
  const order = analyze(text, [{ name: "Good Earth" }]).brandRecords.map((r) => r.brandName);
  assert.deepEqual(order, ["The Terra Tribe", "Oshadi", "Doodlage", "Good Earth"]);
  // "the" on its own elsewhere makes no maker of the article.
  assert.ok(
    discovered(`${text}\nThe brands above are the best.`, [{ name: "Good Earth" }]).includes(
      "The Terra Tribe",
    ),
  );
});

test("a table listing kinds of device, and the problems an intro announces, name no brands", () => {
  const text = [
    "| 你的设备 | 选哪个 | 原因 |",
    "|---|---|---|",
    "| 手机/耳机/充电宝/笔电 | **10A** | 充电器功率低 |",
    "| 电动车充电器、电暖器、空调、电热水器 | **16A** | 插头尺寸不同 |",
    "",
    "那种 9.9 包邮的插座，实测问题很多：",
    "",
    "- 无过载/过温保护，连续充一宿外壳发烫",
    "- 掂手感：太轻的就是偷铜料",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "公牛" }]), []);
});

test("a label's value ends where a bold phrase opens", () => {
  const text = [
    "- **下方近用区**：比远用区**少 50~100 度**（业内叫 ADD），看手机时用",
    "- **验配翻车率高**：ADD 值本该靠**调节幅度、NRA/PRA 视功能检查**定",
    "",
    "品牌方面，蔡司和依视路都有这类镜片。",
  ].join("\n");
  const order = analyze(text, [{ name: "蔡司" }, { name: "依视路" }]).brandRecords.map((r) => r.brandName);
  assert.deepEqual(order, ["蔡司", "依视路"]);
});

test("kinds of thing are no names: 两种选法, ① 机械旋钮式, the key points of a setting", () => {
  const text = [
    "### 两种选法",
    "",
    "**① 机械旋钮式（十几块钱，最省心）**",
    "- 到点物理断电",
    "",
    "**② Wi-Fi 智能插座（米家/涂鸦等，30–60 元）**",
    "- App 里设定时",
    "",
    "2. 插件设置里关键点：",
    "   - **备份保留期**：设 5-7 天，避免无限堆积",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "米家" }, { name: "涂鸦" }]), []);
});

test("a company's name may open with a stop word; a particle joins a name whose first word is no ordinary word", () => {
  const text = [
    "1. **Boody**: Bamboo basics.",
    "2. **Free Fly Apparel**: Bamboo outdoor clothing.",
    "3. **MATE the Label**: Organic essentials.",
    "4. **List of YC Companies**: see the directory.",
  ].join("\n");
  const targets = [{ name: "Boody" }, { name: "Y Combinator", aliases: ["YC"] }];
  assert.deepEqual(discovered(text, targets), ["Free Fly Apparel", "MATE the Label"]);
  // A kind of wear is no company.
  const wear =
    "👗 Ethnic & Everyday Wear (Budget Picks)\n\nBiba – Affordable ethnic wear.\nAurelia – Everyday kurtas.";
  const found = discovered(wear, [{ name: "Max" }]);
  assert.ok(found.includes("Biba") && !found.includes("Ethnic"), found.join(","));
});

test("an online mall (商城) is a shop's name, a city (城) a place", () => {
  const text =
    "1. **苏宁易购**：有售。\n2. **动库商城**：专业球台。\n3. **武汉金刚健身器材商城**：可能有门店。\n4. **光谷步行城**：逛街。";
  assert.deepEqual(discovered(text, [{ name: "红双喜" }]), ["苏宁易购", "动库商城", "武汉金刚健身器材商城"]);
});

test("a number alone on its line takes the next line's words; shops of the kind their parent names are names", () => {
  const text = [
    "以下是一些推荐的线下购买地点：",
    "",
    "1.",
    "   **大型超市**：",
    "   - **E-Mart**：食品区通常有必品阁。",
    "2.",
    "   **免税店**：",
    "   - **新罗免税店（济州店）**：",
    "      - 地址：机场路 2",
    "   - **乐天免税店（济州店）**：",
    "      - 地址：连洞",
    "   - **JDC 免税店**：位于济州国际机场。",
  ].join("\n");
  const order = analyze(text, [{ name: "必品阁" }]).brandRecords.map((r) => r.brandName);
  assert.deepEqual(order, ["E-Mart", "新罗免税店", "乐天免税店", "JDC", "必品阁"]);
});

test("a scraped shopping card names the shop selling the product, without its country or store front", () => {
  // Made-up products and shops (the shops are not in the lexicon), glued as the page text keeps them.
  const text =
    "Top picks:\nZorvane X2699,99 $•Kestrel Music + weitereZorvane X1549,00 $•Brindle Audio US Official Store + weitereQuelto Pro899,00 $•Walmart - QUELTO STORE + weitere\nZorvane is the best value.";
  assert.deepEqual(discovered(text, [{ name: "Zorvane" }]), ["Kestrel Music", "Brindle Audio", "Walmart"]);
  // A price and a bullet without the card's "+ more" is no card.
  assert.deepEqual(discovered("Zorvane X2 costs 699 $• Kestrel Music lists it.", [{ name: "Zorvane" }]), []);
});

test("publications named in prose are brands; the same names as citation chips or numbered links are sources", () => {
  const prose = "RTINGS names the Zorvane X2 the best value, and TechRadar calls it a bargain.";
  assert.deepEqual(discovered(prose, [{ name: "Zorvane" }]), ["RTINGS", "TechRadar"]);
  // A site's name as the answer writes it, not the lexicon's shorter canonical inside it.
  assert.deepEqual(
    discovered("Find reviews at websites like RTINGS.com and Tom's Guide.", [{ name: "Zorvane" }]),
    ["RTINGS.com", "Tom's Guide"],
  );
  assert.deepEqual(
    discovered("The Zorvane X2 tops the charts at RTINGS.com this year.", [{ name: "Zorvane" }]),
    ["RTINGS.com"],
  );
  const chips = [
    "The Zorvane X2 is the best value for most people.” RTINGS.com+1",
    "It is quiet and light. Wikipedia+3TechRadar+3",
    "Battery life is excellent. MusicRadar",
    "Sizes vary (medium runs tight). Reddit🌿 Fabric FeelBrand notes follow.",
    "Many testers agree ([Reddit][4], [The Spruce][5]).",
    "These are balanced and well researched: ",
    "PetMD",
    "+1",
  ].join("\n");
  assert.deepEqual(discovered(chips, [{ name: "Zorvane" }]), []);
  // A Chinese answer's source in prose: 据中关村在线评测.
  assert.deepEqual(discovered("据中关村在线评测，小米的续航最好。"), ["中关村在线"]);
});

test("a product line names its maker where the answer names the maker too", () => {
  const sony = [{ name: "Sony" }];
  assert.deepEqual(
    discovered("The iPhone 16 Pro has the best camera; Apple also sells the iPhone 16.", sony),
    ["Apple"],
  );
  // Without the maker the line is the name the answer gives; a line of a caller's brand is that brand's.
  assert.deepEqual(discovered("The iPhone 16 Pro has the best camera.", sony), ["iPhone"]);
  assert.deepEqual(
    discovered("The iPhone 16 Pro has the best camera; Apple sells it.", [{ name: "Apple" }]),
    [],
  );
  // The shipped lines cover the laptops, watches and phones answers name most ("TicWatch", "VivoBook").
  const lines =
    "- **TicWatch Pro 5**: long battery life.\n- **ASUS VivoBook S14**: light.\n\nSold by Mobvoi and ASUS.";
  assert.deepEqual(discovered(lines, sony), ["Mobvoi", "ASUS"]);
});

test("a brand the description compares with late in its line leaves the head a name; a near one makes it a scenario", () => {
  const text = [
    "👗 Trendy & Youth-Focused Fashion (Similar Style / Price Range With Extras)",
    "",
    "FabAlley – Popular Indian brand with stylish western wear.",
    "",
    "Rigo – Trend-oriented casual dresses and outfits often recommended alongside Miss Chase.",
    "",
    "Twenty Dresses – Fun, affordable dresses and casual wear.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Miss Chase" }, { name: "FabAlley" }]), [
    "Rigo",
    "Twenty Dresses",
  ]);
  assert.deepEqual(
    discovered("- 经常出差：首选小米的轻薄本。\n- 虽然太古汇以高端消费为主，但其超市可能有小米。"),
    [],
  );
});

test("a maker's word then a model's code names the maker; the maker's store glued from its name is no brand", () => {
  const text = [
    "Here are a few standout e-bikes:",
    "Zentrix D7 2.499,00 $•Zentrixbike + weitere",
    "",
    "- **Zentrix D7**: full suspension for rough terrain.",
    "- **Corvio XP3**: light and foldable.",
    "- **Quillmark Trail Pro Max**: a long-range commuter.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Acme" }]), ["Zentrix", "Corvio", "Quillmark Trail Pro Max"]);
});

test("an English enumeration goes on past a member's aside in parentheses; a member's name is its capitalised words", () => {
  const text =
    "Cheaper alternatives include Zentrix Koola Short ($50–$70 range), Corvio Emma Short ($60–$95), " +
    "Dream Pairs mid-calf boots ($39), and Quillmark.";
  const found = discovered(text, [{ name: "Zentrix" }]);
  assert.ok(found.includes("Dream Pairs"), found.join());
  assert.ok(found.includes("Corvio Emma Short"), found.join());
  assert.ok(found.includes("Quillmark"), found.join());
  // Members that open in lower case are things: a capitalised word among them is no name.
  assert.deepEqual(
    discovered("Natural alternatives include bully sticks, Himalayan cheese, and raw carrots."),
    [],
  );
});

test("an English member that runs on into its sentence keeps its capitalised words; one in lower case is dropped", () => {
  // Quillmark and Zentrix are made up; the member ran past the length limit and named nothing before.
  const found = discovered("Smaller brands like Quillmark Threads excel in niche natural fibers and dyes.", [
    { name: "Zentrix" },
  ]);
  assert.deepEqual(found, ["Quillmark Threads"]);
  assert.deepEqual(
    discovered("Some brands like to advertise organic cotton fibers that were never certified.", [
      { name: "Zentrix" },
    ]),
    [],
  );
});

test("a name written as its domain is a name; 'X AI' after an ordinary word is one when the answer links its site", () => {
  const text = [
    "Other monitoring tools worth a look:",
    "",
    "- **[Evidently AI](https://www.evidentlyai.com/)**: open-source drift reports.",
    "- **[Quillmark.ai](https://quillmark.ai/)**: experiment tracking.",
    "- **Generative AI**: a kind of model, not a tool.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Acme" }]), ["Evidently AI", "Quillmark.ai"]);
});

test("a heading that sounds like an attribute lists options when a caller's brand heads one of its items in bold", () => {
  const text =
    "### Key Features for Wide Feet\n\n- **Quillmark Dorado Mid**: wide toe box.\n- **Acme Hierro v7**: several widths.";
  assert.deepEqual(discovered(text, [{ name: "Acme" }]), ["Quillmark Dorado Mid"]);
  // A sentence that opens with the brand under a tips label says nothing of what the label lists.
  const tips = "- **Key features**:\n   - Acme runs narrow.\n   - Quillmark Dorado soles wear fast.";
  assert.deepEqual(discovered(tips, [{ name: "Acme" }]), []);
});

test("a season or an episode heading an item is no name", () => {
  const text = "1. **第6季第5集**：节目比较了捷豹和奔驰。\n2. **第17季第1集**：庆祝捷豹的生日。";
  assert.deepEqual(
    discovered(text, [{ name: "捷豹" }]).filter((name) => name.includes("集")),
    [],
  );
});

test("a platform's flagship store named in a head names the brand it sells", () => {
  const text = "1. **天猫vivo官方旗舰店**：正品保障。\n2. **天猫-越秀乳业官方旗舰店**：价格实惠。";
  assert.deepEqual(discovered(text, [{ name: "小米" }]), ["天猫", "vivo", "越秀乳业"]);
});

test("a retailer written with and without its store form is one brand, named by the short name", () => {
  // The head names the shop's form first; the prose then says the short name: one brand, 苏宁.
  const text = [
    "1. **苏宁易购-习酒官方旗舰店**：正品保障。",
    "   - 备注：苏宁为习酒授权平台，配送约2-3天。",
    "2. **永辉超市**：部分门店有售，永辉会员日有折扣。",
    "3. **美团优选、多多买菜**：本地配送，也可以在美团下单。",
    "4. **国美电器**：部分国美门店也代理。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "习酒" }]), ["苏宁", "永辉", "美团", "多多买菜", "国美"]);
  // Without the short name on its own, the answer's own form stands; a tail that is a name of its own
  // (盒马鲜生, not a store form) keeps the form the answer gives first.
  assert.deepEqual(
    discovered("1. **永辉超市**：有售。\n2. **盒马鲜生**：有售，盒马会员价更低。", [{ name: "习酒" }]),
    ["永辉超市", "盒马鲜生"],
  );
});

test("plain Chinese items whose head ends at a comma or colon, with no brand beside them, are tips, not names", () => {
  const text = [
    "3. **务必试穿：** 穿上徒步袜去试。确保：",
    "    *   脚趾前有约1厘米空间。",
    "    *   行走时，脚跟抬起不会有过大摩擦。",
    "    *   系紧鞋带后，脚踝感到被稳定地“抱住”。",
    "",
    "湿滑岩面的大底要点：",
    "- 深槽排水纹：快速排走积水；",
    "- 短密齿（而非长齿）：更贴台阶面；",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Salomon" }]), []);
  // A plain item that names a brand beside the others still names it.
  assert.deepEqual(discovered("推荐：\n- 凯乐石，国产性价比高；\n- 伯希和，轻量。", [{ name: "Salomon" }]), [
    "凯乐石",
    "伯希和",
  ]);
});

test("in an answer to a question about one named brand, heads of ordinary words are its aspects", () => {
  const text = [
    "Y Combinator stands out among accelerators for several reasons:",
    "",
    "### 2. **Unmatched Network & Community**",
    "- **Alumni Network**: Over 4,000 startups, including Airbnb, Dropbox and Stripe.",
    "- **Collaborative Culture**: Founders help each other.",
    "",
    "### 3. **Demo Day Access**",
    "Demo Day attracts investors such as Sequoia.",
  ].join("\n");
  const targets = [{ name: "Y Combinator" }];
  const about = discovered(text, targets, "What makes Y Combinator unique?");
  assert.ok(!about.includes("Community"), about.join());
  assert.ok(["Airbnb", "Dropbox", "Stripe"].every((name) => about.includes(name)));
  // A question asking for options, or none, leaves the heads to the other evidence.
  assert.ok(discovered(text, targets).includes("Community"));
  assert.ok(discovered(text, targets, "What are the best startup accelerators?").includes("Community"));
});

test("a maker's own technology (a sole rubber, a foam) is no brand; an ingredient brand sold to many makers is", () => {
  const text =
    "防滑核心：优先选择 **Vibram Megagrip**、**Contagrip MA**、**Continental** 等大底。\n\n1. **Salomon X Ultra 4**：CloudTec缓震模块。";
  const names = discovered(text, [{ name: "Salomon" }]);
  assert.ok(!names.some((name) => /contagrip|cloudtec/i.test(name)), names.join());
  assert.ok(names.includes("Vibram") && names.includes("Continental"), names.join());
});

test("what a quality or use label's colon lists are qualities, not names; a kind of shop's colon still lists names", () => {
  const text = [
    "### **二、中帮徒步靴（支撑防护更强，适合碎石路）**",
    "**特点**：脚踝保护、防碎石进入、稳定性更优，适合不平整山路。",
    "",
    "6. **Lowa Renegade GTX Mid**",
    "   - **适合场景**：经典多功能靴。",
    "",
    "### 哪里买",
    "- **便利店**：7-11、全家、罗森等",
  ].join("\n");
  // Lowa's lone item still names it: the label's item counts among the list's names.
  assert.deepEqual(discovered(text, [{ name: "Salomon" }]), ["Lowa", "7-11", "全家", "罗森"]);
});

test("the parts of a plain Chinese tip's head are plain phrases as the head is", () => {
  const text = [
    "保暖与防滑如何兼顾——3 条核心思路",
    "",
    "1. 温度等级看“填充克数+膜”  ",
    "   北方-20 ℃ 以上：200 g 级合成棉即可；",
    "",
    "2. 中底隔热+鞋垫反射  ",
    "   厚 EVA 中底可阻断地面传导；",
    "",
    "3. 鞋领高度与雪套配合  ",
    "   中帮（8 眼）+ 弹力雪套，防止雪水倒灌；",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Salomon" }]), []);
  // Bold parts still name: "**凯乐石与伯希和**" lists two brands.
  assert.deepEqual(discovered("国产推荐：\n\n1. **凯乐石与伯希和**：性价比高\n", [{ name: "Salomon" }]), [
    "凯乐石",
    "伯希和",
  ]);
});

test("a bold comma list of ordinary words only is a phrase, not a list of names", () => {
  const text = [
    "Tell me about the snow you walk in:",
    "",
    "*   **Dry, Cold Snow:**  Some boots perform better in dry, powdery snow.",
    "*   **Sorel, Kamik:**  Both make warm boots.",
  ].join("\n");
  const names = discovered(text, [{ name: "UGG" }]);
  assert.ok(!names.some((name) => /^(?:dry|cold snow)$/i.test(name)), names.join());
  assert.ok(names.includes("Sorel") && names.includes("Kamik"), names.join());
});

test("a carmaker's group glued to its brand or joint venture names the group, then the brand", () => {
  const text = [
    "1. **长城哈弗H6** - 销量冠军，性价比极高。",
    "2. **广汽丰田威兰达**：后排空间大。",
    "3. **东风悦达起亚KX5** - 设计时尚。",
    "4. **东风本田CR-V** - 操控出色。",
    "5. **一汽-大众探岳** - 稳。",
    "6. **上汽大通D90 Pro** - 空间大。",
    "7. **东风风光580** - 实惠。",
  ].join("\n");
  assert.deepEqual(ranked(text, [{ name: "比亚迪" }]), [
    "长城",
    "哈弗",
    "广汽",
    "丰田",
    "东风悦达",
    "起亚",
    "东风",
    "本田",
    "一汽",
    "大众",
    "上汽",
    "大通",
    "风光",
  ]);
  // Named as written: traditional characters stay so.
  assert.deepEqual(ranked("1. **長城哈弗H6** - 銷量冠軍。", [{ name: "比亚迪" }]), ["長城", "哈弗"]);
  // A caller's brand inside stays the caller's; its group is still named, before it.
  assert.deepEqual(ranked("推荐**广汽丰田威兰达**，空间大。", [{ name: "丰田" }]), ["广汽", "丰田"]);
  // The group alone, or a word that only opens like one, is no group of a brand ("长城" the wall).
  assert.deepEqual(discovered("周末去长城看看，再买一辆比亚迪。", [{ name: "比亚迪" }]), []);
});

test("an intro naming the problem its picks solve still introduces the picks ('专门为解决特定脚型问题而设计')", () => {
  const text = [
    "#### **二、 宽脚/高脚背福音**",
    "专门为解决特定脚型问题而设计。",
    "",
    "5. **KEEN Targhee III Mid WP**",
    "   - **防磨理由**：以“宽鞋头”闻名。",
    "6. **Lowa Renegade GTX**",
    "   - **防磨理由**：宽楦。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Salomon" }]), ["KEEN", "Lowa"]);
  // A list of the problems themselves is still about attributes.
  assert.deepEqual(
    discovered("常见问题：\n\n1. **Lowa Renegade GTX**：偏重。\n2. **KEEN Targhee III**：偏宽。", [
      { name: "Salomon" },
    ]),
    [],
  );
});

test("the parts and cuts of a shoe heading items ('**中高帮**：防止积雪灌入', '鞋底齿纹') are no makers", () => {
  const text = [
    "3. **结构设计**：",
    "   - **中高帮**：防止积雪灌入。",
    "   - **防水袜套**：确保水不会进入。",
    "   - **鞋底齿纹**：深齿排泥。",
    "",
    "推荐：",
    "- **Lowa Renegade GTX**：经典款。",
    "- **Salomon X Ultra 4**：轻量。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Salomon" }]), ["Lowa"]);
});

test("a product line written with its maker's name first names the maker ('Apple TV+', 'Stripe Atlas', 'Lucid Air')", () => {
  const text = [
    "### 5. Apple TV+",
    "* **Best for**: original films.",
    "### 6. Stripe Atlas",
    "* **Best for**: incorporating quickly.",
    "### 7. Lucid Air",
    "* **Best for**: range.",
    "### 8. Disney+",
    "* **Best for**: families.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Netflix" }]), ["Apple", "Stripe", "Lucid", "Disney"]);
  // A line whose name does not open with its maker's names the maker only where the answer names it apart.
  assert.deepEqual(discovered("Works on iPhone and Android; pairs with HomeKit.", [{ name: "Netflix" }]), [
    "iPhone",
    "HomeKit",
  ]);
});

test("makers' own products and assistants name the maker: Nothing Phone, Chromecast beside Google TV, Bixby", () => {
  const text = [
    "### 1. **Nothing Phone (2a)**",
    "- Clean software.",
    "### 2. **Samsung Galaxy A55**",
    "- Bixby voice control; Google TV with built-in Chromecast on the TV side.",
  ].join("\n");
  assert.deepEqual(ranked(text, [{ name: "Apple" }]), ["Nothing", "Samsung", "Google"]);
});

test("GTX standing apart is Gore-Tex; ending a model's name ('X Ultra 4 GTX', '莫林加强版 GTX') it is the model's", () => {
  const text = [
    "1. **Salomon X Ultra 4 GTX**：GTX防水膜，抓地好。",
    "2. **SCARPA 莫林加强版 GTX**：保暖。",
    "3. **Merrell Moab 3**：鞋面透气好过GTX。",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "Salomon" }] });
  assert.deepEqual(
    result.brandRecords.map((r) => [r.brandName, r.position, r.visibilityCount]),
    [
      ["Salomon", 1, 1],
      ["SCARPA", 2, 1],
      ["Merrell", 3, 1],
      ["GTX", 4, 2],
    ],
  );
  // The model's heading names one brand, so it still recommends it.
  assert.equal(result.targets[0].isRecommended, 1);
});

test("a closing reservation of an intro ('请注意，这个排名是主观的') does not make its list one of attributes", () => {
  const text = [
    "以下是一些较受欢迎的SUV车型示例，并进行一个简单的排名。请注意，这个排名是主观且动态变化的。",
    "",
    "1. **合资品牌SUV**",
    "   - 排名第一：**奥迪Q5L**",
    "   - 排名第二：**宝马X3**",
    "   - 排名第三：**奔驰GLC**",
  ].join("\n");
  assert.deepEqual(ranked(text, [{ name: "奥迪" }]), ["奥迪", "宝马", "奔驰"]);
  // The basis the picks were chosen on ("considering factors like range") is not what the list holds.
  const basis = [
    "Here's a breakdown of some top contenders, considering factors like range and luxury:",
    "",
    "- **Lucid Air**: long range.",
    "- **Cadillac Lyriq**: quiet cabin.",
  ].join("\n");
  assert.deepEqual(discovered(basis, [{ name: "Tesla" }]), ["Lucid", "Cadillac"]);
  const longBasis = [
    "以下是根据过去几年的可靠性评分和维修便利性等因素综合考虑的前十名SUV：",
    "",
    "1. **宝马X3** - 做工扎实。",
    "2. **奔驰GLC** - 舒适。",
  ].join("\n");
  assert.deepEqual(discovered(longBasis, [{ name: "丰田" }]), ["宝马", "奔驰"]);
  // A ranking of picks that calls itself advice ("…的建议，为新手推荐排名前10的车型：") still ranks picks.
  const advice =
    "以下是一份基于安全和油耗等方面的建议，为新手推荐排名前10的车型：\n\n1. **吉利博越PRO**：时尚。\n2. **江淮瑞风S4**：实惠。";
  assert.deepEqual(discovered(advice, [{ name: "丰田" }]), ["吉利", "江淮"]);
  // An intro whose own point is a caution still introduces cautions.
  assert.deepEqual(
    discovered("请注意以下几点：\n\n1. **宝马X3**：保养贵。\n2. **奔驰GLC**：油耗高。", [{ name: "奥迪" }]),
    [],
  );
});

test("who a product is for is no part of its maker's name ('Keen Women's Whisper', 'Women's ECCO Offroad Roam')", () => {
  const text = [
    "1. **Keen Women's Whisper** – comfy.",
    "2. **Women's ECCO Offroad Roam** – balanced.",
    "3. **Teva Hurricane XLT2** – sporty.",
  ].join("\n");
  assert.deepEqual(ranked(text, [{ name: "Chaco" }]), ["Keen", "ECCO", "Teva"]);
});

test("a shop's site written in lower case on a shopping card is the shop's name ('bigbasket.com')", () => {
  const text = [
    "Puppy harness picks:",
    "",
    "HUFT Classic Harness",
    "₹799",
    "•",
    "bigbasket.com + others",
    "Petsy Basil Harness",
    "₹382.50",
    "•",
    "Heads Up For Tails",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Drools" }]), ["Heads Up For Tails", "Petsy", "bigbasket.com"]);
});
