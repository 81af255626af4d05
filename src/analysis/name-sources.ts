import { codeUnits, firstStartingFrom, type Span } from "./text-spans.ts";

/*
 * Where names are in an answer beyond its list heads: "中文名（English）" pairs, heads that list several
 * names, brands glued to a model, country-word openers, link texts; and the tails that tell a list of
 * kinds from a list of names (docs/analysis.md, Brand discovery: candidate sources).
 */

const CJK = /[\u3400-\u9fff]/;
export const LATIN_ALIAS = /[a-z][a-z0-9 .&'+-]{1,30}\)/y;

export function isCjk(code: number): boolean {
  return code >= 0x3400 && code <= 0x9fff;
}

function isNameChar(code: number): boolean {
  return isCjk(code) || (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a);
}

/**
 * "中文名(English)" pairs: a run of up to 8 name characters starting with a CJK character, directly
 * followed by a parenthesised Latin name. Found from each "(" rather than by a regular expression
 * that would try every CJK character as a start.
 */
export function parenPairs(text: string): Array<{ start: number; end: number; name: string }> {
  const pairs: Array<{ start: number; end: number; name: string }> = [];
  for (let open = text.indexOf("("); open >= 0; open = text.indexOf("(", open + 1)) {
    let start = open;
    while (start > 0 && open - start < 8 && isNameChar(text.charCodeAt(start - 1))) start--;
    while (start < open && !isCjk(text.charCodeAt(start))) start++;
    if (open - start < 2) continue;
    LATIN_ALIAS.lastIndex = open + 1;
    const alias = LATIN_ALIAS.exec(text);
    if (!alias) continue;
    pairs.push({ start, end: open + 1 + alias[0].length, name: text.slice(start, open) });
  }
  return pairs;
}

/**
 * A brand glued to a model code or version: two to six Chinese characters then a Latin-and-digit model
 * ("飞科fs903") or, glued without a space, two or more Latin words of a model ("梅耶斯merrell moab 3 mid
 * gtx", "始祖鸟aerios fl mid gtx"; "微软 dynamics 365" is written apart), or a Latin word then a version
 * ("llama3.1:8b", "qwen2.5").
 */
export const GLUED_MODEL =
  /^(?:([\u3400-\u9fff]{2,6})(?: ?[a-z]{0,4}\d[a-z0-9.+-]*|[a-z][a-z'’&.-]*(?: [a-z0-9][a-z0-9'’&.+-]*){1,5})|([a-z]{3,})\d+(?:\.\d+)*(?::\w+)?)$/;
/**
 * "德国的博世", "日本的斑马（ZEBRA）", "国产品牌如…": a country word opens a brand name. Every alternative starts
 * with a country word of trigger-words.ts.
 */
export const COUNTRY_OPENER =
  /(德国|日本|美国|韩国|法国|意大利|瑞士|瑞典|英国|荷兰|丹麦|芬兰|挪威|奥地利|比利时|西班牙|澳大利亚|澳洲|新西兰|加拿大|以色列|国产|本土)(的|品牌)?([\u3400-\u9fff]{2,4}?)(?=[(（、,，。;；]|和|与|及|等|\s|$)/g;
/** A markdown link: its text, and the host of its target. */
export const MARKDOWN_LINK = /\[([^\]\n]{2,30})\]\(https?:\/\/([^/)\s]+)[^)\s]*\)/g;
/** "国产" and "本土" are also plain adjectives ("国产开源"): only "国产品牌X" or "国产的X" opens a name. */
export const ADJECTIVE_COUNTRY = /^(?:国产|本土)$/;
/** A locative ending ("大模型中") makes a phrase, not a name. */
export const LOCATIVE_END = /[中里上下内外间]$/;
/**
 * Separators of names listed in one head; "和/或/及" only between two names of two or more characters
 * ("7-11或全家", "京东和天猫"); "and"/"or" between bold names ("**Oshadi** and **Doodlage**").
 */
const LIST_SEPARATOR_CHARS = codeUnits("、/,;和或及与&");
const HEAD_LIST_SEPARATOR =
  /、|\/|,|;| & |\*\*\s*(?:and|or)\s*\*\*|(?<=[\u3400-\u9fff]{2}|[a-z0-9]{2})(?:和|或|及|与)(?=[\u3400-\u9fff]{2}|[a-z0-9]{2})/g;

/** A head longer than this is a product's full name, not a list of short names. */
const LONG_HEAD = 40;

/** The parts of a head that lists several names, or [] when it lists none. */
export function headParts(text: string, start: number, end: number): Span[] {
  let any = false;
  for (let i = start; i < end && !any; i++) any = LIST_SEPARATOR_CHARS.has(text.charCodeAt(i));
  // "**Oshadi** and **Doodlage**": bold names joined by a word.
  if (!any) any = text.slice(start, end).includes("**");
  if (!any) return [];
  const head = text.slice(start, end);
  const parts: Span[] = [];
  let from = 0;
  HEAD_LIST_SEPARATOR.lastIndex = 0;
  for (let m = HEAD_LIST_SEPARATOR.exec(head); ; m = HEAD_LIST_SEPARATOR.exec(head)) {
    // "Transsion (Tecno, Infinix, itel)": names in parentheses belong to the name before them.
    if (m && depth(head, m.index) > 0) continue;
    // "…1080p Pan/Tilt/Zoom Wi-Fi Camera": a slash between two words of a long product name joins options
    // of one feature, it lists no names.
    if (
      m &&
      m[0] === "/" &&
      head.length > LONG_HEAD &&
      /\w/.test(head[m.index - 1] ?? "") &&
      /\w/.test(head[m.index + 1] ?? "")
    )
      continue;
    // "Bob & Brad D6 Pro", "Marks & Spencer": one word and "&" open a name, they list nothing.
    if (m && m[0] === " & " && !/\s/.test(head.slice(from, m.index).trim())) continue;
    const to = m ? m.index : head.length;
    let a = from;
    let b = to;
    while (a < b && /[\s*_]/.test(head[a])) a++;
    while (b > a && /[\s*_]/.test(head[b - 1])) b--;
    if (b - a >= 2) parts.push({ start: start + a, end: start + b, id: 0 });
    if (!m) break;
    from = m.index + m[0].length;
  }
  return parts.length >= 2 ? parts : [];
}

/** How many parentheses are open at `at`. */
function depth(text: string, at: number): number {
  let open = 0;
  for (let i = 0; i < at; i++) {
    const ch = text[i];
    if (ch === "(") open++;
    else if (ch === ")" && open > 0) open--;
  }
  return open;
}

/** A heading or parent item that asks the reader something ("**3. What style do you prefer?**"). */
export const QUESTION_HEAD = /[?？]\s*(?:\*\*|__)?\s*$/;

/** The last word of a Latin name (three letters or more), or the last three characters of a Chinese one. */
export function tailOf(name: string): string {
  // Three characters: brands share two-character endings ("多多买菜", "叮咚买菜"; "永辉超市", "华联超市").
  if (CJK.test(name)) return name.length >= 4 ? name.slice(-3) : "";
  const words = name.match(/[a-z][a-z'-]{2,}/g);
  return words && words.length >= 2 ? words[words.length - 1] : "";
}

/**
 * Tails that two or more names of one list share: "Puppy Stage", "Adult Stage", "Senior Stage" (or
 * "无香型洗发水", "去屑洗发水") are kinds of one thing, not brands.
 */
export function sharedTails(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const name of names) {
    const tail = tailOf(name);
    if (tail.length === 0) continue;
    if (seen.has(tail)) shared.add(tail);
    seen.add(tail);
  }
  return shared;
}

/** True when a mention opens [start, end) (after markup and quotes): the item is headed by that brand. */
export function startsWithMention(
  mentions: readonly Span[],
  start: number,
  end: number,
  text: string,
): boolean {
  let s = start;
  while (s < end && /[\s*_"“「]/.test(text[s])) s++;
  const k = firstStartingFrom(mentions, s);
  return k < mentions.length && mentions[k].start === s && mentions[k].end <= end;
}
