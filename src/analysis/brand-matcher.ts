import { AhoCorasick } from "./aho-corasick.ts";
import { normalizeName } from "./text-normalizer.ts";
import { onWordBoundaries, type Span } from "./text-spans.ts";

/**
 * Finds candidate mentions of many brands in one pass over the normalised answer. Every name and alias
 * becomes a pattern mapped to its brand index; Latin-edged patterns must sit on word boundaries.
 * Candidates overlap; the caller resolves them leftmost-longest together with discovered brands.
 */
export class BrandMatcher {
  private readonly automaton: AhoCorasick;
  private readonly patternBrand: number[] = [];
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
      }
    });
    this.automaton = new AhoCorasick(patterns);
  }

  /** Candidate mentions as spans whose id is the brand index. */
  candidates(normalized: string): Span[] {
    const found: Span[] = [];
    const lengths = this.automaton.patternLengths;
    this.automaton.scan(normalized, (patternId, end) => {
      const start = end - lengths[patternId];
      if (onWordBoundaries(normalized, start, end))
        found.push({ start, end, id: this.patternBrand[patternId] });
    });
    return found;
  }
}
