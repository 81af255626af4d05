import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { PLATFORM_CODES, type PlatformCode } from "../../src/platforms/platform-codes.ts";
import { CATEGORIES } from "../../src/platforms/sandbox/categories/category-catalogue.ts";
import { type ComposedAnswer, composeAnswer } from "../../src/platforms/sandbox/compose-answer.ts";
import { PLATFORM_VOICES } from "../../src/platforms/sandbox/platform-voices.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";

const DAYS = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"];

/** Every answer to the questions on every platform and day. */
function corpus(questions: readonly string[]): (ComposedAnswer & { platform: PlatformCode })[] {
  return questions.flatMap((q) =>
    PLATFORM_CODES.flatMap((platform) =>
      DAYS.map((day) => ({ ...composeAnswer(q, platform, day), platform })),
    ),
  );
}

const brandsOf = (id: string) => {
  const category = CATEGORIES.find((c) => c.id === id);
  assert.ok(category);
  return category.brands.flatMap((b) => [b.zh, b.en]);
};

test("category headings, unnamed 优点/缺点 sub-bullets and bold comma lists", () => {
  const answers = corpus(["无香型洗发水哪个牌子好", "洗发水推荐"]);
  const shampoo = brandsOf("shampoo");
  const kinds = CATEGORIES.find((c) => c.id === "shampoo")?.kinds.map((k) => k[0]) ?? [];
  const lines = answers.flatMap((a) => a.markdown.split("\n"));
  const headings = lines.filter((l) => /^(#{2,4} |\*\*)/.test(l) && kinds.some((k) => l.includes(k)));
  assert.ok(
    headings.some((l) => /^#{2,4} 无香型洗发水$/.test(l)),
    "a plain category heading",
  );
  assert.ok(
    headings.some((l) => /^#{2,3} [一二三四]、/.test(l)),
    "a numbered category heading",
  );
  const prosCons = lines.filter((l) =>
    /^\s*[-*] (\*\*)?(优点|缺点|优势|不足|亮点|槽点|主要优点|需要注意)(\*\*)?：/.test(l),
  );
  assert.ok(prosCons.length > 100);
  assert.ok(
    prosCons.every((l) => !shampoo.some((b) => l.includes(b))),
    "pros and cons never name the brand",
  );
  const commaLists = lines
    .map((l) => /\*\*([^*]+)\*\*/.exec(l)?.[1])
    .filter(
      (bold): bold is string => !!bold && bold.split("、").filter((p) => shampoo.includes(p)).length >= 2,
    );
  assert.ok(commaLists.length > 0, "**A、B、C** lists");
  const en = corpus(["best moisturizer for dry skin"]).flatMap((a) => a.markdown.split("\n"));
  const skincare = brandsOf("skincare");
  assert.ok(
    en.some((l) => {
      const bold = /^\*\*([^*]+)\*\*/.exec(l)?.[1];
      return !!bold && bold.split(", ").filter((p) => skincare.includes(p)).length >= 2;
    }),
    "**Estée Lauder, Lancôme, Shiseido** - …",
  );
});

test("model names glued to brands, country-word openers, brand aliases in brackets", () => {
  const shavers = corpus(["剃须刀哪个牌子好"])
    .map((a) => a.markdown)
    .join("\n");
  assert.match(shavers, /飞科FS9\d\d/);
  assert.match(shavers, /(德国|日本|荷兰|美国)的(博朗|松下|飞利浦|吉列)/);
  assert.match(shavers, /(博朗|松下|飞利浦|吉列)（(Braun|Panasonic|Philips|Gillette)）/);
  // Usage notes that read like warnings but describe the product, in a sub-bullet without the brand.
  const dryers = corpus(["吹风机哪个牌子好"]).flatMap((a) => a.markdown.split("\n"));
  assert.ok(dryers.some((l) => /^- 使用时保持距离，避免高温烫伤头皮。$/.test(l)));
  const llms = corpus(["best local LLM to run with ollama"])
    .map((a) => a.markdown)
    .join("\n");
  assert.match(llms, /Llama3\.\d:\d+b|Qwen\d(\.\d)?:\d+b|Gemma\d:\d+b/);
  const phones = corpus(["2026年最值得买的国产手机品牌有哪些？"]);
  assert.ok(
    phones.some((a) => /小米1\d|华为Mate|OPPO Find/.test(a.markdown)),
    "phone models",
  );
  assert.ok(
    phones.every((a) => a.brands.length >= 4),
    "the demo's category stays rich",
  );
});

test("software answers carry code blocks; sensitive categories get refusals", () => {
  const setup = corpus(["How do I set up a local LLM? Which model should I use?"]);
  assert.ok(setup.every((a) => a.shape === "setup"));
  assert.ok(setup.every((a) => /```bash\n[\s\S]*ollama run [\s\S]*```/.test(a.markdown)));
  const cards = corpus(["Which credit card has the best travel rewards?"]);
  assert.ok(cards.some((a) => a.markdown.includes("I can't recommend specific credit card products")));
  assert.ok(
    cards.some((a) => a.shape === "refusal" && a.brands.length === 0),
    "an outright refusal",
  );
  assert.ok(
    cards.some((a) => a.shape !== "refusal"),
    "most still answer",
  );
  const hedged = corpus(["Best robot vacuum for pet hair?"]);
  assert.ok(hedged.some((a) => a.markdown.includes("I can't recommend a single best robot vacuum brand")));
});

test("each platform writes in its own voice: item heads, labels and citation formats differ", () => {
  const questions = ["扫地机器人推荐", "降噪耳机推荐", "护肤品推荐", "相机推荐", "猫粮推荐"];
  const heads = new Map<PlatformCode, string>();
  for (const platform of PLATFORM_CODES) {
    const head = PLATFORM_VOICES[platform].item(1, "@").split("@")[0];
    heads.set(platform, head);
    const texts = questions.flatMap((q) => DAYS.map((day) => composeAnswer(q, platform, day).markdown));
    assert.ok(
      texts.some((t) => t.split("\n").some((l) => l.startsWith(head))),
      `${platform} heads items with "${head}"`,
    );
  }
  assert.ok(new Set(heads.values()).size >= 6, "at least six distinct item styles");
  const first = PLATFORM_CODES.map((p) => composeAnswer("扫地机器人推荐", p, DAYS[0]).markdown);
  assert.equal(new Set(first).size, PLATFORM_CODES.length);
});

let server: SandboxServer;
before(async () => {
  server = await startSandboxServer({ now: () => Date.parse("2026-03-01T04:00:00Z") });
});
after(() => server.close());

test("long reference lists: Yuanbao footnote definitions, Kimi's 参考资料, Perplexity's many sources", async () => {
  const client = createPlatformClient(sandboxPlatformConfigs(server.url));
  try {
    const tencent = await client.ask("tencent", "空气净化器哪个牌子好");
    const definitions = tencent.text.split("\n").filter((l) => /^\[\^\d+\]: \[.+\]\(https:\/\/.+\)$/.test(l));
    assert.equal(definitions.length, tencent.sources.length);
    assert.ok(definitions.length >= 5);
    assert.match(tencent.text, /[^\n]\[\^\d+\]/, "markers in the text");
    const kimi = await client.ask("kimi", "空气净化器哪个牌子好");
    assert.match(kimi.text, /\*\*参考资料\*\*：\n1\. \[/);
    let most = 0;
    for (const q of ["best air purifier", "best headphones", "best camera", "best laptop", "best shampoo"])
      most = Math.max(most, (await client.ask("perplexity", q)).sources.length);
    assert.ok(most >= 8, `perplexity cites up to ${most} sources`);
  } finally {
    client.close();
  }
});
