import { isLowerCaseOccurrence } from "./brand-matcher.ts";
import type { NormalizedText } from "./text-normalizer.ts";
import { isInsideAny, onWordBoundaries, type Span } from "./text-spans.ts";

/*
 * How the answer itself writes a word: a name it also writes in lower case, as a word, is likelier that
 * word ("Sherpa" beside "a sherpa lining"); a maker it writes before a lower-case category noun is a
 * style ("Chelsea boots").
 */

/** A word in a web address, a path or a handle ("stripe.com", ".obsidian/", "@claude") is no prose. */
const PART_OF_ADDRESS = /[./@:_-]/;
const ADDRESS_AFTER = /^(?:\.[a-z]|\/|:|_|-[a-z])/;

/** True when the answer writes `maker` then `word` with the word in lower case ("Chelsea boots"). */
export function writtenBeforeLowerCase(
  original: string,
  normalized: NormalizedText,
  maker: string,
  word: string,
): boolean {
  const text = normalized.text;
  const phrase = `${maker} ${word}`;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const wordAt = at + maker.length + 1;
    if (isLowerCaseOccurrence(original, normalized, wordAt, wordAt + word.length)) return true;
  }
  return false;
}

/**
 * A test, cached per name, of whether the answer writes a Latin name in lower case somewhere as a word,
 * outside web addresses and excluded ranges (links, code).
 */
export function writtenAsWordTest(
  original: string,
  normalized: NormalizedText,
  excluded: readonly Span[],
): (name: string) => boolean {
  const text = normalized.text;
  const asWord = new Map<string, boolean>();
  return (name) => {
    let found = asWord.get(name);
    if (found === undefined) {
      found = false;
      if (/^[a-z][a-z -]*$/.test(name))
        for (let at = text.indexOf(name); at >= 0 && !found; at = text.indexOf(name, at + 1))
          found =
            onWordBoundaries(text, at, at + name.length) &&
            !PART_OF_ADDRESS.test(text[at - 1] ?? "") &&
            !ADDRESS_AFTER.test(text.slice(at + name.length, at + name.length + 2)) &&
            !isInsideAny(excluded, at) &&
            isLowerCaseOccurrence(original, normalized, at, at + name.length);
      asWord.set(name, found);
    }
    return found;
  };
}
