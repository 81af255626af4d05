import type { LangType } from "./brand-profile-prompt.ts";
import { type DaySums, exposureRate, percent, recommendationRate } from "./brand-statistics.ts";

/** Fewer answers than this on the day is too little to advise on (docs/brand-monitoring.md). */
export const SUGGESTION_MIN_OBSERVATIONS = 10;

export interface BrandSuggestion {
  brandId: string;
  brandName: string;
  hasData: boolean;
  statDate: string;
  suggestions?: string;
  overallPerformance?: string;
  platformStrategy?: string;
  competitorAnalysis?: string;
  topicStrategy?: string;
  summaryRecommendations?: string;
}

export interface SuggestionInput {
  readonly brandId: string;
  readonly brandName: string;
  readonly langType: LangType;
  readonly statDate: string;
  readonly score: number;
  /** Each platform with data that day and its sums. */
  readonly platforms: readonly { readonly platform: string; readonly sums: DaySums }[];
  /** Every topic of the brand and the brand's mentions in its answers that day (all platforms). */
  readonly topics: readonly { readonly name: string; readonly mentions: number }[];
  /** Every brand named in the day's answers (the brand included) and its mentions, all platforms. */
  readonly voices: readonly { readonly name: string; readonly nameKey: string; readonly mentions: number }[];
  readonly brandKey: string;
}

function total(platforms: SuggestionInput["platforms"]): DaySums {
  const sums = { observations: 0, mentioned: 0, mention_sum: 0, recommended: 0, sentiment_sum: 0 };
  for (const { sums: s } of platforms) {
    sums.observations += s.observations;
    sums.mentioned += s.mentioned;
    sums.mention_sum += s.mention_sum;
    sums.recommended += s.recommended;
    sums.sentiment_sum += s.sentiment_sum;
  }
  return sums;
}

interface Figures {
  readonly all: DaySums;
  readonly strong: { platform: string; sums: DaySums };
  readonly weak: { platform: string; sums: DaySums };
  readonly lowExposure: string[];
  readonly share: number;
  readonly rivals: { name: string; share: number }[];
  readonly bestTopic: { name: string; mentions: number } | undefined;
  readonly weakTopic: { name: string; mentions: number } | undefined;
  readonly sentiment: number | null;
}

function figures(input: SuggestionInput): Figures {
  const ranked = [...input.platforms].sort(
    (a, b) =>
      recommendationRate(b.sums) - recommendationRate(a.sums) ||
      exposureRate(b.sums) - exposureRate(a.sums) ||
      a.platform.localeCompare(b.platform),
  );
  const voiceTotal = input.voices.reduce((sum, voice) => sum + voice.mentions, 0);
  const own = input.voices.find((voice) => voice.nameKey === input.brandKey)?.mentions ?? 0;
  const rivals = input.voices
    .filter((voice) => voice.nameKey !== input.brandKey)
    .sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((voice) => ({ name: voice.name, share: percent(voice.mentions, voiceTotal) }));
  const topics = [...input.topics].sort((a, b) => b.mentions - a.mentions);
  const all = total(input.platforms);
  return {
    all,
    strong: ranked[0],
    weak: ranked[ranked.length - 1],
    lowExposure: ranked.filter((p) => exposureRate(p.sums) < 50).map((p) => p.platform),
    share: percent(own, voiceTotal),
    rivals,
    bestTopic: topics[0],
    weakTopic: topics.length > 1 ? topics[topics.length - 1] : undefined,
    sentiment: all.mentioned > 0 ? Math.round(all.sentiment_sum / all.mentioned) : null,
  };
}

const rates = (s: DaySums) => ({ exposure: exposureRate(s), recommendation: recommendationRate(s) });

/** Chinese and English wording of the same rules. */
const TEXT = {
  zh_cn: {
    overall: (n: string, f: Figures, i: SuggestionInput) =>
      `${i.statDate}，「${n}」在 ${i.platforms.length} 个平台的 ${f.all.observations} 次 AI 回答中出现 ${f.all.mentioned} 次（曝光率 ${rates(f.all).exposure}%，提及 ${f.all.mention_sum} 次），被推荐 ${f.all.recommended} 次（推荐率 ${rates(f.all).recommendation}%），推荐率得分 ${i.score}。`,
    platforms: (f: Figures) =>
      f.strong.platform === f.weak.platform
        ? `仅 ${f.strong.platform} 有数据：推荐率 ${rates(f.strong.sums).recommendation}%，曝光率 ${rates(f.strong.sums).exposure}%。`
        : `表现最好的平台是 ${f.strong.platform}（推荐率 ${rates(f.strong.sums).recommendation}%，曝光率 ${rates(f.strong.sums).exposure}%），最弱的是 ${f.weak.platform}（推荐率 ${rates(f.weak.sums).recommendation}%，曝光率 ${rates(f.weak.sums).exposure}%）；建议优先针对 ${f.weak.platform} 常引用的信息源补充品牌内容。`,
    competitors: (n: string, f: Figures) =>
      f.rivals.length === 0
        ? `当日回答中没有出现其他品牌，「${n}」的 AI 声量占比为 ${f.share}%。`
        : `「${n}」的 AI 声量占比为 ${f.share}%；声量最高的其他品牌：${f.rivals.map((r) => `${r.name} ${r.share}%`).join("、")}。`,
    topics: (f: Figures) =>
      !f.bestTopic
        ? "暂无主题数据。"
        : f.weakTopic
          ? `主题「${f.bestTopic.name}」下曝光最多（${f.bestTopic.mentions} 次），「${f.weakTopic.name}」最少（${f.weakTopic.mentions} 次），建议围绕后者补充问答、评测和对比内容。`
          : `主题「${f.bestTopic.name}」当日曝光 ${f.bestTopic.mentions} 次。`,
    lowExposure: (list: string[]) =>
      `${list.join("、")} 上的曝光率低于 50%，建议在这些平台常引用的百科、问答社区和垂直媒体上补充品牌信息。`,
    mentionedNotRecommended: "品牌常被提及但较少被推荐，建议补充评测、对比和用户口碑内容，突出差异化优势。",
    sentiment: (score: number) =>
      `提及品牌的语句平均情感分为 ${score}（满分 100），建议回应回答中常见的批评点。`,
    rival: (n: string, f: Figures) =>
      `竞品 ${f.rivals[0]?.name} 的声量占比（${f.rivals[0]?.share}%）高于「${n}」（${f.share}%），可参考其被推荐的内容角度。`,
    topic: (name: string) => `围绕主题「${name}」产出更多内容，提升该主题下的曝光。`,
    keep: "各平台表现良好，保持内容更新频率并持续监测变化。",
    summary: (f: Figures) =>
      `优先提升 ${f.weak.platform} 上的表现${f.weakTopic ? `，重点补充主题「${f.weakTopic.name}」的内容` : ""}${f.rivals[0] ? `，并以 ${f.rivals[0].name} 为对标竞品` : ""}。`,
  },
  en_us: {
    overall: (n: string, f: Figures, i: SuggestionInput) =>
      `On ${i.statDate}, ${n} appeared in ${f.all.mentioned} of ${f.all.observations} AI answers on ${i.platforms.length} platform(s) (exposure rate ${rates(f.all).exposure}%, ${f.all.mention_sum} mentions) and was recommended in ${f.all.recommended} (recommendation rate ${rates(f.all).recommendation}%); score ${i.score}.`,
    platforms: (f: Figures) =>
      f.strong.platform === f.weak.platform
        ? `Only ${f.strong.platform} has data: recommendation rate ${rates(f.strong.sums).recommendation}%, exposure rate ${rates(f.strong.sums).exposure}%.`
        : `The strongest platform is ${f.strong.platform} (recommendation rate ${rates(f.strong.sums).recommendation}%, exposure rate ${rates(f.strong.sums).exposure}%); the weakest is ${f.weak.platform} (recommendation rate ${rates(f.weak.sums).recommendation}%, exposure rate ${rates(f.weak.sums).exposure}%). Strengthen the brand's presence on the sources ${f.weak.platform} cites first.`,
    competitors: (n: string, f: Figures) =>
      f.rivals.length === 0
        ? `No other brand appeared in the day's answers; ${n} holds ${f.share}% of the AI voice.`
        : `${n} holds ${f.share}% of the AI voice; the loudest other brands: ${f.rivals.map((r) => `${r.name} ${r.share}%`).join(", ")}.`,
    topics: (f: Figures) =>
      !f.bestTopic
        ? "No topic data yet."
        : f.weakTopic
          ? `The topic "${f.bestTopic.name}" brings the most exposure (${f.bestTopic.mentions} mentions) and "${f.weakTopic.name}" the least (${f.weakTopic.mentions}); publish Q&A, reviews and comparisons on the latter.`
          : `The topic "${f.bestTopic.name}" brought ${f.bestTopic.mentions} mentions.`,
    lowExposure: (list: string[]) =>
      `Exposure is below 50% on ${list.join(", ")}; add brand information to the encyclopedias, Q&A communities and trade media these platforms cite.`,
    mentionedNotRecommended:
      "The brand is mentioned more often than recommended; publish reviews, comparisons and customer stories that show what sets it apart.",
    sentiment: (score: number) =>
      `Sentences about the brand average a sentiment of ${score}/100; answer the criticism the AI answers repeat.`,
    rival: (n: string, f: Figures) =>
      `${f.rivals[0]?.name} holds a larger share of the AI voice (${f.rivals[0]?.share}%) than ${n} (${f.share}%); study the angles its recommendations come from.`,
    topic: (name: string) => `Produce more content on "${name}" to raise exposure there.`,
    keep: "Every platform performs well; keep publishing at the current pace and keep monitoring.",
    summary: (f: Figures) =>
      `Focus first on ${f.weak.platform}${f.weakTopic ? `, on content for "${f.weakTopic.name}"` : ""}${f.rivals[0] ? `, and benchmark against ${f.rivals[0].name}` : ""}.`,
  },
};

/**
 * Strategy advice written from the day's statistics (rules in docs/brand-monitoring.md), in the brand's
 * language. hasData false when the day has fewer than SUGGESTION_MIN_OBSERVATIONS answers.
 */
export function buildBrandSuggestion(input: SuggestionInput): BrandSuggestion {
  const head = { brandId: input.brandId, brandName: input.brandName, statDate: input.statDate };
  const f = figures(input);
  if (f.all.observations < SUGGESTION_MIN_OBSERVATIONS || !f.strong) return { ...head, hasData: false };
  const text = TEXT[input.langType];
  const name = input.brandName;
  const actions: string[] = [];
  if (f.lowExposure.length > 0) actions.push(text.lowExposure(f.lowExposure));
  const all = rates(f.all);
  if (all.exposure >= 50 && all.recommendation < all.exposure / 2) actions.push(text.mentionedNotRecommended);
  if (f.sentiment !== null && f.sentiment < 50) actions.push(text.sentiment(f.sentiment));
  if (f.rivals[0] && f.rivals[0].share > f.share) actions.push(text.rival(name, f));
  if (f.weakTopic) actions.push(text.topic(f.weakTopic.name));
  if (actions.length === 0) actions.push(text.keep);
  return {
    ...head,
    hasData: true,
    suggestions: actions.map((action, i) => `${i + 1}. ${action}`).join("\n"),
    overallPerformance: text.overall(name, f, input),
    platformStrategy: text.platforms(f),
    competitorAnalysis: text.competitors(name, f),
    topicStrategy: text.topics(f),
    summaryRecommendations: text.summary(f),
  };
}
