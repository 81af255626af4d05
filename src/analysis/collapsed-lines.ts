import type { NormalizedText } from "./text-normalizer.ts";

/*
 * Answers whose line breaks an export collapsed into spaces ("… consider: ### Top Picks 1.  **Bitwarden:**
 *     *   **Why it's secure:** …"): studies that store answers one per CSV row often do, and a user who
 * imports such rows hands the analysis a markdown answer without its lines. The markers are still there,
 * so the lines can be given back: a space before a heading marker or before an item marker that opens a
 * bold or labelled head becomes the line break it was. Spaces after it stay, as the item's indentation
 * (the export kept the indentation of nested items). Only long lines holding several such markers are
 * touched, so a hyphen or a "#1" in ordinary prose stays where it is.
 */

const ASTERISK = 0x2a;

function isCapitalOrDigit(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39);
}

/** A line at least this long, holding markers, is a collapsed answer rather than a paragraph. */
const COLLAPSED_LINE = 400;
/** How many markers a long line needs before it is read as collapsed. */
const MIN_MARKERS = 2;

/**
 * Spaces, then a heading marker ("### "), a numbered item's marker before a bold head ("1. **Bitwarden:**")
 * or a bullet before a bold head or a short label and its colon ("- Bitwarden: open-source core …").
 * Scraped pages that lost their lines keep "1. Indoor vs. Outdoor:" but no bullets or bold, so a number
 * before a plain label is not restored. Group 1: the spaces; group 2: a heading's hashes; group 3: an
 * item's number.
 */
const MARKER =
  /( +)(?:(#{2,6}) +(?=\S)|(\d{1,2}\.) +(?=\*\*[^*\s])|[-*+] +(?=\*\*[^*\s]|[\p{L}\d][^:\n]{0,60}?:\s))/gu;

/**
 * A bold line standing alone between two paragraph gaps and before an item ("…stand out:  **What to look
 * for:**  *   **Free Tier:** …"), or a thematic break ("…  ---  **Why some others …"). Group 1: the
 * spaces before it (not those after an item's marker, "1.  **Bitwarden:**"); group 2: a thematic break.
 */
const STANDALONE =
  /(?<=[^ ])(?<!(?:^|\s)(?:[-*+]|\d{1,2}\.))( {2,})(?:\*\*[^*\n]{2,80}\*\*(?= {2,}(?:[-*+]|\d{1,2}\.) )|(-{3,}|\*{3,})(?= {2,}))/g;

/**
 * The normalised answer with collapsed line breaks restored, offsets unchanged (each restored break
 * replaces one space); the same object when nothing was collapsed.
 */
export function restoreCollapsedLines(normalized: NormalizedText, original: string): NormalizedText {
  const { text } = normalized;
  if (text.length < COLLAPSED_LINE) return normalized;
  let restored: string[] | undefined;
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd - lineStart >= COLLAPSED_LINE) {
      const breaks = markerBreaks(text, lineStart, lineEnd, (at) =>
        isCapitalOrDigit(original.charCodeAt(normalized.toOriginal[at])),
      );
      if (breaks.length >= MIN_MARKERS) {
        restored ??= text.split("");
        for (const at of breaks) restored[at] = "\n";
      }
    }
    lineStart = lineEnd + 1;
  }
  if (!restored) return normalized;
  // split("") yields code units (an emoji's two halves apart), so each index is the text's offset.
  return { text: restored.join(""), toOriginal: normalized.toOriginal };
}

/**
 * The offsets of the spaces in [start, end) that were line breaks. The normalised text is lower case, so
 * a label's capital ("- Bitwarden: …", not "- if you prefer: …") is read from the original.
 */
function markerBreaks(
  text: string,
  start: number,
  end: number,
  capitalAt: (offset: number) => boolean,
): number[] {
  const breaks: number[] = [];
  MARKER.lastIndex = start;
  for (let match = MARKER.exec(text); match && match.index < end; match = MARKER.exec(text)) {
    const spaces = match[1].length;
    const next = match.index + match[0].length;
    if (!match[2] && text.charCodeAt(next) !== ASTERISK && !capitalAt(next)) continue;
    // A heading or a numbered item starts its line (the spaces before it may be a hard break's); a bullet
    // keeps the spaces after the break as its indentation ("**Bitwarden:**     *   **Why …**": nested).
    breaks.push(match[2] || match[3] ? match.index + spaces - 1 : match.index);
  }
  if (breaks.length < MIN_MARKERS) return breaks;
  // The paragraph gaps of a collapsed answer were blank lines: a bold line or a rule between two of them
  // was a line of its own, which closes the list before it.
  STANDALONE.lastIndex = start;
  for (let match = STANDALONE.exec(text); match && match.index < end; match = STANDALONE.exec(text)) {
    const at = match.index + match[1].length;
    breaks.push(at - 1);
    if (match[2]) breaks.push(at + match[2].length);
    // The gap after a bold line was a blank line too: the item after it starts its line unindented.
    else for (let gap = match.index + match[0].length; text.charCodeAt(gap) === 0x20; gap++) breaks.push(gap);
  }
  return breaks;
}
