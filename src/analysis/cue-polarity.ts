import { type CueHit, cueAt } from "./cue-scanner.ts";

/** How far before a cue a negator or degree word may stand and still modify it, in code units. */
const CJK_WINDOW = 3;
const LATIN_WINDOW = 14;

export interface Modifiers {
  negated: boolean;
  degree: number;
}

/**
 * The negation and degree words that modify cue `index`: hits that end just before it, inside the
 * same clause (those starting at or after `clauseStart`). Looks back at most three hits.
 */
export function modifiersOf(
  cues: readonly CueHit[],
  index: number,
  clauseStart: number,
  text: string,
): Modifiers {
  const hit = cues[index];
  const first = text.charCodeAt(hit.start);
  const latin = first >= 0x61 && first <= 0x7a;
  const window = latin ? LATIN_WINDOW : CJK_WINDOW;
  let negated = false;
  let degree = 1;
  let reach = hit.start;
  for (let j = index - 1; j >= 0 && j >= index - 3; j--) {
    const previous = cues[j];
    if (previous.start < clauseStart || previous.end < reach - window) break;
    const cue = cueAt(previous);
    if (cue.kind === "negator") negated = !negated;
    else if (cue.kind === "degree") degree *= cue.weight;
    else break;
    reach = previous.start;
  }
  return { negated, degree };
}

/**
 * True when a conditional word ("if", "如果") stands before cue `index` in its clause: "if you want to
 * avoid DJI's ecosystem" states the reader's condition, no warning about DJI.
 */
export function isConditional(cues: readonly CueHit[], index: number, clauseStart: number): boolean {
  for (let j = index - 1; j >= 0 && cues[j].start >= clauseStart; j--)
    if (cueAt(cues[j]).kind === "conditional") return true;
  return false;
}
