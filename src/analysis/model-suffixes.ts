import type { Span } from "./text-spans.ts";

/*
 * An ingredient brand's short form that also ends makers' model names: "GTX" is Gore-Tex in "GTX防水膜",
 * "透气好过GTX" or "(GTX version)", and part of the model in "Salomon X Ultra 4 GTX" or "萨洛蒙XA PRO 3D GTX".
 * Only where it stands apart from a model's name is it a mention of the brand (the labels name Gore-Tex by
 * its first standalone form, docs/analysis.md); inside a model's name it would make the model's heading a
 * heading of two brands.
 */

/** Normalised spellings that end model names as often as they name their brand. */
const MODEL_SUFFIX_NAMES: ReadonlySet<string> = new Set(["gtx"]);
/** Their lengths: a span of another length is no such spelling, and is not sliced to be sure (hot path). */
const SUFFIX_LENGTHS: ReadonlySet<number> = new Set([...MODEL_SUFFIX_NAMES].map((name) => name.length));

/**
 * A Latin word or number right before, joined by one space or hyphen or not at all ("4 gtx", "3d gtx",
 * "mid-gtx"), or a Chinese model word and one space ("莫林加强版 gtx"; "好过gtx", glued, stands apart).
 */
const MODEL_WORD_BEFORE = /[a-z0-9)+][ -]?$|[\u3400-\u9fff] $/;

/** True when [start, end) of the normalised text is such a spelling ending a model's name. */
export function isModelSuffix(text: string, start: number, end: number): boolean {
  return (
    SUFFIX_LENGTHS.has(end - start) &&
    MODEL_SUFFIX_NAMES.has(text.slice(start, end)) &&
    MODEL_WORD_BEFORE.test(text.slice(Math.max(0, start - 3), start))
  );
}

/** The spans that are no model suffix. */
export function withoutModelSuffixes<T extends Span>(text: string, spans: readonly T[]): T[] {
  return spans.filter((span) => !isModelSuffix(text, span.start, span.end));
}
