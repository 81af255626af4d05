import { AhoCorasick } from "./aho-corasick.ts";
import { CUES, type Cue } from "./cue-lexicon.ts";
import type { BrandLexicon, LexiconHit } from "./lexicon/brand-lexicon.ts";
import { type NormalizedText, normalizeName } from "./text-normalizer.ts";
import { leftmostLongest, onWordBoundaries, type Span } from "./text-spans.ts";

/** A cue occurrence in the normalised text; `id` indexes CUES. */
export type CueHit = Span;

let automaton: AhoCorasick | undefined;
let cueOf: Cue[] = [];
let cuePatterns: string[] = [];
/** Cue words and a lexicon's brand names in one automaton, built once per lexicon. */
const withLexicon = new WeakMap<BrandLexicon, AhoCorasick>();

function build(): AhoCorasick {
  const seen = new Set<string>();
  cuePatterns = [];
  cueOf = [];
  for (const cue of CUES) {
    const word = normalizeName(cue.word);
    if (seen.has(word)) continue;
    seen.add(word);
    cuePatterns.push(word);
    cueOf.push(cue);
  }
  return new AhoCorasick(cuePatterns);
}

function acceptCue(normalized: string, id: number, start: number, end: number): boolean {
  // "n't" attaches to its word ("don't" already listed); only require boundaries for whole words.
  return cueOf[id].word === "n't" || onWordBoundaries(normalized, start, end);
}

/** All cue words of the answer, leftmost-longest, in text order. One pass over the text. */
export function scanCues(normalized: string): CueHit[] {
  automaton ??= build();
  const lengths = automaton.patternLengths;
  const found: Span[] = [];
  automaton.scan(normalized, (id, end) => {
    const start = end - lengths[id];
    if (acceptCue(normalized, id, start, end)) found.push({ start, end, id });
  });
  return leftmostLongest(found);
}

/**
 * The cue words and the lexicon's brand names of the answer in one pass over the text (one automaton
 * holds both: a second pass cost as much again). Cue ids are unchanged; a brand spelled exactly as a cue
 * word is only the cue.
 */
export function scanCuesAndBrands(
  normalized: NormalizedText,
  original: string,
  lexicon: BrandLexicon,
): { cues: CueHit[]; lexiconHits: LexiconHit[] } {
  automaton ??= build();
  let both = withLexicon.get(lexicon);
  if (!both) {
    both = new AhoCorasick([...cuePatterns, ...lexicon.patterns]);
    withLexicon.set(lexicon, both);
  }
  const cueCount = cuePatterns.length;
  const lengths = both.patternLengths;
  const text = normalized.text;
  const cues: Span[] = [];
  const brands: LexiconHit[] = [];
  both.scan(text, (id, end) => {
    const start = end - lengths[id];
    if (id < cueCount) {
      if (acceptCue(text, id, start, end)) cues.push({ start, end, id });
    } else lexicon.acceptHit(id - cueCount, start, end, normalized, original, brands);
  });
  return { cues: leftmostLongest(cues), lexiconHits: leftmostLongest(brands) as LexiconHit[] };
}

export function cueAt(hit: CueHit): Cue {
  return cueOf[hit.id];
}
