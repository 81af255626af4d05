import { type AnswerStructure, isPlainHeading, type StructureItem } from "./answer-structure.ts";
import { type Clauses, clauseIndexAt } from "./clause-splitter.ts";
import { hasAttributeContext, hasAttributeIntro, TIP_LABEL } from "./discovery-context.ts";
import { NO_PITFALL } from "./discovery-stop-list.ts";
import type { CapitalAt } from "./item-head.ts";
import { linkRun, topicValues } from "./label-values.ts";
import { endSectionsAtTopicChange } from "./section-scope.ts";
import { isWhiteSpace } from "./text-normalizer.ts";
import { firstStartingFrom, type Span } from "./text-spans.ts";

/**
 * What recommendation and sentiment both need to know about an answer once mentions are resolved:
 * which brands head each item, which clauses belong to an item headed by a brand (its sub-points are
 * about that brand even when they do not repeat its name), and which lists are warnings.
 */
export interface AnswerContext {
  text: string;
  structure: AnswerStructure;
  mentions: readonly Span[];
  clauseStarts: readonly number[];
  /** Per item, the brands whose mention starts inside its head, in order. */
  headBrands: number[][];
  /** Per clause, the innermost item headed by a brand whose body contains it, or -1. */
  clauseOwner: number[];
  /** Per clause, the brands mentioned in it. */
  clauseBrands: number[][];
  /**
   * Per clause, the brands it is about: those it names; else, when it continues a sentence, those of
   * the previous clause ("Salesforce is powerful; I wouldn't recommend it"); else the brands heading
   * the item it belongs to.
   */
  subjects: number[][];
  /** Per clause, where its subjects come from: SUBJECT_NONE, _NAMED, _CONTINUED or _ITEM (cue-binding.ts). */
  subjectSource: readonly number[];
  /** True when the normalised code unit at an offset was a capital letter in the original answer. */
  capitalAt: CapitalAt;
  /** Per clause, 1 when it continues the previous clause's sentence. */
  continues: readonly number[];
  /** Per item, true when its list or section warns against what it lists. */
  warningItem: boolean[];
}

/**
 * Words of a line that warns against what it lists. English words stand on word boundaries, and
 * "avoiding" after "to", "at", "for", "in" or "of" is the reader's aim ("When it comes to avoiding
 * breaches, … Let's break it down:"), not a warning.
 */
const WARNING_CONTEXT =
  /不推荐|不建议|避免|慎选|慎买|避坑|踩坑|避雷|劝退|黑名单|谨慎|警惕|不要买|别买|无法推荐|不值得|\b(?:avoid|not recommend|don't recommend|skip|stay away|steer clear|warnings?|red flags?|think twice|(?:use|buy) with caution)\b|(?<!\b(?:to|at|for|in|of) )\bavoiding\b/;

const NO_BRANDS: number[] = [];
const NO_CAPITALS: CapitalAt = () => false;
/** An after-head span that lists several names ("沃尔玛、家乐福", "淘宝/天猫", "A, B"). */
const LISTS_NAMES = /、|\/|,|和|或/;

export function buildAnswerContext(
  text: string,
  structure: AnswerStructure,
  mentions: readonly Span[],
  clauses: Clauses,
  capitalAt: CapitalAt = NO_CAPITALS,
): AnswerContext {
  const clauseStarts = clauses.starts;
  const { items } = structure;
  const headBrands: number[][] = items.map(() => []);
  // Whether an item's head speaks of attributes, computed once per item.
  const attributeHeads = new Map<number, boolean>();
  const attributeHead = (p: number): boolean => {
    let verdict = attributeHeads.get(p);
    if (verdict === undefined) {
      verdict = hasAttributeContext(text.slice(items[p].headStart, items[p].headEnd));
      attributeHeads.set(p, verdict);
    }
    return verdict;
  };
  const underAttributes = (index: number): boolean => {
    for (let p = items[index].parent; p >= 0; p = items[p].parent) if (attributeHead(p)) return true;
    return hasAttributeIntro(items[index].intro);
  };
  /** Per item, the brand that opens its label's value ("**Funding**: Y Combinator provides …"), or -1. */
  const valueHead = new Array<number>(items.length).fill(-1);
  let m = 0;
  items.forEach((item, index) => {
    // A source list's heads are page titles: a brand named in one is mentioned, not presented.
    if (item.sourceList) return;
    while (m > 0 && mentions[m - 1].start >= item.headStart) m--;
    while (m < mentions.length && mentions[m].start < item.headStart) m++;
    for (let k = m; k < mentions.length && mentions[k].start < item.headEnd; k++)
      if (
        !headBrands[index].includes(mentions[k].id) &&
        headsItem(text, item, mentions, k, headBrands[index], capitalAt)
      )
        headBrands[index].push(mentions[k].id);
    // "**Best overall:** Coursera — ...": a label head, then the brand first thing after the colon;
    // "**大型超市**：如沃尔玛、家乐福等": every name the label lists. A tip's label ("**确认产品规格**：
    // 双汇火山石烤肠有多种规格" under "其他建议") introduces advice, not an option.
    // Under an item a brand heads, a label's value is that item's detail ("2. **天猫超市** / - 示例：畅轻…").
    const underBrand = item.parent >= 0 && headBrands[item.parent].length > 0;
    if (
      !underBrand &&
      headBrands[index].length === 0 &&
      item.afterHeadEnd > item.afterHeadStart &&
      !underAttributes(index) &&
      !TIP_LABEL.test(text.slice(item.headStart, item.headEnd)) &&
      // A plain heading's colon may open a sentence about a brand ("## 进阶：Outlook 里一键存进
      // Obsidian"); the brands then head it only when they are all it says ("## 稳妥派：公牛（首推）").
      !(isPlainHeading(item) && !namesOnly(text, item, mentions))
    ) {
      // "- **For Lower Equity:** [Antler](…) (varies), [Entrepreneur First](…)": linked names head it.
      const links = linkRun(text, item.afterHeadStart, item.lineEnd);
      for (const link of links) {
        const k = firstStartingFrom(mentions, link.start);
        if (
          k < mentions.length &&
          mentions[k].start === link.start &&
          !headBrands[index].includes(mentions[k].id)
        )
          headBrands[index].push(mentions[k].id);
      }
      const first = firstStartingFrom(mentions, item.afterHeadStart);
      const next = mentions[first];
      if (
        links.length === 0 &&
        next &&
        (next.start === item.afterHeadStart || placeBefore(text, item.afterHeadStart, next.start))
      ) {
        headBrands[index].push(next.id);
        valueHead[index] = next.id;
        // "## 首选：微软 MarkItDown": a heading whose label is followed by names alone is headed by all.
        if (isPlainHeading(item) || LISTS_NAMES.test(text.slice(item.afterHeadStart, item.afterHeadEnd))) {
          // "美团、饿了么的外卖超市（如美团买菜、叮咚买菜）": the examples the list gives in parentheses too.
          const examples = EXAMPLES_AFTER.exec(text.slice(item.afterHeadEnd, item.lineEnd));
          const end = item.afterHeadEnd + (examples ? examples[0].length : 0);
          for (let k = first + 1; k < mentions.length && mentions[k].start < end; k++)
            if (!headBrands[index].includes(mentions[k].id)) headBrands[index].push(mentions[k].id);
        }
      }
    }
  });

  topicValues(items, headBrands, valueHead);

  // "1. **便利店**： / - 深圳的7-11、美宜佳、全家等便利店通常有…": under a kind of shop, a point that opens with
  // a list of brands presents them, as a label's list does.
  items.forEach((item, index) => {
    if (
      item.kind === "list" &&
      item.parent >= 0 &&
      headBrands[index].length <= 1 &&
      headBrands[item.parent].length === 0 &&
      !item.sourceList &&
      !underAttributes(index)
    ) {
      // The first name may already head the item ("大型超市如**沃尔玛**、**华润万家**等": its bold).
      const names = openingNameList(text, item.headStart, item.lineEnd, mentions);
      if (names.length >= 2 && (headBrands[index].length === 0 || headBrands[index][0] === names[0]))
        headBrands[index] = names;
    }
  });

  const clauseOwner = new Array<number>(clauseStarts.length).fill(-1);
  items.forEach((item, index) => {
    if (headBrands[index].length === 0) return;
    const first = clauseIndexAt(clauseStarts, item.lineStart);
    const last = clauseIndexAt(clauseStarts, Math.max(item.lineStart, item.bodyEnd - 1));
    for (let c = first; c <= last; c++) clauseOwner[c] = index;
  });

  const clauseBrands: number[][] = new Array(clauseStarts.length).fill(NO_BRANDS);
  for (const mention of mentions) {
    const clause = clauseIndexAt(clauseStarts, mention.start);
    if (clauseBrands[clause] === NO_BRANDS) clauseBrands[clause] = [mention.id];
    else if (!clauseBrands[clause].includes(mention.id)) clauseBrands[clause].push(mention.id);
  }

  endSectionsAtTopicChange(text, items, headBrands, mentions, clauseStarts, clauseOwner);

  const introVerdicts = new Map<number, boolean>();
  const warningIntro = (item: StructureItem): boolean => {
    if (item.introStart < 0) return false;
    let verdict = introVerdicts.get(item.introStart);
    if (verdict === undefined) {
      verdict = introducesWarnings(item.intro, item.introStart, mentions);
      introVerdicts.set(item.introStart, verdict);
    }
    return verdict;
  };
  // Whether an item's head line warns, read once per item however many items it is the parent of.
  const warningHeads = new Map<number, boolean>();
  const warningHead = (p: number): boolean => {
    let verdict = warningHeads.get(p);
    if (verdict === undefined) {
      verdict = WARNING_CONTEXT.test(text.slice(items[p].headStart, items[p].lineEnd));
      warningHeads.set(p, verdict);
    }
    return verdict;
  };
  const warningItem = items.map((item) => {
    if (warningIntro(item)) return true;
    for (let p = item.parent; p >= 0; p = items[p].parent)
      if (headBrands[p].length === 0 && warningHead(p)) return true;
    return false;
  });
  const subjects: number[][] = new Array(clauseStarts.length);
  // A plain array: a typed array of this size lives outside the heap and costs more to allocate.
  const subjectSource = new Array<number>(clauseStarts.length).fill(0);
  for (let c = 0; c < clauseStarts.length; c++) {
    const owner = clauseOwner[c];
    if (clauseBrands[c].length > 0) {
      subjects[c] = clauseBrands[c];
      subjectSource[c] = 1;
    } else if (c > 0 && clauses.continues[c] === 1 && subjects[c - 1].length > 0) {
      // "…include A, B, C, and D, which are highly recommended": a relative clause after a comma list is
      // about every brand of the list, not only its last.
      subjects[c] = opensRelative(text, clauseStarts[c])
        ? listBrands(clauseBrands, clauses.continues, c)
        : subjects[c - 1];
      // A sentence going on from a clause that named its brand continues it; one going on in an item's
      // body stays the item's ("温度智能控制，避免高温烫伤头皮").
      subjectSource[c] = subjectSource[c - 1] === 1 ? 2 : subjectSource[c - 1];
    } else {
      subjects[c] = owner >= 0 ? headBrands[owner] : NO_BRANDS;
      subjectSource[c] = owner >= 0 && headBrands[owner].length > 0 ? 3 : 0;
    }
  }
  return {
    text,
    structure,
    mentions,
    clauseStarts,
    headBrands,
    clauseOwner,
    clauseBrands,
    subjects,
    subjectSource,
    capitalAt,
    continues: clauses.continues,
    warningItem,
  };
}

/**
 * Whether a paragraph line before a list or table heads it as a list of warnings ("以下品牌建议谨慎选择：").
 * A line that names a brand and does not end in a colon is a statement about that brand ("不太推荐**vivo**，
 * 建议谨慎选择。" followed by a comparison table): its warning is bound to that brand, not to what follows.
 */
function introducesWarnings(intro: string, introStart: number, mentions: readonly Span[]): boolean {
  // The intro is a line of the normalised text, lower-cased already.
  if (!WARNING_CONTEXT.test(intro.replace(NO_PITFALL, ""))) return false;
  if (/:\s*(?:\*\*|__)?\s*$/.test(intro)) return true;
  const introEnd = introStart + intro.length;
  const lo = firstStartingFrom(mentions, introStart);
  return !(lo < mentions.length && mentions[lo].start < introEnd);
}

/** The brands a clause is about (see AnswerContext.subjects). */
export function clauseSubjects(context: AnswerContext, clause: number): number[] {
  return context.subjects[clause];
}

/** End offset of a clause. */
export function clauseEnd(context: AnswerContext, clause: number): number {
  return clause + 1 < context.clauseStarts.length ? context.clauseStarts[clause + 1] : context.text.length;
}

/** What may stand between a head's start and the brand heading it: markup, quotes, a country word. */
const HEAD_LEAD = /^[\s*_"“「《【#]*$/;
/** A head giving examples: "大型超市如**沃尔玛**、…", "Retailers such as Amazon". */
const EXAMPLE_WORD = /比如|例如|包括|如|such as|like|including|e\.g\./;
/** What joins one head name to the next: "A、B", "A / B", "A and B". */
const HEAD_JOINER = /^[\s*_]*(?:、|\/|,|和|或|及|与|&|and|or|vs\.?|versus)[\s*_]*$/;

/**
 * Whether mention k, inside an item's head, heads the item: it opens the head, or is set in bold there,
 * or is one of the examples the head lists, or follows another head name through a joiner. A brand deep
 * inside a phrase head ("搜索“海天即醇本味生抽”", "示例链接：[京东海天酱油]") is mentioned, not presented.
 * Table rows are compared options: every brand in the name cell heads the row.
 */
function headsItem(
  text: string,
  item: StructureItem,
  mentions: readonly Span[],
  k: number,
  heads: readonly number[],
  capitalAt: CapitalAt,
): boolean {
  if (item.kind === "table") return true;
  const mention = mentions[k];
  // "**Top Y Combinator Companies**", "### HOKA Alternatives", "小米的替代品": the brand qualifies a kind of thing.
  if (
    item.kind === "heading" &&
    QUALIFIED_KIND.test(text.slice(mention.end, Math.min(item.headEnd, mention.end + 24)))
  )
    return false;
  if (item.headKind === "bold") return true;
  const lead = text.slice(item.headStart, mention.start);
  // A sentence that opens with a brand ("- 畅轻酸奶为低温产品，需冷链运输") mentions it, it heads nothing.
  // (A heading about a brand, "## Loona 的主要功能一览", is still headed by it.)
  if (HEAD_LEAD.test(lead)) return item.kind === "heading" || headNamesItem(text, item, mentions, capitalAt);
  if (isBold(text, item.headStart, mention.start, mention.end)) return true;
  if (EXAMPLE_WORD.test(lead)) return true;
  const previous = k > 0 ? mentions[k - 1] : undefined;
  return (
    previous !== undefined &&
    previous.start >= item.headStart &&
    heads.includes(previous.id) &&
    HEAD_JOINER.test(text.slice(previous.end, mention.start))
  );
}

/** After a brand in a heading: the kind of thing the brand only qualifies ("… Companies", "…的替代品"). */
const QUALIFIED_KIND =
  /^[\s*_]*(?:(?:'s\s)?(?:companies|brands|startups|alternatives|competitors|accelerators|alumni|portfolio companies)\b|的?(?:替代品|平替|竞品|同类产品|替代方案))/;

/** True when [start, end) lies inside a "**…**" span that opens after `from` (bold markers counted from there). */
function isBold(text: string, from: number, start: number, end: number): boolean {
  let open = false;
  for (let at = text.indexOf("**", from); at >= 0 && at < start; at = text.indexOf("**", at + 2))
    open = !open;
  return open && text.indexOf("**", end) >= 0;
}

/** How much longer than its brands a plain head may be and still name the item, not state a sentence. */
const NAME_SLACK = 6;
/**
 * A model's name after its brand: letters, digits and the hyphens scraped pages use ("GEL‑Nimbus 27"),
 * perhaps after a Chinese line name ("奇瑞瑞虎8 PLUS") and followed by the kind of product it is
 * ("探路者 HIMEX 徒步鞋", "华为 P70 系列") or an aside in parentheses ("Mojave Winter Mid GTX（北面）").
 */
const MODEL_REST = modelRest(4);
/** A heading is a title, never a sentence: the product's kind after the model may run longer ("中帮徒步靴"). */
const MODEL_TITLE_REST = modelRest(6);

/** MODEL_REST with the product's kind after the model up to `kindLength` Chinese characters. */
function modelRest(kindLength: number): RegExp {
  return new RegExp(
    `^[\\s\\-–—]*(?:[\\u3400-\\u9fff]{1,4}(?=[a-z0-9]))?[a-z0-9][a-z0-9+\\-.\\u2010\\u2011 ]*` +
      `(?:[\\u3400-\\u9fff]{1,${kindLength}})?(?:\\s*[(（][^)）\\n]{0,16}[)）])?$`,
  );
}

/**
 * Whether an item's head names it ("### 3. Sheng Siong", "Top 3: Sony WF-C700N", "- **永辉超市（Yonghui）**"),
 * rather than state a sentence that starts with a brand ("- 满小饱肥汁米线在大陆以连锁餐饮店形式存在（…）",
 * "- 畅轻酸奶为低温产品（…）", "## Loona 的主要功能一览"). Bold heads, link heads and table cells name their item.
 */
export function headNamesItem(
  text: string,
  item: StructureItem,
  mentions: readonly Span[],
  capitalAt?: CapitalAt,
): boolean {
  if (item.kind === "table" || item.headKind === "bold" || item.headKind === "link") return true;
  if (capitalAt && item.headKind === "separated" && capitalisedProductLine(text, item, mentions, capitalAt))
    return true;
  // "TechRadar names the Specialized Turbo Vado …": a line too long to be its own head, whose brand a
  // word in lower case follows, is a sentence (the phrase head's dozen characters may hold little more
  // than a long brand name).
  if (capitalAt && item.headKind === "phrase" && lowerCaseWordAfterBrands(text, item, mentions, capitalAt))
    return false;
  const rest = headBeyondBrands(text, item, mentions);
  // What the head says beyond its brands: a model ("WF-C700N", "DS224+") or a few characters.
  return (
    rest.trim().length <= NAME_SLACK || (item.kind === "heading" ? MODEL_TITLE_REST : MODEL_REST).test(rest)
  );
}

const RELATIVE_OPENER = /^\s*(?:which|that|who|all of which|both of which)\b/;

/** True when the clause at `start` opens with a relative word; most clauses open with no w, t, a or b. */
function opensRelative(text: string, start: number): boolean {
  let at = start;
  while (at < text.length && isWhiteSpace(text.charCodeAt(at))) at++;
  const first = text.charCodeAt(at);
  if (first !== 0x77 && first !== 0x74 && first !== 0x61 && first !== 0x62) return false;
  return RELATIVE_OPENER.test(text.slice(start, start + 12));
}

/** The brands of the comma list that ends right before clause `c`: the named clauses its sentence runs on from. */
function listBrands(clauseBrands: readonly number[][], continues: readonly number[], c: number): number[] {
  const brands: number[] = [];
  for (let k = c - 1; k >= 0 && clauseBrands[k].length > 0; k--) {
    for (const brand of clauseBrands[k]) if (!brands.includes(brand)) brands.unshift(brand);
    if (continues[k] === 0) break;
  }
  return brands;
}

const PLACE_OF = /^[\u3400-\u9fff]{2,4}的/;

/** True when [start, end) is only a place and 的 ("如高雄的Jason's Market Place"): the name comes right after. */
function placeBefore(text: string, start: number, end: number): boolean {
  return end - start <= 5 && PLACE_OF.exec(text.slice(start, end))?.[0].length === end - start;
}

/** Examples in parentheses right after a label's names, or their kind ("的外卖超市(如美团买菜、叮咚买菜)"). */
const EXAMPLES_AFTER =
  /^(?:的[\u3400-\u9fff]{1,6})?\s*\((?:如|比如|例如|包括|e\.g\.,?|such as)[^()\n]{1,60}\)/;
const KIND_EXAMPLES = /^[\u3400-\u9fff]{1,6}?(?:比如|例如|如)/;
const MARKUP_ONLY = /^[\s*_“"'「]*$/;
const NAME_JOINER = /^[\s*_“”"'「」、,/]*(?:和|或|及|与|以及)?[\s*_“”"'「」]*/;

/**
 * The distinct brands of a list that opens [start, end) ("7-11、美宜佳、全家等", after a place: "深圳的", or
 * after the kind of shop they exemplify: "大型超市如"), each following the last with only a joiner
 * between; empty when the text opens with anything else.
 */
function openingNameList(text: string, start: number, end: number, mentions: readonly Span[]): number[] {
  let p = start;
  const place = PLACE_OF.exec(text.slice(p, p + 5));
  if (place) p += place[0].length;
  // "大型超市如**沃尔玛**、**华润万家**等": the kind of shop, then its examples.
  const kind = KIND_EXAMPLES.exec(text.slice(p, p + 10));
  if (kind) p += kind[0].length;
  const names: number[] = [];
  for (let k = firstStartingFrom(mentions, p); k < mentions.length && mentions[k].start < end; k++) {
    const gap = text.slice(p, mentions[k].start);
    const joined = names.length === 0 ? MARKUP_ONLY.test(gap) : NAME_JOINER.exec(gap)?.[0] === gap;
    if (gap.length > 0 && !joined) break;
    if (!names.includes(mentions[k].id)) names.push(mentions[k].id);
    p = mentions[k].end;
  }
  return names;
}

/** True when the text after a head's label is brands alone, a parenthetical note aside. */
function namesOnly(text: string, item: StructureItem, mentions: readonly Span[]): boolean {
  const rest = beyondBrands(text, item.afterHeadStart, item.afterHeadEnd, mentions);
  return rest.replace(/\([^)]*\)?|[\s*_/、,&+-]/g, "").length <= 2;
}

/** An item's head with its brands' mentions taken out: what it says beyond them. */
export function headBeyondBrands(text: string, item: StructureItem, mentions: readonly Span[]): string {
  return beyondBrands(text, item.headStart, item.headEnd, mentions);
}

/** True when the first word after the brands opening a Latin head is written in lower case. */
function lowerCaseWordAfterBrands(
  text: string,
  item: StructureItem,
  mentions: readonly Span[],
  capitalAt: CapitalAt,
): boolean {
  let at = item.headStart;
  for (let k = firstStartingFrom(mentions, at); k < mentions.length && mentions[k].start === at; k++) {
    at = mentions[k].end;
    while (text.charCodeAt(at) === 0x20) at++;
  }
  if (at === item.headStart) return false;
  const code = text.charCodeAt(at);
  return code >= 0x61 && code <= 0x7a && !capitalAt(at);
}

/** The text of [start, end) without the brands mentioned in it. */
function beyondBrands(text: string, start: number, end: number, mentions: readonly Span[]): string {
  let rest = text.slice(start, end);
  for (let k = firstStartingFrom(mentions, start); k < mentions.length; k++) {
    if (mentions[k].start >= end) break;
    rest = rest.replace(text.slice(mentions[k].start, mentions[k].end), "");
  }
  return rest;
}

const LATIN_WORD = /[a-z0-9][a-z0-9'’+.-]*/g;
const JOINER_WORD = /^(?:and|or|vs\.?)$/;

/**
 * "Hill's Science Diet / Hill's Pet Nutrition", "Purina Pro Plan & Purina ONE": a Latin head whose words
 * beyond its brands are all capitalised (at most four) names product lines, not a sentence.
 */
function capitalisedProductLine(
  text: string,
  item: StructureItem,
  mentions: readonly Span[],
  capitalAt: CapitalAt,
): boolean {
  const head = text.slice(item.headStart, item.headEnd);
  if (/[\u3400-\u9fff]/.test(head)) return false;
  let words = 0;
  let previousEnd = 0;
  let k = firstStartingFrom(mentions, item.headStart);
  LATIN_WORD.lastIndex = 0;
  for (let m = LATIN_WORD.exec(head); m; m = LATIN_WORD.exec(head)) {
    // "ASICS GEL‑Nimbus 27 / ASICS GEL‑Nimbus 27 (wide)": each name of the list has its four words.
    if (/[/,&]/.test(head.slice(previousEnd, m.index))) words = 0;
    previousEnd = m.index + m[0].length;
    const at = item.headStart + m.index;
    while (k < mentions.length && mentions[k].end <= at) k++;
    if (k < mentions.length && mentions[k].start <= at) continue;
    if (JOINER_WORD.test(m[0])) continue;
    const code = text.charCodeAt(at);
    if (!(capitalAt(at) || (code >= 0x30 && code <= 0x39))) return false;
    if (++words > 4) return false;
  }
  return true;
}
