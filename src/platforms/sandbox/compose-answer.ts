import type { PlatformCode } from "../platform-codes.ts";
import type { PlatformSource } from "../platform-types.ts";
import type { AnswerContext, ShapeResult } from "./answer-context.ts";
import { EN_PHRASES, ZH_PHRASES } from "./answer-phrases.ts";
import type { AnswerBrand } from "./brand-naming.ts";
import { isDomestic } from "./categories/category-catalogue.ts";
import type { ProductCategory } from "./categories/product-category.ts";
import { brandsNamedIn, detectCategory } from "./detect-category.ts";
import { PLATFORM_VOICES, pickShape } from "./platform-voices.ts";
import { retailChannels } from "./retail-channels.ts";
import { sandboxSources } from "./sandbox-sources.ts";
import { seededRandom, shuffled } from "./seeded-random.ts";
import { categorySectionsShape } from "./shapes/category-sections-shape.ts";
import { GENERIC_ASPECTS, genericAnswerShape, topicOf } from "./shapes/generic-answer-shape.ts";
import { modelPicksShape } from "./shapes/model-picks-shape.ts";
import { rankedListShape } from "./shapes/ranked-list-shape.ts";
import { refusalShape, refusesOutright } from "./shapes/refusal-shape.ts";
import { asksHowTo, setupGuideShape } from "./shapes/setup-guide-shape.ts";
import { asksWhereToBuy, whereToBuyShape } from "./shapes/where-to-buy-shape.ts";

/** Marks a citation of source n (1-based) in composed text; each protocol renders it its own way. */
export const CITE = (n: number) => `\u27e6${n}\u27e7`;
export const CITE_PATTERN = /\u27e6(\d+)\u27e7/g;

export type AnswerShape = "ranked" | "sections" | "models" | "where-to-buy" | "refusal" | "setup" | "generic";

export interface ComposedAnswer {
  language: "zh" | "en";
  /** The category's id ("robot-vacuums"), "generic" when none matched. */
  domain: string;
  shape?: AnswerShape;
  /** Brands in ranked order (first appearance), as written in the answer, without models or aliases. */
  brands: string[];
  /** Retailers a where-to-buy answer names. */
  retailers?: string[];
  /** Markdown with CITE markers. */
  markdown: string;
  sources: PlatformSource[];
}

export function isChinese(text: string): boolean {
  return /[\u4e00-\u9fff]/.test(text);
}

/** Latin names a question uses for brands no category knows ("Is Acme better than Globex?"). */
function latinNames(question: string): string[] {
  const words = question.match(/[A-Za-z][A-Za-z0-9&'.-]+/g) ?? [];
  const first = /^[A-Za-z]/.test(question.trim()) ? question.trim().split(/\s+/)[0] : "";
  return words.filter((w) => w !== first && /^[A-Z]|[a-z][A-Z]/.test(w) && !/^(AI|I|OK|VS)$/i.test(w));
}

/** The ranked brands: a shuffled slice of the category's (国产 only when asked), the named ones among them. */
function rankBrands(
  random: () => number,
  category: ProductCategory,
  named: readonly string[],
  zh: boolean,
  question: string,
): AnswerBrand[] {
  const domestic = /国产|国内|本土|中国品牌|domestic|chinese brand/i.test(question);
  const local = category.brands.filter(isDomestic);
  const foreign = category.brands.filter((b) => !isDomestic(b));
  const candidates =
    (domestic || (category.regional && zh)) && local.length >= 3
      ? local
      : category.regional && !zh && foreign.length >= 3
        ? foreign
        : category.brands;
  const entryOf = (name: string) => category.brands.find((b) => b.zh === name || b.en === name);
  const pool = shuffled(random, candidates)
    .map((entry) => ({ name: zh ? entry.zh : entry.en, entry }))
    .filter((b) => !named.includes(b.name));
  const rich = category.id === "phones" ? 1 : 0;
  const count = 4 + rich + Math.floor(random() * 3);
  const ranked: AnswerBrand[] = pool.slice(0, Math.max(1, count - named.length));
  // Named brands appear somewhere in the list, not always on top.
  for (const name of named) {
    const entry = entryOf(name);
    ranked.splice(Math.floor(random() * (ranked.length + 1)), 0, entry ? { name, entry } : { name });
  }
  return ranked;
}

function layout(ctx: AnswerContext): { shape: AnswerShape; result: ShapeResult } {
  const { category, random, question } = ctx;
  if (!category) return { shape: "generic", result: genericAnswerShape(ctx) };
  if (refusesOutright(category, ctx.platform)) return { shape: "refusal", result: refusalShape(ctx, true) };
  if (category.sensitive && random() < 0.4)
    return { shape: "refusal", result: refusalShape(ctx, random() < 0.25) };
  if (asksWhereToBuy(question)) return { shape: "where-to-buy", result: whereToBuyShape(ctx) };
  if (category.group === "software" && (asksHowTo(question) || random() < 0.3))
    return { shape: "setup", result: setupGuideShape(ctx) };
  const shape = pickShape(ctx.voice, random);
  const result =
    shape === "sections" && category.kinds.length > 0
      ? categorySectionsShape(ctx)
      : shape === "models"
        ? modelPicksShape(ctx)
        : rankedListShape(ctx);
  return { shape, result };
}

/**
 * Composes a realistic answer from (question, platform, day): the same three always give the same
 * answer, and a new day reshuffles rankings so trends move. The question's category picks the brands
 * and the vocabulary; the question's intent (where to buy, how to set up) and the platform's voice
 * pick the layout.
 */
export function composeAnswer(question: string, platform: PlatformCode, day: string): ComposedAnswer {
  const random = seededRandom(question, platform, day);
  const language = isChinese(question) ? "zh" : "en";
  const zh = language === "zh";
  const category = detectCategory(question);
  const voice = PLATFORM_VOICES[platform];
  const named = brandsNamedIn(question, language);
  const picks = category
    ? rankBrands(random, category, named, zh, question)
    : [...new Set([...named, ...latinNames(question)])].map((name) => ({ name }));
  const topic = category ? (zh ? category.zhName : category.enName) : topicOf(question, zh);
  const names = picks.map((b) => b.name);
  // An outright refusal searches and cites nothing.
  const sources = refusesOutright(category, platform)
    ? []
    : sandboxSources(random, language, topic, names, category?.group ?? null, voice.sources);
  const ctx: AnswerContext = {
    random,
    zh,
    question,
    platform,
    category,
    topic,
    picks,
    aspects: category ? (zh ? category.zhAspects : category.enAspects) : GENERIC_ASPECTS[language],
    phrases: zh ? ZH_PHRASES : EN_PHRASES,
    voice,
    cite: () => CITE(1 + Math.floor(random() * sources.length)),
  };
  const hedged = category !== null && !category.sensitive && random() < voice.hedge;
  const { shape, result } = layout(ctx);
  const recommends = shape === "ranked" || shape === "sections" || shape === "models" || shape === "setup";
  const lines: string[] = [];
  if (recommends && voice.title) lines.push(voice.title(topic, zh), "");
  if (voice.opening && shape !== "refusal") lines.push(voice.opening[language], "");
  if (hedged && recommends)
    lines.push(
      zh
        ? `很难说哪一个${topic}品牌对所有人都是最好的，这取决于你的预算和需求。不过，下面这些是常被推荐的选择。`
        : `I can't recommend a single best ${topic} brand for everyone - it depends on your budget and needs. That said, these are the options reviewers mention most.`,
      "",
    );
  lines.push(...result.lines);
  const retailers = [...(result.retailers ?? [])];
  if (recommends && category && !["software", "finance"].includes(category.group) && random() < 0.3) {
    // Retailers after a colon: "**购买渠道**：京东、天猫".
    const channels = shuffled(random, retailChannels(category.group, zh)).slice(
      0,
      2 + Math.floor(random() * 2),
    );
    retailers.push(...channels.map((c) => c.name));
    lines.push(
      "",
      `**${zh ? "购买渠道" : "Where to buy"}**${zh ? "：" : ": "}${ctx.phrases.listJoin(retailers)}`,
    );
  }
  if (voice.closing && shape !== "refusal") lines.push("", voice.closing[language]);
  const markdown = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return {
    language,
    domain: category?.id ?? "generic",
    shape,
    brands: [...new Set(result.brands)],
    ...(retailers.length > 0 ? { retailers } : {}),
    markdown,
    sources,
  };
}
