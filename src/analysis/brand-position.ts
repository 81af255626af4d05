import type { StructureItem } from "./answer-structure.ts";
import type { Span } from "./text-spans.ts";

/**
 * DESIGN 6 position: brands heading list items, headings or table rows rank first, in item order;
 * the remaining brands follow in order of first mention. An answer that opens with its verdict ("Short
 * answer: Bitwarden. …", "TL;DR: …", "结论：…") heads itself with it: the brands that opening paragraph
 * names rank before every item's (docs/analysis.md, Position). Returns the 1-based position per brand
 * index (0 when not mentioned). `headBrands[i]` lists the brands heading item i, in reading order; `text`
 * is the normalised answer.
 */
export function rankBrands(
  items: readonly StructureItem[],
  headBrands: readonly number[][],
  mentions: readonly Span[],
  brandCount: number,
  text = "",
): number[] {
  // A plain array: a typed array of hundreds of brands lives outside the heap and costs more to allocate.
  const position = new Array<number>(brandCount).fill(0);
  let next = 1;
  const verdictEnd = verdictOpeningEnd(text);
  for (const mention of mentions) {
    if (mention.start >= verdictEnd) break;
    if (position[mention.id] === 0) position[mention.id] = next++;
  }
  for (let i = 0; i < items.length; i++) {
    if (underBrandItem(items, headBrands, i)) continue;
    for (const brand of headBrands[i]) if (position[brand] === 0) position[brand] = next++;
  }
  for (const mention of mentions) if (position[mention.id] === 0) position[mention.id] = next++;
  return position;
}

/**
 * True when a list item sits, at any depth, inside an item another brand heads ("### 2. **LG UQ9000**" over
 * "* Dolby Vision support"): its heads are details of that brand's option, named there, not options. A
 * table row stays a compared option wherever it stands.
 */
function underBrandItem(
  items: readonly StructureItem[],
  headBrands: readonly number[][],
  index: number,
): boolean {
  if (items[index].kind === "table") return false;
  for (let p = items[index].parent; p >= 0; p = items[p].parent)
    if (items[p].kind !== "table" && headBrands[p].some((brand) => !headBrands[index].includes(brand)))
      return true;
  return false;
}

/** A verdict label opening the answer, markup aside ("**Short answer:**", "TL;DR -", "简短回答："). */
const VERDICT_OPENER =
  /^[\s*_#>]*(?:the )?(?:short answer|quick answer|tl;dr|tldr|bottom line|in short|简短回答|简要回答|一句话回答|先说结论|结论)[\s*_]*[:：\-–—]/;
/** Where the opening paragraph ends: a blank line, or the double space a collapsed export left of one. */
const PARAGRAPH_END = /\n\s*\n| {2,}(?=\S)/g;

/** The end of the answer's opening verdict paragraph, 0 when the answer opens with no verdict label. */
function verdictOpeningEnd(text: string): number {
  const opener = VERDICT_OPENER.exec(text);
  if (!opener) return 0;
  PARAGRAPH_END.lastIndex = opener[0].length;
  const end = PARAGRAPH_END.exec(text);
  return end ? end.index : text.length;
}
