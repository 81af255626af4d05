import { AhoCorasick } from "./aho-corasick.ts";
import { isCapitalLetter } from "./brand-matcher.ts";
import { CUES, type Cue } from "./cue-lexicon.ts";
import type { BrandLexicon, LexiconHit } from "./lexicon/brand-lexicon.ts";
import { type NormalizedText, normalizeName } from "./text-normalizer.ts";
import { isWordChar, leftmostLongest, onWordBoundaries, type Span } from "./text-spans.ts";
import { noTriggerStarts, TRIGGER_KINDS, TRIGGER_WORDS, type TriggerStarts } from "./trigger-words.ts";

/** A cue occurrence in the normalised text; `id` indexes CUES. */
export type CueHit = Span;

let automaton: AhoCorasick | undefined;
let cueOf: Cue[] = [];
let cuePatterns: string[] = [];
/** The trigger words that are no cue word, as patterns after the cues'. */
let triggerPatterns: string[] = [];
/**
 * Per pattern id of either automaton (cues, then trigger words, then lexicon names): 1 + the index of its
 * trigger kind in TRIGGER_KINDS, 0 when none.
 */
let triggerKind = new Uint8Array(0);
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
  const kinds = new Map(TRIGGER_WORDS.map(([word, kind]) => [word, TRIGGER_KINDS.indexOf(kind) + 1]));
  triggerPatterns = [...kinds.keys()].filter((word) => !seen.has(word));
  // A spelling is reported by its first pattern id, a cue's when a trigger word is also a cue word.
  triggerKind = Uint8Array.from([...cuePatterns, ...triggerPatterns], (word) => kinds.get(word) ?? 0);
  return new AhoCorasick([...cuePatterns, ...triggerPatterns]);
}

/** Records a trigger word's start when pattern `id` is one. */
function noteTrigger(id: number, start: number, triggers: TriggerStarts): void {
  const kind = id < triggerKind.length ? triggerKind[id] : 0;
  if (kind !== 0) triggers[TRIGGER_KINDS[kind - 1]].push(start);
}

/** Trigger starts arrive by their words' ends: sorted by start for the expressions tried at them. */
function sortedTriggers(triggers: TriggerStarts): TriggerStarts {
  for (const kind of TRIGGER_KINDS) {
    // Nearly sorted already (only a longer word's start can precede a shorter one's): insertion sort.
    const starts = triggers[kind];
    for (let i = 1; i < starts.length; i++) {
      const start = starts[i];
      let j = i - 1;
      for (; j >= 0 && starts[j] > start; j--) starts[j + 1] = starts[j];
      starts[j + 1] = start;
    }
  }
  return triggers;
}

function acceptCue(normalized: string, id: number, start: number, end: number): boolean {
  // "n't" attaches to its word ("don't" already listed); only require boundaries for whole words.
  return cueOf[id].word === "n't" || onWordBoundaries(normalized, start, end);
}

/**
 * "Quick Decision GuideChoose TASC …": a scraper glued the cue's capital to the word before, a lower-case
 * letter, in the original; the capital says a word starts there, so only the cue's end needs a boundary.
 */
function acceptGluedCue(normalized: NormalizedText, original: string, start: number, end: number): boolean {
  const text = normalized.text;
  if (start === 0 || (end < text.length && isWordChar(text.charCodeAt(end)))) return false;
  const before = original.charCodeAt(normalized.toOriginal[start - 1]);
  return (
    isCapitalLetter(original.charCodeAt(normalized.toOriginal[start])) && before >= 0x61 && before <= 0x7a
  );
}

/**
 * All cue words of the answer, leftmost-longest, in text order, and where its trigger words start
 * (trigger-words.ts). One pass over the text.
 */
export function scanCues(normalized: string): { cues: CueHit[]; triggers: TriggerStarts } {
  automaton ??= build();
  const lengths = automaton.patternLengths;
  const cueCount = cuePatterns.length;
  const found: Span[] = [];
  const triggers = noTriggerStarts();
  automaton.scan(normalized, (id, end) => {
    const start = end - lengths[id];
    noteTrigger(id, start, triggers);
    if (id < cueCount && acceptCue(normalized, id, start, end)) found.push({ start, end, id });
  });
  return { cues: leftmostLongest(found), triggers: sortedTriggers(triggers) };
}

/**
 * The cue words, the trigger words and the lexicon's brand names of the answer in one pass over the
 * text (one automaton holds them all: a second pass cost as much again). Cue ids are unchanged; a brand
 * spelled exactly as a cue or trigger word is only that word.
 */
export function scanCuesAndBrands(
  normalized: NormalizedText,
  original: string,
  lexicon: BrandLexicon,
): { cues: CueHit[]; lexiconHits: LexiconHit[]; triggers: TriggerStarts } {
  automaton ??= build();
  let both = withLexicon.get(lexicon);
  if (!both) {
    both = new AhoCorasick([...cuePatterns, ...triggerPatterns, ...lexicon.patterns]);
    withLexicon.set(lexicon, both);
  }
  const cueCount = cuePatterns.length;
  const lexiconFrom = cueCount + triggerPatterns.length;
  const lengths = both.patternLengths;
  const text = normalized.text;
  const cues: Span[] = [];
  const brands: LexiconHit[] = [];
  const triggers = noTriggerStarts();
  both.scan(text, (id, end) => {
    const start = end - lengths[id];
    if (id < lexiconFrom) {
      noteTrigger(id, start, triggers);
      if (
        id < cueCount &&
        (acceptCue(text, id, start, end) || acceptGluedCue(normalized, original, start, end))
      )
        cues.push({ start, end, id });
    } else lexicon.acceptHit(id - lexiconFrom, start, end, normalized, original, brands);
  });
  return {
    cues: leftmostLongest(cues),
    lexiconHits: leftmostLongest(brands) as LexiconHit[],
    triggers: sortedTriggers(triggers),
  };
}

export function cueAt(hit: CueHit): Cue {
  return cueOf[hit.id];
}
