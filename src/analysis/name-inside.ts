import { isCommonWords } from "./common-words.ts";
import type { LexiconHit } from "./lexicon/brand-lexicon.ts";
import { firstStartingFrom, isDigit, isWordChar, type Span } from "./text-spans.ts";

/*
 * A lexicon word found inside another name is a word of that name, not a brand of its own: a later
 * word of a model another brand opens ("HP Omen Max 16"), the end of a longer capitalised name
 * ("Quillmark Science Diet", "Pianist's Compass"), or a model's code, number or edition after a
 * capitalised word ("Creality K2 Plus", "Williams Allegro IV", "Blink Mini").
 */

const MODEL_WORDS = 3;

/**
 * True when the hit is a later word of a model's name that another lexicon brand opens, up to
 * MODEL_WORDS words before it, every word between capitalised or a number ("HP Omen Max", "Apple M1").
 */
export function inBrandModel(
  text: string,
  hits: readonly LexiconHit[],
  knownMentions: readonly Span[],
  hit: LexiconHit,
  capitalAt: (offset: number) => boolean,
): boolean {
  let word = hit.start;
  for (let words = 0; words <= MODEL_WORDS; words++) {
    const previous = previousWordStart(text, word);
    if (previous < 0 || !(capitalAt(previous) || isDigit(text.charCodeAt(previous)))) return false;
    word = previous;
    // Hits and mentions are sorted and do not overlap: at most one of each starts at the word.
    const other = hits[firstStartingFrom(hits, word)];
    if (other !== undefined && other.start === word && !other.ambiguous) return true;
    if (knownMentions[firstStartingFrom(knownMentions, word)]?.start === word) return true;
  }
  return false;
}

/**
 * True when a capitalised word that is not a common English word ends right before `start`: "Quillmark
 * Science Diet" is one name ("Visit Amazon", "Try Purina" are a verb and a name).
 */
export function continuesName(text: string, start: number, capitalAt: (offset: number) => boolean): boolean {
  // "Pianist's Compass", "Tom's Guide": a capitalised possessive opens the name, whatever its word.
  const possessive = POSSESSIVE_BEFORE.exec(text.slice(Math.max(0, start - 24), start));
  if (possessive && capitalAt(start - possessive[0].length)) return true;
  let word = previousWordStart(text, start);
  // "Coupe des Dieux", "Casa de Campo": a name's particle joins its capitalised words.
  if (word >= 0 && NAME_PARTICLE.test(text.slice(word, start - 1))) word = previousWordStart(text, word);
  return word >= 0 && capitalAt(word) && !isCommonWords(text.slice(word, start - 1));
}

/** Words that name a model's edition after its name ("Mini", "Max", "Ultra"). */
const EDITION = /^(?:mini|max|pro|plus|ultra|air|lite|neo|go|one|prime|edge|note|fold|flip)$/;
/** A model's number after its name: digits or a roman numeral ("Allegro IV", "Rhapsody 2"). */
const MODEL_NUMBER_AFTER = /^ (?:\d|ii|iii|iv|vi|vii|viii|ix)(?![a-z])/;
const NAME_PARTICLE = /^(?:des|de|du|di|da|del|della|la|le|von|van|der|y)$/;
/** A word and "'s" right before a name, with its space. */
const POSSESSIVE_BEFORE = /(?<![a-z0-9])[a-z][a-z0-9]*'s $/;

/** Where the word that ends one space before `start` begins; -1 when no word stands right there. */
export function previousWordStart(text: string, start: number): number {
  if (start < 2 || text.charCodeAt(start - 1) !== 0x20 || !isWordChar(text.charCodeAt(start - 2))) return -1;
  let word = start - 2;
  while (word > 0 && isWordChar(text.charCodeAt(word - 1))) word--;
  return word;
}

/**
 * True when a capitalised word stands right before the hit and the hit is a model's code with digits,
 * an edition's word, or a word a model's number follows. A scraped card may glue that word to the text
 * before it ("weitereWilliams Allegro IV499,99 $"): a capital anywhere in it counts.
 */
export function inCapitalisedModel(text: string, hit: Span, capitalAt: (offset: number) => boolean): boolean {
  const word = text.slice(hit.start, hit.end);
  if (!MODEL_NUMBER_AFTER.test(text.slice(hit.end, hit.end + 6)) && !/\d/.test(word) && !EDITION.test(word))
    return false;
  for (let at = previousWordStart(text, hit.start); at >= 0 && at < hit.start - 1; at++)
    if (capitalAt(at)) return true;
  return false;
}
