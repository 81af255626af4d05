/**
 * The cue words the analysis reacts to, in Chinese and English (documented in docs/analysis.md).
 * Matching is leftmost-longest over normalised text, so longer entries win: "不错" is praise even
 * though "不" is a negator, "不推荐" is a warning even though "推荐" is a recommendation cue.
 * Latin entries match on word boundaries only, so inflections are listed explicitly.
 */
export type CueKind =
  /** Presents a brand as a recommended option. */
  | "recommend"
  /** A warning or refusal: the brand is not recommended, whatever else the answer says. */
  | "warning"
  /** A conditional reservation ("不适合..."): blocks clause-level recommendation only. */
  | "reservation"
  /** Flips the polarity of the cue that follows it closely. */
  | "negator"
  /** Scales the sentiment word that follows it closely. */
  | "degree"
  /** Sentiment word; weight > 0 praise, < 0 criticism. */
  | "sentiment"
  /** Ends a clause: the two sides of a contrast are judged separately. */
  | "contrast"
  /** Absorbs a phrase that would otherwise contain a misleading cue ("一般来说"). */
  | "neutral"
  /** Makes a following warning the reader's condition ("if you want to avoid ..."), not a warning. */
  | "conditional"
  /**
   * Attributes what follows in its clause to some people ("部分用户反映…", "some owners report…"): the
   * criticism after it is reported, not the answer's own judgement, and weighs less.
   */
  | "hedge";

export interface Cue {
  word: string;
  kind: CueKind;
  weight: number;
}

// biome-ignore format: a word list reads better packed than one word per line
const recommend = [
  "推荐", "首选", "值得考虑", "值得购买", "值得入手", "值得一试", "可以考虑", "不妨考虑", "建议选择", "建议选", "建议购买", "优先考虑", "优先选择", "闭眼入",
  "推荐购买", "强烈推荐", "最佳选择", "不错的选择", "理想选择", "明智的选择", "可以选择", "入选", "值得信赖", "上榜", "必备", "不二之选", "适合",
  "推荐指数", "可以关注", "safe choice", "safe bet", "hard to fault", "稳妥的选择", "可靠的选择", "hard to beat", "可以看看",
  "可考虑", "首推", "choose", "recommend", "recommends", "recommended", "recommendation", "best", "top pick",
  "best choice", "best pick", "best overall", "worth considering", "worth a look", "worth buying", "go with",
  "great choice", "great option", "solid choice", "solid option", "ideal for", "our pick", "pick",
  "consider", "best bet", "editor's choice", "worth it", "good choice", "good option", "strong choice",
  "top choice", "first choice", "start with", "go for", "opt for", "stick with", "top picks", "best picks",
  "lean toward", "lean towards", "leaning toward", "leaning towards", "strong contender", "top contender",
  "top contenders", "strong alternative", "great alternative", "solid alternative", "good alternative",
  "strong pick", "great pick", "solid pick", "good pick", "excellent pick", "excellent choice", "excellent option",
  "worth checking out", "worth trying", "worth a try", "top candidate", "top candidates", "go-to",
];
// biome-ignore format: a word list reads better packed than one word per line
const warning = [
  "不推荐", "不建议", "避免", "慎选", "慎买", "慎重选择", "谨慎选择", "谨慎购买", "无法推荐", "不值得", "别买", "不要买", "不要选", "劝退", "避坑",
  "踩雷", "不予推荐", "难以推荐", "不宜", "远离", "拉黑", "暂不推荐", "not recommended", "not recommend", "don't recommend",
  "do not recommend", "wouldn't recommend", "would not recommend", "can't recommend", "cannot recommend",
  "avoid", "steer clear", "stay away", "don't buy", "do not buy", "not worth", "skip", "think twice",
  "hard to recommend", "not a good choice", "recommend against", "advise against", "caution against",
];
// biome-ignore format: a word list reads better packed than one word per line
const reservation = [
  "不适合", "不太适合", "不太推荐", "并不适合", "not suitable", "isn't suitable", "not ideal", "isn't ideal", "not for",
];
// biome-ignore format: a word list reads better packed than one word per line
const negator = [
  "less", "不", "没", "没有", "无", "无法", "不能", "并非", "不是", "未", "毫无", "缺乏", "not", "no", "never", "isn't",
  "aren't", "doesn't", "don't", "didn't", "wasn't", "hardly", "lacks", "without", "n't", "zero",
];
// biome-ignore format: a word list reads better packed than one word per line
const degreeStrong = [
  "非常", "很", "十分", "特别", "极其", "极为", "极", "最", "相当", "超级", "尤其", "格外", "更", "更加", "太", "very", "extremely",
  "highly", "really", "incredibly", "super", "most", "exceptionally", "truly", "particularly", "widely", "consistently",
];
// biome-ignore format: a word list reads better packed than one word per line
const degreeWeak = [
  "略", "稍", "稍微", "有点", "有些", "略微", "略显", "偏", "slightly", "somewhat", "a bit", "a little", "fairly",
];
// biome-ignore format: a word list reads better packed than one word per line
const praise = [
  "好", "优秀", "出色", "强大", "稳定", "流畅", "优质", "可靠", "领先", "口碑好", "口碑佳", "口碑极佳", "性价比高", "满意", "惊艳", "清晰", "舒适",
  "耐用", "亮点", "优势", "突出", "卓越", "完善", "靠谱", "实惠", "精致", "热门", "受欢迎", "好评", "强", "佳", "不错", "优异", "顶级", "一流",
  "丰富", "贴心", "省心", "好用", "划算", "专业", "安全", "高效", "创新", "信赖", "放心", "标杆", "王者", "出众", "扎实", "均衡", "成熟", "完美",
  "认可", "喜爱", "青睐", "强劲", "细腻", "便捷", "亲民", "全面", "优点", "长处", "好看", "给力", "良好", "过硬", "清爽", "性价比很高",
  "性价比非常高", "性价比极高", "性价比超高", "性价比较高", "友好", "cheapest", "欢迎", "admired", "perform well", "performs well",
  "精美", "easiest", "winner", "无法比拟", "无可比拟", "benchmark", "rewarding", "爆款", "实用", "方便", "fast", "gorgeous",
  "温和", "领跑", "畅销", "热销", "稳妥", "首屈一指", "excellent", "great", "good", "outstanding", "reliable",
  "impressive", "superb", "solid", "strong", "smooth", "love", "loved", "praised", "popular", "favorite",
  "favourite", "top-notch", "exceptional", "fantastic", "amazing", "robust", "stellar", "comfortable",
  "durable", "affordable", "well-built", "polished", "intuitive", "excels", "leader", "leading", "trusted",
  "pros", "strengths", "standout", "better", "powerful", "efficient", "seamless", "crisp", "balanced", "innovative",
  "versatile", "easy", "secure", "accurate", "stands out", "stand out", "shines", "shine", "near the top", "性价比更高",
  "较高评价", "高度评价", "gained market share", "gaining market share", "份额持续提升", "份额提升", "份额继续提升", "份额增长",
  "competitive", "dominant", "reputable", "renowned", "well-regarded", "highly regarded", "highly rated", "well-reviewed",
  "high-quality", "top-rated", "exciting", "successful", "acclaimed", "best-selling", "beloved", "iconic", "favored",
  "favoured", "excel", "excelling", "recognition", "strong value", "well-known", "premier", "famous", "high marks", "prominent",
  "superior",
];
// biome-ignore format: a word list reads better packed than one word per line
const criticism = [
  "差", "问题", "缺点", "不足", "故障", "投诉", "卡顿", "发热", "贵", "昂贵", "偏高", "一般", "弱", "落后", "劣势", "缺陷", "隐患", "翻车",
  "差评", "糟糕", "失望", "短板", "不稳定", "风险", "争议", "过热", "召回", "虚标", "难用", "割韭菜", "偏贵", "较贵", "下滑", "负面", "维权",
  "漏洞", "欠佳", "堪忧", "不佳", "差劲", "缩水", "繁琐", "复杂", "延迟", "掉线", "断连", "严重", "质疑", "槽点", "不便", "麻烦", "臃肿",
  "广告多", "泄露", "违规", "处罚", "劣质", "struggled", "struggling", "拖延", "虚假宣传", "损坏", "下降", "经营困难", "困难", "不确定性",
  "declined", "夸大", "停止服务", "收缩", "investigations", "investigation", "crashes", "bloated", "bug", "bugs",
  "waste", "loss-making", "shrunk", "stolen", "overkill", "weakness", "weaknesses", "devalued",
  "cancellations", "难以保证", "小作坊", "慢", "吐槽", "lost", "price increases", "price hike", "stricter", "poor",
  "bad", "terrible", "weak", "expensive", "overpriced", "issue", "issues", "problem", "problems",
  "complaints", "complaint", "disappointing", "unreliable", "buggy", "slow", "lacking", "drawback",
  "drawbacks", "downside", "downsides", "worse", "worst", "mediocre", "recall", "recalls", "recalled", "flaw", "flaws", "cons",
  "pricey", "clunky", "frustrating", "limited", "outdated", "concerns", "criticized", "criticism", "lawsuit",
  "breach", "scandal", "annoying", "inconsistent", "fragile", "overheating", "lag", "laggy",
  "breaches", "compromised", "glitchy", "inefficient", "unhelpful",
];
/** Comparative or mixed verdicts ("lags behind the leaders", "mixed reviews", "略逊一筹") weigh less than plain criticism. */
// biome-ignore format: a word list reads better packed than one word per line
const mildCriticism = [
  "lags behind", "lagging behind", "lag behind", "falls short", "fall short", "mixed", "略逊", "稍逊", "略逊一筹", "稍逊一筹",
];
// biome-ignore format: a word list reads better packed than one word per line
const contrast = [
  "但", "但是", "不过", "然而", "而不是", "而非", "可是", "相比之下", "反观", "只是", "but", "however", "whereas", "rather than",
  "instead of", "although", "though", "unlike",
];
// biome-ignore format: a word list reads better packed than one word per line
const neutral = [
  "一般来说", "一般而言", "一般情况", "一般用户", "问题时", "好的", "好处", "最好是", "不好说", "差不多", "差异", "差别", "无论", "不同", "不少", "不仅",
  "不断", "不管", "是否", "not only", "no matter", "good to know", "主要是", "很多",
  // Product and need descriptions that contain a criticism word without judging anyone.
  "limited ingredient", "limited-ingredient", "limited edition", "limited time", "health concerns", "health issues",
  "vet-recommended", "vet recommended", "veterinarian-recommended", "podiatrist-recommended", "doctor-recommended",
  "dermatologist-recommended", "dentist-recommended", "expert-recommended",
  // Endorsements the answer reports ("brands often recommended by vets", "Vets most commonly recommend
  // brands like Hill's"): what others recommend, not the answer's own pick.
  "recommended by vets", "recommended by veterinarians", "recommended by experts", "recommended by doctors",
  "recommended by dermatologists", "recommended by dentists", "recommended by podiatrists", "vets recommend",
  "vets most commonly recommend", "vets commonly recommend", "vets often recommend", "veterinarians recommend",
  "veterinarians most commonly recommend", "veterinarians often recommend",
  // What the reader is to weigh or decide, not a pick ("there are several factors you might consider:",
  // "so you can decide which works best for your needs").
  "factors to consider", "factors you might consider", "factors you may want to consider", "factors you should consider",
  "things to consider", "points to consider", "aspects to consider", "key considerations", "which works best",
  "what works best", "which is best for", "which one is best", "which one works best",
  "dietary restrictions", "food sensitivities", "出了问题", "出问题", "遇到问题", "有问题时", "一般使用者", "一般消费者",
  // Words and places that hold a one-character cue without judging anything ("佳木斯", "口味偏好", "包装完好",
  // "价格一般在…", "贵州").
  "佳木斯", "贵州", "贵阳", "贵港", "贵池", "偏好", "完好", "好奇", "爱好", "好几", "好物", "增强", "强调", "强制", "强度", "差距",
  "误差", "出差", "参差", "一般在", "一般为", "一般会", "一般都", "一般可", "一般需", "弱化", "方便面",
  // Stock, delivery and errands: how buying goes, not what the brand is ("库存较为丰富", "方便向店员询问").
  "准备好", "库存丰富", "库存较为丰富", "库存充足", "库存较为充足", "库存稳定", "库存较为稳定", "库存较稳定", "货源丰富",
  "货源稳定", "货源充足", "配送快", "配送较快", "物流快", "物流较快", "方便向", "方便询问", "方便查询", "方便购买", "方便下单",
  "方便前往", "方便到店", "方便取货", "装更划算", "箱更划算", "买更划算", "购买更划算", "库存不确定性", "库存不足",
  "库存紧张", "质量问题可", "有质量问题", "专业训练", "专业咨询", "专业人士", "专业运动员",
  "availability is limited", "limited availability", "inventory is limited", "limited inventory", "limited stock",
  "stock is limited", "supplies are limited", "limited supplies",
  // A label of both sides, and hard conditions the product is made for ("复杂路况全天候适配").
  "优缺点", "优劣势", "利弊", "复杂路况", "复杂地形", "复杂环境", "复杂天气", "复杂场景",
  // Measurements named with a criticism character: a shoe's heel-to-toe drop ("零落差", "7 mm跟差"), a
  // temperature or height difference, a price gap.
  "落差", "跟差", "温差", "高差", "价差", "差价",
  // Where a product is out of its element, labelled beside where it fits best ("踩雷地形：干燥柏油"): a usage
  // note, as "不适合手洗丝绸" is, not a warning about the brand.
  "踩雷地形", "踩雷路况", "踩雷场景",
];

// biome-ignore format: a word list reads better packed than one word per line
const hedge = [
  "部分用户", "部分车主", "部分消费者", "少数用户", "个别用户", "有些用户", "有用户", "一些用户", "some users", "some owners",
  "some customers", "some reviewers", "some people", "a few users", "a few owners",
];

const conditional = ["如果", "若", "假如", "要是", "if", "in case"];

/** The word lists by role, as docs/analysis.md lists them ("Cue lists and stop list"; scripts/cue-lists.ts). */
export const CUE_WORDS = {
  recommend,
  warning,
  reservation,
  negator,
  degreeStrong,
  degreeWeak,
  contrast,
  conditional,
  hedge,
  neutral,
  praise,
  criticism,
  mildCriticism,
} as const;

function entries(words: readonly string[], kind: CueKind, weight: number): Cue[] {
  return words.map((word) => ({ word, kind, weight }));
}

/** Labels of a pros-and-cons section. */
const LABEL_WORDS: ReadonlySet<string> = new Set(["优点", "缺点", "pros", "cons", "strengths", "weaknesses"]);

/** Weighted single characters are weaker than words: "好" alone is common filler. */
function sentimentWeight(word: string, sign: number): number {
  // Section labels ("优点", "Pros", "**Strengths**:", "**Weaknesses**:") weigh as a label, not a judgement.
  if (LABEL_WORDS.has(word)) return 0.5 * sign;
  return (/^[\u4e00-\u9fff]$/.test(word) ? 0.6 : 1) * sign;
}

export const CUES: readonly Cue[] = [
  ...entries(recommend, "recommend", 1),
  ...entries(warning, "warning", -1),
  ...entries(reservation, "reservation", -0.5),
  ...entries(negator, "negator", 0),
  ...entries(degreeStrong, "degree", 1.5),
  ...entries(degreeWeak, "degree", 0.6),
  ...praise.map((word) => ({ word, kind: "sentiment" as const, weight: sentimentWeight(word, 1) })),
  ...criticism.map((word) => ({ word, kind: "sentiment" as const, weight: sentimentWeight(word, -1) })),
  ...entries(mildCriticism, "sentiment", -0.6),
  ...entries(contrast, "contrast", 0),
  ...entries(neutral, "neutral", 0),
  ...entries(conditional, "conditional", 0),
  ...entries(hedge, "hedge", 0.5),
];
