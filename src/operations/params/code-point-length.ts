/**
 * Length in Unicode code points, the unit of every "at most N characters" rule: an emoji or a CJK
 * extension character counts once, where `String.length` would count its two UTF-16 halves.
 */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
