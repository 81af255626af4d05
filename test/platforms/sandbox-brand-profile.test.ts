import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import {
  brandProfilePrompt,
  type ProfileRequest,
} from "../../src/operations/geo-brand/brand-profile-prompt.ts";
import { parseBrandProfile } from "../../src/operations/geo-brand/parse-brand-profile.ts";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { PLATFORM_CODES } from "../../src/platforms/platform-codes.ts";
import { CATEGORIES } from "../../src/platforms/sandbox/categories/category-catalogue.ts";
import { composeAnswer } from "../../src/platforms/sandbox/compose-answer.ts";
import {
  composeBrandProfile,
  isBrandProfileRequest,
} from "../../src/platforms/sandbox/compose-brand-profile.ts";
import { detectDomain } from "../../src/platforms/sandbox/detect-category.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";

const request = (overrides: Partial<ProfileRequest> = {}): ProfileRequest => ({
  brandName: "瑞幸咖啡",
  description: "国内连锁咖啡品牌，主打现磨咖啡和外卖",
  websiteUrl: "luckincoffee.com",
  productService: "现磨咖啡、咖啡豆",
  langType: "zh_cn",
  maxTopics: 4,
  promptsPerTopic: 2,
  ...overrides,
});

let server: SandboxServer;
before(async () => {
  server = await startSandboxServer({ now: () => Date.parse("2026-03-01T04:00:00Z") });
});
after(() => server.close());

test("the service's profile prompt is recognised as a profile request, never as a question list", () => {
  for (const langType of ["zh_cn", "en_us"] as const) {
    const prompt = brandProfilePrompt(request({ langType }));
    assert.ok(isBrandProfileRequest(prompt), langType);
  }
  assert.equal(isBrandProfileRequest("新能源汽车哪个牌子好？"), false);
  assert.equal(isBrandProfileRequest("列出「瑞幸咖啡」用户最可能提出的 5 个问题"), false);
});

test("every platform answers the profile over HTTP; the service's parser reads each framing", async () => {
  const client = createPlatformClient(sandboxPlatformConfigs(server.url));
  const prompt = brandProfilePrompt(request());
  const framings = new Set<string>();
  for (const platform of PLATFORM_CODES) {
    const answer = await client.ask(platform, prompt);
    framings.add(answer.text.startsWith("{") ? "bare" : answer.text.startsWith("```") ? "fence" : "prose");
    const profile = parseBrandProfile(answer.text, {
      brandName: "瑞幸咖啡",
      maxTopics: 4,
      promptsPerTopic: 2,
    });
    assert.ok(profile, platform);
    assert.equal(profile.topics.length, 4, platform);
    for (const topic of profile.topics) assert.equal(topic.prompts.length, 2, `${platform} ${topic.name}`);
    assert.deepEqual(profile.products, ["现磨咖啡", "咖啡豆"]);
    assert.equal(profile.competitors.length, 3);
    assert.ok(!profile.competitors.some((c) => c.name === "瑞幸咖啡"), "the brand is not its own competitor");
  }
  assert.ok(framings.size >= 2, `several framings across platforms: ${[...framings]}`);
  client.close();
});

test("the profile is deterministic per (prompt, platform) and follows the brand's domain and language", () => {
  const prompt = brandProfilePrompt(request());
  assert.equal(
    composeBrandProfile(prompt, "deepseek").markdown,
    composeBrandProfile(prompt, "deepseek").markdown,
  );
  const zh = parseBrandProfile(composeBrandProfile(prompt, "deepseek").markdown, {
    brandName: "瑞幸咖啡",
    maxTopics: 4,
    promptsPerTopic: 2,
  });
  assert.equal(zh?.topics[0].name, "咖啡品牌推荐");
  const coffee = CATEGORIES.find((d) => d.id === "coffee");
  const names = coffee?.brands.map((b) => b.zh) ?? [];
  for (const competitor of zh?.competitors ?? []) assert.ok(names.includes(competitor.name), competitor.name);

  const en = composeBrandProfile(
    brandProfilePrompt(
      request({
        brandName: "Anta",
        description: "Sportswear and running shoe maker",
        productService: "跑鞋",
        langType: "en_us",
      }),
    ),
    "gpt",
  );
  assert.equal(en.language, "en");
  assert.equal(en.domain, "sportswear");
  const parsed = parseBrandProfile(en.markdown, { brandName: "Anta", maxTopics: 4, promptsPerTopic: 2 });
  assert.ok(parsed?.topics.every((t) => t.prompts.every((p) => /^[\x20-\x7e]+$/.test(p))));
  assert.ok(!parsed?.competitors.some((c) => c.name === "Anta"));
});

test("every domain's prompts lead the sandbox's answers back to that domain, without naming the brand", () => {
  for (const domain of CATEGORIES) {
    for (const langType of ["zh_cn", "en_us"] as const) {
      const brand = domain.brands[0];
      const brandName = langType === "zh_cn" ? brand.zh : brand.en;
      const prompt = brandProfilePrompt(
        request({
          brandName,
          description: langType === "zh_cn" ? domain.zhName : domain.enName,
          productService: null,
          langType,
          maxTopics: 6,
          promptsPerTopic: 3,
        }),
      );
      const answer = composeBrandProfile(prompt, "deepseek");
      assert.equal(answer.domain, domain.id, `${domain.id} ${langType}`);
      const profile = parseBrandProfile(answer.markdown, { brandName, maxTopics: 6, promptsPerTopic: 3 });
      assert.equal(profile?.topics.length, 6);
      for (const topic of profile?.topics ?? [])
        for (const question of topic.prompts) {
          assert.equal(detectDomain(question).id, domain.id, `${domain.id}: ${question}`);
          assert.ok(!question.includes(brandName), question);
          // The answer to the prompt lists that domain's brands.
          const listed = composeAnswer(question, "kimi", "2026-03-01").brands;
          const domainNames = domain.brands.map((b) => (langType === "zh_cn" ? b.zh : b.en));
          assert.ok(
            listed.every((name) => domainNames.includes(name)),
            `${question}: ${listed}`,
          );
        }
    }
  }
});
