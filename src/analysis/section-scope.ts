import type { StructureItem } from "./answer-structure.ts";
import { clauseIndexAt } from "./clause-splitter.ts";
import { firstStartingFrom, type Span } from "./text-spans.ts";

/** A paragraph that opens with a summing-up word speaks for every option, not the last one. */
const SUMMARY_OPENER =
  /^[ \t>*_]*(?:总体来看|总体而言|总体来说|总的来说|总而言之|总结|综上|综合来看|整体来看|总之|overall|in summary|to sum up|in short|in conclusion|all in all|bottom line)/;
const THEMATIC_BREAK = /^[ \t]{0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;

/**
 * A heading's section runs to the next heading of its level, but a reader sees it end earlier when the
 * answer moves on. From the first later block of the section (a paragraph after a blank line, with the
 * section's own text before it, that is not part of a list item or table row) that
 * - names other brands and not the heading's ("### 4. realme … 不太推荐**小米**，…"), or,
 * - when the heading is one of several option headings, opens with a summing-up word ("总体来看，…",
 *   "Overall, …") or follows a thematic break ("---"),
 * clauses are no longer owned by the heading (their `clauseOwner` entry is cleared). The first lines under
 * a heading stay its own even when they name its maker ("## Snapseed / Free and easy, but Google hasn't
 * updated it"); a summary under a lone heading or a comparison heading ("## 华为 vs 小米 … 总之，两者…") is
 * still about its brands.
 */
export function endSectionsAtTopicChange(
  text: string,
  items: readonly StructureItem[],
  headBrands: readonly number[][],
  mentions: readonly Span[],
  clauseStarts: readonly number[],
  clauseOwner: number[],
): void {
  items.forEach((item, index) => {
    if (item.kind !== "heading" || headBrands[index].length === 0 || item.lineEnd >= item.bodyEnd) return;
    const cut = sectionEnd(text, items, index, headBrands, mentions);
    if (cut < 0) return;
    for (let c = clauseIndexAt(clauseStarts, cut); c < clauseStarts.length; c++) {
      if (clauseStarts[c] >= item.bodyEnd) break;
      if (clauseOwner[c] === index) clauseOwner[c] = -1;
    }
  });
}

/** Offset where the heading's own text ends, or -1 when the whole section is its own. */
function sectionEnd(
  text: string,
  items: readonly StructureItem[],
  index: number,
  headBrands: readonly number[][],
  mentions: readonly Span[],
): number {
  const item = items[index];
  const heads = headBrands[index];
  const optionHeading = items.some(
    (other, j) =>
      j !== index &&
      other.kind === "heading" &&
      other.level === item.level &&
      other.parent === item.parent &&
      headBrands[j].length > 0,
  );
  let m = firstStartingFrom(mentions, item.lineEnd);
  let seenText = false;
  let previousBlank = false;
  for (let lineStart = item.lineEnd + 1; lineStart < item.bodyEnd; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0 || lineEnd > item.bodyEnd) lineEnd = item.bodyEnd;
    const line = text.slice(lineStart, lineEnd);
    let others = false;
    let own = false;
    for (; m < mentions.length && mentions[m].start < lineEnd; m++) {
      if (heads.includes(mentions[m].id)) own = true;
      else others = true;
    }
    const blank = line.trim().length === 0;
    if (!blank) {
      if (THEMATIC_BREAK.test(line)) {
        if (optionHeading && seenText) return lineStart;
      } else {
        const turns = (others && !own) || (optionHeading && SUMMARY_OPENER.test(line));
        if (turns && seenText && previousBlank && !insideItem(items, lineStart)) return lineStart;
        seenText = true;
      }
    }
    previousBlank = blank;
    lineStart = lineEnd + 1;
  }
  return -1;
}

function insideItem(items: readonly StructureItem[], offset: number): boolean {
  return items.some(
    (other) => other.kind !== "heading" && other.lineStart <= offset && offset < other.bodyEnd,
  );
}
