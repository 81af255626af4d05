import type { PlatformCode } from "../platform-codes.ts";
import type { ProductCategory } from "./categories/product-category.ts";
import { type ComposedAnswer, isChinese } from "./compose-answer.ts";
import { detectDomain } from "./detect-category.ts";
import { seededRandom, shuffled } from "./seeded-random.ts";

/**
 * A request for a brand profile as JSON (geo.brand's generator prompt: "…生成品牌画像…JSON…",
 * "…brand profile…JSON…"), as opposed to a question to answer or a question list.
 */
export function isBrandProfileRequest(prompt: string): boolean {
  return /品牌画像|brand profile/i.test(prompt) && /json/i.test(prompt);
}

/** The value of a labelled line of the prompt (`品牌名称：X`, `Brand name: X`). */
function labelled(prompt: string, labels: readonly string[]): string {
  for (const label of labels) {
    const match = new RegExp(`^${label}\\s*[:：]\\s*(.*)$`, "mi").exec(prompt);
    if (match) {
      const value = match[1].trim();
      return /^(无|none)$/i.test(value) ? "" : value;
    }
  }
  return "";
}

function count(prompt: string, labels: readonly string[], fallback: number): number {
  const n = Number.parseInt(labelled(prompt, labels), 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 20) : fallback;
}

/** Recommendation questions of a domain; `{d}` is the domain's name, so answers pick the same domain. */
const ZH_RECOMMEND = ["{d}哪个牌子好？", "有哪些值得推荐的{d}品牌？", "口碑最好的{d}品牌有哪些？"];
const ZH_ASPECT = [
  "哪个{d}品牌的{a}最好？",
  "{a}出色的{d}品牌有哪些推荐？",
  "看重{a}的话，选哪个{d}品牌更合适？",
  "{d}品牌里，{a}口碑最好的是哪几家？",
];
const EN_RECOMMEND = [
  "Which {d} brand is the best?",
  "What {d} brands would you recommend?",
  "Which {d} brands have the best reputation?",
];
const EN_ASPECT = [
  "Which {d} brand has the best {a}?",
  "What {d} brands would you recommend for {a}?",
  "If {a} matters most, which {d} brand should I choose?",
  "Which {d} brands do reviewers rate highest for {a}?",
];

const fill = (template: string, domainName: string, aspect: string) =>
  template.replaceAll("{d}", domainName).replaceAll("{a}", aspect);

/** The topics of a domain (a recommendation topic, then one per aspect) with their prompts. */
function domainTopics(domain: ProductCategory, zh: boolean, topicCount: number, perTopic: number) {
  const domainName = zh ? domain.zhName : domain.enName;
  const topics = [
    {
      name: zh ? `${domainName}品牌推荐` : `${domainName} brand recommendations`,
      prompts: (zh ? ZH_RECOMMEND : EN_RECOMMEND).map((t) => fill(t, domainName, "")),
    },
    ...(zh ? domain.zhAspects : domain.enAspects).map((aspect) => ({
      name: zh ? `${domainName}${aspect}` : `${domainName} ${aspect}`,
      prompts: (zh ? ZH_ASPECT : EN_ASPECT).map((t) => fill(t, domainName, aspect)),
    })),
  ];
  return topics
    .slice(0, topicCount)
    .map((topic) => ({ ...topic, prompts: topic.prompts.slice(0, perTopic) }));
}

/** Whether a domain brand is the profiled brand itself (either spelling, either way round). */
function isSelf(brand: { zh: string; en: string }, brandName: string): boolean {
  const name = brandName.toLowerCase();
  if (name.length === 0) return false;
  return [brand.zh, brand.en].some((spelling) => {
    const s = spelling.toLowerCase();
    return name.includes(s) || s.includes(name);
  });
}

/**
 * Answers a brand-profile request the way a chat model does: a JSON profile of the brand's domain
 * (detected from its name, description and products), framed in the platform's habit (a ```json fence
 * with a sentence around it, a bare fence, or bare JSON). Topics and prompts use the domain's words, so
 * the sandbox's answers to those prompts list that domain's brands; competitors are a few other brands
 * of the domain, so brands the answers name beyond them are left for the service to learn.
 * Deterministic for (prompt, platform).
 */
export function composeBrandProfile(prompt: string, platform: PlatformCode): ComposedAnswer {
  const random = seededRandom("brand-profile", prompt, platform);
  // The prompt's own labels give its language; brand fields in another script do not change it.
  const zh = /品牌名称/.test(prompt) || (!/brand name\s*:/i.test(prompt) && isChinese(prompt));
  const brandName = labelled(prompt, ["品牌名称", "Brand name"]);
  const description = labelled(prompt, ["品牌描述", "Description"]);
  const productService = labelled(prompt, ["产品/服务", "Products/services"]);
  const domain = detectDomain(`${brandName} ${description} ${productService}`);
  const topicCount = count(prompt, ["主题数量", "Topics"], 5);
  const perTopic = count(prompt, ["每个主题的监测问题数量", "Prompts per topic"], 3);
  const products = productService
    ? productService
        .split(/[,，、;；/]/)
        .map((p) => p.trim())
        .filter(Boolean)
    : [zh ? domain.zhName : domain.enName];
  const others = shuffled(
    random,
    domain.brands.filter((brand) => !isSelf(brand, brandName)),
  ).slice(0, 3);
  const competitors = others.map((brand) => {
    const name = zh ? brand.zh : brand.en;
    const alias = zh ? brand.en : brand.zh;
    return alias !== name ? { name, keywords: [alias] } : { name };
  });
  const profile = { products, topics: domainTopics(domain, zh, topicCount, perTopic), competitors };
  const json = JSON.stringify(profile, null, 2);
  const framing = Math.floor(random() * 3);
  const markdown =
    framing === 0
      ? [
          zh ? `以下是「${brandName}」的品牌画像：` : `Here is the brand profile for ${brandName}:`,
          "",
          "```json",
          json,
          "```",
          "",
          zh
            ? "说明：主题和监测问题可根据投放重点继续调整。"
            : "Note: adjust the topics and prompts to your campaign priorities.",
        ].join("\n")
      : framing === 1
        ? ["```", json, "```"].join("\n")
        : json;
  return { language: zh ? "zh" : "en", domain: domain.id, brands: [], markdown, sources: [] };
}
