import { Converter } from "opencc-js/t2cn";

/**
 * Matching-time normalisation (DESIGN 6): NFKC (full width to half width), traditional to simplified
 * Chinese, lower-case Latin. It works one UTF-16 code unit at a time through a 64K lookup table built
 * once, so an answer is normalised in a single pass and nearly every character keeps its offset.
 * `toOriginal[i]` is the offset in the original text of normalised code unit i (plus one entry for
 * the end), so spans found in the normalised text quote the original.
 *
 * Known simplification: NFKC is applied per character, so combining sequences are not composed.
 */
export interface NormalizedText {
  readonly text: string;
  readonly toOriginal: Int32Array;
}

let foldTable: Uint16Array | undefined;
let foldExpansions: Map<number, string> | undefined;

function isCjkRange(code: number): boolean {
  return (code >= 0x3400 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff);
}

function buildTables(): void {
  const table = new Uint16Array(0x10000);
  const expansions = new Map<number, string>();
  // Traditional to simplified, one character at a time: join the whole CJK range with newlines so
  // that no multi-character phrase rule can apply, then read the results back line by line.
  const cjk: number[] = [];
  for (let code = 0x3400; code <= 0xfaff; code++) if (isCjkRange(code)) cjk.push(code);
  const toSimplified = Converter({ from: "t", to: "cn" });
  const converted = toSimplified(cjk.map((code) => String.fromCharCode(code)).join("\n")).split("\n");
  const simplified = new Map<number, string>();
  if (converted.length === cjk.length) {
    for (let i = 0; i < cjk.length; i++) if (converted[i].length === 1) simplified.set(cjk[i], converted[i]);
  }
  for (let code = 0; code < 0x10000; code++) {
    if (code >= 0xd800 && code <= 0xdfff) {
      table[code] = code;
      continue;
    }
    let folded = String.fromCharCode(code).normalize("NFKC");
    if (folded.length === 1) folded = simplified.get(folded.charCodeAt(0)) ?? folded;
    folded = folded.toLowerCase();
    if (folded.length === 1) table[code] = folded.charCodeAt(0);
    else {
      table[code] = 0;
      expansions.set(code, folded);
    }
  }
  table[0] = 0;
  expansions.set(0, "\u0000");
  foldTable = table;
  foldExpansions = expansions;
}

function tables(): [Uint16Array, Map<number, string>] {
  if (!foldTable || !foldExpansions) buildTables();
  return [foldTable as Uint16Array, foldExpansions as Map<number, string>];
}

/** Normalises a whole answer and keeps the offset map back to the original. */
export function normalizeText(original: string): NormalizedText {
  const [table, expansions] = tables();
  const length = original.length;
  const out = new Uint16Array(length * 2 + 8);
  let toOriginal = new Int32Array(length * 2 + 9);
  let n = 0;
  for (let i = 0; i < length; i++) {
    const code = original.charCodeAt(i);
    const folded = table[code];
    if (folded !== 0) {
      out[n] = folded;
      toOriginal[n++] = i;
      continue;
    }
    const expansion = expansions.get(code) ?? "";
    for (let k = 0; k < expansion.length; k++) {
      if (n >= out.length - 1) break;
      out[n] = expansion.charCodeAt(k);
      toOriginal[n++] = i;
    }
  }
  toOriginal[n] = length;
  toOriginal = toOriginal.subarray(0, n + 1);
  let text = "";
  for (let start = 0; start < n; start += 4096)
    text += String.fromCharCode.apply(
      null,
      out.subarray(start, Math.min(n, start + 4096)) as unknown as number[],
    );
  return { text, toOriginal };
}

/** Normalises a brand name or cue word the same way, trimming and collapsing inner whitespace. */
export function normalizeName(name: string): string {
  return normalizeText(name).text.trim().replace(/\s+/g, " ");
}

/** The original-text slice behind a normalised span. */
export function originalSlice(
  original: string,
  normalized: NormalizedText,
  start: number,
  end: number,
): string {
  const from = normalized.toOriginal[start];
  const to = end >= normalized.toOriginal.length - 1 ? original.length : normalized.toOriginal[end];
  return original.slice(from, to);
}
