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

/** The code units of `chars`, to test a character of a text by charCodeAt instead of making a string of it. */
export function codeUnits(chars: string): ReadonlySet<number> {
  const set = new Set<number>();
  for (let i = 0; i < chars.length; i++) set.add(chars.charCodeAt(i));
  return set;
}

/** Latin letters and digits: the characters a Latin-script word boundary separates. */
/** True for an ASCII digit's code unit. */
export function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

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
  sortSpans(candidates);
  const chosen: Span[] = [];
  let covered = 0;
  for (const span of candidates) {
    if (span.start < covered) continue;
    chosen.push(span);
    covered = span.end;
  }
  return chosen;
}

/** Index of the first of the spans (sorted by start) that starts at or after `offset`; length when none. */
export function firstStartingFrom(spans: readonly Span[], offset: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Consecutive members sharing a `group` (an enumeration, a coordination run), one array per group. */
export function groupRuns<T extends { group: number }>(members: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (let k = 0; k < members.length; ) {
    let end = k + 1;
    while (end < members.length && members[end].group === members[k].group) end++;
    runs.push(members.slice(k, end));
    k = end;
  }
  return runs;
}

/** True when `offset` lies inside one of the sorted, non-overlapping `spans`. */
export function isInsideAny(spans: readonly Span[], offset: number): boolean {
  const k = firstStartingFrom(spans, offset + 1) - 1;
  return k >= 0 && spans[k].end > offset;
}

/**
 * Drops spans whose start lies inside any of the sorted, non-overlapping `excluded` ranges. Returns
 * `spans` itself when none is dropped (most calls drop nothing, and a copy is garbage to collect).
 */
export function withoutExcluded<T extends { start: number }>(spans: T[], excluded: readonly Span[]): T[] {
  if (excluded.length === 0) return spans;
  let kept: T[] | undefined;
  let k = 0;
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i];
    while (k < excluded.length && excluded[k].end <= span.start) k++;
    if (k < excluded.length && excluded[k].start <= span.start) {
      kept ??= spans.slice(0, i);
      continue;
    }
    kept?.push(span);
  }
  return kept ?? spans;
}

/**
 * Sorts spans in place by start, the longer first at the same start, keeping the input order of equal
 * spans (what a stable sort with that comparator does). Candidates arrive nearly sorted (an automaton
 * reports them by end), so an insertion sort moves few of them and calls no comparator; an input far
 * from sorted falls back to the built-in stable sort, which then orders equal spans the same way.
 */
export function sortSpans(spans: Span[]): void {
  let budget = spans.length * 8 + 64;
  for (let i = 1; i < spans.length; i++) {
    if (budget < 0) {
      spans.sort((a, b) => a.start - b.start || b.end - a.end);
      return;
    }
    const span = spans[i];
    let j = i - 1;
    for (; j >= 0; j--) {
      const other = spans[j];
      if (other.start < span.start || (other.start === span.start && other.end >= span.end)) break;
      spans[j + 1] = other;
    }
    spans[j + 1] = span;
    budget -= i - 1 - j;
  }
}

/** True when one of sorted, non-overlapping spans overlaps [start, end). */
export function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < spans.length && spans[lo].start < end;
}
