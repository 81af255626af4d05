import { AhoCorasick } from "./aho-corasick.ts";
import type { StructureItem } from "./answer-structure.ts";
import { type CueHit, cueAt } from "./cue-scanner.ts";
import {
  ATTRIBUTE_CONTEXT,
  ATTRIBUTE_INTRO,
  CHANNEL_INTRO,
  NO_PITFALL,
  SOFT_ATTRIBUTE_INTRO,
} from "./discovery-stop-list.ts";
import { normalizeName } from "./text-normalizer.ts";
import { onWordBoundaries, type Span } from "./text-spans.ts";

/*
 * What the surroundings of a discovery candidate say about it: a bold span that a recommendation or
 * warning names as its object is an option; a table whose rows repeat the answer's option heads is a
 * comparison of those options, not a brand section's sub-table.
 */

/** Each item's discovery group: items are judged per list (the same kind, parent, level and intro line). */
export function discoveryGroups(items: readonly StructureItem[]): string[] {
  // The intro line stands in the key as a number (the same for the same line text): a key holding the
  // line itself was hashed anew, line and all, at every Map lookup of every item.
  const introIds = new Map<string, number>();
  return items.map((item) => {
    let intro = introIds.get(item.intro);
    if (intro === undefined) {
      intro = introIds.size;
      introIds.set(item.intro, intro);
    }
    return `${item.kind}|${item.parent}|${item.level}|${intro}`;
  });
}

function headName(text: string, item: StructureItem): string {
  return normalizeName(text.slice(item.headStart, item.headEnd).replace(/[*_`]/g, ""));
}

/**
 * Tables (by discovery group) whose rows repeat the heads of the answer's headings or list items: a
 * comparison of those options, not a sub-table of the brand section it happens to sit in.
 */
export function findComparisonTables(
  text: string,
  items: readonly StructureItem[],
  groups: readonly string[],
): Set<string> {
  const tables = new Set<string>();
  if (!items.some((item) => item.kind === "table")) return tables;
  // Every row under a heading compares itself with the heading's name: each name is normalised once.
  const names = new Map<number, string>();
  const nameOf = (index: number): string => {
    let name = names.get(index);
    if (name === undefined) {
      name = headName(text, items[index]);
      names.set(index, name);
    }
    return name;
  };
  const heads = new Set<string>();
  items.forEach((item, index) => {
    if (item.kind !== "table" && item.headIsName) heads.add(nameOf(index));
  });
  items.forEach((item, index) => {
    if (item.kind !== "table" || item.parent < 0) return;
    const name = nameOf(index);
    if (name.length > 0 && heads.has(name) && name !== nameOf(item.parent)) tables.add(groups[index]);
  });
  return tables;
}

const OBJECT_CUE_GAP = 2;
/** What may follow the bold object of a cue: punctuation, a space (English), a line end. */
const OBJECT_END = /[\s,.;:!?)，。；：！？）、]/;

/**
 * True when a recommendation, warning or reservation cue ends right before the bold span (its "**" and
 * at most a space or two between) and the span stands on its own after it: it is what is recommended.
 */
export function isObjectOfCue(text: string, cues: readonly CueHit[], bold: Span): boolean {
  // The object stands on its own: "推荐**大容量**版本" recommends a version, not a brand called 大容量.
  const after = text[bold.end + 2];
  if (after !== undefined && !OBJECT_END.test(after)) return false;
  const markerStart = bold.start - 2;
  let lo = 0;
  let hi = cues.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cues[mid].end <= markerStart) lo = mid + 1;
    else hi = mid;
  }
  const previous = cues[lo - 1];
  if (!previous || markerStart - previous.end > OBJECT_CUE_GAP) return false;
  if (text.slice(previous.end, markerStart).trim().length > 0) return false;
  const { kind } = cueAt(previous);
  return kind === "recommend" || kind === "warning" || kind === "reservation";
}

/**
 * A test for any of `needles` in a text: substring for Chinese needles, whole word for Latin ones ("cons"
 * is not in "consider"). One pass of an automaton instead of one indexOf per needle.
 */
export function containsAnyOf(needles: readonly string[]): (haystack: string) => boolean {
  const automaton = new AhoCorasick(needles);
  const latin = needles.map((needle) => /^[a-z]/.test(needle));
  return (haystack) => {
    let found = false;
    automaton.scan(haystack, (id, end) => {
      if (!found && (!latin[id] || onWordBoundaries(haystack, end - needles[id].length, end))) found = true;
    });
    return found;
  };
}

/** A label whose value is a price ("**Cost:**", "**Pricing**:", "价格："). */
export const PRICE_LABEL =
  /^(?:cost|costs|price|prices|pricing|fee|fees|monthlycost|价格|售价|价位|费用|参考价|月费)$/;

/**
 * A label announcing what an item is like ("**特点**：脚踝保护、防碎石进入", "**适用场景**：单日18km+城郊徒步、溯溪旁道",
 * "**防磨核心逻辑**："): what its colon lists are qualities or uses, not names.
 */
export const QUALITY_LABEL =
  /(?:特点|特色|亮点|卖点|优点|缺点|优势|劣势|场景|适合|适用|核心|逻辑|设计|配置|参数|功能|材质|科技|技术|功效|作用)$/;

/** The label of a tip or note ("**消费提示**：", "**Note:**"): what follows is advice, not a pick. */
export const TIP_LABEL = /(?:提示|注意|备注|贴士|提醒|\btips?\b|\bnotes?\b)[\s*_]*$/;

const containsAttributeWord = containsAnyOf(ATTRIBUTE_CONTEXT);
/** A head naming the options themselves, perhaps after one qualifier ("Key Competitors & Alternatives"). */
const OPTIONS_HEAD =
  /^\W*(?:(?:key|top|main|major|other|notable|leading)\s+)?(?:competitors|alternatives|players|options|brands|companies|rivals)\b/;

/**
 * A list's parent head or intro line that says its items are attributes (优点, Pros, 注意事项 ...);
 * "Key Competitors" names options, as "Key features" does not.
 */
export function hasAttributeContext(head: string): boolean {
  return containsAttributeWord(head) && !OPTIONS_HEAD.test(head) && !OTHER_OPTIONS.test(head);
}
/** "When to Consider Other Options?", "Similar brands worth a look": the head points to more options. */
const OTHER_OPTIONS =
  /\b(?:other|alternative|similar|more)\s+(?:options|alternatives|brands|picks|choices)\b/;
const containsFirmAttributeIntro = containsAnyOf(
  ATTRIBUTE_INTRO.filter((word) => !SOFT_ATTRIBUTE_INTRO.includes(word)),
);
const containsChannelIntro = containsAnyOf(CHANNEL_INTRO);

/**
 * True when the sentence that introduces a list (the intro paragraph's last) says its items are
 * attributes: "…depends on factors such as materials used…. However, several brands are recognized…:"
 * introduces brands. Advice (建议) introduces tips unless the intro says it is about channels or options.
 */
export function hasAttributeIntro(intro: string): boolean {
  // "…推荐一些…徒步鞋，按照品牌和型号列出，但请注意，具体选择还需根据…等因素综合考虑：": a caveat after the
  // sentence's point does not say what the list holds.
  // "以下是根据这些标准推荐的10款SUV车型：": the criteria are the basis of the picks, not what the list holds.
  // "专门为解决特定脚型问题而设计。": the problem the picks solve is their purpose, not what the list holds.
  const sentence = introducingSentence(intro)
    .replace(CAVEAT, "")
    .replace(BASIS, "")
    .replace(NO_PITFALL, "")
    .replace(SOLVED_PROBLEM, "");
  // "These alternatives emphasize … features like breathability:" is about the options it introduces.
  if (OPTIONS_SUBJECT.test(sentence)) return false;
  // "…的建议，为“第一次买车”的SUV推荐排名前10的车型：": a ranking of picks, whatever advice it calls itself.
  if (RANKED_PICKS.test(sentence)) return false;
  if (containsFirmAttributeIntro(sentence)) return true;
  // "…提供线下购买渠道建议。以下是详细建议：": advice on where to buy lists the places; the channel may be
  // named in an earlier sentence of the intro.
  return SOFT_ATTRIBUTE_INTRO.some((word) => sentence.includes(word)) && !containsChannelIntro(intro);
}

/** A ranking of picks the intro announces ("推荐排名前10的车型", "推荐TOP10", "十大品牌"). */
const RANKED_PICKS = /推荐(?:排名)?(?:前\s?\d+|前十|top\s?\d+)|十大(?:品牌|车型|推荐)/;

/** The problem a list's picks are made to solve ("为解决特定脚型问题", "针对磨脚问题"). */
const SOLVED_PROBLEM = /(?:解决|应对|针对|改善)[^，,。:：]{0,10}?问题/g;

/** The basis a list was chosen on ("根据这些标准", "based on these criteria", "considering factors like range"). */
const BASIS =
  /(?:根据|按照|基于|依据|综合考虑|based on|according to|considering|taking into account|weighing)\s?[^，,。:：]{0,24}?(?:标准|因素|维度|方面|criteria|factors)/g;

/** A trailing clause of reservation ("，但请注意…", ", but …"), cut off before the intro is judged. */
const CAVEAT = /[，,;；]\s*(?:但是?|不过|however\b|but\b)[\s\S]*$/;

/** A sentence whose subject is the options themselves. */
const OPTIONS_SUBJECT =
  /^\s*(?:these|the following|other|some|several|many)\s(?:[a-z-]+\s){0,2}(?:alternatives|options|brands|picks|retailers|stores|companies|products|models)\b/;

/** The last sentence of an intro paragraph. */
function introducingSentence(intro: string): string {
  const ends = /[.!?。！？]\s+|[。！？]/g;
  const starts = [0];
  for (let m = ends.exec(intro); m; m = ends.exec(intro))
    if (m.index + m[0].length < intro.length) starts.push(m.index + m[0].length);
  // "…并进行一个简单的排名。请注意，这个排名是主观且动态变化的…。": a closing reservation about the list
  // says nothing of what it holds; the sentence before it introduces the list.
  let k = starts.length - 1;
  while (k > 0 && CLOSING_CAVEAT.test(intro.slice(starts[k]))) k--;
  const end = k < starts.length - 1 ? starts[k + 1] : intro.length;
  return intro.slice(starts[k], end);
}

/** A sentence that opens by asking the reader to note a reservation ("请注意，…", "Please note that …"). */
const CLOSING_CAVEAT = /^\s*(?:请注意|需要注意的是|值得注意的是|注意：|please note|note that|keep in mind)/i;
