import type { CapitalAt } from "./item-head.ts";
import { firstStartingFrom, type Span } from "./text-spans.ts";

/*
 * Scraped answers lose their markdown: Google's AI Mode arrives as one line whose items run together
 * ("…with inclusive sizing.Amazon: A vast marketplace….Cupshe:Known for trendy swimsuits…"). In a long
 * line, a capitalised name of one to five words that opens a sentence (or follows a label's colon) and
 * is closed by a colon opens an item, when the line holds at least MIN_ITEMS such names.
 */

export interface GluedItem {
  /** Where the item starts (its name) and ends (the next item, or the line's end). */
  start: number;
  end: number;
  /** The name, before its colon. */
  headEnd: number;
  /**
   * A label whose colon another name follows at once ("For Variety & Budget-Friendly Options: Target: …",
   * "Key Features to Consider: Resolution: …"): a section over the items up to the next label.
   */
  section: boolean;
}

const MIN_LINE = 200;
const MIN_ITEMS = 3;
const MAX_WORDS = 10;
const MAX_NAME = 72;
const MAX_PARENTHESIS = 20;
const WORD_CHAR = /[a-z0-9'’&.+-]/;
/** A picks section's label, which the scraper may glue to the first item's name without a colon. */
const GLUED_LABEL =
  /^(?:top picks?|top recommendations|other (?:great|excellent|top|notable) (?:options|choices|picks)|best (?:overall|value|budget)(?: picks?)?|budget picks?|premium picks?|honou?rable mentions?) (?=\S)/;
const PARTICLE = /^(?:to|and|of|for|vs\.?|the|with|on|by|or|in) /;
/** What a picks label opens with ("Overall", "Best Ceramic Nonstick", "Best for Induction Cooktops"). */
const PICKS_LABEL = /^(?:overall|best|top|budget|premium|other) /;
const MAX_LABEL_WORDS = 4;

/** The number of words in [start, end). */
function wordsBetween(text: string, start: number, end: number): number {
  const words = text.slice(start, end).trim();
  return words.length === 0 ? 0 : words.split(/\s+/).length;
}

/** True when `p` opens a sentence or follows a colon: line start, or after ".", "!", "?", ":" (and a space). */
function opensSentence(text: string, lineStart: number, p: number): boolean {
  if (p === lineStart) return true;
  // "…(542)See moreOther Considerations:": the page's button text glued to the next label.
  if (text.startsWith("see more", p - 8) || text.startsWith("show more", p - 9)) return true;
  let q = p - 1;
  if (text.charCodeAt(q) === 0x20) q--;
  const code = text.charCodeAt(q);
  // "…4.5(59)Things to Consider:": a product card's rating glued to the next label.
  if (code === 0x29 && q === p - 1) return true;
  if (code !== 0x2e && code !== 0x21 && code !== 0x3f && code !== 0x3a) return false;
  // "grip.Frankie's": the scraper dropped the space; "3.5" is a number, but " 2. Key Features" numbers a
  // section.
  let d = q - 1;
  while (d >= lineStart && /\d/.test(text[d])) d--;
  return d === q - 1 || (code === 0x2e && (d < lineStart || text.charCodeAt(d) === 0x20));
}

/** Punctuation that may close the sentence before a name (a space may follow), or "more" ("See more"). */
const OPENING = /[.!?:)] ?|more/g;

/** The next offset after `p` that follows ". ! ? : )" (a space allowed between) or "more", else `lineEnd`. */
function nextOpening(text: string, p: number, lineEnd: number): number {
  OPENING.lastIndex = p;
  const m = OPENING.exec(text);
  if (!m) return lineEnd;
  const at = m.index + m[0].length;
  return at < lineEnd ? Math.max(at, p + 1) : lineEnd;
}

/** "Cupshe:Known", "Target: Offers": the colon at `colon` closes a name when a space or a capital follows. */
function after(text: string, colon: number, capitalAt: CapitalAt): number {
  return text.charCodeAt(colon + 1) === 0x20 || capitalAt(colon + 1) ? colon : -1;
}

/** The end of a name closed by a colon at `p`, or -1. */
function nameBeforeColon(text: string, p: number, lineEnd: number, capitalAt: CapitalAt): number {
  let words = 0;
  let q = p;
  const limit = Math.min(lineEnd, p + MAX_NAME);
  while (q < limit) {
    // Each word opens with a capital, a digit or "&" ("Bob & Brad D6 Pro"); a particle may join two
    // ("Key Features to Consider", "Popular Brands and Models", "Indoor vs. Outdoor").
    const code = text.charCodeAt(q);
    // "Apple MacBook Air (M2, 2022):": a model's details in parentheses.
    if (code === 0x28 && words > 0) {
      const close = text.indexOf(")", q);
      if (close < 0 || close - q > MAX_PARENTHESIS) return -1;
      q = close + 1;
      if (text.charCodeAt(q) === 0x3a) return after(text, q, capitalAt);
      if (text.charCodeAt(q) !== 0x20) return -1;
      q++;
      continue;
    }
    if (!(capitalAt(q) || (code >= 0x30 && code <= 0x39) || code === 0x26)) {
      const particle = PARTICLE.exec(text.slice(q, q + 5));
      if (words === 0 || !particle) return -1;
      q += particle[0].length;
      continue;
    }
    words++;
    if (words > MAX_WORDS) return -1;
    while (q < limit && WORD_CHAR.test(text[q])) q++;
    if (text.charCodeAt(q) === 0x3a) return after(text, q, capitalAt);
    if (text.charCodeAt(q) !== 0x20) return -1;
    q++;
  }
  return -1;
}

/** The glued items of the line [lineStart, lineEnd), or none. */
export function gluedItems(
  text: string,
  lineStart: number,
  lineEnd: number,
  capitalAt?: CapitalAt,
  /** Well-known brands' names, sorted: a glued label's words end where one begins. */
  brands: readonly Span[] = [],
): GluedItem[] {
  if (!capitalAt || lineEnd - lineStart < MIN_LINE) return [];
  // Each item's name ends in a colon: a line with fewer colons holds no glued list.
  let colons = 0;
  for (
    let at = text.indexOf(":", lineStart);
    at >= 0 && at < lineEnd && colons < MIN_ITEMS;
    at = text.indexOf(":", at + 1)
  )
    colons++;
  if (colons < MIN_ITEMS) return [];
  const found: GluedItem[] = [];
  // Only a line's start and the code units after punctuation (or "see more") can open a name: test those
  // alone, not every code unit of a long line.
  for (let p = lineStart; p < lineEnd; p = nextOpening(text, p, lineEnd)) {
    if (!capitalAt(p) || !opensSentence(text, lineStart, p)) continue;
    const colon = nameBeforeColon(text, p, lineEnd, capitalAt);
    if (colon < 0) continue;
    // "Top Picks Tramontina Professional Nonstick Fry Pan:": a section's label glued to its first item.
    const label = GLUED_LABEL.exec(text.slice(p, colon));
    let start = label && capitalAt(p + label[0].length) ? p + label[0].length : p;
    // "Top Picks Overall All-Clad HA1 …:", "Best Ceramic Nonstick Caraway Nonstick …:": a picks label of a
    // few words glued to a product whose maker the lexicon knows starts that product at the maker.
    if (PICKS_LABEL.test(text.slice(start, colon))) {
      const brand = brands[firstStartingFrom(brands, start + 1)];
      if (brand && brand.start < colon && wordsBetween(text, start, brand.start) <= MAX_LABEL_WORDS)
        start = brand.start;
    }
    found.push({ start, end: lineEnd, headEnd: colon, section: false });
    p = colon;
  }
  const loose = found.length < MIN_ITEMS ? gluedAfterWords(text, lineStart, lineEnd, capitalAt) : [];
  const items = loose.length > found.length ? loose : found;
  if (items.length < MIN_ITEMS) return [];
  for (let k = 0; k + 1 < items.length; k++) {
    items[k].end = items[k + 1].start;
    items[k].section = items[k + 1].start - items[k].headEnd <= 2;
  }
  return items;
}

/** A name glued after a sentence that lost its full stop: at most this many capitalised words. */
const MAX_GLUED_WORDS = 4;

/**
 * "…with no synthetic vitamins or minerals Zignature: Clean record … sensitivities ORIJEN: Only one
 * recall …": Amazon Rufus runs its items together without even a full stop, so each name is the run of
 * capitalised words right before a colon, after a word in lower case. Read only when the line's items
 * cannot be found by their sentences.
 */
function gluedAfterWords(
  text: string,
  lineStart: number,
  lineEnd: number,
  capitalAt: CapitalAt,
): GluedItem[] {
  const names: GluedItem[] = [];
  for (
    let colon = text.indexOf(":", lineStart);
    colon >= 0 && colon < lineEnd;
    colon = text.indexOf(":", colon + 1)
  ) {
    if (after(text, colon, capitalAt) < 0) continue;
    // Walk back over the capitalised words before the colon.
    let start = colon;
    let words = 0;
    for (let end = colon; words < MAX_GLUED_WORDS; ) {
      let begin = end;
      while (begin > lineStart && WORD_CHAR.test(text[begin - 1])) begin--;
      if (begin === end || !(capitalAt(begin) || /\d/.test(text[begin]))) break;
      start = begin;
      words++;
      if (text.charCodeAt(begin - 1) !== 0x20) break;
      end = begin - 1;
    }
    if (words === 0) continue;
    // The word before the name is a sentence's last, in lower case, or the line's label and colon.
    const before = start - 2;
    if (before >= lineStart && text.charCodeAt(start - 1) === 0x20) {
      const code = text.charCodeAt(before);
      const lower = code >= 0x61 && code <= 0x7a && !capitalAt(before);
      if (!lower && code !== 0x3a && code !== 0x29 && !(code >= 0x30 && code <= 0x39)) continue;
    }
    names.push({ start, end: lineEnd, headEnd: colon, section: false });
  }
  return names;
}
