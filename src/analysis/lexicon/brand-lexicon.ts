import { isCapitalLetter, isLowerCaseOccurrence } from "../brand-matcher.ts";
import { scanCuesAndBrands } from "../cue-scanner.ts";
import { isCjk } from "../name-sources.ts";
import type { NormalizedText } from "../text-normalizer.ts";
import { codeUnits, onWordBoundaries, type Span } from "../text-spans.ts";
import { CHINESE_BRANDS } from "./brands-chinese.ts";
import { GLOBAL_BRANDS } from "./brands-global.ts";
import { type LexiconEntry, parseLexicon } from "./parse-lexicon.ts";

export type { LexiconEntry } from "./parse-lexicon.ts";
export { parseLexicon } from "./parse-lexicon.ts";

/*
 * The shipped lexicon of well-known brands (docs/analysis.md, Lexicon): what a reader knows before
 * reading the answer, that Purina and 美团 are brands. It is evidence, not a verdict: a name the answer's
 * structure proposes scores higher when the lexicon knows it, and a lexicon name in running prose is
 * proposed on its own, except an "ambiguous" one (also an ordinary word: Target, Dove, 小米, 理想), which
 * stays a candidate unless the answer's structure sets it apart as a name.
 *
 * Data format (brands-*.ts): one brand per line, spellings separated by "|", the first canonical; a
 * leading "~" marks the line's first name ambiguous (its other spellings are judged on their own: a
 * spelling that is one common English word is ambiguous anyway); a trailing "> Maker" names a product
 * line's maker ("iPhone > Apple"); a spelling marked "=" is the brand's full name ("Hoka|=Hoka One One"),
 * the name it gets where the answer only ever writes that; "# ..." lines name categories.
 */

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
 * Characters that end a Chinese word before a brand name: punctuation and the words that introduce one
 * ("通过微信", "前往沃尔玛").
 */
const CJK_LEFT = codeUnits(
  "、，。；：！？“”‘’（）《》「」【】()[],;:!?\"'如和与或及是在到选买用从像有去等过向于往录",
);
/** What makes a Chinese name a place: a mall, a plaza, a district, a street ("中华南路"). */
const PLACE_AFTER = /^(?:广场|商场|购物中心|购物广场|大厦|商圈|步行街|大道|大街|[东南西北]?[区县镇路街])/;
/** Characters that may follow a Chinese brand name: punctuation and the words that follow one ("淘宝上", "京东下单"). */
const CJK_RIGHT = codeUnits(
  "、，。；：！？“”‘’（）《》「」【】()[],;:!?\"'的等和与或及也都是在有旗官超商平店专品上里内搜下外",
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

/** True when the original character behind normalised offset `at` is a capital letter. */
function isCapitalAt(original: string, normalized: NormalizedText, at: number): boolean {
  return isCapitalLetter(original.charCodeAt(normalized.toOriginal[at]));
}

let shipped: BrandLexicon | undefined;

/** The lexicon shipped with answerlens, built once per process on first use. */
export function shippedLexicon(): BrandLexicon {
  shipped ??= new BrandLexicon(parseLexicon([GLOBAL_BRANDS, CHINESE_BRANDS]));
  return shipped;
}
