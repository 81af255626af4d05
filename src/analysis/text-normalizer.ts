import { Buffer } from "node:buffer";
import { Converter } from "opencc-js/t2cn";

/**
 * Matching-time normalisation (DESIGN 6): NFKC (full width to half width), traditional to simplified
 * Chinese, lower-case Latin, typographic apostrophe to a typed one. It works one UTF-16 code unit at a time through a 64K lookup table built
 * once, so an answer is normalised in a single pass and nearly every character keeps its offset.
 * `toOriginal[i]` is the offset in the original text of normalised code unit i (plus one entry for
 * the end), so spans found in the normalised text quote the original.
 *
 * Known simplification: NFKC is applied per character, so combining sequences are not composed.
 */
export interface NormalizedText {
  readonly text: string;
  /** Read only: when no character expands it is a view shared with other answers. */
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
  // A typographic apostrophe is the same letter as a typed one: "Tom’s Guide" and "Tom's Guide" name
  // one publication, and a brand's alias written either way matches both.
  table[0x2019] = 0x27;
  table[0x02bc] = 0x27;
  table[0] = 0;
  expansions.set(0, "\u0000");
  foldTable = table;
  foldExpansions = expansions;
}

function tables(): [Uint16Array, Map<number, string>] {
  if (!foldTable || !foldExpansions) buildTables();
  return [foldTable as Uint16Array, foldExpansions as Map<number, string>];
}

/** Scratch space for the folded code units, reused by every call (the analysis is synchronous). */
let buffer = new Uint16Array(8192);
/** 0, 1, 2, ...: identity offset maps are views of it, grown on demand. */
let identity = new Int32Array(0);

/** Normalises a whole answer and keeps the offset map back to the original. */
export function normalizeText(original: string): NormalizedText {
  const [table, expansions] = tables();
  const length = original.length;
  if (buffer.length < length * 4 + 8) buffer = new Uint16Array(length * 4 + 8);
  const out = buffer;
  let n = 0;
  let expanded = false;
  for (let i = 0; i < length; i++) {
    const code = original.charCodeAt(i);
    if (isDroppedEscape(original, i, code)) {
      expanded = true;
      continue;
    }
    const folded = table[code];
    if (folded !== 0) {
      out[n++] = folded;
      continue;
    }
    expanded = true;
    const expansion = expansions.get(original.charCodeAt(i)) ?? "";
    for (let k = 0; k < expansion.length && n < out.length; k++) out[n++] = expansion.charCodeAt(k);
  }
  const text = codeUnitsToString(out, n);
  // Nearly every answer folds one code unit to one code unit: the offset map is then the identity.
  return { text, toOriginal: expanded ? offsetMap(original, table, expansions, n) : identityMap(n) };
}

const BACKSLASH = 0x5c;
/**
 * Markdown escapes that copied answers keep ("AT\&T", "\$55/month", "H\&M"): the backslash is dropped so
 * the name reads as written. Not before * or _, which would then read as emphasis.
 */
const ESCAPABLE = "&$#~.+!-()[]";
const ESCAPED = new Set([...ESCAPABLE].map((c) => c.charCodeAt(0)));
const ESCAPE = new RegExp(`\\\\([${ESCAPABLE.replace(/[-\]\\[]/g, "\\$&")}])`, "g");

/** True when the code unit `code` at `i` is a backslash the normaliser drops. */
function isDroppedEscape(original: string, i: number, code: number): boolean {
  return code === BACKSLASH && ESCAPED.has(original.charCodeAt(i + 1));
}

/** `text` (a name as the answer writes it) without the markdown escapes normalizeText drops. */
export function withoutEscapes(text: string): string {
  return text.includes("\\") ? text.replace(ESCAPE, "$1") : text;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * The string of the first `n` code units. Decoding their bytes as UTF-16LE copies them as they are (lone
 * surrogates too), about ten times faster than String.fromCharCode.apply, where the host stores them
 * little-endian (x86, ARM).
 */
function codeUnitsToString(units: Uint16Array, n: number): string {
  if (LITTLE_ENDIAN) return Buffer.from(units.buffer, units.byteOffset, n * 2).toString("utf16le");
  let text = "";
  for (let start = 0; start < n; start += 4096)
    text += String.fromCharCode.apply(
      null,
      units.subarray(start, Math.min(n, start + 4096)) as unknown as number[],
    );
  return text;
}

/**
 * The identity offset map for `length` code units: a view of one shared array, so an answer costs no
 * allocation and fill of its own. Offset maps are only read, never written.
 */
function identityMap(length: number): Int32Array {
  if (identity.length <= length) {
    identity = new Int32Array(Math.max(length + 1, identity.length * 2, 4096));
    for (let i = 0; i < identity.length; i++) identity[i] = i;
  }
  return identity.subarray(0, length + 1);
}

function offsetMap(
  original: string,
  table: Uint16Array,
  expansions: Map<number, string>,
  n: number,
): Int32Array {
  const map = new Int32Array(n + 1);
  let k = 0;
  for (let i = 0; i < original.length && k < n; i++) {
    const code = original.charCodeAt(i);
    const width = isDroppedEscape(original, i, code)
      ? 0
      : table[code] !== 0
        ? 1
        : (expansions.get(code) ?? "").length;
    for (let w = 0; w < width && k < n; w++) map[k++] = i;
  }
  map[n] = original.length;
  return map;
}

/**
 * Up to this length no name can fold to more code units than normalizeText's scratch buffer holds (an
 * NFKC expansion is at most 18 code units), so folding it here gives what normalizeText would.
 */
const SHORT_NAME = 455;

/**
 * Normalises a brand name or cue word the same way, trimming and collapsing inner whitespace. Names fold
 * in a loop of their own: the analysis normalises thousands of short names, and passing them through
 * normalizeText too made V8's code for it slower on every answer (2.5 times, measured in the analysis).
 */
export function normalizeName(name: string): string {
  if (name.length > SHORT_NAME) return normalizeText(name).text.trim().replace(/\s+/g, " ");
  const [table, expansions] = tables();
  let folded = "";
  // Most names have no whitespace to trim or collapse, or single inner spaces only: the trim and the
  // regex replace are skipped for them (an expansion is taken to hold some).
  let irregular = false;
  let previous = 0x20;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    const unit = table[code];
    if (unit !== 0) {
      folded += String.fromCharCode(unit);
      if (isWhiteSpace(unit) && (unit !== 0x20 || previous === 0x20)) irregular = true;
      previous = unit;
    } else {
      folded += expansions.get(code) ?? "";
      irregular = true;
    }
  }
  if (!irregular && previous !== 0x20) return folded;
  return folded.trim().replace(/\s+/g, " ");
}

/** What the regex class \s matches. */
export function isWhiteSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
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
