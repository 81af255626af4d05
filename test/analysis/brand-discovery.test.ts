import assert from "node:assert/strict";
import { test } from "node:test";
import type { BrandSpec } from "../../src/analysis/analysis-types.ts";
import { analyzeAnswer } from "../../src/analysis/create-analyzer.ts";

const discovered = (text: string, targets: BrandSpec[] = [{ name: "小米" }], question?: string) =>
  analyzeAnswer({ text, targets, question })
    .brandRecords.filter((record) => record.kind === "discovered")
    .map((record) => record.brandName);

test("discovers brands from list heads, headings, table first columns and 名（English） pairs", () => {
  const text = [
    "1. **OPPO**：拍照好。",
    "2. 一加：性能强。",
    "",
    "| 品牌 | 特点 |",
    "|---|---|",
    "| 真我 | 便宜 |",
    "",
    "进口方面，三星（Samsung）也很受欢迎。",
    "",
    "### 荣耀",
    "续航不错。",
  ].join("\n");
  assert.deepEqual(discovered(text), ["OPPO", "一加", "真我", "荣耀", "三星"]);
});

test("generic heads are never brands", () => {
  const text = [
    "## 总结",
    "- **优点**：价格低",
    "- **缺点**：广告多",
    "- 注意事项：保留发票",
    "",
    "**Pros**",
    "- Battery life: great",
    "",
    "### Conclusion",
    "**选购建议**：先看预算。",
  ].join("\n");
  assert.deepEqual(discovered(text), []);
});

test("sub-points of a brand's item are its attributes, not brands", () => {
  const text = ["1. 小米", "   - 澎湃OS：流畅", "   - Zeyra影像：出色", "2. 华为"].join("\n");
  assert.deepEqual(discovered(text), ["华为"]);
});

test("a discovered brand counts every mention, including its alias", () => {
  const result = analyzeAnswer({
    text: "1. **大疆（DJI）**：稳定。\n\n大疆的Mini系列很轻，DJI Care服务也不错。",
    targets: [{ name: "小米" }],
  });
  assert.deepEqual(
    result.brandRecords.map((r) => [r.brandName, r.visibilityCount, r.position]),
    [["大疆", 4, 1]],
  );
});

test("ranking lines and rank-numbered tables head their items", () => {
  assert.deepEqual(discovered("#1 Trader Joe's — cheap snacks.\n#2 Whole Foods — pricey."), [
    "Trader Joe's",
    "Whole Foods",
  ]);
  assert.deepEqual(discovered("第一名：自然堂\n口碑好。\n\n第二名：百雀羚\n老牌国货。"), [
    "自然堂",
    "百雀羚",
  ]);
  const table = "| 排名 | 品牌 | 评分 |\n|---|---|---|\n| 1 | **农夫山泉** | 9.5 |\n| 2 | 怡宝 | 9.2 |";
  assert.deepEqual(discovered(table), ["农夫山泉", "怡宝"]);
});

test("a list whose heads are mostly generic is about attributes; plain Chinese phrases need a known sibling", () => {
  const useCases = [
    "### Use Case",
    "- **Gaming**: high refresh rate.",
    "- **Office Work**: battery life.",
    "- **Content Creation**: color accuracy.",
  ].join("\n");
  assert.deepEqual(discovered(useCases), []);
  assert.deepEqual(discovered("### 常见误区\n- 只看跑分\n- 盲目追新"), []);
  assert.deepEqual(discovered("推荐：\n1. 小米\n2. 华为\n3. 荣耀"), ["华为", "荣耀"]);
});

test("a lower-case word heading an item is a brand when a sibling item is headed by a name", () => {
  const text = [
    "### 1. **OnePlus**",
    "Great value.",
    "",
    "### 2. **vivo**",
    "Long battery life.",
    "",
    "| Brand | Strength |",
    "|---|---|",
    "| OnePlus | value |",
    "| realme | price |",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Apple" }]), ["OnePlus", "vivo", "realme"]);
  // Without a sibling that is a name, lower-case heads are attributes.
  assert.deepEqual(discovered("### **battery**\nLong.\n\n### **camera**\nSharp.", [{ name: "Apple" }]), []);
});

test("the bold object of a recommendation or warning is a brand, even in prose and in Chinese", () => {
  const text = [
    "### 1. **OPPO**",
    "**OPPO**的续航表现突出。",
    "- 缺点：系统流畅度",
    "",
    "不太推荐**荣耀**，主要是售后投诉较多。",
  ].join("\n");
  assert.deepEqual(discovered(text), ["OPPO", "荣耀"]);
  const english = "### 1. **Huawei**\nGreat camera.\n\nI would not recommend **vivo** right now.";
  assert.deepEqual(discovered(english, [{ name: "Apple" }]), ["Huawei", "vivo"]);
  // Emphasis that no cue introduces stays emphasis, and so does a cue's object that runs on into a phrase.
  assert.deepEqual(discovered("这款手机的**续航**非常好，**拍照**也不错。"), []);
  assert.deepEqual(discovered("小米14推荐**大容量**版本。"), []);
});

test('"AI" closing a distinctive name is part of it; after an ordinary word or an adjective it is a kind of AI', () => {
  const text = [
    "## AI visibility tools",
    "1. **Arize AI**: traces model drift.",
    "2. **Peec AI**: tracks brand mentions.",
    "3. **Velmora AI**: monitors prompts.",
    "",
    "## What the tools cover",
    "- **Generative AI**: content answers.",
    "- **Ads AI**: campaign answers.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Arize AI" }]), ["Peec AI", "Velmora AI"]);
});

test("an ordinary first word that opens another name elsewhere is no maker (New York Angels, not New)", () => {
  const text = [
    "1. **Pasadena Angels**",
    "   - **Location**: Altadena, California",
    "2. **New York Angels**",
    "   - **Location**: New York",
    "3. **Golden Seeds**",
    "   - **Location**: Various",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Pasadena Angels" }]), ["New York Angels", "Golden Seeds"]);
});

test("a name with a particle and an ordinary first word is a name when the answer links the site that spells it", () => {
  const text = [
    "1. **Pasadena Angels**",
    "   - **Link**: [Pasadena Angels](https://pasadenaangels.com/)",
    "2. **Band of Angels**",
    "   - **Link**: [Band of Angels](https://www.bandofangels.com/)",
    "3. **List of Funds**",
    "   - **Link**: [Funds](https://example.org/funds)",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Pasadena Angels" }]), ["Band of Angels"]);
});

test("an ordinary word as a label before a known brand is a label, not a brand (**Funding**: Y Combinator …)", () => {
  const text = [
    "1. **Networking opportunities**: Y Combinator has a large network.",
    "2. **Funding**: Y Combinator provides $500,000.",
    "3. **Location**: Y Combinator is based in the Bay Area.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Y Combinator" }]), []);
});

test('"Key Competitors" names options, as "Key features" does not: the sections under it are searched', () => {
  const text = [
    "### **1. Y Combinator (YC)**",
    "- **Focus**: Broad.",
    "- **Official Site**: [Y Combinator](https://www.ycombinator.com)",
    "",
    "### **Key Competitors & Alternatives**",
    "",
    "#### **a) Vexaro Labs**",
    "- **Focus**: Global startups.",
    "- **Comparison**: More international than YC.",
    "",
    "#### **b) Quillmark Ventures**",
    "- **Focus**: Seed rounds.",
    "- **Comparison**: Smaller checks than YC.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Y Combinator", aliases: ["YC"] }]), [
    "Vexaro Labs",
    "Quillmark Ventures",
  ]);
});

test("a head whose line gives examples after a word for firms, services or tools is a kind of thing", () => {
  const text = [
    "1. **Legal Technology Platforms**: Platforms like [Clerky](https://www.clerky.com/) automate documents.",
    "2. **Full-Stack Law Firms**: Firms like [Vexaro Legal](https://vexarolegal.example/) serve startups.",
    "3. **Startup-Focused Legal Services**: Services like [Quillmark Law](https://quillmarklaw.example/) help.",
  ].join("\n");
  const names = discovered(text, [{ name: "Clerky" }]);
  assert.deepEqual(names, ["Vexaro Legal", "Quillmark Law"]);
});

test("among heads that are kinds giving examples, a head of common words is a kind too, one in capitals a name", () => {
  const text = [
    "1. **Legal Technology Platforms**: Platforms like [Clerky](https://www.clerky.com/) automate documents.",
    "2. **Full-Stack Law Firms**: Firms like [Vexaro Legal](https://vexarolegal.example/) serve startups.",
    "3. **Dedicated Startup Lawyers**: Some lawyers, such as Harry Khanna, work with founders.",
    "4. **AEON Legal Desk**: a walk-in counter.",
    "5. **Virtual Law Firms**: Platforms like [Quillmark Law](https://quillmarklaw.example/) work online.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Clerky" }]), [
    "AEON Legal Desk",
    "Vexaro Legal",
    "Quillmark Law",
  ]);
});

test("a pack size or piece count after a comma is no name (Pots and Pans Set, 12-Piece)", () => {
  const text = [
    "### [Rachael Ray Cucina Nonstick Cookware Pots and Pans Set, 12-Piece]()",
    "Durable enamel and a lifetime warranty.",
    "### [Calphalon Classic Hard-Anodized Set, 10-Piece]()",
    "Oven safe to 450°F.",
  ].join("\n");
  assert.ok(!discovered(text, [{ name: "Calphalon" }]).some((name) => /piece/i.test(name)));
});

test("an ordinary word shows a maker only where the answer capitalises it on its own (Lawyers Alliance, not Lawyers)", () => {
  const text = [
    "- **[Priori Legal](https://www.priorilegal.com)** - Vetted lawyers at discounted rates",
    "- **[Lawyers Alliance](https://lawyersalliance.org)** - Pro bono legal services",
    "- **[Tennis Warehouse](https://www.tennis-warehouse.com)** - Racquets; ask staff about tennis shoes",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Priori Legal" }]), ["Lawyers Alliance", "Tennis Warehouse"]);
});

test("a price or rate after a label is no name", () => {
  const text = [
    "**Costs at a glance**",
    "- **Fractional legal services**: $200-400/hour",
    "- **Legal templates**: Free-$500",
    "- **Incorporation**: [Clerky](https://www.clerky.com) from ¥99",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Clerky" }]), []);
});

test("a caveat closing a list's intro does not make its items attributes (…但请注意…等因素综合考虑：)", () => {
  const text = [
    "下面推荐一些适合轻徒步的徒步鞋，按照品牌和型号列出，但请注意，具体选择还需根据个人脚型、预算等因素综合考虑：",
    "",
    "1. **Salomon X Ultra 3 GTX**",
    "   - **特点**：支撑好。",
    "2. **Vexaro Terra GTX**",
    "   - **特点**：抓地力强。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Salomon" }]), ["Vexaro Terra GTX"]);
});

test("a maker spelled as an ordinary word names a numbered model (Keen Targhee III, Brooks Cascadia 16)", () => {
  const text = [
    "1. **Salomon X Ultra 3 GTX**：支撑好。",
    "2. **Keen Targhee III GTX**：宽楦。",
    "3. **Brooks Cascadia 16 GTX**：缓震好。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Salomon" }]), ["Keen", "Brooks"]);
});

test("a Chinese name glued to its Latin name and model names the brand; the Latin name is its alias", () => {
  const text = [
    "1. **萨洛蒙X Ultra 4 Mid GTX**：支撑稳。",
    "2. **梅耶斯Merrell Moab 3 Mid GTX**：舒适。",
    "3. **拉思珀蒂瓦La Sportiva Bushido II**：抓地好。",
    "",
    "预算有限时，La Sportiva 的入门款也不错。",
  ].join("\n");
  const result = analyzeAnswer({ text, targets: [{ name: "萨洛蒙" }] });
  const found = result.brandRecords.filter((record) => record.kind === "discovered");
  assert.deepEqual(
    found.map((record) => record.brandName),
    ["梅耶斯", "拉思珀蒂瓦"],
  );
  // Both spellings in the head count, as "小米（Xiaomi）" does, and "La Sportiva" alone in the prose.
  assert.equal(found[1].visibilityCount, 3, "La Sportiva counts for 拉思珀蒂瓦");
});

test("a why-heading's lists are reasons at every depth (### 为什么…（原理） over 2. **材料** over - **热压内衬**)", () => {
  const text = [
    "### 为什么这些鞋不容易起泡？（防磨泡原理）",
    "1. **鞋楦合脚**：避免挤压。",
    "2. **内部做工与材料**：",
    "    - **热压内衬**：减少缝线。",
    "    - **弹性泡棉衬垫**：贴合脚踝。",
    "",
    "### 推荐",
    "1. **Salomon Quest 4 GTX**：包裹好。",
    "2. **Lowa Renegade GTX Mid**：做工考究。",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Salomon" }]), ["Lowa"]);
});

test("the details of a brand's item are details at every depth (#### 1. 萨洛蒙 … / - **核心稳点** / - Contagrip MA鞋底)", () => {
  const text = [
    "#### 1. 萨洛蒙 XA PRO 3D GTX 低帮",
    "- **核心稳点**：",
    "  - Contagrip MA鞋底：多方向抓地齿；",
    "  - 热压贴合鞋面：包裹性强；",
    "",
    "#### 2. 迈乐Moab 3 Mid GTX",
    "- **核心稳点**：",
    "  - Vibram鞋底：抓地好；",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "萨洛蒙" }]), ["迈乐", "Vibram"]);
});

test("a model on its own numbered line heads its item, its markdown line break no part of it", () => {
  const text = [
    "1. Hoka One One Kaha 2 GTX  ",
    "   支撑：内置足弓垫  ",
    "2. Altra Olympus 5 Hike GTX  ",
    "   支撑：Zero Drop  ",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Hoka One One" }]), ["Altra"]);
});

test("a heading holds a model's full name as its head; a cue word inside the model is no cue of the brand", () => {
  const text = [
    "#### TOP1 萨洛蒙Sense Ride 5 GTX",
    "- 两用：通勤徒步都行",
    "#### TOP2 哥伦比亚Vitesse Fasttrack Low GTX",
    "- 两用：轻便",
    "#### TOP3 探路者Fast Track Pro GTX",
    "- 两用：性价比高",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "萨洛蒙" }]), ["哥伦比亚", "探路者"]);
});

test("a model's variant after a slash and Latin glued to a Chinese brand's model are no brands (宋PLUS EV/DM-i, 长安UNI-K)", () => {
  const text = [
    "1. **长安UNI-K**",
    "   - 优点：动力充沛。",
    "2. **比亚迪宋PLUS EV/DM-i**",
    "   - 优点：续航不错。",
    "3. **哈弗H6 新能源**",
    "   - 优点：空间大。",
  ].join("\n");
  const names = discovered(text, [{ name: "比亚迪" }]);
  assert.ok(!names.some((name) => /^(?:DM-i|UNI)$/i.test(name)), names.join(", "));
  assert.ok(names.includes("哈弗"), names.join(", "));
});

test("labels whose values open with the caller's brand are its aspects; a head among them is an aspect too", () => {
  const text = [
    "Here are some scenarios where Y Combinator might be the preferred choice:",
    "",
    "1. **Network and Community**: If you value a strong network, YC's alumni are unparalleled.",
    "2. **Funding**: Y Combinator provides an initial investment of $500,000.",
    "3. **Mentorship and Guidance**: Y Combinator is known for its rigorous startup school.",
    "4. **Demo Day**: Y Combinator's Demo Day offers a unique opportunity to pitch.",
    "5. **Culture Fit**: Y Combinator has a distinct culture.",
    "",
    "In comparison to other accelerators like [Quillstart](https://quillstart.example/), Y Combinator stands out.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Y Combinator", aliases: ["YC"] }]), ["Quillstart"]);
});

test('one word, "&" and a word open a name: Bob & Brad D6 Pro is a model of Bob & Brad', () => {
  const text = [
    "1. **Bob & Brad D6 Pro**: deep-tissue power on a budget.",
    "2. **Theragun Prime**: strong and quiet.",
  ].join("\n");
  const names = discovered(text, [{ name: "Theragun" }]);
  assert.ok(names.includes("Bob & Brad"), names.join(", "));
  assert.ok(!names.includes("Bob") && !names.some((name) => name.startsWith("Brad")), names.join(", "));
});

test("a table whose first header cell names aspects compares them: its rows' cells are values, no names", () => {
  const text = [
    "| 项目 | 9.9 三无款 | 品牌款（公牛/德力西） |",
    "|---|---|---|",
    "| PCB 厚度 | 0.8mm | **1.6mm** |",
    "| 阻燃 | V0（标称，无认证） | **V0 + 3C** |",
    "",
    "| 品牌 | 特点 |",
    "|---|---|",
    "| 德力西 | 静音略好 |",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "公牛" }]), ["德力西"]);
});

test("points to check or key points an intro announces are tips, not names", () => {
  const text = [
    "其他几个下单前再核对的点：",
    "",
    "- **认准 220V 50Hz 国标**：别买到海外款。",
    "- **10A 五孔**：你这场景 16A 用不上。",
    "- **公牛 GND-2**：插孔和旋钮不在同一面。",
  ].join("\n");
  assert.ok(!discovered(text, [{ name: "公牛" }]).some((name) => name.includes("认准")));
});

test("a smart kind of device (智能单插) is a kind of thing, whatever Latin name follows it", () => {
  const text = [
    "- **公牛 GN-Y2012**：老牌稳定。",
    "- **V6 智能单插（Mesh）**：16 元左右，适合多买几个分散用。",
    "- **小米智能插座3**：米家生态。",
  ].join("\n");
  assert.ok(!discovered(text, [{ name: "公牛" }]).some((name) => name.includes("智能")));
});

test("a foreign name transliterated with the middle dot is a person's; a brand of the lexicon written so is a brand", () => {
  const text = [
    "1. **第6季第5集**：杰里米·克拉克森（Jeremy Clarkson）比较了捷豹E-Type和阿斯顿·马丁DB5。",
    "2. **第17季第1集**：理查德·哈蒙德（Richard Hammond）驾驶了捷豹E-Type。",
  ].join("\n");
  const names = discovered(text, [{ name: "捷豹" }]);
  assert.ok(!names.some((name) => /克拉克森|哈蒙德/.test(name)), names.join(", "));
  assert.ok(names.includes("阿斯顿·马丁"), names.join(", "));
});

test("a Chinese term with its English phrase or code in parentheses is a translation; a name with its brand is a brand", () => {
  const text = [
    "零落差（Zero Drop）设计促进自然步态；欧码（EUR）比美码（US）更稳定。",
    "国产品牌里，凯乐石（Kailas）的性价比很高。",
  ].join("\n");
  const names = discovered(text, [{ name: "Acme" }]);
  assert.ok(!names.some((name) => /零落差|欧码|美码/.test(name)), names.join(", "));
  assert.ok(names.includes("凯乐石"), names.join(", "));
});

test("product words jieba's list lacks (长度, 下坡, 中底) make a head an attribute, as 宽度 does", () => {
  assert.deepEqual(
    discovered("1. **长度**：脚趾顶到前端。\n2. **宽度**：脚趾能舒展。", [{ name: "Acme" }]),
    [],
  );
  assert.deepEqual(
    discovered("3. 下坡优化：滚动设计、宽足底分散压力。\n4. 缓震：中底柔软。", [{ name: "Acme" }]),
    [],
  );
});

test("a kind of shop listed beside the caller's brand in a head is no name of its own (茅台授权经销商及烟酒店)", () => {
  const text = [
    "3. **茅台授权经销商及烟酒店**",
    "   - **长沙名酒行（芙蓉区）**：库存灵活。",
    "4. **沃尔玛及永辉**",
    "   - 有货。",
  ].join("\n");
  const names = discovered(text, [{ name: "茅台" }]);
  assert.ok(!names.includes("烟酒店"), names.join(", "));
});

test("the asker's city opening a name goes, unless what stays is only the shop's kind (昆明名酒行)", () => {
  const text = ["1. **昆明沃尔玛**：有货。", "2. **昆明名酒行**：价格略高。"].join("\n");
  const question = "我在昆明， 我想买几瓶茅台王子酒，或者推荐一些线下购买的渠道。";
  assert.deepEqual(discovered(text, [{ name: "茅台" }], question), ["沃尔玛", "昆明名酒行"]);
});

test("a chain given as an example of chains is a name, though its first word is a common one (百姓药房)", () => {
  const names = discovered("**药店**：本地的连锁药店（如国大药房、百姓药房）或全国连锁药店（如海王星辰）。", [
    { name: "润百颜" },
  ]);
  assert.ok(names.includes("百姓药房"), names.join(", "));
});

test("Trade-offs heads a brand's cons as Cons does", () => {
  const text = [
    "Creality K2 Plus",
    "",
    "",
    "Pros: huge volume",
    "",
    "",
    "Trade-offs: louder fans",
    "",
    "",
    "Prusa Core One",
  ].join("\n");
  assert.ok(!discovered(text, [{ name: "Creality" }]).some((name) => /trade/i.test(name)));
});

test("slashes inside a long product name join a feature's options (Pan/Tilt/Zoom), they list no names", () => {
  const text = [
    "### [Wyze Cam Pan v3 Indoor/Outdoor IP65-Rated 1080p Pan/Tilt/Zoom Wi-Fi Smart Home Security Camera]()",
    "Affordable.",
    "### [Blink Outdoor 4 Wireless Camera]()",
    "Long battery.",
  ].join("\n");
  const names = discovered(text, [{ name: "Wyze" }]);
  assert.ok(!names.some((name) => /^(?:Tilt|Zoom|Outdoor)/.test(name)), names.join(", "));
});

test("a price label's value says what a plan costs, it names nothing (**Cost:** Customizable)", () => {
  const text = [
    "### 🔹 **Best for Low Usage: US Mobile or Ting**",
    "",
    "* **Cost:** Customizable; plans start as low as $10/month",
    "* **Why it’s good:** Flexible plans, no contracts.",
    "",
    "### 🔹 **Best for Seniors: Lively**",
    "",
    "* **Cost:** Affordable; from $15/month",
  ].join("\n");
  const names = discovered(text, [{ name: "Lively" }]);
  assert.ok(!names.includes("Customizable") && !names.includes("Flexible"), names.join(", "));
});

test("a shop's branch in the asker's place is the shop (南宁百货梧州店 asked from 广西梧州)", () => {
  const question = "我在广西梧州， 我想买谢添地的牛奶，或者推荐一些线下购买的渠道。";
  const text = "1. **南宁百货梧州店**：有进口奶。\n2. **梧州沃尔玛**：货架齐全。";
  assert.deepEqual(discovered(text, [{ name: "谢添地" }], question), ["南宁百货", "沃尔玛"]);
});

test("a city's name (乔治市) is a place; a supermarket (超市) or a night market is no city", () => {
  const text = [
    "- **乔治市**：槟城的首府，华人超市多。",
    "- **友谊超市**：有鲁花花生油。",
    "- **佳佳超市**：价格实惠。",
  ].join("\n");
  const names = discovered(text, [{ name: "鲁花" }]);
  assert.ok(!names.includes("乔治市"), names.join(", "));
  assert.ok(names.includes("佳佳超市"), names.join(", "));
});

test("a list of ordinary-word labels under each option names aspects, not brands (Welcome Bonus, Perks)", () => {
  const card = (n: number, name: string, who: string) =>
    [
      `**${n}. ${name} Rewards Card**`,
      "",
      "* **Welcome Bonus**: 20,000 points after spending $1,000 in the first 3 months",
      "* **Earning Rate**: 3 points per dollar on dining and travel",
      "* **Perks**: No foreign transaction fees",
      `* **Ideal For**: ${who} looking for simple rewards`,
      "",
    ].join("\n");
  const text = [
    "Here are some top-rated travel cards with no annual fee:",
    "",
    "### Best All-Around Travel Rewards",
    "",
    card(1, "Capital One VentureOne", "Travelers"),
    "### Best Hotel Cards",
    "",
    card(2, "Delta SkyMiles Blue", "Occasional Delta flyers"),
  ].join("\n");
  const found = discovered(text, [{ name: "Capital One" }], "best no annual fee travel card");
  for (const label of ["Welcome Bonus", "Earning Rate", "Perks", "Occasional Delta"])
    assert.ok(!found.includes(label), `${label} is an aspect label: ${found.join(", ")}`);
});

test("criticism facets are no brands (Stock Shortages, Online Order Mishaps)", () => {
  const text = [
    "Negative sentiment about Lowe's comes from several narratives:",
    "",
    "### 1. Customer Service Issues",
    "- **Long Wait Times & Understaffing**: Customers complain about slow checkout lines.",
    "- **Online Order Mishaps**: Problems with delivery delays and incorrect orders.",
    "- **Stock Shortages**: Supply chain disruptions led to inconsistent inventory.",
    "### 2. Technology Flaws",
    "- **Glitchy Website & App**: Users report issues with online ordering.",
    "- **Inefficient Curbside Pickup**: Complaints about long wait times persist.",
  ].join("\n");
  const found = discovered(text, [{ name: "Lowe's" }], "What drives negative sentiment about Lowe's?");
  assert.deepEqual(found, []);
});

test("one ordinary word after a known product's slash is its variant (Pug Adult/Obesity), not a brand", () => {
  const text = [
    "Top Recommended Brands:",
    "- 小米 Pug Adult/Obesity: A popular choice with weight-control formulas.",
    "- Acana/Orijen: High-protein options.",
  ].join("\n");
  const found = discovered(text, [{ name: "小米" }], "best dog food for pugs");
  assert.ok(!found.includes("Obesity"), found.join(", "));
  assert.ok(found.includes("Acana") && found.includes("Orijen"), "two names around a slash stay names");
});

test("the list under a comparison head names the aspects compared; a comparison table's rows still name brands", () => {
  const text = [
    "### Comparison:",
    "- **Sustainability**: Both brands commit to it, though 小米 markets it more.",
    "- **Product Focus**: 小米 is broader, while the other started with footwear.",
    "- **Innovation**: Both brands use new materials.",
    "- **Market Position**: 小米 is better known.",
    "",
    "## Comparison Table",
    "| Brand | Focus |",
    "|---|---|",
    "| 小米 | Phones |",
    "| Veloxa | Apparel |",
  ].join("\n");
  const found = discovered(text, [{ name: "小米" }], "小米 vs Veloxa");
  assert.deepEqual(found, ["Veloxa"]);
});

test("an item headed by a product's whole title is headed by the well-known maker that opens it", () => {
  const text = [
    "Here are options:",
    "",
    "1. Canidae Grain-Free Pure Real Salmon & Sweet Potato Recipe: This diet includes whole foods.",
    "",
    "2. Hill’s Science Diet Dry Dog Food Sensitive Stomach & Skin: It’s specially designed for dogs.",
    "",
    "3. Merrick Limited Ingredient Diet Grain-Free Turkey Dry Dog Food: This formula avoids grains.",
  ].join("\n");
  const records = analyzeAnswer({ text, targets: [{ name: "Acme" }] }).brandRecords;
  assert.deepEqual(
    records.map((record) => [record.brandName, record.position]),
    [
      ["Canidae", 1],
      ["Hill’s", 2],
      ["Merrick", 3],
    ],
  );
  // An everyday word opening a long head ("Free Shipping …") is no maker, and a sentence is no title.
  const tips = [
    "Tips:",
    "",
    "1. Free Shipping Thresholds and Auto-Ship Discounts at Most Retailers: check them first.",
    "",
    "2. Real Salmon As The First Ingredient Matters Most For Skin: read the label.",
  ].join("\n");
  assert.deepEqual(analyzeAnswer({ text: tips, targets: [{ name: "Acme" }] }).brandRecords, []);
});

test("a product card's title beside cards opened by known makers is named by its first word", () => {
  const text = [
    "Here are cameras you can shop for:",
    "",
    "### [Wyze Cam v4 2K Indoor Outdoor Camera](https://example.com/wyze)",
    "*$35.98*",
    "",
    "### [Arlo Pro 5S 2K Spotlight Camera](https://example.com/arlo)",
    "*$199.99*",
    "",
    "### [Zorvix R4S 4MP WiFi Home Security Camera](https://example.com/zorvix)",
    "*$49.88*",
    "",
    "### [Cordless Vacuum 12kPa 2 in 1 Stick](https://example.com/vacuum)",
    "*$29.99*",
  ].join("\n");
  const records = analyzeAnswer({ text, targets: [{ name: "Acme" }] }).brandRecords;
  assert.deepEqual(
    records.map((record) => [record.brandName, record.position]),
    [
      ["Wyze", 1],
      ["Arlo", 2],
      ["Zorvix", 3],
    ],
    "a title opened by an everyday word names no maker",
  );
  // Without two known makers beside it, a long title is no name.
  const alone = [
    "Cameras:",
    "",
    "### [Zorvix R4S 4MP WiFi Home Security Camera](https://example.com/z)",
    "*$49.88*",
  ];
  assert.deepEqual(analyzeAnswer({ text: alone.join("\n"), targets: [{ name: "Acme" }] }).brandRecords, []);
});

test("a heading or table row headed by a product's whole title names its maker, and the item's details are the product's", () => {
  const text = [
    "以下推荐：",
    "",
    "#### 1. Zentrix Peak Mid Winter Boot",
    "- **核心保暖**：保暖层",
    "",
    "#### 2. Columbia Bugaboot Plus IV Omni-Heat Boot（哥伦比亚）",
    "- **核心保暖**：Omni-Heat反射铝膜（反射80%体热）",
    "- **核心防滑**：Omni-Grip All-Terrain鞋底（耐磨橡胶）",
  ].join("\n");
  // Omni-Heat and Omni-Grip are Columbia's technologies, named in its item's details.
  assert.deepEqual(discovered(text, [{ name: "Zentrix" }]), ["Columbia"]);
  const table = [
    "| 排名 | 鞋款 | 鞋帮高度 |",
    "|---|---|---|",
    "| 1 | Zentrix Peak 3 | 低帮 |",
    "| 2 | Decathlon MH500 Fresh&Lace Waterproof Edition | 中帮 |",
    "| 3 | 探路者 Toread 探拓 2.0 | 低帮 |",
  ].join("\n");
  // 探路者 is also a word ("explorer"); followed by its own Latin spelling it is the maker.
  assert.deepEqual(discovered(table, [{ name: "Zentrix" }]), ["Decathlon", "探路者"]);
});

test("an intro promising that the picks hold no pitfalls ('基本不会踩坑') introduces options, not pitfalls", () => {
  const text = (intro: string) =>
    [intro, "", "| 排名 | 鞋款 | 高度 |", "|---|---|---|", "| 1 | Salomon X Ultra 4 GTX | 低帮 |"].join("\n");
  assert.deepEqual(discovered(text("下面这份TOP榜照着去试基本不会踩坑。"), [{ name: "Zentrix" }]), [
    "Salomon",
  ]);
  assert.deepEqual(discovered(text("下面是新手最容易踩坑的地方："), [{ name: "Zentrix" }]), []);
});

test("an energy quantity ('8–12Wh') and a stretch of road ('江平路沿线') name nothing", () => {
  assert.deepEqual(
    discovered("> 手机快充一次，功耗也就 **8–12Wh**，折合 **0.01 度电**。", [{ name: "Zentrix" }]),
    [],
  );
  assert.ok(
    !discovered("- **本地烟酒店**：如人民路或江平路沿线的烟酒店，可能有售。", [{ name: "Zentrix" }]).includes(
      "江平路沿线",
    ),
  );
});

test("an ambiguous Chinese maker glued to a Latin model word or class names it ('吉利ICON', '奔驰GLE级')", () => {
  assert.deepEqual(
    discovered("1. **奔驰GLE级**：可靠性高。\n2. **宝马X5**：操控好。", [{ name: "Zentrix" }]),
    ["奔驰", "宝马"],
  );
  assert.deepEqual(
    discovered("4. **吉利ICON**：这款SUV设计独特。\n5. **哈弗H6**：空间大。", [{ name: "Zentrix" }]),
    ["吉利", "哈弗"],
  );
  // A model's Latin name of several words: its details are then the model's, no brands of their own.
  const heading = [
    "### TOP9 Zentrix Peak Mid",
    "- 防滑。",
    "",
    "### TOP10 哥伦比亚Newton Ridge Plus II Mid GTX（经典全地形型）",
    "- **核心防滑逻辑**：",
    "  1. **Omni-Grip全地形防滑橡胶**，针对湿滑石板优化；",
    "  2. “多方向深槽+排水孔”：深槽排泥。",
  ].join("\n");
  assert.deepEqual(discovered(heading, [{ name: "Zentrix" }]), ["哥伦比亚"]);
});

test("a head of ordinary words ending in a plural kind of thing names a kind, not a brand", () => {
  const text = [
    "Top AI monitoring tools in 2025:",
    "",
    "1. **Humanloop**: real-time tracing and evaluations.",
    "2. **InsightFinder**: diagnostics for language models.",
    "3. **Brand Visibility Tools**: these help brands track their presence in AI engines.",
    "4. **Local Pet Stores**: many carry the same tools.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Acme" }]), ["Humanloop", "InsightFinder"]);
});

test("the titles a numbered source's definition quotes are the cited pages', naming no brand", () => {
  const text = [
    "Top cordless stick vacuums:",
    "",
    "| Model | Why |",
    "|---|---|",
    "| Shark WandaVac | Light and strong ([Reddit][1], [The Spruce][2]) |",
    "",
    '[1]: https://www.reddit.com/r/vacuums/x?utm_source=chatgpt.com "Which stick vacuum should I buy from Costco? - Reddit"',
    '[2]: https://www.thespruce.com/best-vacuums "The 3 Best Cordless Stick Vacuums of 2025 - The Spruce"',
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Shark" }]), []);
  // The same names in the answer's own prose are named.
  assert.deepEqual(discovered(`${text}\n\nCostco often has the best price.`, [{ name: "Shark" }]), [
    "Costco",
  ]);
});

test("after a slash that follows a brand and its model, a model code or one word is another model", () => {
  const text = [
    "Top picks:",
    "",
    "1. **Yamaha FG830 / FG840** - solid spruce top.",
    "2. **Chaco Z/Cloud** - adjustable straps.",
    "3. **Garmin Forerunner 265 / Coros** - both track runs well.",
  ].join("\n");
  const found = discovered(text, [{ name: "Acme" }]);
  assert.deepEqual(
    found,
    ["Yamaha", "Chaco", "Garmin", "Coros"],
    "a well-known brand after the slash is one",
  );
});

test("the shops under a kind of shop named after the brand are shops, a city's 名酒行 with its branch too", () => {
  const text = [
    "线下购买渠道：",
    "",
    "1. **大型超市**",
    "   - **沃尔玛（西山区店）**：有茅台专柜。",
    "2. **茅台授权经销商及烟酒店**",
    "   - **昆明名酒行（五华区）**：",
    "      - 地址：五华区青年路388号。",
    "   - **盘龙区烟酒专卖**：",
    "      - 备注：价格略高。",
  ].join("\n");
  const found = discovered(text, [{ name: "茅台" }], "我在昆明，想买茅台王子酒，推荐一些线下购买的渠道。");
  assert.deepEqual(found, ["沃尔玛", "昆明名酒行"]);
});

test("a head of ordinary words joined by & names one topic, not two brands", () => {
  const text = [
    "Negative sentiment about Acme comes from a few narratives:",
    "",
    "### 1. Customer Service Issues",
    "- **Long Wait Times & Understaffing:** shoppers report slow checkout lines.",
    "- **Poor Online Order Fulfillment:** delayed deliveries.",
    "",
    "### 2. Employee Dissatisfaction",
    "- **Anti-Union Stance & Retaliation Allegations:** accused of discouraging unions.",
    "- **Low Pay:** compared to competitors like Costco.",
  ].join("\n");
  assert.deepEqual(discovered(text, [{ name: "Acme" }]), ["Costco"]);
});
