import { type AnswerContext, clauseEnd, headBeyondBrands, headNamesItem } from "./answer-context.ts";
import type { StructureItem } from "./answer-structure.ts";
import { boundBrands } from "./cue-binding.ts";
import { isConditional, modifiersOf } from "./cue-polarity.ts";
import { type CueHit, cueAt } from "./cue-scanner.ts";
import { headingPicks } from "./heading-picks.ts";
import { implicitPicks } from "./implicit-picks.ts";
import { firstStartingFrom } from "./text-spans.ts";

/** Per brand: whether the answer recommends it, in how many distinct units, and the spans that decided it. */
export interface RecommendationResult {
  isRecommended: boolean;
  recommendCount: number;
  /** Normalised-text spans [start, end) of the deciding clauses or item lines. */
  evidence: Array<[number, number]>;
}

interface Tally {
  units: Set<string>;
  fromItem: boolean;
  vetoed: boolean;
  reserved: boolean;
  support: Array<[number, number]>;
  /** Comparison-table rows that recommend: quoted after the list items and clauses, which say more. */
  rowSupport: Array<[number, number]>;
  against: Array<[number, number]>;
}

/**
 * DESIGN 6 isRecommended / recommendCount, bound to the brand:
 * - heading a list item or table row whose list is not a warning list, or a heading that names only
 *   the brand, is one recommending unit (the item);
 * - a clause about the brand with an un-negated recommendation cue is one unit (merged into the item
 *   when the clause sits inside an item the brand heads);
 * - a warning cue (不推荐 / 避免 / avoid ...) or a negated recommendation cue in a clause about the
 *   brand, or heading an item of a warning list, vetoes the brand: not recommended, count 0;
 * - a reservation (不适合 ...) only blocks a brand whose every unit is clause-level.
 */
export function assessRecommendations(
  context: AnswerContext,
  cues: readonly CueHit[],
  brandCount: number,
): RecommendationResult[] {
  // Tallies are made on first use: an analyzer may know hundreds of brands, an answer names a few.
  const tallyOf: Array<Tally | undefined> = new Array(brandCount);
  const tally = (brand: number): Tally => {
    let found = tallyOf[brand];
    if (!found) {
      found = {
        units: new Set<string>(),
        fromItem: false,
        vetoed: false,
        reserved: false,
        support: [],
        rowSupport: [],
        against: [],
      };
      tallyOf[brand] = found;
    }
    return found;
  };
  const { structure, headBrands, warningItem, text } = context;

  const comparisonRows = findComparisonRows(context);
  const topical = topicalHeads(context);
  structure.items.forEach((item, index) => {
    const brands = headBrands[index];
    if (brands.length === 0) return;
    const span: [number, number] = [item.lineStart, item.lineEnd];
    if (warningItem[index]) {
      for (const brand of brands) {
        tally(brand).vetoed = true;
        tally(brand).against.push(span);
      }
      return;
    }
    if (
      !item.headIsName ||
      comparisonRows.has(index) ||
      introducesResources(item.intro) ||
      !headNamesItem(context.text, item, context.mentions, context.capitalAt) ||
      aspectOfBrand(context, item) ||
      topical.has(index)
    )
      return;
    // A question ("Is Tesla's Autopilot safe?") or a comparison heading ("A vs B") recommends nothing; a
    // heading that names its kind's makers as examples presents them.
    if (
      item.kind === "heading" &&
      (lineHasQuestion(text, item.lineStart, item.lineEnd) ||
        (brandsOnLine(context, item.lineStart, item.lineEnd) > 1 &&
          !GIVES_EXAMPLES.test(text.slice(item.lineStart, item.lineEnd))))
    )
      return;
    for (const brand of brands) {
      tally(brand).units.add(`i${index}`);
      tally(brand).fromItem = true;
      (item.kind === "table" ? tally(brand).rowSupport : tally(brand).support).push(span);
    }
  });

  // "## Top Recommended Shirts" over prose that sets each product in bold: each is a pick.
  for (const [brand, headings] of headingPicks(context, cues)) {
    const t = tally(brand);
    for (const heading of headings) {
      t.units.add(`h${heading}`);
      t.support.push([structure.items[heading].lineStart, structure.items[heading].lineEnd]);
    }
    t.fromItem = true;
  }

  // "If you want completely free …, KeePass.", "the most user-friendly … is 1Password": picks made on the
  // reader's condition or as the superlative asked for.
  for (const [brand, span] of implicitPicks(text, context.mentions)) {
    const t = tally(brand);
    const unit = `p${span[0]}`;
    if (!t.units.has(unit)) t.support.push(span);
    t.units.add(unit);
  }

  let c = 0;
  for (let index = 0; index < cues.length; index++) {
    const kind = cueAt(cues[index]).kind;
    if (kind !== "recommend" && kind !== "warning" && kind !== "reservation") continue;
    const hit = cues[index];
    while (c + 1 < context.clauseStarts.length && context.clauseStarts[c + 1] <= hit.start) c++;
    const { negated } = modifiersOf(cues, index, context.clauseStarts[c], text);
    // A negated recommendation cue ("isn't the best", "不是首选") is a reservation; the explicit
    // refusals ("不推荐", "not recommended") are warning entries of their own in the lexicon.
    let polarity = kind === "recommend" ? (negated ? "reservation" : "recommend") : negated ? "none" : kind;
    // "if you want to avoid DJI's ecosystem" states the reader's condition, not a warning.
    if (polarity !== "recommend" && isConditional(cues, index, context.clauseStarts[c])) polarity = "none";
    // "Ledger is widely regarded as one of the top picks" reports praise; it recommends nothing.
    if (polarity === "recommend" && REPORTED.test(text.slice(context.clauseStarts[c], hit.start))) continue;
    if (polarity === "none") continue;
    const span: [number, number] = [context.clauseStarts[c], clauseEnd(context, c)];
    const owner = context.clauseOwner[c];
    const bound = boundBrands(
      context,
      c,
      hit,
      cueAt(hit).word,
      polarity as "recommend" | "warning" | "reservation",
    );
    for (const brand of polarity === "recommend" ? introducedSubjects(context, c, hit.end, bound) : bound) {
      const t = tally(brand);
      if (polarity === "warning") {
        t.vetoed = true;
        t.against.push(span);
      } else if (polarity === "reservation") {
        t.reserved = true;
        t.against.push(span);
      } else {
        const unit = owner >= 0 && headBrands[owner].includes(brand) ? `i${owner}` : `c${c}`;
        if (!t.units.has(unit)) t.support.push(span);
        t.units.add(unit);
      }
    }
  }

  const results: RecommendationResult[] = new Array(brandCount);
  for (let brand = 0; brand < brandCount; brand++) {
    const t = tallyOf[brand];
    if (!t) {
      results[brand] = NOT_RECOMMENDED;
      continue;
    }
    const recommended = t.units.size > 0 && !t.vetoed && !(t.reserved && !t.fromItem);
    results[brand] = {
      isRecommended: recommended,
      recommendCount: recommended ? t.units.size : 0,
      evidence: recommended ? [...t.support, ...t.rowSupport] : t.against,
    };
  }
  return results;
}

/** A label that presents a pick ("**Best overall:**", "**Budget pick**:", "**For beginners:**"). */
const PICK_LABEL =
  /\b(?:best|top|pick|picks|choice|option|options|overall|budget|premium|value|alternative|alternatives|runner|upgrade|recommended|ideal|for)\b|首选|推荐|最佳|之选|适合/;
/**
 * A word right after a name ("Lowe's offers"): written in lower case in the original, the name is a
 * sentence's subject. (The normalised text is all lower case, so the case is read from the original.)
 */
const WORD_AFTER = /^[’']?s?\s+[a-z]/;

/**
 * "6. **Loyalty Programs**: Lowe's offers various ways to save …": an aspect label whose value is a
 * sentence about the brand after its colon. The brand is the answer's topic there, not a pick the item
 * presents, as it is after a pick's label ("**Best overall:** Coursera") or a kind's ("**大型超市**：如永辉").
 */
function aspectOfBrand(context: AnswerContext, item: StructureItem): boolean {
  const { text, mentions } = context;
  if (item.afterHeadEnd <= item.afterHeadStart) return false;
  const inHead = mentions[firstStartingFrom(mentions, item.headStart)];
  if (inHead && inHead.start < item.headEnd) return false;
  if (PICK_LABEL.test(text.slice(item.headStart, item.headEnd))) return false;
  const value = mentions[firstStartingFrom(mentions, item.afterHeadStart)];
  if (!value || value.start >= item.afterHeadEnd) return false;
  const word = WORD_AFTER.exec(text.slice(value.end, value.end + 8));
  return word !== null && !context.capitalAt(value.end + word[0].length - 1);
}

/**
 * "### 2. **'Lowe's customer service is terrible.'**", "### **How Lowe's Can Mitigate the Impact**": where
 * one brand heads every item a brand heads, two or more of them, the answer is about that brand, and a
 * head that says more than the names is a topic of it (a myth, a step, an aspect; "'Lowe's is just a
 * Home Depot clone'" presents neither brand), not an option the answer presents. A head of the names
 * alone ("### Lowe's") or of a name and a shop word still presents them.
 */
function topicalHeads(context: AnswerContext): ReadonlySet<number> {
  const { structure, headBrands, warningItem, text, mentions } = context;
  const heads: number[] = [];
  let topic: number[] | undefined;
  for (let index = 0; index < structure.items.length; index++) {
    const brands = headBrands[index];
    if (brands.length === 0 || warningItem[index] || structure.items[index].sourceList) continue;
    topic = topic === undefined ? [...brands] : topic.filter((brand) => brands.includes(brand));
    if (topic.length === 0) return NO_ITEMS;
    heads.push(index);
  }
  if (heads.length < 2) return NO_ITEMS;
  const topical = new Set<number>();
  for (const index of heads)
    if (TOPIC_WORDS.test(headBeyondBrands(text, structure.items[index], mentions))) topical.add(index);
  return topical;
}

const NO_ITEMS: ReadonlySet<number> = new Set();
/**
 * Two words beside the names: a phrase about the brand. A Chinese head's word beside a brand names its
 * channel ("**小米商城官网**", "**京东小米自营旗舰店**" in a where-to-buy answer), an option still.
 */
const TOPIC_WORDS = /[a-z]{2,}[^a-z]+[a-z]{2,}/;

/**
 * A short intro offering further reading ("Want to learn more? Check out:", "更多信息请见："): its list gives
 * pages to read, links to a brand's own site among them, not picks.
 */
const RESOURCE_INTRO =
  /^[^\n]{0,40}(?:learn more|more information|more details|further reading|read more|useful links|了解更多|更多信息|更多详情|延伸阅读)[^\n]{0,40}[:：][\s*_]*$/i;

/** RESOURCE_INTRO, tested only on an intro that ends with a colon (before markup and spaces). */
function introducesResources(intro: string): boolean {
  let end = intro.length;
  while (end > 0 && /[\s*_]/.test(intro[end - 1])) end--;
  const last = intro.charCodeAt(end - 1);
  return (last === 0x3a || last === 0xff1a) && RESOURCE_INTRO.test(intro);
}

/** Between a recommendation cue and the colon that introduces what it recommends: a few words at most. */
const INCLUDE = /\b(?:include|includes|including)\b/;

/**
 * "Shoe brands frequently recommended for all-day wear include Hoka (Bondi), New Balance and Brooks": a
 * recommendation cue about no brand, whose sentence then says what the recommended kind includes,
 * recommends the brands listed after "include" in that sentence.
 */
function includedAfter(context: AnswerContext, clause: number, cueEnd: number): readonly number[] {
  const { text, clauseStarts, continues } = context;
  let at = -1;
  let k = clause;
  for (; k < clauseStarts.length && (k === clause || continues[k] === 1) && at < 0; k++) {
    const from = k === clause ? cueEnd : clauseStarts[k];
    const found = INCLUDE.exec(text.slice(from, clauseEnd(context, k)));
    if (found) at = from + found.index;
    // A brand before "include" is the sentence's subject, and the cue is about it or none.
    else if (context.clauseBrands[k].length > 0) return [];
  }
  if (at < 0) return [];
  let end = clauseEnd(context, k - 1);
  while (k < clauseStarts.length && continues[k] === 1) end = clauseEnd(context, k++);
  const brands: number[] = [];
  for (const mention of context.mentions)
    if (mention.start > at && mention.start < end && !brands.includes(mention.id)) brands.push(mention.id);
  return brands;
}

const INTRODUCING_GAP = /^(?:(?!理由|原因|方式|指数|渠道|地点|方法)[^\n]){0,40}$/;

/**
 * List items of lists that share two or more heading brands under different parents ("### Material /
 * - **UGG**: … / - **Bearpaw**: …", "### Price / - **UGG**: … / - **Bearpaw**: …"): the lists compare
 * the brands criterion by criterion, and a row of such a comparison presents no option.
 */
function findComparisonRows(context: AnswerContext): Set<number> {
  const { items } = context.structure;
  // The brands heading the list items of each parent.
  const byParent = new Map<number, Set<number>>();
  items.forEach((item, index) => {
    // A criterion's row is headed by the brand alone ("- **UGG**: …"); "- **Teva Hurricane XLT2**" under
    // "Popular Models" presents a product of a brand listed before, not a row of a comparison.
    if (item.kind !== "list" || !headIsBrandsAlone(context, item)) return;
    let set = byParent.get(item.parent);
    if (!set) {
      set = new Set();
      byParent.set(item.parent, set);
    }
    for (const brand of context.headBrands[index]) set.add(brand);
  });
  // Parents whose lists share two or more brands are parallel criteria of one comparison.
  const compared = new Map<number, Set<number>>();
  const parents = [...byParent.keys()];
  for (let a = 0; a < parents.length; a++)
    for (let b = a + 1; b < parents.length; b++) {
      const shared = [...(byParent.get(parents[a]) ?? [])].filter((brand) =>
        byParent.get(parents[b])?.has(brand),
      );
      if (shared.length < 2) continue;
      for (const parent of [parents[a], parents[b]]) {
        const set = compared.get(parent) ?? new Set<number>();
        for (const brand of shared) set.add(brand);
        compared.set(parent, set);
      }
    }
  const rows = new Set<number>();
  if (compared.size === 0) return rows;
  items.forEach((item, index) => {
    if (item.kind !== "list") return;
    const brands = compared.get(item.parent);
    if (brands && context.headBrands[index].some((brand) => brands.has(brand))) rows.add(index);
  });
  return rows;
}

/** True when an item's head says nothing beyond its brands (markup and punctuation aside). */
function headIsBrandsAlone(context: AnswerContext, item: StructureItem): boolean {
  const rest = headBeyondBrands(context.text, item, context.mentions);
  return rest.replace(/[\s*_:：,，、/&()（）.-]|and|or|和|或/g, "").length <= 2;
}

/** Words that report others' opinion: a recommendation cue after them is praise, not the answer's advice. */
const REPORTED =
  /(?:regarded|considered|known|described|rated|touted|hailed|seen|viewed|recognized|recognised) as|\b(?:names?|named|calls?|called|crowns?|crowned|ranks?|ranked)\b(?:[^.;:]|\.\d){0,80}\bas (?:its|their)\b|被认为|被誉为|被称为|号称|公认/;

const NOT_RECOMMENDED: RecommendationResult = { isRecommended: false, recommendCount: 0, evidence: [] };

function lineHasQuestion(text: string, start: number, end: number): boolean {
  const line = text.slice(start, end);
  return line.includes("?") || /吗|是否|哪个|哪些|怎么样/.test(line);
}

/** "**② Wi-Fi 智能插座（米家/涂鸦/Belkin Wemo 等，30–60 元）**": a kind of product and its makers as examples. */
const GIVES_EXAMPLES = /[(（](?:如|比如|例如|e\.g\.)|等[，,)）]|\bsuch as\b/;

function brandsOnLine(context: AnswerContext, start: number, end: number): number {
  const seen = new Set<number>();
  for (const mention of context.mentions) {
    if (mention.start >= end) break;
    if (mention.start >= start) seen.add(mention.id);
  }
  return seen.size;
}

/**
 * The brands a recommendation cue is about. When the cue introduces an enumeration with a colon
 * ("给你推荐几款：**iPad**，…；**小米平板6**，…", "I recommend: A, B, and C"), the brands named in the
 * rest of that sentence are recommended too.
 */
function introducedSubjects(
  context: AnswerContext,
  clause: number,
  cueEnd: number,
  subjects: readonly number[],
): readonly number[] {
  const end = clauseEnd(context, clause);
  const colon = context.text.indexOf(":", cueEnd);
  // "给你推荐几款：…", "I recommend: …" - not a label that contains the cue ("推荐理由：沃尔玛常有…").
  if (colon < 0 || colon >= end || !INTRODUCING_GAP.test(context.text.slice(cueEnd, colon)))
    return subjects.length > 0 ? subjects : includedAfter(context, clause, cueEnd);
  const all = [...subjects];
  for (const mention of context.mentions)
    if (mention.start > colon && mention.start < end && !all.includes(mention.id)) all.push(mention.id);
  for (let k = clause + 1; k < context.clauseStarts.length && context.continues[k] === 1; k++)
    for (const brand of context.clauseBrands[k]) if (!all.includes(brand)) all.push(brand);
  return all;
}
