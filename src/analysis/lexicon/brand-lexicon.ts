import { isCapitalisedLatin, isLowerCaseOccurrence } from "../brand-matcher.ts";
import { isCommonWords } from "../common-words.ts";
import { scanCuesAndBrands } from "../cue-scanner.ts";
import { type NormalizedText, normalizeName } from "../text-normalizer.ts";
import { codeUnits, onWordBoundaries, type Span } from "../text-spans.ts";
import { CHINESE_BRANDS } from "./brands-chinese.ts";
import { GLOBAL_BRANDS } from "./brands-global.ts";

/*
 * The shipped lexicon of well-known brands (docs/analysis.md, Lexicon): what a reader knows before
 * reading the answer, that Purina and 美团 are brands. It is evidence, not a verdict: a name the answer's
 * structure proposes scores higher when the lexicon knows it, and a lexicon name in running prose is
 * proposed on its own, except an "ambiguous" one (also an ordinary word: Target, Dove, 小米, 理想), which
 * stays a candidate unless the answer's structure sets it apart as a name.
 *
 * Data format (brands-*.ts): one brand per line, spellings separated by "|", the first canonical; a
 * leading "~" marks the line's first name ambiguous (its other spellings are judged on their own: a
 * spelling that is one common English word is ambiguous anyway); "# ..." lines name categories.
 */

export interface LexiconEntry {
  /** The canonical spelling. */
  name: string;
  /** Normalised spellings (canonical first), apostrophe variants included. */
  spellings: string[];
  /** Per spelling: written with a capital Latin letter, so an all-lower-case occurrence is a common word. */
  capitalised: boolean[];
  /**
   * Per spelling of several Latin words: the offsets of the words the data capitalises ("Taste of the
   * Wild": 0 and 13), each of which an occurrence must capitalise too; empty for one-word names.
   */
  capitalWords: number[][];
  /**
   * Per spelling: also an ordinary word, a name or a place, so seeing it in prose does not prove a brand
   * ("Amazon" is a river, "亚马逊" only the company).
   */
  ambiguous: boolean[];
}

/** A lexicon name found in an answer: id is the entry index. */
export interface LexiconHit extends Span {
  /** The spelling found is ambiguous. */
  ambiguous: boolean;
  /**
   * An ambiguous Latin name opening a sentence ("But …", "Target audiences …"), capitalised anyway: no
   * evidence in prose, though still a brand's name where the structure sets it apart.
   */
  sentenceStart: boolean;
}

/**
 * Parses lexicon data. A line that shares a spelling with an earlier line (the same brand listed under
 * two categories, or in both files: "Amazon" and "亚马逊|Amazon") adds its other spellings to that entry.
 */
export function parseLexicon(sources: readonly string[]): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  const entryBySpelling = new Map<string, number>();
  for (const source of sources)
    for (const raw of source.split("\n")) {
      const line = raw.trim();
      if (line.length === 0 || line.startsWith("#")) continue;
      const ambiguous = line.startsWith("~");
      const names = (ambiguous ? line.slice(1) : line)
        .split("|")
        .map((name) => name.trim())
        .filter((name) => name.length >= 2);
      // "~" qualifies the line's first name ("~渴望|Orijen": 渴望 is also "longing", Orijen is only the brand).
      const spellings: Array<{
        spelling: string;
        capitalised: boolean;
        capitalWords: number[];
        ambiguous: boolean;
      }> = [];
      names.forEach((name, n) => {
        for (const variant of apostropheVariants(normalizeName(name)))
          if (variant.length >= 2 && !spellings.some((s) => s.spelling === variant))
            spellings.push({
              spelling: variant,
              capitalised: isCapitalisedLatin(name),
              capitalWords: capitalWordOffsets(name, variant),
              // Capitalised and several words long ("Taste of the Wild", "Blue Buffalo"), a Latin name
              // is the brand wherever it is so written (an all-lower-case phrase never matches).
              ambiguous: ambiguous && n === 0 && !(isCapitalisedLatin(name) && variant.includes(" ")),
            });
      });
      if (spellings.length === 0) continue;
      let index = -1;
      for (const { spelling } of spellings)
        index = index >= 0 ? index : (entryBySpelling.get(spelling) ?? -1);
      if (index < 0) {
        index = entries.length;
        entries.push({ name: names[0], spellings: [], capitalised: [], capitalWords: [], ambiguous: [] });
      }
      const entry = entries[index];
      for (const { spelling, capitalised, capitalWords, ambiguous } of spellings) {
        const known = entryBySpelling.get(spelling);
        if (known !== undefined) {
          // Ambiguous if either list says so: "东风" is a brand and a district's name.
          const other = entries[known];
          if (ambiguous) other.ambiguous[other.spellings.indexOf(spelling)] = true;
          continue;
        }
        entryBySpelling.set(spelling, index);
        entry.spellings.push(spelling);
        entry.capitalised.push(capitalised);
        entry.capitalWords.push(capitalWords);
        // A brand spelled as one common English word ("Target", "Coach") is ambiguous whatever the data says.
        entry.ambiguous.push(ambiguous || (!spelling.includes(" ") && isCommonWords(spelling)));
      }
    }
  return withoutProductLines(entries);
}

/**
 * Drops the spellings that are a product line of a brand the lexicon knows ("Purina Pro Plan", "Amazon
 * Prime", "Hill's Science Diet"): the answer's "Purina Pro Plan" then names Purina, by the convention that
 * the maker names its product lines (docs/analysis.md). A maker that is one common English word does not
 * count ("Royal" would take "Royal Canin"), nor does a Chinese name ("小米汽车" stays: the board folds a
 * Chinese name into the brand it extends), nor a company's own suffix ("Fenty Beauty"). An entry whose
 * first name is a product line goes whole, its other names being the product's ("Pro Plan").
 */
/** What a company adds to its brand's name ("Fenty Beauty", "Tesla Motors"): the brand, not a product line. */
const COMPANY_WORDS =
  /^(?:(?:beauty|cosmetics|skincare|foods?|motors?|group|inc\.?|co\.?|company|corp\.?|corporation|labs?|electronics|shoes|footwear|apparel|clothing|running|sports?|outdoor|pet ?care|pet nutrition|brands|international|global|technolog(?:y|ies)|tech|home|kitchen|coffee|tea|water|health|pharma(?:ceuticals)?|bank|financial|energy|collective|studios?)\b\s*)+$/;

function withoutProductLines(entries: LexiconEntry[]): LexiconEntry[] {
  const makers = new Set<string>();
  for (const entry of entries)
    for (const spelling of entry.spellings)
      if (!/[\u3400-\u9fff]/.test(spelling) && !isCommonWords(spelling, false)) makers.add(spelling);
  const kept: LexiconEntry[] = [];
  for (const entry of entries) {
    const keep = entry.spellings.map((spelling) => {
      for (let space = spelling.indexOf(" "); space > 0; space = spelling.indexOf(" ", space + 1))
        if (makers.has(spelling.slice(0, space)) && !COMPANY_WORDS.test(spelling.slice(space + 1)))
          return false;
      return true;
    });
    // A product line's other names are the product's too ("~Purina Pro Plan|Pro Plan"): the entry goes.
    if (!keep[0]) continue;
    const pick = <T>(values: readonly T[]) => values.filter((_, k) => keep[k]);
    const spellings = pick(entry.spellings);
    kept.push({
      name: entry.name,
      spellings,
      capitalised: pick(entry.capitalised),
      capitalWords: pick(entry.capitalWords),
      ambiguous: pick(entry.ambiguous),
    });
  }
  return kept;
}

/** The offsets in the normalised spelling of the words `name` capitalises, for names of two or more words. */
function capitalWordOffsets(name: string, spelling: string): number[] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || spelling.split(" ").length !== words.length) return [];
  const offsets: number[] = [];
  let at = 0;
  for (const word of words) {
    if (/^[A-Z]/.test(word)) offsets.push(at);
    at += word.length + 1;
  }
  return offsets.length === words.length || offsets.length >= 2 ? offsets : [];
}

/** True when the original character behind normalised offset `at` is a capital letter. */
function isCapitalAt(original: string, normalized: NormalizedText, at: number): boolean {
  const code = original.charCodeAt(normalized.toOriginal[at]);
  return (code >= 0x41 && code <= 0x5a) || (code >= 0xc0 && code <= 0xde && code !== 0xd7);
}

function apostropheVariants(spelling: string): string[] {
  if (!/['’]/.test(spelling)) return [spelling];
  return [spelling, spelling.replace(/’/g, "'"), spelling.replace(/'/g, "’")];
}

/** Characters that end a Chinese word before a brand name: punctuation and the words that introduce one. */
const CJK_LEFT = codeUnits("、，。；：！？“”‘’（）《》「」【】()[],;:!?\"'如和与或及是在到选买用从像有去等");
/** What makes a Chinese name a place: a mall, a plaza, a district, a street. */
const PLACE_AFTER = /^(?:广场|商场|购物中心|购物广场|大厦|商圈|步行街|[区县镇路街])/;
/** Characters that may follow a Chinese brand name: punctuation and the words that follow one. */
const CJK_RIGHT = codeUnits(
  "、，。；：！？“”‘’（）《》「」【】()[],;:!?\"'的等和与或及也都是在有旗官超商平店专品",
);

export class BrandLexicon {
  readonly entries: readonly LexiconEntry[];
  /** Every spelling of every entry, normalised: what the scan looks for (cue-scanner.ts). */
  readonly patterns: readonly string[];
  private readonly patternEntry: number[] = [];
  private readonly patternCapitalised: boolean[] = [];
  private readonly patternAmbiguous: boolean[] = [];
  /** Per pattern: the word starts (offsets in the pattern) that the data writes with a capital. */
  private readonly patternCapitalWords: number[][] = [];
  private readonly bySpelling = new Map<string, number>();

  constructor(entries: readonly LexiconEntry[]) {
    this.entries = entries;
    const patterns: string[] = [];
    this.patterns = patterns;
    entries.forEach((entry, index) => {
      entry.spellings.forEach((spelling, k) => {
        this.bySpelling.set(spelling, index);
        patterns.push(spelling);
        this.patternEntry.push(index);
        this.patternCapitalised.push(entry.capitalised[k]);
        this.patternAmbiguous.push(entry.ambiguous[k]);
        this.patternCapitalWords.push(entry.capitalWords[k]);
      });
    });
  }

  /** The entry a normalised name is a spelling of, or -1. */
  entryOf(name: string): number {
    return this.bySpelling.get(name) ?? -1;
  }

  /**
   * The lexicon's names in the normalised answer, resolved leftmost-longest, as spans whose id is the
   * entry index. Latin names must sit on word boundaries and not be written all in lower case; a Chinese
   * name of two characters must border, on one side, punctuation, a non-Chinese character or a word that introduces or
   * follows a name ("如美团", "美团的"), since two characters are often part of another word.
   */
  find(normalized: NormalizedText, original: string): LexiconHit[] {
    return scanCuesAndBrands(normalized, original, this).lexiconHits;
  }

  /** Adds the occurrence [start, end) of pattern `patternId` to `into` when it passes the rules of `find`. */
  acceptHit(
    patternId: number,
    start: number,
    end: number,
    normalized: NormalizedText,
    original: string,
    into: LexiconHit[],
  ): void {
    const text = normalized.text;
    if (!onWordBoundaries(text, start, end)) return;
    const cjk = isCjk(text.charCodeAt(start));
    if (!cjk && this.patternCapitalised[patternId] && isLowerCaseOccurrence(original, normalized, start, end))
      return;
    // "Great Value" is Walmart's brand; "Great value." opening a sentence is praise.
    for (const offset of this.patternCapitalWords[patternId])
      if (!isCapitalAt(original, normalized, start + offset)) return;
    if (cjk && end - start <= 2 && !cjkBordered(text, start, end)) return;
    // "万达广场", "东风区": a brand's name in a place's name is the place.
    if (cjk && PLACE_AFTER.test(text.slice(end, end + 4))) return;
    const ambiguous = this.patternAmbiguous[patternId];
    const sentenceStart = !cjk && ambiguous && atSentenceStart(text, start);
    into.push({ start, end, id: this.patternEntry[patternId], ambiguous, sentenceStart });
  }
}

function isCjk(code: number): boolean {
  return code >= 0x3400 && code <= 0x9fff;
}

function atSentenceStart(text: string, start: number): boolean {
  let i = start - 1;
  while (
    i >= 0 &&
    (text[i] === " " || text[i] === "\t" || text[i] === "*" || text[i] === "_" || text[i] === '"')
  )
    i--;
  return i < 0 || /[\n.!?:;。！？：；>#\-•|]/.test(text[i]) || /^\d$/.test(text[i]);
}

function cjkBordered(text: string, start: number, end: number): boolean {
  // One open side suffices ("美团外卖", "在美团"); "上海天气" holds 海天 with neither.
  if (start === 0 || end >= text.length) return true;
  const before = text.charCodeAt(start - 1);
  if (!isCjk(before) || CJK_LEFT.has(before)) return true;
  const after = text.charCodeAt(end);
  return !isCjk(after) || CJK_RIGHT.has(after);
}

let shipped: BrandLexicon | undefined;

/** The lexicon shipped with answerlens, built once per process on first use. */
export function shippedLexicon(): BrandLexicon {
  shipped ??= new BrandLexicon(parseLexicon([GLOBAL_BRANDS, CHINESE_BRANDS]));
  return shipped;
}
