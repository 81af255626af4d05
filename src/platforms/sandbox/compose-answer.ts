import type { PlatformCode } from "../platform-codes.ts";
import type { PlatformSource } from "../platform-types.ts";
import { BRAND_DOMAINS, type BrandDomain, CHINESE_BRANDS, FALLBACK_DOMAIN } from "./brand-domains.ts";
import { sandboxSources } from "./sandbox-sources.ts";
import { pick, seededRandom, shuffled } from "./seeded-random.ts";

/** Marks a citation of source n (1-based) in composed text; each protocol renders it its own way. */
export const CITE = (n: number) => `\u27e6${n}\u27e7`;
export const CITE_PATTERN = /\u27e6(\d+)\u27e7/g;

export interface ComposedAnswer {
  language: "zh" | "en";
  domain: string;
  /** Brands in ranked order, as written in the answer. */
  brands: string[];
  /** Markdown with CITE markers. */
  markdown: string;
  sources: PlatformSource[];
}

function capitalizeLine(line: string): string {
  return line.replace(
    /^(- |\d+\. )?([a-z])/,
    (_, prefix: string | undefined, first: string) => `${prefix ?? ""}${first.toUpperCase()}`,
  );
}

export function isChinese(text: string): boolean {
  return /[\u4e00-\u9fff]/.test(text);
}

/**
 * Whether a lower-cased question contains a term: Latin terms only as whole words, so "skincare" does not
 * select cars through "car", nor "review" through "ev".
 */
function containsTerm(question: string, term: string): boolean {
  if (!/[a-z0-9]/.test(term)) return question.includes(term);
  let from = question.indexOf(term);
  while (from !== -1) {
    const before = question[from - 1];
    const after = question[from + term.length];
    if (!(before && /[a-z0-9]/.test(before)) && !(after && /[a-z0-9]/.test(after))) return true;
    from = question.indexOf(term, from + 1);
  }
  return false;
}

export function detectDomain(question: string): BrandDomain {
  const q = question.toLowerCase();
  let best: BrandDomain | null = null;
  let bestScore = 0;
  for (const domain of BRAND_DOMAINS) {
    let score = domain.keywords.filter((k) => containsTerm(q, k)).length;
    score += domain.brands.filter(
      (x) => containsTerm(q, x.zh.toLowerCase()) || containsTerm(q, x.en.toLowerCase()),
    ).length;
    if (score > bestScore) [best, bestScore] = [domain, score];
  }
  return best ?? FALLBACK_DOMAIN;
}

/** Brands the question names: any known brand, plus names in quotes (「X」, “X”, "X"). */
export function brandsNamedIn(question: string, language: "zh" | "en"): string[] {
  const q = question.toLowerCase();
  const out: string[] = [];
  for (const domain of BRAND_DOMAINS)
    for (const brand of domain.brands)
      if (q.includes(brand.zh.toLowerCase()) || q.includes(brand.en.toLowerCase()))
        out.push(language === "zh" ? brand.zh : brand.en);
  for (const match of question.matchAll(/[「“"《]([^」”"》]{1,30})[」”"》]/g)) out.push(match[1].trim());
  return [...new Set(out)].filter(Boolean);
}

interface Voice {
  heading: (topic: string) => string;
  intro: (topic: string) => string;
  pros: string;
  cons: string;
  praise: (brand: string, aspect: string, variant: number) => string;
  criticism: (brand: string, aspect: string) => string;
  notRecommended: (brand: string, aspect: string) => string;
  tableHead: string;
  summary: (first: string, second: string, aspect: string) => string;
}

const ZH: Voice = {
  heading: (t) => `${t}品牌推荐`,
  intro: (t) => `综合近期的专业评测、销量数据和用户口碑，目前${t}领域值得关注的品牌主要有以下几个`,
  pros: "优点",
  cons: "缺点",
  praise: (x, a, v) =>
    [
      `**${x}**在${a}方面口碑很好，整体表现稳定，是很多用户的首选`,
      `**${x}**的${a}表现突出，近两年市场份额持续提升`,
      `${a}是**${x}**最大的亮点，专业评测普遍给出较高评价`,
    ][v],
  criticism: (_x, a) => `${a}方面略有不足，部分用户反映体验一般`,
  notRecommended: (x, a) => `不太推荐**${x}**，主要是${a}方面的投诉较多，建议谨慎选择`,
  tableHead: "| 品牌 | 优势 | 不足 |\n|---|---|---|",
  summary: (f, s, a) => `总体来看，如果你更看重${a}，首选**${f}**；预算有限的话，**${s}**的性价比更高。`,
};

const EN: Voice = {
  heading: (t) => `Top ${t} brands`,
  intro: (t) =>
    `Based on recent reviews, sales data and owner feedback, these are the ${t} brands most worth considering`,
  pros: "Pros",
  cons: "Cons",
  praise: (x, a, v) =>
    [
      `**${x}** is widely praised for its ${a} and is a safe first choice for most buyers`,
      `**${x}** stands out for ${a}, and reviewers consistently rank it near the top`,
      `${a} is where **${x}** shines; it has steadily gained market share`,
    ][v],
  criticism: (_x, a) => `on ${a}, it lags behind the leaders, and some owners report mixed experiences`,
  notRecommended: (x, a) => `I would not recommend **${x}** right now: complaints about its ${a} are common`,
  tableHead: "| Brand | Strength | Weakness |\n|---|---|---|",
  summary: (f, s, a) =>
    `Overall, if ${a} matters most, go with **${f}**; on a tighter budget, **${s}** is the better value.`,
};

interface PlatformStyle {
  heading: boolean;
  separator: boolean;
  opening?: Record<"zh" | "en", string>;
  closing?: Record<"zh" | "en", string>;
}

/** Small habits that make each platform's answers look like its own. */
const PLATFORM_STYLES: Record<PlatformCode, PlatformStyle> = {
  volcengine: {
    heading: true,
    separator: false,
    closing: {
      zh: "如果你告诉我预算和主要用途，我可以帮你进一步缩小范围。",
      en: "Tell me your budget and main use, and I can narrow this down.",
    },
  },
  baidu: {
    heading: true,
    separator: false,
    opening: { zh: "以下是根据全网信息整理的推荐：", en: "Here is a summary based on web results:" },
  },
  deepseek: { heading: true, separator: true },
  tencent: {
    heading: false,
    separator: false,
    opening: { zh: "根据搜索结果，为你整理如下：", en: "Based on the search results:" },
  },
  aliyun: { heading: true, separator: false },
  google: {
    heading: false,
    separator: false,
    opening: {
      zh: "选择合适的品牌取决于你的需求，以下是几个热门选择。",
      en: "The right choice depends on your needs; here are the popular options.",
    },
  },
  gpt: {
    heading: true,
    separator: true,
    closing: {
      zh: "需要的话，我可以按预算给出具体型号。",
      en: "If you want, I can suggest specific models for your budget.",
    },
  },
  kimi: {
    heading: true,
    separator: false,
    closing: { zh: "希望以上信息对你有帮助！", en: "Hope this helps!" },
  },
  perplexity: { heading: false, separator: false },
  quark: {
    heading: true,
    separator: false,
    opening: { zh: "夸克为你整理了以下信息：", en: "Here is what Quark found:" },
  },
};

/**
 * Composes a realistic ranked answer from (question, platform, day): the same three always give the
 * same answer, and a new day reshuffles rankings so trends move.
 */
export function composeAnswer(question: string, platform: PlatformCode, day: string): ComposedAnswer {
  const random = seededRandom(question, platform, day);
  const language = isChinese(question) ? "zh" : "en";
  const voice = language === "zh" ? ZH : EN;
  const domain = detectDomain(question);
  const topic = language === "zh" ? domain.zhName : domain.enName;
  const aspects = language === "zh" ? domain.zhAspects : domain.enAspects;
  const named = brandsNamedIn(question, language);
  const domestic = /国产|国内|本土|中国品牌|domestic|chinese brand/i.test(question);
  const candidates = domain.brands.filter((x) => !domestic || CHINESE_BRANDS.has(x.en));
  const pool = shuffled(
    random,
    (candidates.length >= 3 ? candidates : domain.brands).map((x) => (language === "zh" ? x.zh : x.en)),
  ).filter((x) => !named.includes(x));
  const count = 4 + Math.floor(random() * 3);
  const ranked = pool.slice(0, Math.max(1, count - named.length));
  // Named brands appear somewhere in the list, not always on top.
  for (const brand of named) ranked.splice(Math.floor(random() * (ranked.length + 1)), 0, brand);
  const sources = sandboxSources(random, language, topic, ranked, domain.id);
  const cite = () => CITE(1 + Math.floor(random() * sources.length));
  const negated = ranked.length > 3 ? ranked[ranked.length - 1] : null;
  const style = PLATFORM_STYLES[platform];
  const lines: string[] = [
    ...(style.heading ? [`## ${voice.heading(topic)}`, ""] : []),
    ...(style.opening ? [style.opening[language], ""] : []),
    `${voice.intro(topic)}${cite()}：`.replace(/：$/, language === "zh" ? "：" : ":"),
    "",
  ];
  const table: string[] = [voice.tableHead];
  ranked.forEach((brand, i) => {
    if (brand === negated) return;
    const good = pick(random, aspects);
    const bad = pick(
      random,
      aspects.filter((a) => a !== good),
    );
    lines.push(`### ${i + 1}. **${brand}**`);
    lines.push(
      `${voice.praise(brand, good, Math.floor(random() * 3))}${cite()}${language === "zh" ? "。" : "."}`,
    );
    lines.push(`- **${voice.pros}**：${good}`.replace("：", language === "zh" ? "：" : ": "));
    lines.push(`- **${voice.cons}**：${bad}`.replace("：", language === "zh" ? "：" : ": "));
    if (random() < 0.5) lines.push(`- ${voice.criticism(brand, bad)}${language === "zh" ? "。" : "."}`);
    lines.push("");
    table.push(`| ${brand} | ${good} | ${bad} |`);
  });
  if (negated) {
    lines.push(
      `${voice.notRecommended(negated, pick(random, aspects))}${cite()}${language === "zh" ? "。" : "."}`,
      "",
    );
  }
  lines.push(table.join("\n"), "");
  const positives = ranked.filter((x) => x !== negated);
  if (style.separator) lines.push("---", "");
  lines.push(voice.summary(positives[0], positives[1] ?? positives[0], pick(random, aspects)));
  if (style.closing) lines.push("", style.closing[language]);
  // English sentences built from templates may start with a lower-case aspect.
  const text = language === "en" ? lines.map(capitalizeLine).join("\n") : lines.join("\n");
  return { language, domain: domain.id, brands: ranked, markdown: text, sources };
}
