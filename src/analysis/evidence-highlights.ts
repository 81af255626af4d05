import type { AnswerAnalysis } from "./analysis-types.ts";
import { onWordBoundaries } from "./text-spans.ts";

/** What a highlighted stretch of an answer is. */
export type HighlightKind = "brand" | "competitor" | "recommendation" | "warning" | "source";

/** A half-open span [start, end) of the original answer text (UTF-16 offsets, as JavaScript slices). */
export interface Highlight {
  readonly start: number;
  readonly end: number;
  readonly kind: HighlightKind;
}

const URL_PATTERN = /https?:\/\/[^\s<>"'()（）【】「」，。；]+/g;
const CITATION_MARKER = /\[(\d{1,3})\]|【(\d{1,3})】|\^(\d{1,3})\^/g;

/** Every occurrence of `needle` in `text` (Latin case folded when that keeps offsets) on word boundaries. */
function occurrences(
  text: string,
  folded: string,
  needle: string,
  wholeWords = true,
): Array<[number, number]> {
  const trimmed = needle.trim();
  if (trimmed === "") return [];
  const foldedNeedle = trimmed.toLowerCase();
  const haystack = foldedNeedle.length === trimmed.length ? folded : text;
  const target = haystack === folded ? foldedNeedle : trimmed;
  const found: Array<[number, number]> = [];
  for (let at = haystack.indexOf(target); at !== -1; at = haystack.indexOf(target, at + target.length)) {
    const end = at + target.length;
    if (!wholeWords || onWordBoundaries(text, at, end)) found.push([at, end]);
  }
  return found;
}

/**
 * Where an answer shows what its analysis found, for a reader to check it: the monitored brand's
 * mentions (its name, the analysed keyword and `aliases`), the other brands it names, the quotes that
 * decided recommendation (or the warning quotes that vetoed it), and its citations (URLs and markers such
 * as [1]). Spans may overlap (a mention inside a recommendation quote); sorted by start, then longest.
 * Pure: the same text and analysis give the same spans.
 */
export function evidenceHighlights(
  text: string,
  analysis: AnswerAnalysis,
  aliases: readonly string[] = [],
): Highlight[] {
  const folded = text.length === text.toLowerCase().length ? text.toLowerCase() : text;
  const spans: Highlight[] = [];
  const add = (kind: HighlightKind, pairs: Array<[number, number]>) => {
    for (const [start, end] of pairs) spans.push({ start, end, kind });
  };
  const target = analysis.targets[0];
  const targetNames = new Set<string>([...(target ? [target.brandKeyword] : []), ...aliases]);
  for (const record of analysis.brandRecords) {
    if (record.kind === "target") targetNames.add(record.brandName);
  }
  for (const name of targetNames) add("brand", occurrences(text, folded, name));
  for (const record of analysis.brandRecords) {
    if (record.kind !== "target" && !targetNames.has(record.brandName)) {
      add("competitor", occurrences(text, folded, record.brandName));
    }
  }
  if (target && target.evidence.length > 0) {
    const kind = target.isRecommended === 1 ? "recommendation" : "warning";
    // A quote longer than the analysis keeps ends in "…": its kept part is what is searched.
    for (const quote of target.evidence) {
      add(kind, occurrences(text, folded, quote.replace(/…$/, ""), false).slice(0, 1));
    }
  }
  for (const match of text.matchAll(URL_PATTERN)) {
    spans.push({ start: match.index, end: match.index + match[0].length, kind: "source" });
  }
  for (const match of text.matchAll(CITATION_MARKER)) {
    spans.push({ start: match.index, end: match.index + match[0].length, kind: "source" });
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}
