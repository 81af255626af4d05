import { AhoCorasick } from "./aho-corasick.ts";
import { type NormalizedText, normalizeName } from "./text-normalizer.ts";
import { onWordBoundaries, type Span } from "./text-spans.ts";

/**
 * Finds candidate mentions of many brands in one pass over the normalised answer. Every name and alias
 * becomes a pattern mapped to its brand index; Latin-edged patterns must sit on word boundaries.
 * Candidates overlap; the caller resolves them leftmost-longest together with discovered brands.
 */
export class BrandMatcher {
  private readonly automaton: AhoCorasick;
  private readonly patternBrand: number[] = [];
  /** Pattern spelled with a capital Latin letter: an all-lower-case occurrence is a common word. */
  private readonly patternCapitalised: boolean[] = [];
  /** Normalised spelling to brand index, for discovery to recognise names it already knows. */
  readonly knownSpellings = new Map<string, number>();

  constructor(brands: ReadonlyArray<{ name: string; aliases?: readonly string[] }>) {
    const patterns: string[] = [];
    brands.forEach((brand, index) => {
      for (const spelling of [brand.name, ...(brand.aliases ?? [])]) {
        const pattern = normalizeName(spelling);
        if (pattern.length === 0 || this.knownSpellings.has(pattern)) continue;
        this.knownSpellings.set(pattern, index);
        patterns.push(pattern);
        this.patternBrand.push(index);
        this.patternCapitalised.push(isCapitalisedLatin(spelling));
      }
    });
    this.automaton = new AhoCorasick(patterns);
  }

  /** Candidate mentions as spans whose id is the brand index. */
  candidates(normalized: NormalizedText, original: string): Span[] {
    const found: Span[] = [];
    const lengths = this.automaton.patternLengths;
    const text = normalized.text;
    this.automaton.scan(text, (patternId, end) => {
      const start = end - lengths[patternId];
      if (!onWordBoundaries(text, start, end)) return;
      if (this.patternCapitalised[patternId] && isLowerCaseOccurrence(original, normalized, start, end))
        return;
      found.push({ start, end, id: this.patternBrand[patternId] });
    });
    return found;
  }
}

/** True for a Latin-script spelling with a capital letter ("Notion", "iPhone"; not "vivo", not "小米"). */
export function isCapitalisedLatin(spelling: string): boolean {
  return /[A-Z]/.test(spelling) && !/[\u3400-\u9fff]/.test(spelling);
}

/**
 * True when the original text of a normalised span is written all in lower case ("the notion that"),
 * which for a capitalised brand name is the common word, not the brand. Case-insensitive matching
 * still accepts "NOTION" and "Notion".
 */
export function isLowerCaseOccurrence(
  original: string,
  normalized: NormalizedText,
  start: number,
  end: number,
): boolean {
  const from = normalized.toOriginal[start];
  const to = end < normalized.toOriginal.length - 1 ? normalized.toOriginal[end] : original.length;
  // Any capital means the writer spelled it as a name.
  for (let i = from; i < to; i++) if (isCapitalLetter(original.charCodeAt(i))) return false;
  return true;
}

/** A-Z, full-width Ａ-Ｚ and the Latin-1 capitals. */
export function isCapitalLetter(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) || (code >= 0xff21 && code <= 0xff3a) || (code >= 0xc0 && code <= 0xde)
  );
}
