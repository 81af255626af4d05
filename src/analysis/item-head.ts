import { isCommonWords } from "./common-words.ts";
import { codeUnits, isDigit } from "./text-spans.ts";

/**
 * The head of a list item, heading or table cell: the span whose brands rank first and which discovery
 * reads as a name (a leading bold span or link text, the text before a separator, the whole short
 * content, or a phrase), after numbering and decoration; and the name after a bold label head.
 */
export type HeadKind = "bold" | "link" | "separated" | "whole" | "phrase";

const NUMBERING =
  /^(?:\d\uFE0F?\u20E3|\d (?=[\u3400-\u9fff])|(?:top|no\.?|#)\s*\d{1,2}\s*[:.)、-]?|第[一二三四五六七八九十\d]{1,3}[名位个款类种]?\s*[:.、]?|\d{1,2}\s*[.)、:](?!\d)|\(\d{1,2}\)|[a-z]\)(?= )|[一二三四五六七八九十]{1,3}\s*[、.:]|推荐\s*\d{1,2}\s*[:.]|option\s*\d{1,2}\s*[:.]|方案[一二三四五六七八九十\d]{1,2}\s*[:.]?)\s*/;
// Characters are compared as code units: text[i] makes a string of every Chinese character it reads.
const SEPARATORS = codeUnits(":,;(!?|—–。[=>");
const BOLD_TRIM = codeUnits(":.,;!? ");
const WHOLE_TRIM = codeUnits(" *_");
const LABEL_MARK = codeUnits(" *_:");
const LABEL_END = codeUnits(",.;:(|—");
const SPACE = 0x20;
const COLON = 0x3a;
const DOT = 0x2e;
const OPEN_BRACKET = 0x5b;
const STAR = 0x2a;

/** "-", "—" or "–". */
function isDash(code: number): boolean {
  return code === 0x2d || code === 0x2014 || code === 0x2013;
}
const NAME_HEAD_LIMIT = 32;
/** What joins two bold names in one head: "**A**、**B**", "**A** / **B**", "**A**和**B**", "**A** or **B**". */
const BOLD_CHAIN = /^\s*(?:、|\/|,|和|或|及|&|or|and)\s*\*\*(?!\s)/;
const ETC = 0x7b49; // 等
const OF = 0x7684; // 的
const EXAMPLE_OPENER = /^(?:比如|例如|包括|像是|诸如|像|如|such as |like |e\.g\.,? )/;
/** True when the normalised code unit at an offset was a capital letter in the original text. */
export type CapitalAt = (offset: number) => boolean;
const MAX_RUN_WORDS = 4;

/**
 * The run of capitalised words at `p` ("Koolaburra Koola Short" in "Koolaburra Koola Short offers …"):
 * its end offset, or p when the text there does not start with a capital.
 */
function capitalisedRun(text: string, p: number, limit: number, capitalAt: CapitalAt | undefined): number {
  if (!capitalAt) return p;
  let end = p;
  let q = p;
  for (
    let words = 0;
    words < MAX_RUN_WORDS && q < limit && (capitalAt(q) || isDigit(text.charCodeAt(q)));
    words++
  ) {
    while (q < limit && text.charCodeAt(q) !== SPACE) q++;
    let wordEnd = q;
    while (wordEnd > end && ",.;:".includes(text[wordEnd - 1])) wordEnd--;
    end = wordEnd;
    if (wordEnd < q) break;
    q++;
  }
  return end;
}

const PHRASE_HEAD_LIMIT = 12;
/**
 * The longest line that is its own head when no separator cuts it: an item's line longer than this is a
 * sentence; a heading is a title, and a model's full name there runs longer ("新百伦Fresh Foam Hierro v7
 * GTX"), so headings pass HEADING_WHOLE_LIMIT.
 */
const WHOLE_LINE_LIMIT = 24;
export const HEADING_WHOLE_LIMIT = 40;

function isDecoration(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x09 ||
    (code >= 0xd800 && code <= 0xdfff) ||
    (code >= 0x2000 && code <= 0x2bff && code !== 0x2014 && code !== 0x2013) ||
    code === 0xfe0f ||
    code === 0x200d ||
    code === 0x3000 ||
    code === 0x3010 ||
    code === 0x3011 ||
    code === 0x23 ||
    code === 0x3e
  );
}

const NAME_LIST_LIMIT = 64;
/** Between names of a list: ", ", " / ", " & ", " and ", " or ". */
const NAME_LIST_JOINER = /\s*(?:,|\/|\s&\s|\sand\s|\sor\s)\s*/;
/**
 * "Canidae, Iams, Eukanuba – solid options", "Purina Pro Plan & Purina ONE – …": names listed before a
 * spaced dash are the head together (each a name of it); the end of the list, or p when there is none.
 */
function nameListBeforeDash(text: string, p: number, end: number): number {
  const limit = Math.min(end, p + NAME_LIST_LIMIT);
  let dash = -1;
  for (let q = p + 2; q < limit; q++) {
    const code = text.charCodeAt(q);
    if (SEPARATORS.has(code) && code !== 0x2c && code !== 0x2014 && code !== 0x2013) return p;
    if (code === DOT && text.charCodeAt(q + 1) === SPACE) return p;
    if (isDash(code) && text.charCodeAt(q - 1) === SPACE && text.charCodeAt(q + 1) === SPACE) {
      dash = q;
      break;
    }
  }
  if (dash < 0) return p;
  const lead = text.slice(p, dash).trimEnd();
  const parts = lead.split(NAME_LIST_JOINER);
  if (parts.length < 2 || parts.some((part) => part.length < 2 || part.split(" ").length > 4)) return p;
  return p + lead.length;
}

/** Finds the head of an item whose content runs [start, end). */
export function findHead(
  text: string,
  start: number,
  end: number,
  wholeLimit = WHOLE_LINE_LIMIT,
  /** Whether the original has a capital at an offset: a product's title in capitals may run longer. */
  capitalAt?: (offset: number) => boolean,
  /** Whether a well-known brand's name starts at an offset ("Keen" is a word, and a maker). */
  brandAt?: (offset: number) => boolean,
): { start: number; end: number; isName: boolean; kind: HeadKind } {
  let p = start;
  for (let round = 0; round < 3; round++) {
    while (p < end && isDecoration(text.charCodeAt(p))) p++;
    const numbering = NUMBERING.exec(text.slice(p, Math.min(end, p + 16)));
    if (numbering && numbering[0].length > 0) p += numbering[0].length;
    else break;
  }
  while (p < end && isDecoration(text.charCodeAt(p))) p++;
  if (text.charCodeAt(p) === OPEN_BRACKET) {
    // A markdown link heading the item: its text is the head ("1. [Sony a6400](https://...)").
    const close = text.indexOf("](", p);
    if (close > p + 1 && close < end && !text.slice(p, close).includes("\n"))
      return { start: p + 1, end: close, isName: true, kind: "link" };
  }
  if (text.startsWith("**", p) || text.startsWith("__", p)) {
    const close = text.indexOf(text.slice(p, p + 2), p + 2);
    if (close > 0 && close < end) {
      let inner = p + 2;
      const numbering = NUMBERING.exec(text.slice(inner, close));
      if (numbering) inner += numbering[0].length;
      let innerEnd = close;
      while (innerEnd > inner && BOLD_TRIM.has(text.charCodeAt(innerEnd - 1))) innerEnd--;
      const linkTextEnd = text.charCodeAt(inner) === OPEN_BRACKET ? text.indexOf("](", inner) : -1;
      if (linkTextEnd > inner + 1 && linkTextEnd < innerEnd)
        return { start: inner + 1, end: linkTextEnd, isName: true, kind: "bold" };
      // "**天猫超市**、**拼多多**：…": bold names joined by a list separator all head the item.
      let chainEnd = innerEnd;
      for (let next = close + 2; ; ) {
        const joiner = BOLD_CHAIN.exec(text.slice(next, Math.min(end, next + 8)));
        if (!joiner) break;
        const nextClose = text.indexOf("**", next + joiner[0].length);
        if (nextClose < 0 || nextClose >= end) break;
        chainEnd = nextClose;
        next = nextClose + 2;
      }
      return { start: inner, end: chainEnd, isName: true, kind: "bold" };
    }
  }
  const listEnd = nameListBeforeDash(text, p, end);
  if (listEnd > p) return { start: p, end: listEnd, isName: true, kind: "separated" };
  const limit = Math.min(end, p + NAME_HEAD_LIMIT);
  for (let q = p; q < limit; q++) {
    const code = text.charCodeAt(q);
    const spacedDash = isDash(code) && text.charCodeAt(q - 1) === SPACE && text.charCodeAt(q + 1) === SPACE;
    if (
      SEPARATORS.has(code) ||
      spacedDash ||
      (code === DOT && (q + 1 >= end || text.charCodeAt(q + 1) === SPACE))
    ) {
      let headEnd = q;
      while (headEnd > p && text.charCodeAt(headEnd - 1) === SPACE) headEnd--;
      return { start: p, end: headEnd, isName: headEnd > p, kind: "separated" };
    }
  }
  // "9. Adidas Terrex Free Hiker Cold.RDY（≈1 600 元）": a product's whole title in capitals, longer than a
  // name, up to the aside in parentheses that follows it.
  if (capitalAt) {
    const paren = text.indexOf("(", limit);
    if (paren > 0 && paren < Math.min(end, p + HEADING_WHOLE_LIMIT)) {
      let headEnd = paren;
      while (headEnd > p && text.charCodeAt(headEnd - 1) === SPACE) headEnd--;
      // Not a card's description that opens with a word ("Reflective Premium No-Pull Dog Harness (…)").
      const first = /^(?:the )?([a-z0-9]+)/.exec(text.slice(p, headEnd));
      const word = first ? first[1] : "";
      const opensWithBrand = brandAt?.(p + (first ? first[0].length - word.length : 0)) === true;
      if (isProductTitle(text, p, headEnd, capitalAt) && (opensWithBrand || !isCommonWords(word)))
        return { start: p, end: headEnd, isName: true, kind: "separated" };
    }
  }
  // A markdown line break ("Altra Olympus 5 Hike GTX  ") is no part of the line's length.
  let contentEnd = end;
  while (contentEnd > p && text.charCodeAt(contentEnd - 1) === SPACE) contentEnd--;
  if (
    contentEnd - p <= wholeLimit ||
    (capitalAt && contentEnd - p <= HEADING_WHOLE_LIMIT && isProductTitle(text, p, contentEnd, capitalAt))
  ) {
    let headEnd = contentEnd;
    while (headEnd > p && WHOLE_TRIM.has(text.charCodeAt(headEnd - 1))) headEnd--;
    return { start: p, end: headEnd, isName: true, kind: "whole" };
  }
  return { start: p, end: Math.min(end, p + PHRASE_HEAD_LIMIT), isName: false, kind: "phrase" };
}

/**
 * "Merrell Thermo Chill Mid WP", "Decathlon Quechua SH500 X-Warm Mid": Latin words each opened by a
 * capital or a digit, no punctuation of a sentence. A product's whole title, however long.
 */
function isProductTitle(
  text: string,
  start: number,
  end: number,
  capitalAt: (offset: number) => boolean,
): boolean {
  const line = text.slice(start, end);
  if (!/^[a-z0-9][a-z0-9 +\-.\u2010\u2011]*$/.test(line) || / \.|\.$/.test(line)) return false;
  for (let at = start; at < end; at++)
    if ((at === start || text.charCodeAt(at - 1) === SPACE) && /[a-z]/.test(text[at]) && !capitalAt(at))
      return false;
  return true;
}

const OPENING_QUOTE = new Set([..."“‘「『\"'"].map((c) => c.charCodeAt(0)));
/** "（如十足、唐久）" right after a bold label: the examples it gives in parentheses. */
const PARENTHESISED_EXAMPLES = new RegExp(`^[（(]\\s*${EXAMPLE_OPENER.source.slice(1)}`);

/**
 * The span after a bold head that ends in a colon, up to the next separator (at most 40 code units), or
 * the examples a bold head gives in parentheses ("**兰州本地便利店**（如十足、唐久）").
 */
export function afterHead(
  text: string,
  headEnd: number,
  lineEnd: number,
  capitalAt?: CapitalAt,
  heading = false,
): { afterHeadStart: number; afterHeadEnd: number } {
  let p = headEnd;
  let colon = false;
  let bold = false;
  while (p < lineEnd && LABEL_MARK.has(text.charCodeAt(p))) {
    const code = text.charCodeAt(p);
    if (code === COLON) colon = true;
    else if (code !== SPACE) bold = true;
    p++;
  }
  const examples = bold && !colon ? PARENTHESISED_EXAMPLES.exec(text.slice(p, p + 12)) : null;
  if (examples) {
    const start = p + examples[0].length;
    let close = start;
    while (close < lineEnd && text[close] !== ")" && text[close] !== "）") close++;
    if (close < lineEnd && close > start) return { afterHeadStart: start, afterHeadEnd: close };
  }
  // Only a bold label ("**Best overall:**") or a heading's ("## 稳妥派：公牛") introduces a name; "看售后：
  // 土巨人等..." in a paragraph is a tip.
  if (!colon || !(bold || heading) || p >= lineEnd) return { afterHeadStart: headEnd, afterHeadEnd: headEnd };
  // "**大型超市**：如沃尔玛、家乐福等，…": the names the label gives as examples are the item's names.
  const opener = EXAMPLE_OPENER.exec(text.slice(p, p + 12));
  if (opener) p += opener[0].length;
  // "**本地便利店**：如“好又多”或“美宜佳”": the names may be quoted.
  while (p < lineEnd && OPENING_QUOTE.has(text.charCodeAt(p))) p++;
  const limit = Math.min(lineEnd, p + 40);
  let q = p;
  for (; q < limit; q++) {
    const code = text.charCodeAt(q);
    if ((isDash(code) && text.charCodeAt(q - 1) === SPACE) || LABEL_END.has(code)) break;
    // "**下方近用区**：比远用区**少 50~100 度**": bold opening mid-span starts another phrase.
    if (code === STAR && text.charCodeAt(q + 1) === STAR && q > p) break;
    // "7-11、全家、罗森、美宜佳等便利店": an enumeration of names ends at 等.
    if ((code === ETC || code === OF) && q > p && text.lastIndexOf("、", q) > p) break;
  }
  if (q === limit && limit < lineEnd) {
    // "**Classic short boots**: Koolaburra Koola Short offers …": a run of capitalised words names it.
    q = capitalisedRun(text, p, limit, capitalAt);
    // One capitalised word opens any sentence ("Always read reviews"): a name takes two or a digit.
    if (q === p || !/[ \d]/.test(text.slice(p, q))) return { afterHeadStart: headEnd, afterHeadEnd: headEnd };
  }
  let end = q;
  while (end > p && text.charCodeAt(end - 1) === SPACE) end--;
  return { afterHeadStart: p, afterHeadEnd: end };
}
