import { type CueHit, cueAt } from "./cue-scanner.ts";

export interface Clauses {
  /** Sorted start offsets of every clause (the first is 0). */
  starts: Int32Array;
  /** 1 when the clause continues the previous one's sentence (it began after a comma, ";" or contrast). */
  continues: Uint8Array;
}

/**
 * Clause boundaries of the normalised answer. A clause ends at sentence punctuation, a comma (not one
 * inside a number), a line break, a table cell bar, or just before a contrast word ("但", "but",
 * "而不是"), so that "不推荐甲，推荐乙" and "甲很好，但乙很差" judge each brand by its own clause.
 */
export function splitClauses(text: string, cues: readonly CueHit[]): Clauses {
  const starts: number[] = [0];
  const continues: number[] = [0];
  let cueIndex = 0;
  for (let i = 0; i < text.length; i++) {
    while (cueIndex < cues.length && cues[cueIndex].start < i) cueIndex++;
    if (cueIndex < cues.length && cues[cueIndex].start === i && cueAt(cues[cueIndex]).kind === "contrast") {
      if (starts[starts.length - 1] !== i) {
        starts.push(i);
        continues.push(1);
      }
    }
    const code = text.charCodeAt(i);
    let boundary = false;
    let sentenceGoesOn = false;
    switch (code) {
      case 0x0a: // \n
      case 0x3002: // 。
      case 0x21: // !
      case 0x3f: // ?
      case 0x7c: // |
        boundary = true;
        break;
      case 0x3b: // ;
        boundary = true;
        sentenceGoesOn = true;
        break;
      case 0x2c: // , not inside 1,000
        boundary = !(isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1)));
        sentenceGoesOn = true;
        break;
      case 0x2e: // . ending a sentence
        boundary = i + 1 >= text.length || text.charCodeAt(i + 1) === 0x20 || text.charCodeAt(i + 1) === 0x0a;
        break;
    }
    if (boundary && i + 1 < text.length) {
      starts.push(i + 1);
      continues.push(sentenceGoesOn ? 1 : 0);
    }
  }
  return { starts: Int32Array.from(starts), continues: Uint8Array.from(continues) };
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Index of the clause containing `offset` (binary search over clause starts). */
export function clauseIndexAt(starts: Int32Array, offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
