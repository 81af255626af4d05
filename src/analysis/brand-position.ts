import type { StructureItem } from "./answer-structure.ts";
import type { Span } from "./text-spans.ts";

/**
 * DESIGN 6 position: brands heading list items, headings or table rows rank first, in item order;
 * the remaining brands follow in order of first mention. Returns the 1-based position per brand index
 * (0 when not mentioned). `headBrands[i]` lists the brands heading item i, in reading order.
 */
export function rankBrands(
  items: readonly StructureItem[],
  headBrands: readonly number[][],
  mentions: readonly Span[],
  brandCount: number,
): number[] {
  // A plain array: a typed array of hundreds of brands lives outside the heap and costs more to allocate.
  const position = new Array<number>(brandCount).fill(0);
  let next = 1;
  for (let i = 0; i < items.length; i++)
    for (const brand of headBrands[i]) if (position[brand] === 0) position[brand] = next++;
  for (const mention of mentions) if (position[mention.id] === 0) position[mention.id] = next++;
  return position;
}
