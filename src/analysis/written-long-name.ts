import type { DiscoveredBrand } from "./candidate-board.ts";
import { type NormalizedText, originalSlice } from "./text-normalizer.ts";
import { isInsideAny, onWordBoundaries, type Span } from "./text-spans.ts";

/**
 * "Hoka One One Speedgoat 5" where the answer never writes Hoka on its own: a well-known brand whose every
 * mention continues into one of its own longer names (the lexicon's `longNames`) is named by that name as
 * written, the form the answer gives the brand (docs/analysis.md, labelling conventions). One mention of
 * the short name alone ("HOKA ONE ONE … HOKA") keeps the short name, the shortest form that names it.
 */
export function writtenLongName(
  brand: DiscoveredBrand,
  longNames: readonly string[],
  text: string,
  original: string,
  normalized: NormalizedText,
  excluded: readonly Span[],
): DiscoveredBrand {
  const short = brand.patterns[0];
  const mentions: number[] = [];
  for (let at = text.indexOf(short); at >= 0; at = text.indexOf(short, at + 1))
    if (onWordBoundaries(text, at, at + short.length) && !isInsideAny(excluded, at)) mentions.push(at);
  if (mentions.length === 0) return brand;
  for (const long of longNames) {
    if (!long.startsWith(`${short} `)) continue;
    if (!mentions.every((at) => text.startsWith(long, at) && onWordBoundaries(text, at, at + long.length)))
      continue;
    return { ...brand, name: originalSlice(original, normalized, mentions[0], mentions[0] + long.length) };
  }
  return brand;
}
