import type { LexiconHit } from "./lexicon/brand-lexicon.ts";
import type { Verdict } from "./name-verdict.ts";
import { firstStartingFrom, overlapsAny, type Span } from "./text-spans.ts";

/*
 * Parts of a head after a slash that name no brand of their own: a model's powertrain or edition
 * ("比亚迪宋PLUS EV/DM-i"), a variant word ("Royal Canin Pug Adult/Obesity"), another model of the brand
 * before ("Yamaha FG830 / FG840"). docs/analysis.md, Brand discovery.
 */

/** A model's variant named by its powertrain or edition code ("DM-i", "PHEV", "AWD"). */
export const VARIANT_CODE = /^(?:[a-z]{2,3}-[a-z]|ev|phev|hev|mhev|erev|bev|awd|4wd|fwd|rwd|4x4)$/;

/**
 * "Royal Canin Pug Adult/Obesity": one ordinary word the lexicon does not hold, right after a slash in a
 * head that names a known product, is a variant of that product.
 */
export function isSlashVariant(text: string, start: number, verdict: Verdict): boolean {
  return (
    verdict.kind === "brand" &&
    verdict.commonWord === true &&
    !verdict.lexicon &&
    !verdict.key.includes(" ") &&
    /\/\s*$/.test(text.slice(Math.max(0, start - 2), start))
  );
}

/**
 * "**智谱 GLM-5 / GLM-4.7**", "**DeepSeek V4 / R2**", "**Chaco Z/Cloud**": after a slash that follows a
 * brand and its model, a short Latin part with a digit, or one capitalised word, is another model of
 * that brand. A well-known brand there ("Garmin Forerunner 265 / Coros") or a Chinese name ("豆包 Seed /
 * 混元") is a name of its own.
 */
export function isModelAfterSlash(
  text: string,
  parts: readonly Span[],
  k: number,
  knownMentions: readonly Span[],
  lexiconHits: readonly LexiconHit[],
): boolean {
  if (k === 0 || !/\/\s*$/.test(text.slice(parts[k - 1].end, parts[k].start))) return false;
  const part = text.slice(parts[k].start, parts[k].end);
  if (!/^[a-z0-9][a-z0-9.+-]*(?: [a-z0-9.+-]+)?$/.test(part)) return false;
  if (!/\d/.test(part) && part.includes(" ")) return false;
  // The part before names a brand and its model: a known name opening it, then more.
  const first = parts[0];
  const opener = [knownMentions, lexiconHits]
    .map((spans) => spans[firstStartingFrom(spans, first.start)])
    .find((span) => span !== undefined && span.start === first.start);
  if (!opener || opener.end >= parts[k - 1].end) return false;
  const own = lexiconHits[firstStartingFrom(lexiconHits, parts[k].start)];
  if (own && own.start === parts[k].start && !own.ambiguous) return false;
  return !overlapsAny(knownMentions, parts[k].start, parts[k].end);
}
