import type { SentimentLabel } from "./analysis-types.ts";
import { type AnswerContext, clauseSubjects } from "./answer-context.ts";
import { clauseIndexAt } from "./clause-splitter.ts";
import { boundBrands, SUBJECT_CONTINUED, SUBJECT_NAMED } from "./cue-binding.ts";
import { isConditional, modifiersOf } from "./cue-polarity.ts";
import { type CueHit, cueAt } from "./cue-scanner.ts";
import { headingPicks } from "./heading-picks.ts";
import { firstStartingFrom } from "./text-spans.ts";
import { inUsageNote } from "./usage-notes.ts";

export interface SentimentResult {
  score: number;
  label: SentimentLabel;
}

/** A negated sentiment word counts this much in the opposite direction ("不差" is mild praise). */
const NEGATION_FACTOR = 0.8;
/** Keeps one weak cue from deciding a label on its own: a single criticism beside mild praise stays 中性. */
const SMOOTHING = 1;

/**
 * Sentiment per brand from the clauses about it (DESIGN 6): clauses that name it, plus the clauses of
 * an item it heads that name no other brand. Each clause adds praise P and criticism N (sentiment words
 * scaled by degree words, flipped by negators; recommendation cues +0.5, warnings -1, reservations -0.5;
 * criticism after a hedge such as "部分用户反映" in the same clause at half weight).
 * score = round(50 + 50 (P - N) / (P + N + 1)); 正向 >= 60, 负向 <= 40, else 中性.
 */
export function scoreSentiment(
  context: AnswerContext,
  cues: readonly CueHit[],
  brandCount: number,
  asksForOptions = false,
): SentimentResult[] {
  const clauseCount = context.clauseStarts.length;
  const { positive, negative, praise, criticism } = clearedTallies(brandCount, clauseCount);
  let c = 0;
  let hedgedClause = -1;
  let hedgeFactor = 1;
  for (let index = 0; index < cues.length; index++) {
    const hit = cues[index];
    const cue = cueAt(hit);
    let weight = 0;
    if (cue.kind === "hedge") {
      while (c + 1 < clauseCount && context.clauseStarts[c + 1] <= hit.start) c++;
      hedgedClause = c;
      hedgeFactor = cue.weight;
      continue;
    }
    if (cue.kind === "sentiment") weight = cue.weight;
    else if (cue.kind === "recommend") weight = 0.5;
    else if (cue.kind === "warning") weight = -1;
    else if (cue.kind === "reservation") weight = -0.5;
    else continue;
    if (inUsageNote(context.text, hit.start)) continue;
    while (c + 1 < clauseCount && context.clauseStarts[c + 1] <= hit.start) c++;
    // "减少横向移动(避免崴脚前置风险)", "侧翻风险骤降": a harm the product averts is what it does, not its fault.
    if (cue.kind === "sentiment" && weight < 0 && avertsHarm(context.text, context.clauseStarts[c], hit))
      continue;
    const { negated, degree } = modifiersOf(cues, index, context.clauseStarts[c], context.text);
    weight *= degree;
    if (negated) weight *= cue.kind === "warning" ? 0 : -NEGATION_FACTOR;
    if (cue.kind !== "sentiment") {
      // Recommendations, warnings and reservations count for the brand they are about (cue-binding.ts);
      // a warning the reader's condition states ("if you want to avoid …") counts for none.
      if (weight === 0 || (weight < 0 && isConditional(cues, index, context.clauseStarts[c]))) continue;
      for (const brand of boundBrands(context, c, hit, cue.word, cue.kind)) {
        if (weight > 0) positive[brand] += weight;
        else negative[brand] -= weight;
      }
      continue;
    }
    if (weight > 0) praise[c] += weight;
    else criticism[c] -= c === hedgedClause ? weight * hedgeFactor : weight;
  }

  for (let clause = 0; clause < clauseCount; clause++) {
    if (praise[clause] === 0 && criticism[clause] === 0) continue;
    for (const brand of judgedSubjects(context, clause)) {
      positive[brand] += praise[clause];
      negative[brand] += criticism[clause];
    }
  }
  addIntroducedPraise(context, praise, positive);
  // A pick a recommending heading presents ("## Top Recommended Shirts") is praised as a recommendation is.
  for (const brand of headingPicks(context, cues).keys()) positive[brand] += PRESENTED_WEIGHT;
  shareListSentences(context, praise, criticism, positive, negative);
  if (asksForOptions) addPresentedOptions(context, positive, negative);
  const results: SentimentResult[] = new Array(brandCount).fill(NEUTRAL);
  for (let brand = 0; brand < brandCount; brand++) {
    const p = positive[brand];
    const n = negative[brand];
    if (p === 0 && n === 0) continue;
    const score = Math.round(50 + (50 * (p - n)) / (p + n + SMOOTHING));
    results[brand] = { score, label: sentimentLabel(score) };
  }
  return results;
}

const NEUTRAL: SentimentResult = { score: 50, label: "中性" };

/**
 * Scratch space for the tallies, reused by every call (the analysis is synchronous): per brand and per
 * clause they hold fractions, so plain arrays were reallocated when their first fraction arrived, and
 * typed arrays of this size live outside the heap and cost more to allocate than to clear.
 */
let scratch = new Float64Array(1024);

function clearedTallies(brandCount: number, clauseCount: number) {
  const size = 2 * brandCount + 2 * clauseCount;
  if (scratch.length < size) scratch = new Float64Array(Math.max(size, scratch.length * 2));
  else scratch.fill(0, 0, size);
  return {
    positive: scratch.subarray(0, brandCount),
    negative: scratch.subarray(brandCount, 2 * brandCount),
    praise: scratch.subarray(2 * brandCount, 2 * brandCount + clauseCount),
    criticism: scratch.subarray(2 * brandCount + clauseCount, size),
  };
}

/**
 * A verb of averting or ending a harm before the criticism word in its clause ("避免…风险", "减少…问题",
 * "解决了续航焦虑问题", "solves the fogging problem").
 */
const AVERTING_BEFORE =
  /避免|减少|降低|防止|杜绝|预防|减轻|缓解|远离|不易|不再|解决|消除|告别|摆脱|\b(?:avoids?|prevents?|reduces?|reducing|eliminates?|minimi[sz]es?|solves?|solving)\b/;
/** A fall right after it ("侧翻风险骤降", "风险更低"). */
const FALLING_AFTER = /^(?:骤降|大降|降低|下降|减少|减小|更低|极低|很低|较低)/;
/** How far back in its clause an averting verb still governs the criticism word. */
const AVERT_REACH = 16;

/** A small bound after it ("脚温下降<2 °C", "衰减不到5%"): a measured result, not a fault. */
const SMALL_BOUND_AFTER = /^\s?(?:<|≤|不到|不超过|小于|低于)\s?\d/;

function avertsHarm(text: string, clauseStart: number, hit: { start: number; end: number }): boolean {
  const before = text.slice(Math.max(clauseStart, hit.start - AVERT_REACH), hit.start);
  const after = text.slice(hit.end, hit.end + 6);
  return AVERTING_BEFORE.test(before) || FALLING_AFTER.test(after) || SMALL_BOUND_AFTER.test(after);
}

export function sentimentLabel(score: number): SentimentLabel {
  if (score >= 60) return "正向";
  if (score <= 40) return "负向";
  return "中性";
}

/**
 * "Some reputable brands to consider include:" then a list: the praise of a line that introduces a list
 * with a colon, and names no brand itself, is about the brands heading the list's items (once per brand).
 */
function addIntroducedPraise(context: AnswerContext, praise: Float64Array, positive: Float64Array): void {
  const { items } = context.structure;
  const { text, headBrands, clauseStarts } = context;
  const done = new Set<string>();
  items.forEach((item, index) => {
    const brands = headBrands[index];
    if (brands.length === 0 || item.sourceList || context.warningItem[index]) return;
    let lineStart = item.introStart;
    let lineEnd = lineStart >= 0 ? lineStart + item.intro.length : -1;
    const parent = item.parent >= 0 ? items[item.parent] : undefined;
    // A list item or heading over the list that names no brand ("5. **Quality Brands**: Some reputable
    // brands to consider include:", "## 更靠谱的选择") labels its items the same way.
    const labelled = parent !== undefined && item.kind !== "heading" && headBrands[item.parent].length === 0;
    if (labelled) {
      lineStart = parent.lineStart;
      lineEnd = parent.lineEnd;
    }
    if (lineStart < 0) return;
    if (!(labelled && parent.kind === "heading") && !/:\s*(?:\*\*)?\s*$/.test(text.slice(lineStart, lineEnd)))
      return;
    // Only the sentence that introduces the list: "…are known for good profiles. These include:" praises
    // nothing in particular.
    let from = clauseIndexAt(clauseStarts, Math.max(lineStart, lineEnd - 1));
    while (from > 0 && clauseStarts[from] > lineStart && context.continues[from] === 1) from--;
    let sum = 0;
    for (let c = from; c < clauseStarts.length && clauseStarts[c] < lineEnd; c++) {
      if (context.clauseBrands[c].length > 0) return;
      sum += praise[c];
    }
    if (sum === 0) return;
    for (const brand of brands) {
      const key = `${lineStart}|${brand}`;
      if (done.has(key)) continue;
      done.add(key);
      positive[brand] += sum;
    }
  });
}

/** What presenting a brand as one of the options asked for weighs: as much as a recommendation cue. */
const PRESENTED_WEIGHT = 0.5;

/**
 * "best dog food brands" answered with "Royal Canin – breed-specific nutrition": a brand that heads an
 * option item of an answer to a question asking for options, and that the answer judges in no word, is
 * presented as a pick, which is mild praise. Warned items and source lists present nothing.
 */
function addPresentedOptions(context: AnswerContext, positive: Float64Array, negative: Float64Array): void {
  const presented = new Set<number>();
  context.structure.items.forEach((item, index) => {
    if (item.sourceList || context.warningItem[index]) return;
    for (const brand of context.headBrands[index])
      if (positive[brand] === 0 && negative[brand] === 0) presented.add(brand);
  });
  // "Top natural cat food brands … include Smalls, Tiki Cat, Orijen": the brands a sentence enumerates.
  const { clauseStarts, continues, clauseBrands, text } = context;
  for (let start = 0; start < clauseStarts.length; ) {
    let end = start + 1;
    while (end < clauseStarts.length && continues[end] === 1) end++;
    const sentence = text.slice(
      clauseStarts[start],
      end < clauseStarts.length ? clauseStarts[end] : text.length,
    );
    if (ENUMERATES.test(sentence))
      for (let c = start; c < end; c++)
        for (const brand of clauseBrands[c])
          if (positive[brand] === 0 && negative[brand] === 0) presented.add(brand);
    start = end;
  }
  for (const brand of presented) positive[brand] += PRESENTED_WEIGHT;
}

/** Clauses of one sentence that each name a brand and judge nothing make it a list of those brands. */
const LIST_MEMBERS = 3;
/** A list member is a short clause: the name, perhaps its product, and an "and". */
const MEMBER_LENGTH = 32;
/** A sentence that says it enumerates ("… include A, B and C", "包括A、B"): two members make a list. */
const ENUMERATES = /\b(?:include|includes|including|such as)\b|包括|比如|例如/;

/**
 * "Top-rated dental chews include A, B, C, and D, which are highly recommended": a sentence that lists
 * three or more brands in clauses of their own, judging none of them apart, judges them together, so
 * every listed brand gets the sentence's praise and criticism (once; what a clause already gave it is
 * not counted twice).
 */
function shareListSentences(
  context: AnswerContext,
  praise: Float64Array,
  criticism: Float64Array,
  positive: Float64Array,
  negative: Float64Array,
): void {
  const { clauseStarts, continues, clauseBrands } = context;
  for (let start = 0; start < clauseStarts.length; ) {
    let end = start + 1;
    while (end < clauseStarts.length && continues[end] === 1) end++;
    let members = 0;
    let p = 0;
    let n = 0;
    for (let c = start; c < end; c++) {
      const length =
        (c + 1 < clauseStarts.length ? clauseStarts[c + 1] : context.text.length) - clauseStarts[c];
      if (clauseBrands[c].length > 0 && praise[c] === 0 && criticism[c] === 0 && length <= MEMBER_LENGTH)
        members++;
      p += praise[c];
      n += criticism[c];
    }
    // The sentence is read for an enumerating word only when that could make it a list.
    if (
      members >= LIST_MEMBERS - 1 &&
      p + n > 0 &&
      members >= membersNeeded(context.text, clauseStarts, start, end)
    ) {
      const given = new Map<number, [number, number]>();
      for (let c = start; c < end; c++)
        for (const brand of clauseSubjects(context, c)) {
          const got = given.get(brand) ?? [0, 0];
          given.set(brand, [got[0] + praise[c], got[1] + criticism[c]]);
        }
      for (let c = start; c < end; c++)
        for (const brand of clauseBrands[c]) {
          const got = given.get(brand) ?? [0, 0];
          positive[brand] += p - got[0];
          negative[brand] += n - got[1];
          given.set(brand, [p, n]);
        }
    }
    start = end;
  }
}

/** How many member clauses make the sentence of clauses [start, end) a list (fewer when it says it enumerates). */
function membersNeeded(text: string, clauseStarts: readonly number[], start: number, end: number): number {
  const sentence = text.slice(
    clauseStarts[start],
    end < clauseStarts.length ? clauseStarts[end] : text.length,
  );
  return ENUMERATES.test(sentence) ? LIST_MEMBERS - 1 : LIST_MEMBERS;
}

/** "According to [Uncommon Counsel](…), …": the brand is the source of the clause's claim, not its subject. */
const SOURCE_LEAD =
  /(?:according to|as (?:noted|reported|emphasi[sz]ed|highlighted|mentioned|stated|explained|suggested|described) (?:by|in)|cited by|据|根据)[\s"“「*_[]*$/;

/** A verb of buying or finding right before a brand: the brand is what is bought, not what is judged. */
const PURCHASE_VERB =
  /(?:购买|买到|买|搜索|选购|出售|销售|售卖|有售|卖|有|提供|供应|buy|buying|purchase|search for|sells?|stocks?|carr(?:y|ies)|offers?)[\s"“「*_]*(?:[a-z]{1,4}\s*)?$/;

/**
 * The brands a clause's sentiment words judge: its subjects, less a brand that is only the object of a
 * purchase ("在深圳购买加多宝凉茶非常方便", "淘宝是购买双汇火山石烤肠的可靠平台": the convenience and the
 * reliability are the shop's) or only the source of a claim ("According to [Uncommon Counsel](…), the
 * wrong legal help can waste time": the claim's criticism is of the wrong help), in the clause that
 * names it and the clauses that continue its sentence.
 */
function judgedSubjects(context: AnswerContext, clause: number): readonly number[] {
  const subjects = clauseSubjects(context, clause);
  let named = clause;
  while (named > 0 && context.subjectSource[named] === SUBJECT_CONTINUED) named--;
  if (context.subjectSource[named] !== SUBJECT_NAMED) return subjects;
  const { mentions, text, clauseStarts } = context;
  const start = clauseStarts[named];
  const end = named + 1 < clauseStarts.length ? clauseStarts[named + 1] : text.length;
  const aside = new Set<number>();
  const judged = new Set<number>();
  for (let m = firstStartingFrom(mentions, start); m < mentions.length && mentions[m].start < end; m++) {
    const at = mentions[m].start;
    const lead = text.slice(Math.max(start, at - 12), at);
    const source = SOURCE_LEAD.test(text.slice(Math.max(start, at - 24), at));
    // A purchase's object is judged by its own clause's words only; a source is judged by none.
    ((named === clause && PURCHASE_VERB.test(lead)) || source ? aside : judged).add(mentions[m].id);
  }
  if (aside.size === 0) return subjects;
  return subjects.filter((brand) => judged.has(brand) || !aside.has(brand));
}
