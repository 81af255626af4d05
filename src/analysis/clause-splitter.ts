import { type CueHit, cueAt } from "./cue-scanner.ts";

/**
 * Clause boundaries of the normalised answer. A clause ends at sentence punctuation, a comma (not one
 * inside a number), a line break, a table cell bar, or just before a contrast word ("但", "but",
 * "而不是"), so that "不推荐甲，推荐乙" and "甲很好，但乙很差" judge each brand by its own clause.
 * Returns the sorted start offsets of every clause (the first is 0).
 */
export function clauseStarts(text: string, cues: readonly CueHit[]): Int32Array {
  const starts: number[] = [0];
  let cueIndex = 0;
  for (let i = 0; i < text.length; i++) {
    while (cueIndex < cues.length && cues[cueIndex].start < i) cueIndex++;
    if (cueIndex < cues.length && cues[cueIndex].start === i && cueAt(cues[cueIndex]).kind === "contrast") {
      if (starts[starts.length - 1] !== i) starts.push(i);
    }
    const code = text.charCodeAt(i);
    let boundary = false;
    switch (code) {
      case 0x0a: // \n
      case 0x3002: // 。
      case 0x21: // !
      case 0x3f: // ?
      case 0x3b: // ;
      case 0x7c: // |
        boundary = true;
        break;
      case 0x2c: // , not inside 1,000
        boundary = !(isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1)));
        break;
      case 0x2e: // . ending a sentence
        boundary = i + 1 >= text.length || text.charCodeAt(i + 1) === 0x20 || text.charCodeAt(i + 1) === 0x0a;
        break;
    }
    if (boundary && i + 1 < text.length) starts.push(i + 1);
  }
  return Int32Array.from(starts);
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
