/**
 * The head of a list item, heading or table cell: the span whose brands rank first and which discovery
 * reads as a name (a leading bold span or link text, the text before a separator, the whole short
 * content, or a phrase), after numbering and decoration; and the name after a bold label head.
 */
export type HeadKind = "bold" | "link" | "separated" | "whole" | "phrase";

const NUMBERING =
  /^(?:\d\uFE0F?\u20E3|(?:top|no\.?|#)\s*\d{1,2}\s*[:.)、-]?|第[一二三四五六七八九十\d]{1,3}[名位个款类种]?\s*[:.、]?|\d{1,2}\s*[.)、:](?!\d)|\(\d{1,2}\)|[一二三四五六七八九十]{1,3}\s*[、.:]|推荐\s*\d{1,2}\s*[:.]|option\s*\d{1,2}\s*[:.]|方案[一二三四五六七八九十\d]{1,2}\s*[:.]?)\s*/;
const SEPARATORS = new Set([":", ",", ";", "(", "!", "?", "|", "—", "–", "。", "[", "=", ">"]);
const NAME_HEAD_LIMIT = 32;
const PHRASE_HEAD_LIMIT = 12;

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

/** Finds the head of an item whose content runs [start, end). */
export function findHead(
  text: string,
  start: number,
  end: number,
): { start: number; end: number; isName: boolean; kind: HeadKind } {
  let p = start;
  for (let round = 0; round < 3; round++) {
    while (p < end && isDecoration(text.charCodeAt(p))) p++;
    const numbering = NUMBERING.exec(text.slice(p, Math.min(end, p + 16)));
    if (numbering && numbering[0].length > 0) p += numbering[0].length;
    else break;
  }
  while (p < end && isDecoration(text.charCodeAt(p))) p++;
  if (text[p] === "[") {
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
      while (innerEnd > inner && ":.,;!? ".includes(text[innerEnd - 1])) innerEnd--;
      const linkTextEnd = text[inner] === "[" ? text.indexOf("](", inner) : -1;
      if (linkTextEnd > inner + 1 && linkTextEnd < innerEnd)
        return { start: inner + 1, end: linkTextEnd, isName: true, kind: "bold" };
      return { start: inner, end: innerEnd, isName: true, kind: "bold" };
    }
  }
  const limit = Math.min(end, p + NAME_HEAD_LIMIT);
  for (let q = p; q < limit; q++) {
    const ch = text[q];
    const spacedDash = (ch === "-" || ch === "—" || ch === "–") && text[q - 1] === " " && text[q + 1] === " ";
    if (SEPARATORS.has(ch) || spacedDash || (ch === "." && (q + 1 >= end || text[q + 1] === " "))) {
      let headEnd = q;
      while (headEnd > p && text[headEnd - 1] === " ") headEnd--;
      return { start: p, end: headEnd, isName: headEnd > p, kind: "separated" };
    }
  }
  if (end - p <= 24) {
    let headEnd = end;
    while (headEnd > p && " *_".includes(text[headEnd - 1])) headEnd--;
    return { start: p, end: headEnd, isName: true, kind: "whole" };
  }
  return { start: p, end: Math.min(end, p + PHRASE_HEAD_LIMIT), isName: false, kind: "phrase" };
}

/** The span after a bold head that ends in a colon, up to the next separator (at most 40 code units). */
export function afterHead(
  text: string,
  headEnd: number,
  lineEnd: number,
): { afterHeadStart: number; afterHeadEnd: number } {
  let p = headEnd;
  let colon = false;
  let bold = false;
  while (p < lineEnd && " *_:".includes(text[p])) {
    if (text[p] === ":") colon = true;
    else if (text[p] !== " ") bold = true;
    p++;
  }
  // Only a bold label ("**Best overall:**") introduces a name; "看售后：土巨人等..." is a tip.
  if (!colon || !bold || p >= lineEnd) return { afterHeadStart: headEnd, afterHeadEnd: headEnd };
  const limit = Math.min(lineEnd, p + 40);
  let q = p;
  for (; q < limit; q++) {
    const ch = text[q];
    const spacedDash = (ch === "-" || ch === "—" || ch === "–") && text[q - 1] === " ";
    if (spacedDash || ch === "—" || ",.;:(|".includes(ch)) break;
  }
  if (q === limit && limit < lineEnd) return { afterHeadStart: headEnd, afterHeadEnd: headEnd };
  let end = q;
  while (end > p && text[end - 1] === " ") end--;
  return { afterHeadStart: p, afterHeadEnd: end };
}
