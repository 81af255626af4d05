import { type CueHit, cueAt } from "./cue-scanner.ts";
import { isDigit } from "./text-spans.ts";

export interface Clauses {
  /** Sorted start offsets of every clause (the first is 0). */
  starts: readonly number[];
  /** 1 when the clause continues the previous one's sentence (it began after a comma, ";" or contrast). */
  continues: readonly number[];
}

/** Boundary class of ASCII characters (others: only "。" is a boundary). */
const PLAIN = 1;
const GOES_ON = 2;
const COMMA = 3;
const PERIOD = 4;
const ASCII_CLASS = new Uint8Array(0x80);
for (const ch of "\n!?|") ASCII_CLASS[ch.charCodeAt(0)] = PLAIN;
ASCII_CLASS[0x3b] = GOES_ON; // ;
ASCII_CLASS[0x2c] = COMMA;
ASCII_CLASS[0x2e] = PERIOD;

/**
 * Clause boundaries of the normalised answer. A clause ends at sentence punctuation, a comma (not one
 * inside a number), a line break, a table cell bar, or just before a contrast word ("但", "but",
 * "而不是"), so that "不推荐甲，推荐乙" and "甲很好，但乙很差" judge each brand by its own clause.
 */
export function splitClauses(text: string, cues: readonly CueHit[]): Clauses {
  const length = text.length;
  // Plain arrays: typed arrays of this size live outside the heap and cost more to allocate than to fill.
  const starts: number[] = [0];
  const continues: number[] = [0];
  // Cues are sorted and do not overlap: walk the contrast words alongside the text.
  let cueIndex = nextContrast(cues, 0);
  let contrastAt = cueIndex < cues.length ? cues[cueIndex].start : -1;
  for (let i = 0; i < length; i++) {
    if (i === contrastAt) {
      if (starts[starts.length - 1] !== i) {
        starts.push(i);
        continues.push(1);
      }
      cueIndex = nextContrast(cues, cueIndex + 1);
      contrastAt = cueIndex < cues.length ? cues[cueIndex].start : -1;
    }
    const code = text.charCodeAt(i);
    const kind = code < 0x80 ? ASCII_CLASS[code] : code === 0x3002 ? PLAIN : 0; // 。
    if (kind === 0) continue;
    let boundary = true;
    let sentenceGoesOn = false;
    if (kind === GOES_ON) sentenceGoesOn = true;
    else if (kind === COMMA) {
      // Not a comma inside 1,000.
      boundary = !(isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1)));
      sentenceGoesOn = true;
    } else if (kind === PERIOD)
      // A "." ending a sentence.
      boundary = i + 1 >= length || text.charCodeAt(i + 1) === 0x20 || text.charCodeAt(i + 1) === 0x0a;
    if (boundary && i + 1 < length) {
      starts.push(i + 1);
      continues.push(sentenceGoesOn ? 1 : 0);
    }
  }
  return { starts, continues };
}

/** Index of the first contrast cue at or after `from` (cues.length when none). */
function nextContrast(cues: readonly CueHit[], from: number): number {
  let k = from;
  while (k < cues.length && cueAt(cues[k]).kind !== "contrast") k++;
  return k;
}

/** Index of the clause containing `offset` (binary search over clause starts). */
export function clauseIndexAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
