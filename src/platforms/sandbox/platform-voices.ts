import type { PlatformCode } from "../platform-codes.ts";

/** The answer layouts a recommendation question can get (where-to-buy, refusals and fallbacks aside). */
export type RecommendShape = "ranked" | "sections" | "models";

type Both = Record<"zh" | "en", string>;

/**
 * How one platform writes: which layouts it favours, how it heads items and sections, what it calls
 * pros and cons, its habitual opening and closing lines. Each platform's answers are recognisably its
 * own, as real ones are (Doubao's bold-numbered items, ERNIE's 一、二、 sections, DeepSeek's tables and
 * rules, Gemini's asterisk bullets with bold labels, ChatGPT's bold comma lists...).
 */
export interface PlatformVoice {
  shapes: readonly (readonly [RecommendShape, number])[];
  /** The answer's title line, or none. */
  title?: (topic: string, zh: boolean) => string;
  opening?: Both;
  closing?: Both;
  /** An item head: position and the brand (or product) as written. */
  item: (n: number, name: string) => string;
  /** A section head for a product kind ("### 无香型洗发水", "### 一、无香型洗发水", "**Best overall**"). */
  section: (n: number, text: string, zh: boolean) => string;
  bullet: string;
  labels: { zh: readonly [string, string]; en: readonly [string, string] };
  /** Labels bold ("- **优点**：") or plain ("- 优点："). */
  boldLabels: boolean;
  separator: boolean;
  /** Probability of a comparison table. */
  table: number;
  /** Chance of a soft refusal opener even when the category is not sensitive. */
  hedge: number;
  /** Range of the number of sources the platform cites. */
  sources: readonly [number, number];
}

const ZH_NUMERALS = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
const zhNumeral = (n: number) => ZH_NUMERALS[n - 1] ?? String(n);

/** What most platforms do; each platform's entry overrides what it does differently. */
const COMMON: Omit<PlatformVoice, "shapes" | "item"> = {
  section: (_n, text) => `### ${text}`,
  bullet: "-",
  labels: { zh: ["优点", "缺点"], en: ["Pros", "Cons"] },
  boldLabels: true,
  separator: false,
  table: 0.2,
  hedge: 0,
  sources: [3, 6],
};

const voice = (own: Partial<PlatformVoice> & Pick<PlatformVoice, "shapes" | "item">): PlatformVoice => ({
  ...COMMON,
  ...own,
});

export const PLATFORM_VOICES: Record<PlatformCode, PlatformVoice> = {
  volcengine: voice({
    shapes: [
      ["models", 5],
      ["ranked", 3],
      ["sections", 2],
    ],
    closing: {
      zh: "如果你告诉我预算和主要用途，我可以帮你进一步缩小范围。",
      en: "Tell me your budget and main use, and I can narrow this down.",
    },
    item: (n, name) => `${n}. **${name}**`,
  }),
  baidu: voice({
    shapes: [
      ["sections", 5],
      ["ranked", 4],
      ["models", 1],
    ],
    opening: { zh: "以下是根据全网信息整理的推荐：", en: "Here is a summary based on web results:" },
    item: (n, name) => `${n}、**${name}**`,
    section: (n, text, zh) => (zh ? `### ${zhNumeral(n)}、${text}` : `### ${n}. ${text}`),
    labels: { zh: ["优势", "不足"], en: ["Strengths", "Weaknesses"] },
    boldLabels: false,
    table: 0.3,
    sources: [4, 8],
  }),
  deepseek: voice({
    shapes: [
      ["ranked", 6],
      ["sections", 3],
      ["models", 1],
    ],
    title: (t, zh) => (zh ? `## ${t}品牌推荐` : `## Top ${t} brands`),
    item: (n, name) => `### ${n}. **${name}**`,
    separator: true,
    table: 0.7,
    sources: [3, 5],
  }),
  tencent: voice({
    shapes: [
      ["ranked", 4],
      ["models", 3],
      ["sections", 3],
    ],
    opening: { zh: "根据搜索结果，为你整理如下：", en: "Based on the search results:" },
    item: (n, name) => `**${n}. ${name}**`,
    section: (_n, text) => `#### ${text}`,
    boldLabels: false,
    sources: [5, 10],
  }),
  aliyun: voice({
    shapes: [
      ["sections", 5],
      ["ranked", 5],
    ],
    title: (t, zh) => (zh ? `## ${t}选购指南` : `## ${t} buying guide`),
    item: (n, name) => `${n}. **${name}**`,
    section: (n, text, zh) => (zh ? `## ${zhNumeral(n)}、${text}` : `## ${n}. ${text}`),
    table: 0.4,
    sources: [4, 8],
  }),
  google: voice({
    shapes: [
      ["sections", 5],
      ["ranked", 5],
    ],
    opening: {
      zh: "选择合适的品牌取决于你的需求，以下是几个热门选择。",
      en: "The right choice depends on your needs; here are the popular options.",
    },
    item: (_n, name) => `* **${name}:**`,
    section: (_n, text) => `**${text}**`,
    bullet: "    *",
    labels: { zh: ["主要优点", "需要注意"], en: ["Key features", "Drawbacks"] },
    table: 0.1,
    hedge: 0.15,
    sources: [3, 7],
  }),
  gpt: voice({
    shapes: [
      ["sections", 4],
      ["ranked", 3],
      ["models", 3],
    ],
    title: (t, zh) => (zh ? `### ${t}怎么选` : `### Best ${t} picks`),
    closing: {
      zh: "需要的话，我可以按预算给出具体型号。",
      en: "If you want, I can suggest specific models for your budget.",
    },
    item: (n, name) => `${n}. **${name}**`,
    section: (_n, text) => `#### ${text}`,
    bullet: "   -",
    separator: true,
    table: 0.3,
    hedge: 0.15,
  }),
  kimi: voice({
    shapes: [
      ["ranked", 5],
      ["models", 5],
    ],
    closing: { zh: "希望以上信息对你有帮助！", en: "Hope this helps!" },
    item: (n, name) => `**${n}. ${name}**`,
    boldLabels: false,
    sources: [4, 8],
  }),
  perplexity: voice({
    shapes: [
      ["sections", 6],
      ["ranked", 4],
    ],
    item: (n, name) => `${n}. **${name}**`,
    section: (_n, text) => `## ${text}`,
    boldLabels: false,
    table: 0.3,
    hedge: 0.1,
    sources: [6, 12],
  }),
  quark: voice({
    shapes: [
      ["ranked", 5],
      ["models", 5],
    ],
    opening: { zh: "夸克为你整理了以下信息：", en: "Here is what Quark found:" },
    item: (n, name) => `(${n}) **${name}**`,
    labels: { zh: ["亮点", "槽点"], en: ["Highlights", "Downsides"] },
  }),
};

/** Picks a layout by the platform's weights. */
export function pickShape(voice: PlatformVoice, random: () => number): RecommendShape {
  const total = voice.shapes.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [shape, weight] of voice.shapes) {
    roll -= weight;
    if (roll < 0) return shape;
  }
  return voice.shapes[0][0];
}
