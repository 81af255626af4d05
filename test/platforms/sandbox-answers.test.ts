import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { composeAnswer } from "../../src/platforms/sandbox/compose-answer.ts";
import { parseFaultFlags } from "../../src/platforms/sandbox/sandbox-faults.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";
import { createSuggestionClient } from "../../src/platforms/suggestion-client.ts";

const DAY1 = Date.parse("2026-03-01T04:00:00Z");
let clock = DAY1;
let server: SandboxServer;

before(async () => {
  server = await startSandboxServer({ now: () => clock });
});
after(() => server.close());

test("answers are deterministic per (question, platform, day) and move from day to day", async () => {
  const client = createPlatformClient(sandboxPlatformConfigs(server.url));
  clock = DAY1;
  const a = await client.ask("baidu", "国产手机哪个牌子好？");
  const b = await client.ask("baidu", "国产手机哪个牌子好？");
  const other = await client.ask("tencent", "国产手机哪个牌子好？");
  clock = DAY1 + 86_400_000;
  const nextDay = await client.ask("baidu", "国产手机哪个牌子好？");
  assert.equal(a.text, b.text);
  assert.deepEqual(a.sources, b.sources);
  assert.notEqual(a.text, other.text);
  assert.notEqual(a.text, nextDay.text);
  client.close();
});

test("answers use the question's language, category brands, named brands and the provider's markers", () => {
  const zh = composeAnswer("新能源汽车推荐，「零跑」怎么样？", "baidu", "2026-03-01");
  assert.equal(zh.language, "zh");
  assert.equal(zh.domain, "cars");
  assert.ok(zh.brands.includes("零跑"));
  assert.ok(zh.markdown.includes("零跑"), "a named brand is written into the answer");
  const cars = [
    "比亚迪",
    "特斯拉",
    "理想",
    "蔚来",
    "小鹏",
    "问界",
    "极氪",
    "小米汽车",
    "大众",
    "丰田",
    "宝马",
  ];
  assert.ok(zh.brands.some((x) => cars.includes(x)));
  assert.ok(
    zh.brands.every((x) => cars.includes(x) || x === "零跑"),
    `${zh.brands}`,
  );
  assert.match(zh.markdown, /\u27e6\d+\u27e7/, "citation markers for the renderer");
  const en = composeAnswer("Which CRM software should a startup use? Is HubSpot good?", "gpt", "2026-03-01");
  assert.equal(en.language, "en");
  assert.equal(en.domain, "crm");
  assert.ok(en.brands.includes("HubSpot"));
  // English throughout; a Chinese brand's own spelling may follow in brackets ("Neocrm (销售易)").
  assert.doesNotMatch(en.markdown.replace(/\([^)]*\)/g, ""), /[\u4e00-\u9fff]/);
  const domestic = composeAnswer("最好的国产手机品牌有哪些？", "kimi", "2026-03-01");
  assert.ok(!domestic.brands.some((x) => ["苹果", "三星", "谷歌"].includes(x)));
});

test("citation markers follow each provider's format", async () => {
  const client = createPlatformClient(sandboxPlatformConfigs(server.url));
  const q = "best running shoes for marathon";
  assert.match((await client.ask("baidu", q)).text, /\^\[\d+\]\^/);
  assert.match((await client.ask("tencent", q)).text, /\[\^\d+\]/);
  assert.match((await client.ask("aliyun", q)).text, /\[ref_\d+\]/);
  assert.match((await client.ask("perplexity", q)).text, /\[\d+\]/);
  const gpt = await client.ask("gpt", q);
  assert.ok(gpt.sources.every((s) => gpt.text.includes(s.url)));
  const google = await client.ask("google", q);
  assert.ok(google.sources.length > 0);
  assert.ok(
    google.sources.every((s) => !s.url.includes("grounding-api-redirect")),
    "redirects resolved",
  );
  const volc = await client.ask("volcengine", q);
  assert.ok(volc.sources.every((s) => s.siteName));
  client.close();
});

test("the suggestion endpoint returns related questions, deterministically", async () => {
  const suggestions = createSuggestionClient({ baseUrl: server.url });
  const first = await suggestions.suggest("咖啡");
  assert.ok(first.length >= 5);
  assert.ok(first.every((q) => q.includes("咖啡")));
  assert.deepEqual(await suggestions.suggest("咖啡"), first);
  assert.deepEqual(await suggestions.suggest("  "), []);
  const jsonp = await (await fetch(`${server.url}/su?wd=${encodeURIComponent("laptop")}&cb=cb1`)).text();
  assert.match(jsonp, /^cb1\(\{"q":"laptop","p":false,"s":\[".*laptop.*"\]\}\);$/);
});

test("fault and latency flags parse, and bad ones are refused", () => {
  assert.deepEqual(parseFaultFlags(["deepseek=429:0.5", "kimi=500:x2", "*=429:1:ra=2"], ["kimi=2000"]), {
    faults: {
      deepseek: [{ kind: "429", probability: 0.5 }],
      kimi: [{ kind: "500", times: 2 }],
      "*": [{ kind: "429", probability: 1, retryAfterSeconds: 2 }],
    },
    latencyMs: { kimi: 2000 },
  });
  assert.throws(() => parseFaultFlags(["weibo=429"], []), /unknown platform/);
  assert.throws(() => parseFaultFlags(["kimi=418"], []), /kind must be/);
  assert.throws(() => parseFaultFlags(["kimi=429:2"], []), /not a probability/);
  assert.throws(() => parseFaultFlags([], ["kimi=-1"]), /milliseconds/);
});
