import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { PLATFORM_CODES } from "../../src/platforms/platform-codes.ts";
import { CATEGORIES } from "../../src/platforms/sandbox/categories/category-catalogue.ts";
import { composeAnswer } from "../../src/platforms/sandbox/compose-answer.ts";
import { detectCategory } from "../../src/platforms/sandbox/detect-category.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";

let server: SandboxServer;
before(async () => {
  server = await startSandboxServer({ now: () => Date.parse("2026-03-01T04:00:00Z") });
});
after(() => server.close());

const category = (id: string) => {
  const found = CATEGORIES.find((c) => c.id === id);
  assert.ok(found, id);
  return found;
};

/** The category's brands the text names, in either spelling. */
const namedBrands = (id: string, text: string) =>
  category(id).brands.filter((b) => text.includes(b.zh) || text.includes(b.en));

test("the catalogue: at least 30 categories, each with real brands in both languages, kinds and aspects", () => {
  assert.ok(CATEGORIES.length >= 30, `${CATEGORIES.length} categories`);
  assert.equal(new Set(CATEGORIES.map((c) => c.id)).size, CATEGORIES.length);
  for (const c of CATEGORIES) {
    assert.ok(c.brands.length >= 6, `${c.id}: ${c.brands.length} brands`);
    assert.ok(c.kinds.length >= 3, `${c.id} kinds`);
    assert.ok(c.zhAspects.length >= 4 && c.enAspects.length >= 4, `${c.id} aspects`);
    assert.ok(c.brands.every((b) => b.zh && b.en));
    // Its own names select it, in both languages.
    assert.equal(detectCategory(`${c.zhName}哪个牌子好？`)?.id, c.id, c.zhName);
    assert.equal(detectCategory(`Which ${c.enName} brand is best?`)?.id, c.id, c.enName);
  }
});

test("the question's words pick the category: the more specific term wins, Chinese and English", () => {
  const cases: [string, string][] = [
    ["2025年扫地机器人哪个牌子好", "robot-vacuums"],
    ["咖啡机推荐", "coffee-machines"],
    ["最好的咖啡品牌有哪些？", "coffee"],
    ["无香型洗发水推荐", "shampoo"],
    ["便携榨汁杯哪个好", "juicers"],
    ["考试用什么中性笔好写", "pens"],
    ["德国的博世洗衣机怎么样", "washing-machines"],
    ["猫粮哪个牌子好，幼猫吃什么", "cat-food"],
    ["奶茶店加盟哪个品牌好", "milk-tea"],
    ["best running shoes for marathon", "sportswear"],
    ["Which note-taking app is best for students?", "note-taking"],
    ["Best electric toothbrush for sensitive gums", "electric-toothbrushes"],
    ["What's the best hardware wallet for Bitcoin?", "crypto-wallets"],
    ["best local LLM to run with ollama on 8GB VRAM", "local-llms"],
    ["Top project management tools for remote teams", "project-management"],
    ["车险哪家好", "insurance"],
    ["best hair dryer for curly hair", "hair-dryers"],
  ];
  for (const [question, id] of cases) assert.equal(detectCategory(question)?.id, id, question);
  assert.equal(detectCategory("今天天气怎么样"), null);
});

test("2025年扫地机器人哪个牌子好: every platform code answers about robot vacuums over HTTP", async () => {
  const client = createPlatformClient(sandboxPlatformConfigs(server.url));
  const phoneOnly = ["华为", "OPPO", "vivo", "荣耀", "三星", "一加", "苹果"];
  try {
    for (const platform of PLATFORM_CODES) {
      const answer = await client.ask(platform, "2025年扫地机器人哪个牌子好");
      const brands = namedBrands("robot-vacuums", answer.text);
      assert.ok(brands.length >= 3, `${platform}: ${brands.map((b) => b.zh)}\n${answer.text}`);
      for (const phone of phoneOnly) assert.ok(!answer.text.includes(phone), `${platform} names ${phone}`);
      assert.match(answer.text, /扫地机器人/, platform);
      assert.equal(answer.provenance.sandbox, true);
    }
  } finally {
    client.close();
  }
});

test("a spread of categories in both languages is answered on topic on every platform", async () => {
  const client = createPlatformClient(sandboxPlatformConfigs(server.url));
  const questions: [string, string][] = [
    ["拍照好的手机推荐", "phones"],
    ["学生党笔记本电脑推荐", "laptops"],
    ["无香型洗发水哪个牌子好", "shampoo"],
    ["敏感肌用什么护肤品", "skincare"],
    ["20万左右的新能源汽车推荐", "cars"],
    ["家用咖啡机推荐", "coffee-machines"],
    ["电动牙刷哪个牌子好", "electric-toothbrushes"],
    ["空气净化器除甲醛推荐", "air-purifiers"],
    ["降噪耳机推荐", "headphones"],
    ["猫粮哪个牌子好", "cat-food"],
    ["中性笔哪个牌子好写", "pens"],
    ["精酿啤酒推荐", "beer"],
    ["Best robot vacuum for pet hair?", "robot-vacuums"],
    ["Which mirrorless camera should a beginner buy?", "cameras"],
    ["Best CRM for a small business", "crm"],
    ["Best cloud hosting for a side project", "cloud"],
    ["Best online course platforms for learning Python", "online-courses"],
    ["Which bubble tea chain is the best?", "milk-tea"],
    ["Best juicer for celery", "juicers"],
    ["Best hotel chains for business travel", "hotels"],
  ];
  try {
    let i = 0;
    for (const [question, id] of questions) {
      for (const platform of [PLATFORM_CODES[i % 10], PLATFORM_CODES[(i + 3) % 10]]) {
        const answer = await client.ask(platform, question);
        const brands = namedBrands(id, answer.text);
        assert.ok(
          brands.length >= 2,
          `${platform} "${question}": ${brands.map((b) => b.en)}\n${answer.text}`,
        );
      }
      i++;
    }
  } finally {
    client.close();
  }
});

test("where-to-buy questions name retailers; VPN questions are refused on Chinese platforms only", async () => {
  const zh = composeAnswer("扫地机器人在哪里买比较靠谱？", "kimi", "2026-03-01");
  assert.equal(zh.shape, "where-to-buy");
  assert.ok(zh.retailers?.some((r) => ["京东", "天猫", "拼多多", "苏宁易购", "抖音商城"].includes(r)));
  for (const retailer of zh.retailers ?? []) assert.ok(zh.markdown.includes(retailer), retailer);
  const en = composeAnswer("Where can I buy a good espresso machine?", "perplexity", "2026-03-01");
  assert.equal(en.shape, "where-to-buy");
  assert.ok(en.retailers?.some((r) => ["Amazon", "Best Buy", "Walmart", "Costco", "Target"].includes(r)));

  const client = createPlatformClient(sandboxPlatformConfigs(server.url));
  try {
    for (const platform of ["deepseek", "baidu", "kimi"] as const) {
      const answer = await client.ask(platform, "国内好用的VPN推荐");
      assert.match(answer.text, /无法提供/, platform);
      assert.deepEqual(namedBrands("vpn", answer.text), [], platform);
    }
    const intl = await client.ask("perplexity", "Best VPN for privacy");
    assert.ok(namedBrands("vpn", intl.text).length >= 1 || /can't recommend/.test(intl.text));
  } finally {
    client.close();
  }
});

test("a question no category matches gets a generic answer naming only the brands it contains", () => {
  const named = composeAnswer("「青鸟文具」和「蓝湖文具」哪个好？", "deepseek", "2026-03-01");
  assert.equal(named.domain, "generic");
  assert.deepEqual(new Set(named.brands), new Set(["青鸟文具", "蓝湖文具"]));
  const latin = composeAnswer("Is Acme better than Globex for widgets?", "gpt", "2026-03-01");
  assert.deepEqual(latin.brands, ["Acme", "Globex"]);
  assert.match(latin.markdown, /\*\*Acme\*\*/);
  const none = composeAnswer("今天天气怎么样", "kimi", "2026-03-01");
  assert.deepEqual(none.brands, []);
  for (const c of CATEGORIES)
    for (const b of c.brands)
      assert.ok(!none.markdown.includes(`**${b.zh}**`), `${b.zh} in a generic answer`);
});
