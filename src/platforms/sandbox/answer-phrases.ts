/**
 * The sentences sandbox answers are built from, in Chinese and English. `{x}` is a brand as written,
 * `{a}` an aspect, `{t}` the topic. Praise and criticism name the brand; pros, cons and usage notes do
 * not (real answers put them in sub-bullets under the brand's head).
 */
export interface AnswerPhrases {
  intros: readonly string[];
  praise: readonly string[];
  /** Reasons under an unnamed "优点"/"Pros" label. */
  pros: readonly string[];
  /** Reasons under an unnamed "缺点"/"Cons" label. */
  cons: readonly string[];
  criticism: readonly string[];
  /** Usage notes and feature descriptions: neither praise nor criticism. */
  usageNotes: readonly string[];
  notRecommended: readonly string[];
  summaries: readonly string[];
  /** One line under a category heading, naming a comma list of brands. */
  kindLines: readonly string[];
  /** Closing prose naming further brands ("如X、Y等"). */
  others: readonly string[];
  /** A considerations section: its heading and lines for one aspect. */
  adviceHeading: string;
  advice: readonly string[];
  /** Why a model is picked, under an unnamed "推荐理由"/"Why" label. */
  reasons: readonly string[];
  whyLabel: string;
  priceLabel: string;
  fitLabel: string;
  fits: readonly string[];
  listJoin: (names: readonly string[]) => string;
  sentenceEnd: string;
  colon: string;
}

export const ZH_PHRASES: AnswerPhrases = {
  intros: [
    "综合近期的专业评测、销量数据和用户口碑，目前{t}领域值得关注的品牌主要有以下几个",
    "{t}怎么选？结合2025年的市场情况和真实用户反馈，给你整理了几个主流选择",
    "选购{t}时，建议先明确预算和使用场景。下面按口碑和综合实力为你梳理",
    "目前市面上的{t}品牌很多，以下是讨论度和好评率都比较高的几个",
  ],
  praise: [
    "{x}在{a}方面口碑很好，整体表现稳定，是很多用户的首选",
    "{x}的{a}表现突出，近两年市场份额持续提升",
    "{a}是{x}最大的亮点，专业评测普遍给出较高评价",
    "论{a}，{x}属于第一梯队，值得优先考虑",
    "{x}被普遍认为是{a}方面的第一梯队",
  ],
  pros: ["{a}出色", "{a}表现稳定", "{a}口碑好，复购率高", "{a}在同价位里领先"],
  cons: ["{a}一般", "{a}略有不足", "{a}方面有用户吐槽", "{a}不如竞品"],
  criticism: [
    "不过{x}的{a}略有不足，部分用户反映体验一般",
    "需要注意的是，{x}在{a}上争议较多",
    "{x}的短板在于{a}，售后反馈褒贬不一",
  ],
  usageNotes: [
    "使用前建议仔细阅读说明书",
    "建议根据实际使用场景选择合适的型号",
    "首次使用前建议完整充电一次",
    "注意定期清洁和更换耗材",
    "购买时留意是否为当季新款",
  ],
  notRecommended: [
    "不太推荐{x}，主要是{a}方面的投诉较多，建议谨慎选择",
    "{x}近期{a}问题较多，暂时不建议购买",
    "如果你很在意{a}，建议避开{x}",
  ],
  summaries: [
    "总体来看，如果你更看重{a}，首选{x}；预算有限的话，{y}的性价比更高。",
    "总结：追求{a}选{x}，均衡之选是{y}。",
    "综合来说，{x}和{y}是目前最稳妥的两个选择，具体看你对{a}的要求。",
    "新手可以先从{x}入手，更看重{a}的话再考虑{y}。",
  ],
  kindLines: [
    "{list} - {a}表现突出，适合大多数用户",
    "{list}：这几个品牌在{a}上各有特色，口碑都不错",
    "推荐{list}，{a}方面整体更有优势",
  ],
  others: ["此外，{list}等品牌也值得关注。", "其他品牌如{list}等，也可以根据预算考虑。"],
  adviceHeading: "选购建议",
  advice: [
    "**{a}**：建议优先关注，不同价位差距明显",
    "**{a}**：可以参考专业评测的实测数据",
    "**{a}**：按自己的使用场景取舍即可",
  ],
  reasons: ["同价位里{a}最均衡", "适合看重{a}的用户", "{a}实测成绩靠前", "今年{a}升级明显"],
  whyLabel: "推荐理由",
  priceLabel: "参考价格",
  fitLabel: "适合人群",
  fits: ["预算充足、追求体验的用户", "学生党和预算有限的用户", "家庭用户", "新手入门"],
  listJoin: (names) => names.join("、"),
  sentenceEnd: "。",
  colon: "：",
};

export const EN_PHRASES: AnswerPhrases = {
  intros: [
    "Based on recent reviews, sales data and owner feedback, these are the {t} brands most worth considering",
    "Choosing a {t} comes down to budget and how you'll use it. Here is how the main options compare",
    "There are a lot of {t} brands out there; these are the ones reviewers and owners rate highest",
    "Here's a quick rundown of the {t} brands that come up most often in 2025 reviews",
  ],
  praise: [
    "{x} is widely praised for its {a} and is a safe first choice for most buyers",
    "{x} stands out for {a}, and reviewers consistently rank it near the top",
    "{a} is where {x} shines; it has steadily gained market share",
    "If {a} is your priority, {x} is hard to beat",
    "{x} is widely regarded as one of the top picks for {a}",
  ],
  pros: ["excellent {a}", "consistent {a}", "strong {a}", "class-leading {a}"],
  cons: ["average {a}", "{a} lags behind rivals", "mixed reports on {a}", "{a} could be better"],
  criticism: [
    "That said, {x} lags behind on {a}, and some owners report mixed experiences",
    "The main complaint about {x} is its {a}",
    "{x} is weaker on {a}, and support feedback is mixed",
  ],
  usageNotes: [
    "check the warranty terms before you buy",
    "pick the model that matches your space and usage",
    "register the product to get firmware updates",
    "budget for consumables and replacement parts",
  ],
  notRecommended: [
    "I would not recommend {x} right now: complaints about its {a} are common",
    "I'd avoid {x} for the moment; its {a} has drawn a lot of complaints",
    "Skip {x} if {a} matters to you",
  ],
  summaries: [
    "Overall, if {a} matters most, go with {x}; on a tighter budget, {y} is the better value.",
    "Bottom line: {x} for {a}, {y} as the all-rounder.",
    "In short, {x} and {y} are the safest picks right now, depending on how much you care about {a}.",
    "If you're new to this, start with a {x}; {y} is the step up if {a} matters.",
  ],
  kindLines: [
    "{list} - strong on {a} and a good fit for most people",
    "{list}: each has its own take on {a}, and all are well reviewed",
    "Look at {list}, which lead on {a}",
  ],
  others: ["Also worth a look: {list}.", "Other names that come up include {list}."],
  adviceHeading: "What to look for",
  advice: [
    "**{a}**: the biggest difference between price tiers",
    "**{a}**: check measured results in independent reviews",
    "**{a}**: weigh it against how you'll actually use it",
  ],
  reasons: [
    "the best balance of {a} at this price",
    "ideal if {a} is what you care about",
    "tops independent tests for {a}",
    "a big step up in {a} this year",
  ],
  whyLabel: "Why",
  priceLabel: "Price",
  fitLabel: "Best for",
  fits: ["buyers who want the best experience", "students and tight budgets", "families", "beginners"],
  listJoin: (names) =>
    names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`,
  sentenceEnd: ".",
  colon: ": ",
};

export function fillPhrase(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
