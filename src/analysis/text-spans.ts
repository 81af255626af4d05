/** A half-open span [start, end) in the normalised text, with the id of what it is. */
export interface Span {
  start: number;
  end: number;
  id: number;
}

const WORD = new Uint8Array(0x10000);
for (let c = 0x30; c <= 0x39; c++) WORD[c] = 1;
for (let c = 0x61; c <= 0x7a; c++) WORD[c] = 1;
for (let c = 0x41; c <= 0x5a; c++) WORD[c] = 1;
for (let c = 0xc0; c <= 0x24f; c++) WORD[c] = 1;
WORD[0xd7] = 0;
WORD[0xf7] = 0;

/** Latin letters and digits: the characters a Latin-script word boundary separates. */
export function isWordChar(code: number): boolean {
  return WORD[code] === 1;
}

/**
 * True when a candidate [start, end) sits on word boundaries where its own edge is a Latin letter or
 * digit ("Apple" must not match inside "Pineapple"; "小米" may match inside "小米手机").
 */
export function onWordBoundaries(text: string, start: number, end: number): boolean {
  if (isWordChar(text.charCodeAt(start)) && start > 0 && isWordChar(text.charCodeAt(start - 1))) return false;
  if (isWordChar(text.charCodeAt(end - 1)) && end < text.length && isWordChar(text.charCodeAt(end)))
    return false;
  return true;
}

/** Leftmost-longest selection of non-overlapping spans (input in any order; output sorted). */
export function leftmostLongest(candidates: Span[]): Span[] {
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const chosen: Span[] = [];
  let covered = 0;
  for (const span of candidates) {
    if (span.start < covered) continue;
    chosen.push(span);
    covered = span.end;
  }
  return chosen;
}

/** Drops spans whose start lies inside any of the sorted, non-overlapping `excluded` ranges. */
export function withoutExcluded<T extends { start: number }>(spans: T[], excluded: readonly Span[]): T[] {
  if (excluded.length === 0) return spans;
  const kept: T[] = [];
  let k = 0;
  for (const span of spans) {
    while (k < excluded.length && excluded[k].end <= span.start) k++;
    if (k < excluded.length && excluded[k].start <= span.start) continue;
    kept.push(span);
  }
  return kept;
}
