import type { StructureItem } from "./answer-structure.ts";
import { isCommonWords, isFrequentWord } from "./common-words.ts";
import { firstStartingFrom, overlapsAny, type Span } from "./text-spans.ts";

/*
 * Items headed by a product's whole title ("1. Canidae Grain-Free Pure Real Salmon & Sweet Potato Recipe:",
 * "### [Foscam R4S 4MP WiFi Home Security Camera]()"): too long to be a name, they are named by the maker
 * that opens them (docs/analysis.md, Tenth- and Eleventh-round rules).
 */

/** A title's first word: capitalised letters or digits, then a space and the title's next word. */
const TITLE_FIRST_WORD = /^[[*_"“\s]*([a-z0-9][a-z0-9'’&.+-]*)(?= [a-z0-9(])/;
/** A title has a maker and a model at least: three words ("Spinbrush Smart Clean"). */
const TITLE_MIN_WORDS = 3;

/**
 * "### [Foscam R4S 4MP WiFi Home Security Camera]()" among cards whose titles open with known makers
 * ("### [Wyze Cam v4]()", "### [Arlo Pro 5S 2K]()"): a product's title beside product titles, opened by a
 * word that is no everyday word, is named by that word, its maker. `report(index, start, end)` gets each
 * such item and its first word.
 */
export function proposeTitleSiblings(
  items: readonly StructureItem[],
  groupOf: readonly string[],
  text: string,
  knownMentions: readonly Span[],
  lexiconHits: readonly Span[],
  capitalAt: (offset: number) => boolean,
  report: (index: number, start: number, end: number) => void,
): void {
  const opensWithMaker = (spans: readonly Span[], item: StructureItem) => {
    const k = firstStartingFrom(spans, item.headStart);
    const span = spans[k];
    if (!span || span.start >= item.headEnd) return false;
    if (/[^\s[*_"“]/.test(text.slice(item.headStart, span.start))) return false;
    return (
      opensProductTitle(text, span, capitalAt) &&
      text.slice(span.end, item.headEnd).trim().split(" ").length >= 2
    );
  };
  const titled = items.map(
    (item) =>
      item.headEnd > item.headStart &&
      !item.sourceList &&
      (opensWithMaker(knownMentions, item) || opensWithMaker(lexiconHits, item)),
  );
  // Titles opened by a known maker, per group (discovery's lists: same parent, level and intro).
  const known = new Map<string, number>();
  titled.forEach((opens, index) => {
    if (opens) known.set(groupOf[index], (known.get(groupOf[index]) ?? 0) + 1);
  });
  items.forEach((item, index) => {
    if (titled[index] || (known.get(groupOf[index]) ?? 0) < 2 || item.sourceList) return;
    const head = text.slice(item.headStart, item.headEnd);
    if (head.trim().split(/\s+/).length < TITLE_MIN_WORDS) return;
    const word = TITLE_FIRST_WORD.exec(head);
    if (!word) return;
    const start = item.headStart + word[0].length - word[1].length;
    if (!/[a-z]/.test(word[1]) || !capitalAt(start) || isFrequentWord(word[1]) || isCommonWords(word[1]))
      return;
    // "Honorable Mention: Apple Watch SE": a label opens the head, no title.
    if (/[:：]/.test(head)) return;
    if (
      overlapsAny(knownMentions, start, start + word[1].length) ||
      overlapsAny(lexiconHits, start, start + word[1].length)
    )
      return;
    report(index, start, start + word[1].length);
  });
}

/**
 * True when a lexicon name is followed by a product's title: a space, then a capitalised word or a number
 * ("Merrick Limited Ingredient Diet", "Wellness Simple Natural"), the name itself no everyday word ("Free
 * Shipping", "Real Salmon" open no title).
 */
export function opensProductTitle(text: string, hit: Span, capitalAt: (offset: number) => boolean): boolean {
  if (text[hit.end] !== " " || isFrequentWord(text.slice(hit.start, hit.end))) return false;
  const next = hit.end + 1;
  return /\d/.test(text[next] ?? "") || (/[a-z]/.test(text[next] ?? "") && capitalAt(next));
}
