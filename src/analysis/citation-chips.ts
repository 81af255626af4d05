import type { Span } from "./text-spans.ts";

/*
 * Where an answer cites a page rather than naming a brand: link texts in parentheses, reference-style
 * links to numbered sources, and the citation chips a scraped chat page leaves in its text.
 */

/** "[The Spruce][5]": a reference-style link to a numbered source. */
const NUMBERED_REFERENCE = /\[([^\]\n]{1,60})\]\[\d{1,3}\]/g;
/**
 * `[5]: https://www.thespruce.com/… "The 3 Best Cordless Stick Vacuums of 2025 - The Spruce"`: the
 * definition of a numbered source, whose quoted title is the cited page's (group 1 its offset).
 */
const REFERENCE_DEFINITION = /^[ \t]*\[\d{1,3}\]:[ \t]*\S+[ \t]+(["“'(].*)$/gm;

/**
 * The texts of links in parentheses, "([Sohu](https://…))", of reference-style links to numbered
 * sources, "([Reddit][4], [The Spruce][5])", and the titles those sources' definitions quote: citations,
 * as the source extractor reads them.
 */
export function citationLinkTexts(text: string): Span[] {
  const spans: Span[] = [];
  for (let at = text.indexOf("(["); at >= 0; at = text.indexOf("([", at + 2)) {
    const close = text.indexOf("](", at + 2);
    if (close > at && close - at <= 64 && !text.slice(at, close).includes("\n"))
      spans.push({ start: at + 2, end: close, id: 0 });
  }
  if (text.includes("][")) {
    NUMBERED_REFERENCE.lastIndex = 0;
    for (let m = NUMBERED_REFERENCE.exec(text); m; m = NUMBERED_REFERENCE.exec(text))
      spans.push({ start: m.index + 1, end: m.index + 1 + m[1].length, id: 0 });
  }
  if (text.includes("]:")) {
    REFERENCE_DEFINITION.lastIndex = 0;
    for (let m = REFERENCE_DEFINITION.exec(text); m; m = REFERENCE_DEFINITION.exec(text))
      spans.push({ start: m.index + m[0].length - m[1].length, end: m.index + m[0].length, id: 0 });
    spans.sort((a, b) => a.start - b.start);
  }
  return spans;
}

/** A sentence's end and a space, right before a chip. */
const SENTENCE_END_BEFORE = /[.!?][”"’)]? $/;

/**
 * A scraped chat page's citation chip: the site's name glued to "+N" ("RTINGS.com+1", "Wikipedia+3Windows
 * Central+3TechRadar+3"), standing alone after a sentence's end at the end of its line ("…overall.”
 * MusicRadar"), or alone on its line under a line the scraper ended with punctuation and a space, or over
 * a "+1" line ("…research backing: ⏎PetMD⏎+1"). The page cites the site there; the answer does not name it.
 */
export function isCitationChip(text: string, hit: Span): boolean {
  if (/^\+\d/.test(text.slice(hit.end, hit.end + 2))) return true;
  if (/\+\d$/.test(text.slice(Math.max(0, hit.start - 2), hit.start))) return true;
  // "…too big). Reddit🌿 Fabric Feel…": a copied Copilot page glues the chip between a sentence's end and
  // the emoji that opens the next section.
  if (
    SENTENCE_END_BEFORE.test(text.slice(Math.max(0, hit.start - 3), hit.start)) &&
    /^\p{Extended_Pictographic}/u.test(text.slice(hit.end, hit.end + 2))
  )
    return true;
  const lineEnd = text.indexOf("\n", hit.end);
  const end = lineEnd < 0 ? text.length : lineEnd;
  if (!/^\s*$/.test(text.slice(hit.end, end))) return false;
  if (SENTENCE_END_BEFORE.test(text.slice(Math.max(0, hit.start - 3), hit.start))) return true;
  const lineStart = text.lastIndexOf("\n", hit.start - 1) + 1;
  if (!/^\s*$/.test(text.slice(lineStart, hit.start)) || lineStart === 0) return false;
  const previous = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, lineStart - 1);
  const nextEnd = text.indexOf("\n", end + 1);
  const next = text.slice(end + 1, nextEnd < 0 ? text.length : nextEnd);
  return /[.!?:)] $/.test(previous) || /^\+\d+\s*$/.test(next);
}
