import { AhoCorasick } from "./aho-corasick.ts";
import { CUES, type Cue } from "./cue-lexicon.ts";
import { normalizeName } from "./text-normalizer.ts";
import { leftmostLongest, onWordBoundaries, type Span } from "./text-spans.ts";

/** A cue occurrence in the normalised text; `id` indexes CUES. */
export type CueHit = Span;

let automaton: AhoCorasick | undefined;
let cueOf: Cue[] = [];

function build(): AhoCorasick {
  const seen = new Set<string>();
  const patterns: string[] = [];
  cueOf = [];
  for (const cue of CUES) {
    const word = normalizeName(cue.word);
    if (seen.has(word)) continue;
    seen.add(word);
    patterns.push(word);
    cueOf.push(cue);
  }
  return new AhoCorasick(patterns);
}

/** All cue words of the answer, leftmost-longest, in text order. One pass over the text. */
export function scanCues(normalized: string): CueHit[] {
  automaton ??= build();
  const lengths = automaton.patternLengths;
  const found: Span[] = [];
  automaton.scan(normalized, (id, end) => {
    const start = end - lengths[id];
    const word = cueOf[id].word;
    // "n't" attaches to its word ("don't" already listed); only require boundaries for whole words.
    if (word === "n't" || onWordBoundaries(normalized, start, end)) found.push({ start, end, id });
  });
  return leftmostLongest(found);
}

export function cueAt(hit: CueHit): Cue {
  return cueOf[hit.id];
}
