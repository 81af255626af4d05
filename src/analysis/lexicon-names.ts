import type { AnswerStructure } from "./answer-structure.ts";
import type { DiscoveredBrand, EvidenceReason } from "./candidate-board.ts";
import { citationLinkTexts, isCitationChip } from "./citation-chips.ts";
import { isCommonChineseWords, isCommonWords, isFrequentWord } from "./common-words.ts";
import type { LexiconHit } from "./lexicon/brand-lexicon.ts";
import { continuesName, inBrandModel, inCapitalisedModel, previousWordStart } from "./name-inside.ts";
import type { Verdict } from "./name-verdict.ts";
import { type NormalizedText, originalSlice } from "./text-normalizer.ts";
import { firstStartingFrom, isInsideAny, isWordChar, onWordBoundaries, type Span } from "./text-spans.ts";

/*
 * How discovery uses the shipped lexicon's names (docs/analysis.md, Lexicon): a maker that opens a
 * proposed name, the names the answer gives in running prose, and the spelling a well-known brand is
 * reported by.
 */

const CJK = /[\u3400-\u9fff]/;

/**
 * The lexicon brand that opens [start, end) and is followed by more of the name: a product line
 * ("Purina Pro Plan") or a brand with its model. Latin names need a space after the brand; a Chinese
 * name is cut only at an unambiguous brand ("飞科剃须刀", not "小米粥").
 */
export function lexiconPrefix(
  hits: readonly LexiconHit[],
  text: string,
  start: number,
  end: number,
): Span | undefined {
  const k = firstStartingFrom(hits, start);
  const hit = hits[k];
  if (!hit || hit.start !== start || hit.end >= end) return undefined;
  const next = text.charCodeAt(hit.end);
  // "国美电器", "大商集团", "永辉超市": a retailer's or group's full name is the name, not a product of it.
  // "长安CS75 PLUS", "吉利博越PRO": an ambiguous Chinese name glued to a model is the model's maker.
  // "探路者 Toread 探拓 2.0": a Chinese name followed by its own Latin spelling opens the maker's product.
  const ownSpelling =
    hits[k + 1]?.start === hit.end + 1 && hits[k + 1].id === hit.id && text[hit.end] === " ";
  if (CJK.test(text[hit.start]))
    return (hit.ambiguous && !ownSpelling && !MODEL_CODE_AFTER.test(text.slice(hit.end, end))) ||
      RETAIL_FORM.test(text.slice(hit.end, end))
      ? undefined
      : hit;
  // "Continental（马牌）户外橡胶": a Latin name then its own Chinese spelling in parentheses is the maker.
  if (text[hit.end] === "(" && hits[k + 1]?.start === hit.end + 1 && hits[k + 1].id === hit.id) return hit;
  // "Puppy Stage" is a stage: a maker spelled as a common word opens phrases as often as product lines,
  // unless a numbered model follows ("Keen Targhee III GTX", "Brooks Cascadia 16") or a word no
  // dictionary holds ("Canyon Grizl", "Focal Bathys").
  if (
    hit.ambiguous &&
    isCommonWords(text.slice(hit.start, hit.end), false) &&
    !NUMBERED_MODEL.test(text.slice(hit.end, end)) &&
    !coinedWordAfter(text, hit.end, end) &&
    !FOR_WHOM_AFTER.test(text.slice(hit.end, end))
  )
    return undefined;
  return next === 0x20 ? hit : undefined;
}

/**
 * A model glued to a Chinese maker's name: a code ("CS75", "X7"), a Latin model word ("ICON"), a class
 * ("GLE级"), a short model name that holds Latin letters or digits ("博越PRO", "途观L") or a model's
 * Latin name of several words ("哥伦比亚Newton Ridge Plus II Mid GTX"). "现代简约风" is a style.
 */
const MODEL_CODE_AFTER =
  /^ ?[a-z]{1,4}\d|^[a-z]{2,8}$|^[a-z]{1,4}\d*[级系款]$|^[\u3400-\u9fff]{1,4} ?[a-z0-9]{1,4}(?: ?[a-z]{1,5})?$|^ ?[a-z][a-z0-9+-]*(?: [a-z0-9+-]+){1,6}(?: ?[(（][^)）]*[)）])?$/;

/** The word after a maker is a coined model name ("grizl", "bathys"): Latin, 4+ letters, in no word list. */
function coinedWordAfter(text: string, from: number, end: number): boolean {
  const word = /^ ([a-z]{4,})\b/.exec(text.slice(from, Math.min(end, from + 24)));
  return word !== null && !isCommonWords(word[1], false);
}

/** Who the product is for, after its maker ("Keen Women's Whisper", "Brooks Men's Ghost"). */
const FOR_WHOM_AFTER = /^ (?:women|men|kid|kids|girl|girls|boy|boys)(?:['’]s|s['’])(?: |$)/;

/** A model's words then its number, in digits or roman numerals (" targhee iii gtx", " cascadia 16"). */
const NUMBERED_MODEL = /^ (?:[a-z][a-z-]* ){0,3}(?:\d|(?:ii|iii|iv|vi|vii|viii|ix|x)\b)/;

/** A Chinese name then an opening parenthesis, right before a Latin name. */
const ALIAS_OPEN = /[\u3400-\u9fff]\s?\($/;

/** What a Chinese retailer's or company's full name adds to its short name. */
const RETAIL_WORDS = "电器|超市|百货|商场|大药房|药房|便利店";
const RETAIL_FORM = new RegExp(`^(?:集团|${RETAIL_WORDS})$`);
/** In prose a group is named by its brand ("属于加多宝集团"); a shop by its full name. */
const RETAIL_SUFFIX = new RegExp(`^(?:${RETAIL_WORDS})`);
/** The rest of a list of districts after one of its names ("、**南山**等核心区域"). */
const DISTRICT_LIST =
  /^[*_]*(?:[、,和及与][*_]*[\u3400-\u9fff]{2,3}[*_]*)*等?(?:核心|主要|热门|繁华|中心)?(?:区域|地区|城区|区|商圈)/;

/** The examples of districts the hit is one of: "…的地区（如罗湖、", "各区，比如". */
const DISTRICT_EXAMPLES =
  /(?:区|地区|区域|城区|商圈)[,，(（\s]*(?:如|比如|例如|包括)[\u3400-\u9fff、,\s*_]{0,12}$/;

const SENTENCE_END = /[.!?。！？\n]/;
const PRODUCT_SERIES = /^\s?(?:系列|series\b|line\b|lineup\b|款|型号)/;

/**
 * True when another, unambiguous lexicon name in the same script stands in the same sentence as `hit`
 * ("Mini" beside 大疆 is a DJI product, "Amazon" beside "Walmart" a shop like it).
 */
function hasNameInSentence(text: string, hits: readonly LexiconHit[], hit: LexiconHit): boolean {
  let from = hit.start;
  while (from > 0 && !SENTENCE_END.test(text[from - 1])) from--;
  let to = hit.end;
  while (to < text.length && !SENTENCE_END.test(text[to])) to++;
  const cjk = CJK.test(text[hit.start]);
  return hits.some(
    (other) =>
      other !== hit &&
      !other.ambiguous &&
      other.start >= from &&
      other.end <= to &&
      CJK.test(text[other.start]) === cjk,
  );
}

/**
 * Proposes the lexicon's names the answer gives in running prose. An unambiguous one is a brand; an
 * ambiguous one (also an ordinary word) a candidate unless other evidence lifts it. Source-list items
 * (page titles) propose nothing.
 */
export function proposeLexiconNames(
  text: string,
  hits: readonly LexiconHit[],
  /** The caller's brands' mentions: a model's name may open with one too. */
  knownMentions: readonly Span[],
  structure: AnswerStructure,
  capitalAt: ((offset: number) => boolean) | undefined,
  evaluate: (start: number, end: number, fromHead: boolean, named?: boolean) => Verdict,
  propose: (verdict: Verdict, reasons: EvidenceReason[]) => boolean,
  /**
   * Whether the hit's brand is known in Chinese too (its entry has a Chinese name: Apple, Amazon): a
   * company that well known, capitalised inside a sentence, is the company even when its name is a
   * common word.
   */
  knownWorldwide: (hit: LexiconHit) => boolean = () => false,
): void {
  const sourceLists = structure.items.filter((item) => item.sourceList);
  const citations = citationLinkTexts(text);
  for (const hit of hits) {
    if (hit.sentenceStart) continue;
    if (sourceLists.some((item) => hit.start >= item.lineStart && hit.start < item.bodyEnd)) continue;
    // "([Reddit](https://…))" attributes a claim to a page: the site is a source, not a brand named.
    if (citations.some((span) => hit.start >= span.start && hit.start < span.end)) continue;
    if (isCitationChip(text, hit)) continue;
    // "大疆的Mini系列", "the Pixel series": a series of a brand is its product line.
    if (PRODUCT_SERIES.test(text.slice(hit.end, hit.end + 8)) || text[hit.start - 1] === "的") continue;
    // "Quillmark Science Diet": the end of a longer capitalised name is not a name of its own.
    if (capitalAt && continuesName(text, hit.start, capitalAt)) continue;
    // "长安UNI-K": Latin glued to a Chinese brand's name and running on into a code is that brand's
    // model ("伊利QQ星奶酪" names Yili's line QQ星).
    if (
      !CJK.test(text[hit.start]) &&
      hit.start > 0 &&
      CJK.test(text[hit.start - 1]) &&
      /[-a-z0-9]/.test(text[hit.end] ?? "")
    ) {
      const before = (span: Span) => span.end === hit.start && CJK.test(text[span.start]);
      if (knownMentions.some(before) || hits.some(before)) continue;
    }
    if (hit.ambiguous && !CJK.test(text[hit.start])) {
      // "Mini-LED", "QD-Mini": a word of a compound.
      if (HYPHEN.has(text.charCodeAt(hit.end)) || HYPHEN.has(text.charCodeAt(hit.start - 1))) continue;
      // "HP Omen Max 16", "Apple M1": a word of a model that a brand's name opens.
      if (capitalAt && inBrandModel(text, hits, knownMentions, hit, capitalAt)) continue;
      // "Williams Allegro IV", "Creality K2 Plus", "Blink Mini": a word of a model a capitalised word opens.
      if (capitalAt && inCapitalisedModel(text, hit, capitalAt)) continue;
    }
    // "苏宁易购 (Suning)": a Chinese name's Latin spelling in parentheses spells that name.
    if (ALIAS_OPEN.test(text.slice(Math.max(0, hit.start - 3), hit.start)) && text[hit.end] === ")") continue;
    // "**罗湖**、**福田**、**南山**等核心区域", "深圳靠近香港的地区（如罗湖、福田）": districts, whatever else
    // the names mean.
    if (
      CJK.test(text[hit.start]) &&
      (DISTRICT_LIST.test(text.slice(hit.end, hit.end + 32)) ||
        DISTRICT_EXAMPLES.test(text.slice(Math.max(0, hit.start - 24), hit.start)))
    )
      continue;
    // "苏宁电器、国美电器": the retailer's full name as written.
    const retail = CJK.test(text[hit.start]) ? RETAIL_SUFFIX.exec(text.slice(hit.end, hit.end + 3)) : null;
    const verdict = evaluate(hit.start, hit.end + (retail ? retail[0].length : 0), false, true);
    if (verdict.kind !== "brand" || !(verdict.lexicon || retail)) continue;
    const reasons: EvidenceReason[] = [hit.ambiguous ? "lexicon-ambiguous" : "lexicon-prose"];
    // "cheaper than Puma", "sold on Amazon": a word the lexicon knows as a brand, capitalised inside a
    // sentence that is not written in title case, is the name.
    // (Not a code, "BP", "M1": written in capitals wherever it stands.)
    if (
      hit.ambiguous &&
      !CJK.test(text[hit.start]) &&
      !(capitalAt && writtenInCapitals(text, hit, capitalAt)) &&
      (!isFrequentWord(text.slice(hit.start, hit.end)) || knownWorldwide(hit)) &&
      !inTitleCaseLine(text, hit.start, capitalAt) &&
      !besideNameWord(text, hit, capitalAt)
    )
      reasons.push("capitalised");
    // "at Amazon, Walmart or Target": an ambiguous name beside an unambiguous one in its sentence.
    // (Not a common word: "Mini", "Target" beside a brand are still as likely the word.)
    // (Nor a common Chinese word outside a list: "ES6车型也不例外" beside 蔚来 is the word 例外, while
    // "7-11、全家" lists the chain.)
    if (
      hit.ambiguous &&
      !isCommonWords(text.slice(hit.start, hit.end), false) &&
      !(isCommonChineseWords(text.slice(hit.start, hit.end)) && !inChineseList(text, hit)) &&
      hasNameInSentence(text, hits, hit)
    )
      reasons.push("known-sibling");
    propose(verdict, reasons);
  }
}

/** Separators of a Chinese list of names. */
const CJK_LIST = /[、/,，+和或与及]/;

/** True when a separator of a list stands next to the hit, spaces and bold aside ("7-11、全家", "豆包 / 混元"). */
function inChineseList(text: string, hit: Span): boolean {
  let before = hit.start - 1;
  while (text[before] === " " || text[before] === "*") before--;
  let after = hit.end;
  while (text[after] === " " || text[after] === "*") after++;
  return CJK_LIST.test(text[before] ?? "") || CJK_LIST.test(text[after] ?? "");
}

/** "-", the non-breaking hyphen and the hyphen of U+2010. */
const HYPHEN = new Set([0x2d, 0x2010, 0x2011]);

/**
 * True for a code, a number with letters written in capitals ("2K", "M1", "K2"): capitals say nothing of
 * it. (Two capitals alone, "HP", "MG", are as often the brand as "BP" is blood pressure.)
 */
function writtenInCapitals(text: string, hit: Span, capitalAt: (offset: number) => boolean): boolean {
  if (!/\d/.test(text.slice(hit.start, hit.end))) return false;
  for (let at = hit.start; at < hit.end; at++) {
    const code = text.charCodeAt(at);
    if (code >= 0x61 && code <= 0x7a && !capitalAt(at)) return false;
  }
  return true;
}

/**
 * A well-known brand found under an alias ("Science Diet") is reported by its canonical spelling when the
 * answer uses that too ("Hill's"), as written there: the name a reader would give it.
 */
export function canonicalSpelling(
  brand: DiscoveredBrand,
  text: string,
  original: string,
  normalized: NormalizedText,
  excluded: readonly Span[],
): DiscoveredBrand {
  const canonical = brand.canonical;
  const found = brand.patterns[0];
  // Same script only: a Chinese answer's "天猫" stays 天猫 though the lexicon lists "Tmall" first.
  if (canonical === undefined || canonical === found || CJK.test(canonical) !== CJK.test(found)) return brand;
  // "Plug and Play Tech Center" is the fuller name of "Plug and Play": the answer's own wins.
  if (found.startsWith(`${canonical} `)) return brand;
  for (let at = text.indexOf(canonical); at >= 0; at = text.indexOf(canonical, at + 1))
    if (
      onWordBoundaries(text, at, at + canonical.length) &&
      !isInsideAny(excluded, at) &&
      // "RTINGS.com" holds "RTINGS" on word boundaries: a site's name is the answer's own spelling.
      !(found.startsWith(`${canonical}.`) && text.startsWith(found, at))
    )
      return { ...brand, name: originalSlice(original, normalized, at, at + canonical.length) };
  return brand;
}

/**
 * True when the line holding `at` capitalises most of its ordinary words after the first (a heading or
 * a title: "Best Budget Pick", "Top Running Shoe Brands"), or is Chinese: there a capital says nothing
 * of a name.
 */
function inTitleCaseLine(
  text: string,
  at: number,
  capitalAt: ((offset: number) => boolean) | undefined,
): boolean {
  if (!capitalAt) return true;
  let from = at;
  while (from > 0 && text[from - 1] !== "\n") from--;
  let to = at;
  while (to < text.length && text[to] !== "\n") to++;
  // Chinese prose capitalises every Latin term it borrows ("存成 MD 进 Vault").
  if (CJK.test(text.slice(from, to))) return true;
  let words = 0;
  let ordinary = 0;
  let capitals = 0;
  for (const match of text.slice(from, to).matchAll(/[a-z][a-z'’-]*/g)) {
    if (match[0].length < 4) continue;
    // The line's first word is capitalised in any sentence.
    if (words++ === 0) continue;
    // Ordinary words only: a line listing names ("… include Timberland PRO, Wolverine, Red Wing, and
    // Caterpillar") capitalises the names, not the words around them.
    if (!isFrequentWord(match[0])) continue;
    ordinary++;
    if (capitalAt(from + (match.index ?? 0))) capitals++;
  }
  return words < 3 || (ordinary > 0 && capitals * 2 >= ordinary);
}

/**
 * A model after its maker: capitalised words then a number ("Puma Velocity Nitro 4", "Puma Fast-R 3");
 * "Shark Tank Season 4" numbers an episode.
 */
const MODEL_AFTER = /^(?: (?!season|episode|part|chapter|volume)[a-z][a-z-]*){1,3} \d/;

/**
 * True when a capitalised word or a number stands right before or after the hit: "Brooks Glycerin 22",
 * "UGG Classic Mini", "Air Max": a model's name, whose words are not brands of their own. A hit that
 * opens a numbered model ("Puma Velocity Nitro 4") is its maker.
 */
function besideNameWord(
  text: string,
  hit: Span,
  capitalAt: ((offset: number) => boolean) | undefined,
): boolean {
  if (!capitalAt) return true;
  const word = previousWordStart(text, hit.start);
  if (word >= 0 && (capitalAt(word) || /\d/.test(text[hit.start - 2]))) return true;
  if (text[hit.end] === " " && hit.end + 1 < text.length && isWordChar(text.charCodeAt(hit.end + 1)))
    return (
      (capitalAt(hit.end + 1) && !MODEL_AFTER.test(text.slice(hit.end, hit.end + 40))) ||
      /\d/.test(text[hit.end + 1])
    );
  return false;
}
