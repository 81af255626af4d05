import { isCommonWords } from "./common-words.ts";
import { gluedItems } from "./glued-items.ts";
import { afterHead, type CapitalAt, findHead, HEADING_WHOLE_LIMIT, type HeadKind } from "./item-head.ts";
import { afterTwoBlankLines, hasScrapedItems, readsAsItem } from "./scraped-items.ts";
import { opensShoppingCard } from "./shopping-card.ts";
import { firstStartingFrom, type Span } from "./text-spans.ts";
import { matchesFrom, type TriggerKind, type TriggerStarts } from "./trigger-words.ts";

/**
 * The markdown structure of an answer that analysis needs: list items, headings and table rows (the
 * "items" whose heads rank brands first), bold spans, and the ranges that are not prose (URLs, link
 * targets, citation markers, code). Parsed on the normalised text: NFKC has already turned full-width
 * markers such as "１．" and "（1）" into ASCII, and offsets map back through the normaliser.
 */
export interface StructureItem {
  kind: "list" | "heading" | "table";
  /** Heading level (1-6, 7 for a bold line standing alone), list indentation, 0 for table rows. */
  level: number;
  lineStart: number;
  lineEnd: number;
  /** The span whose brands head the item (may be empty). */
  headStart: number;
  headEnd: number;
  /** True when the head is delimited like a name (bold, or followed by a separator), for discovery. */
  headIsName: boolean;
  /** How the head was delimited: bold span, link text, a separator, the whole short content, or a phrase. */
  headKind: HeadKind;
  /**
   * The name right after a label head ("**Best overall:** Coursera — ..."): [afterHeadStart,
   * afterHeadEnd), empty when the head is not followed by a colon.
   */
  afterHeadStart: number;
  afterHeadEnd: number;
  /** End of the item's body: nested items and continuation lines belong to it. */
  bodyEnd: number;
  /** Enclosing list item or heading, -1 at top level. */
  parent: number;
  /** The paragraph line introducing the item's list (empty when none), lower-cased. */
  intro: string;
  /** Offset of that line in the normalised text, -1 when there is none. */
  introStart: number;
  /**
   * True for an item of the answer's source list (under "参考资料", "Sources:", "References" ...): its
   * heads are page titles, not options the answer presents.
   */
  sourceList: boolean;
}

export type { HeadKind } from "./item-head.ts";

export interface AnswerStructure {
  items: StructureItem[];
  boldSpans: Span[];
  /** Sorted, non-overlapping ranges where no brand can be mentioned. */
  excluded: Span[];
  /**
   * Text that is not the answer's own judgement, so its cue words count for no brand: table header rows
   * (column names such as "| 品牌 | 优势 | 不足 |") and the items of a source list (page titles such as
   * "The best smartphone brands", "OPPO review: a strong contender"). Sorted, non-overlapping.
   */
  cueFree: Span[];
}

// A paragraph line led by a bold name and a colon ("**Obsidian**：本地存储…") is an item too.
// Bullets include a leading emoji ("🥇 **蜜雪冰城**：...", "✅ ..."), common in Doubao and Kimi answers;
// not the link emoji, which leads a reference line ("🔗 [YC vs. Techstars](…)") in the paragraph it ends.
const LIST_MARKER =
  /^([ \t]*)(?:[-*+](?=\s)|[•·▪●◦➤▶►]|\d{1,2}[.)、](?!\d)|\(\d{1,2}\)|[一二三四五六七八九十]{1,3}[、.]|(?!\uD83D\uDD17)(?:\uD83C[\uDC00-\uDFFF]|\uD83D[\uDC00-\uDEFF]|\uD83E[\uDD00-\uDFFF]|[\u2600-\u27BF])\uFE0F?(?=[ \t]*\S)|(?=(\*\*|__)[^*_\n]{1,40}\2[ \t]*:))[ \t]*/;
const HEADING = /^[ \t]{0,3}(#{1,6})[ \t]+/;
/**
 * A paragraph line led by a short name and a dash ("Royal Canin – breed-specific nutrition"): copied
 * answers lose their bullets (ChatGPT's web page pasted as text), so such lines are list items when an
 * answer has two or more of them.
 */
const DASH_LINE = /^[ \t]{0,1}[^\s.!?:：。#|*>][^\n.!?:：。]{1,47}?[ \t][–—][ \t]+\S/;
/** An emoji, then a short title with no punctuation that would make it a sentence or a labelled item. */
const EMOJI_TITLE =
  /^[ \t]*(?:\uD83C[\uDC00-\uDFFF]|\uD83D[\uDC00-\uDEFF]|\uD83E[\uDD00-\uDFFF]|[\u2600-\u27BF])\uFE0F?[ \t]*[^\s:：,，.。!！?？;；|*][^\n:：,，.。!！?？;；|]{1,72}$/;
const DASH_LINES = /(?:^|\n)[ \t]{0,1}[^\s.!?:：。#|*>][^\n.!?:：。]{1,47}?[ \t][–—][ \t]+\S/g;
/** "第一名：珀莱雅", "Top 1: Soundcore ...", "No.1 ..." on a short line of its own: a ranking heading. */
const RANK_LINE =
  /^[ \t]*(?:(?:第[一二三四五六七八九十\d]{1,3}名|top\s*\d{1,2}|no\.\s*\d{1,2})\s*[:.、)]|#\d{1,2}(?=[ \t]))\s*(?=\S)(?=.{1,80}$)/;
const BOLD_LINE = /^[ \t]*(\*\*|__)(?!\s)(.+?)\1[ \t]*[:：]?[ \t]*$/;
/**
 * "一、300–800 元档（入门通勤）" or "▶ 比 800+ 差在哪？" on a short line of its own, at the margin: a section's
 * title, over the numbered items that follow it (a Chinese ordinal numbers sections, "1." their items).
 */
const SECTION_LINE =
  /^(?:[一二三四五六七八九十]{1,3}、|[▶►➤][ \t]*(?=[^\n]{1,40}[？?][ \t]*$))[ \t]*(?=\S)(?=[^\n:：]{1,50}(?:[:：][ \t]*)?$)/;
/**
 * Where the words of an item whose marker stands alone on its line start: the next line, when it is
 * indented, not blank and no item or heading of its own but for a bold label ("   **免税店**："); else -1.
 */
function continuedItemLine(text: string, from: number): number {
  if (from >= text.length) return -1;
  let end = text.indexOf("\n", from);
  if (end < 0) end = text.length;
  const line = text.slice(from, end);
  const indent = /^[ \t]{2,}(?=\S)/.exec(line);
  if (!indent) return -1;
  const rest = line.slice(indent[0].length);
  if (HEADING.test(rest) || (LIST_MARKER.test(rest) && !/^(?:\*\*|__)/.test(rest))) return -1;
  return from + indent[0].length;
}

/**
 * A bold line that is a whole sentence ("**Tasc Performance polos stand out as the top choice for golf
 * due to … endorsements.[1]**", Perplexity's lead) is prose set in bold, not a heading.
 */
const BOLD_SENTENCE = /[.。!?！？](?:\[\d+\])*$/;
const SENTENCE_WORDS = 10;

function proseAside(bold: RegExpExecArray | null): RegExpExecArray | null {
  if (!bold || !BOLD_SENTENCE.test(bold[2])) return bold;
  const words = bold[2].split(" ").length;
  return words >= SENTENCE_WORDS || bold[2].length >= 40 ? null : bold;
}

/** A card title's first word, or two joined by "&" ("Saaksha & Kinni Blue High Waist Denim Jeans"). */
const CARD_MAKER = /[\p{L}\d][\p{L}\d'’.+-]*(?: & [\p{L}\d][\p{L}\d'’.+-]*)?/uy;

/**
 * The head of a shopping card's product line is its maker's word ("Petspot Premium Woolen Sofa Bed For
 * Dogs, Small" is Petspot's): the card names one product, and its title opens with the maker. A title
 * that opens with an ordinary word ("Round Reversible Dog Bed", but also "Brooks Glycerin 22") is headed
 * as any item is, and the name verdict, which knows the lexicon, judges it.
 */
function cardMaker(text: string, start: number, end: number): ReturnType<typeof findHead> {
  CARD_MAKER.lastIndex = start;
  const match = CARD_MAKER.exec(text);
  const headEnd = match ? Math.min(end, start + match[0].length) : start;
  if (headEnd === start || isCommonWords(text.slice(start, headEnd))) return findHead(text, start, end);
  return { start, end: headEnd, isName: true, kind: "separated" };
}

/** A short paragraph line that ends with a colon ("Top Recommended Brands & Types in India:"). */
const COLON_LINE = /^[^\s|*#>-].{0,100}[:：][ \t]*$/;

/**
 * "- Joint Support: …" / "Top Recommended Brands & Types in India:" / "- Royal Canin …": pages copied
 * without their blank lines put a list's intro right under the last item of the list before. Markdown
 * would read it as that item's lazy continuation; a short line ending with a colon over a list item is
 * the next list's intro.
 */
function introducesNextList(text: string, line: string, next: number): boolean {
  if (!COLON_LINE.test(line) || next >= text.length) return false;
  let nextEnd = text.indexOf("\n", next);
  if (nextEnd < 0) nextEnd = text.length;
  return LIST_MARKER.test(text.slice(next, nextEnd));
}

/** A heading or intro line that only announces the answer's sources ("**参考资料**：", "Sources:"). */
const SOURCE_LIST_LABEL =
  /^[ \t#*_]*(?:参考|参考资料|参考来源|参考链接|参考文献|资料来源|信息来源|来源|数据来源|引用|引用来源|相关链接|延伸阅读|sources?|references?|citations?|further reading|related links|learn more)[ \t*_]*:?[ \t*_]*$/;
/** What `line.trimStart().startsWith("```")` and `line.trim().length === 0` test, without copying the line. */
const FENCE_LINE = /^\s*```/;
const BLANK_LINE = /^\s*$/;
/**
 * The characters that can follow a line's indentation when it is a heading, a rank line, a bold line or
 * a list item (the first characters HEADING, RANK_LINE, BOLD_LINE and LIST_MARKER accept there): a
 * prose line starting with any other character is not tried against the four expressions.
 */
const ITEM_START = new Set(
  Array.from("#*_-+•·▪●◦➤▶►(第tn一二三四五六七八九十0123456789", (ch) => ch.charCodeAt(0)),
);

function mayStartItem(code: number): boolean {
  // Emoji bullets: a surrogate pair of the pictographic planes, or a symbol in U+2600-U+27BF.
  return ITEM_START.has(code) || (code >= 0xd83c && code <= 0xd83e) || (code >= 0x2600 && code <= 0x27bf);
}
const RANK_CELL = /^\s*(?:no\.?\s*|#|top\s*|第)?\d{1,3}(?:名)?\s*$/;
/** A table's first header cell that says its column labels the rows ("| Category | Top Models |"). */
const LABEL_COLUMN =
  /^[\s*_]*(?:categor(?:y|ies)|use case|use|type|need|scenario|purpose|best for|activity|price range|budget|类别|类型|分类|场景|需求|用途|人群|适用人群|预算|价位|你的设备|设备|设备类型|电器)[\s*_]*$/i;
/**
 * A table's first header cell that says its rows are aspects the other columns compare ("| 项目 | 9.9 三无款
 * | 品牌款 |", "| Feature | Sony | Bose |"): a row's first cell is an attribute, no name.
 */
const ASPECT_COLUMN =
  /^[\s*_]*(?:项目|对比项|对比项目|对比维度|维度|参数|指标|特性|规格|属性|方面|feature|features|spec|specs|specification|specifications|aspect|attribute|criteria|criterion|metric|factor|dimension)[\s*_]*$/i;
const TABLE_RULE = /^[ \t]*\|?[ \t]*:?-{2,}/;
/** A table cell that labels a pick ("**Best Overall**", "Budget pick", "最佳性价比", "首选"): the next cell is the pick. */
const PICK_LABEL_CELL =
  /^[\s*_]*(?:best\b|top pick|our pick|budget pick|upgrade pick|editor'?s choice|runner[- ]up|最佳|首选|最推荐|性价比之选)/i;
// Normalised text: NFKC has turned full-width "，；！" into ASCII, which rarely occur inside URLs.
const URL = /(?:https?:\/\/|www\.)[^\s<>"'`()[\],;!（）【】。、「」《》]+/g;
const LINK_TARGET = /\]\([^)\s]*(?:\s+"[^"]*")?\)/g;
export const CITATION_MARKER =
  /\^\[\d{1,3}\]\^|\[\^\d{1,3}\^?\]|\[ref_\d{1,3}\]|【\d{1,3}(?:[-,]\d{1,3})*】|\[citation:\d{1,3}\]|\[\[\d{1,3}\]\]|\[\d{1,3}(?:,\s*\d{1,3})*\]|\[source\s*\d{1,3}\]|【\d{1,3}†[^】\n]{0,40}】/g;
const CODE = /```[\s\S]*?(?:```|$)|`[^`\n]+`/g;
const BOLD = /\*\*(?!\s)([^*\n]{1,60}?)\*\*|__(?!\s)([^_\n]{1,60}?)__/g;

/**
 * The expressions of excluded ranges, each with a string every match of it contains and the kind of
 * trigger word every match starts with: with the cue scan's trigger starts an expression is tried at
 * those only; without them, a text without the string is not searched (most answers hold no code, many no
 * link), an indexOf being far cheaper than running the expression over the whole answer.
 */
const EXCLUDED_PATTERNS: ReadonlyArray<[RegExp, string, TriggerKind]> = [
  [URL, "", "url"],
  [LINK_TARGET, "](", "linkTarget"],
  [CITATION_MARKER, "", "bracket"],
  [CODE, "`", "backtick"],
];

function collectExcluded(text: string, triggers: TriggerStarts | undefined): Span[] {
  const ranges: Span[] = [];
  for (const [pattern, required, kind] of EXCLUDED_PATTERNS) {
    if (!triggers && !text.includes(required)) continue;
    for (const m of matchesFrom(text, pattern, triggers?.[kind]))
      ranges.push({ start: m.index, end: m.index + m[0].length, id: 0 });
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The index of the last item whose line starts at or before `at` (items are in text order), or -1. */
export function lastItemFrom(items: readonly StructureItem[], at: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].lineStart <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * A heading that is not set in bold as a whole ("## 稳妥派：公牛", "## 进阶：整库导入"): its label and colon
 * introduce a name or a step alike, unlike a bold label's.
 */
export function isPlainHeading(item: StructureItem): boolean {
  return item.kind === "heading" && item.headKind !== "bold";
}

/**
 * Parses the normalised answer text. `triggers`: where the answer's trigger words start (the cue scan's),
 * so that the expressions of links, citation markers, code and bold are tried there only. `brands`: the
 * well-known brands' names the scan found, sorted (where a glued section label ends and its first
 * product's maker begins).
 */
export function parseAnswerStructure(
  text: string,
  capitalAt?: CapitalAt,
  triggers?: TriggerStarts,
  brands?: readonly Span[],
): AnswerStructure {
  const items: StructureItem[] = [];
  const cueFree: Span[] = [];
  const openLists: number[] = [];
  const openHeadings: number[] = [];
  let intro = "";
  let introStart = -1;
  let previousBlank = true;
  let inFence = false;
  let tableRow = -1;
  let labelColumn = false;
  let aspectColumn = false;
  /** Where the next line to read starts when an item took the line after its own. */
  let skipTo = 0;
  DASH_LINES.lastIndex = 0;
  const dashLines =
    (triggers ? triggers.dash.length > 0 : text.includes(" \u2013 ") || text.includes(" \u2014 ")) &&
    DASH_LINES.exec(text) !== null &&
    DASH_LINES.exec(text) !== null;
  const scrapedItems = hasScrapedItems(text);
  const brandAt = (at: number) => brands?.[firstStartingFrom(brands, at)]?.start === at;
  const close = (index: number, at: number) => {
    items[index].bodyEnd = at;
  };
  const closeListsFrom = (indent: number, at: number) => {
    while (openLists.length > 0 && items[openLists[openLists.length - 1]].level >= indent)
      close(openLists.pop() as number, at);
  };
  const parentOf = () =>
    openLists.length > 0
      ? openLists[openLists.length - 1]
      : openHeadings.length > 0
        ? openHeadings[openHeadings.length - 1]
        : -1;

  for (let lineStart = 0; lineStart <= text.length; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const next = lineEnd + 1;
    const blank = BLANK_LINE.test(line);
    // Without a backtick in the answer no line opens a code fence.
    if ((!triggers || triggers.backtick.length > 0) && FENCE_LINE.test(line)) inFence = !inFence;
    if (inFence || blank) {
      if (!inFence) previousBlank = true;
      tableRow = blank ? -1 : tableRow;
      lineStart = next;
      continue;
    }
    let indentEnd = 0;
    while (line.charCodeAt(indentEnd) === 0x20 || line.charCodeAt(indentEnd) === 0x09) indentEnd++;
    const first = line.charCodeAt(indentEnd);
    const marked = mayStartItem(first);
    const heading = marked ? HEADING.exec(line) : null;
    const boldLine = !marked || heading ? null : proseAside(BOLD_LINE.exec(line));
    const rankLine =
      !marked || heading || boldLine ? null : (RANK_LINE.exec(line) ?? SECTION_LINE.exec(line));
    const markedList = !marked || heading || boldLine || rankLine ? null : LIST_MARKER.exec(line);
    const dashLine =
      !markedList &&
      dashLines &&
      previousBlank &&
      indentEnd <= 1 &&
      (capitalAt?.(lineStart + indentEnd) === true || /[\u3400-\u9fff]/.test(line[indentEnd])) &&
      DASH_LINE.test(line);
    // "🩺 Veterinarian-Recommended Brands" on a line of its own: an emoji-led title is a section heading.
    const nextLineEnd = text.indexOf("\n", next);
    const emojiTitle =
      markedList !== null &&
      EMOJI_TITLE.test(line) &&
      BLANK_LINE.test(text.slice(next, nextLineEnd < 0 ? text.length : nextLineEnd));
    // A paragraph set off as a scraped page sets off its list items (scraped-items.ts).
    const scrapedItem =
      !markedList &&
      !heading &&
      !boldLine &&
      !rankLine &&
      scrapedItems &&
      first !== 0x7c &&
      afterTwoBlankLines(text, lineStart) &&
      readsAsItem(line);
    // "HUFT Classic Lounger Dog Bed / ₹2,799.30 / • / Heads Up For Tails": a shopping card's product.
    const cardTitle =
      !markedList && !heading && !boldLine && !rankLine && first !== 0x7c && opensShoppingCard(text, next);
    const list = emojiTitle
      ? null
      : (markedList ??
        (dashLine || scrapedItem || cardTitle ? [line.slice(0, indentEnd), line.slice(0, indentEnd)] : null));
    if (heading || rankLine || emojiTitle || (boldLine && !LIST_MARKER.test(line))) {
      const level = heading ? heading[1].length : 7;
      closeListsFrom(0, lineStart);
      while (openHeadings.length > 0 && items[openHeadings[openHeadings.length - 1]].level >= level)
        close(openHeadings.pop() as number, lineStart);
      const contentStart = lineStart + (heading ? heading[0].length : rankLine ? rankLine[0].length : 0);
      const head = findHead(
        text,
        contentStart,
        lineEnd,
        heading || rankLine ? HEADING_WHOLE_LIMIT : undefined,
      );
      const after = afterHead(text, head.end, lineEnd, capitalAt, heading !== null);
      items.push({
        kind: "heading",
        level,
        lineStart,
        lineEnd,
        headStart: head.start,
        headEnd: head.end,
        headIsName: head.isName,
        headKind: head.kind,
        afterHeadStart: after.afterHeadStart,
        afterHeadEnd: after.afterHeadEnd,
        bodyEnd: text.length,
        parent: openHeadings.length > 0 ? openHeadings[openHeadings.length - 1] : -1,
        intro: "",
        introStart: -1,
        sourceList: false,
      });
      openHeadings.push(items.length - 1);
      intro = "";
      introStart = -1;
      tableRow = -1;
    } else if (list) {
      // A tab counts as four spaces.
      let indent = list[1].length;
      for (let i = 0; i < list[1].length; i++) if (list[1].charCodeAt(i) === 0x09) indent += 3;
      closeListsFrom(indent, lineStart);
      let itemEnd = lineEnd;
      let contentStart = lineStart + list[0].length;
      // "3.\n   **免税店**：": a number alone on its line (scraped answers), its words on the next line.
      const continuation = contentStart >= lineEnd ? continuedItemLine(text, next) : -1;
      if (continuation >= 0) {
        contentStart = continuation;
        itemEnd = text.indexOf("\n", continuation);
        if (itemEnd < 0) itemEnd = text.length;
        skipTo = itemEnd + 1;
      }
      const head = cardTitle
        ? cardMaker(text, contentStart, itemEnd)
        : findHead(text, contentStart, itemEnd, undefined, capitalAt, brandAt);
      const after = afterHead(text, head.end, itemEnd, capitalAt);
      items.push({
        kind: "list",
        level: indent,
        lineStart,
        lineEnd: itemEnd,
        headStart: head.start,
        headEnd: head.end,
        headIsName: head.isName,
        headKind: head.kind,
        afterHeadStart: after.afterHeadStart,
        afterHeadEnd: after.afterHeadEnd,
        bodyEnd: text.length,
        parent: parentOf(),
        intro,
        introStart,
        sourceList: false,
      });
      openLists.push(items.length - 1);
      tableRow = -1;
    } else if (first === 0x7c) {
      // A table row: "|" after the indentation.
      closeListsFrom(0, lineStart);
      tableRow++;
      if (tableRow === 0) {
        cueFree.push({ start: lineStart, end: lineEnd, id: 0 });
        const firstCell = text.indexOf("|", lineStart) + 1;
        let firstEnd = text.indexOf("|", firstCell);
        if (firstEnd < 0 || firstEnd > lineEnd) firstEnd = lineEnd;
        labelColumn = LABEL_COLUMN.test(text.slice(firstCell, firstEnd));
        aspectColumn = ASPECT_COLUMN.test(text.slice(firstCell, firstEnd));
      }
      if (tableRow > 0 && !TABLE_RULE.test(line)) {
        let cellStart = text.indexOf("|", lineStart) + 1;
        let cellEnd = text.indexOf("|", cellStart);
        if (cellEnd < 0 || cellEnd > lineEnd) cellEnd = lineEnd;
        // A rank column ("| 1 | **农夫山泉** | ...") is not the name: the next cell is.
        if (RANK_CELL.test(text.slice(cellStart, cellEnd)) && cellEnd < lineEnd) {
          cellStart = cellEnd + 1;
          cellEnd = text.indexOf("|", cellStart);
          if (cellEnd < 0 || cellEnd > lineEnd) cellEnd = lineEnd;
        }
        const head = findHead(text, cellStart, cellEnd);
        // "| **Best Daily Trainer** | Brooks Ghost 17 / ASICS Novablast 5 | …": a pick's label, then the
        // pick; the next cell names the row's item, as the name after a label head's colon does.
        let after = { afterHeadStart: head.end, afterHeadEnd: head.end };
        // Under "| Category | Top Models |" every first cell is such a label ("**Pain Relief**"), no name.
        const label = labelColumn || PICK_LABEL_CELL.test(text.slice(cellStart, cellEnd));
        if (label && cellEnd < lineEnd) {
          let nextEnd = text.indexOf("|", cellEnd + 1);
          if (nextEnd < 0 || nextEnd > lineEnd) nextEnd = lineEnd;
          const next = findHead(text, cellEnd + 1, nextEnd);
          let end = nextEnd;
          while (end > next.start && (text[end - 1] === " " || text[end - 1] === "*")) end--;
          if (next.end > next.start) after = { afterHeadStart: next.start, afterHeadEnd: end };
        }
        items.push({
          kind: "table",
          level: 0,
          lineStart,
          lineEnd,
          headStart: head.start,
          headEnd: head.end,
          headIsName: head.isName && !labelColumn && !aspectColumn,
          headKind: head.kind,
          afterHeadStart: after.afterHeadStart,
          afterHeadEnd: after.afterHeadEnd,
          bodyEnd: lineEnd,
          parent: openHeadings.length > 0 ? openHeadings[openHeadings.length - 1] : -1,
          intro,
          introStart,
          sourceList: false,
        });
      }
    } else {
      const indented = indentEnd >= 2;
      if (!indented && (previousBlank || openLists.length === 0 || introducesNextList(text, line, next))) {
        closeListsFrom(0, lineStart);
        intro = line;
        introStart = lineStart;
      }
      tableRow = -1;
      // A scraped page's items run together on one line ("…sizing.Amazon: A vast marketplace…").
      const glued = indented ? [] : gluedItems(text, lineStart, lineEnd, capitalAt, brands);
      const lineParent = openHeadings.length > 0 ? openHeadings[openHeadings.length - 1] : -1;
      let section = -1;
      for (const item of glued) {
        // A section label holds the items after it, up to the next label or the line's end.
        if (item.section) {
          if (section >= 0) close(section, item.start);
          section = items.length;
        }
        items.push({
          kind: item.section ? "heading" : "list",
          level: item.section ? 7 : 0,
          lineStart: item.start,
          lineEnd: item.section ? item.headEnd : item.end,
          headStart: item.start,
          headEnd: item.headEnd,
          headIsName: true,
          headKind: "separated",
          afterHeadStart: item.headEnd,
          afterHeadEnd: item.headEnd,
          bodyEnd: item.section ? lineEnd : item.end,
          parent: item.section || section < 0 ? lineParent : section,
          intro: text.slice(lineStart, glued[0].start),
          introStart: lineStart,
          sourceList: false,
        });
      }
    }
    previousBlank = false;
    lineStart = Math.max(next, skipTo);
  }
  for (const index of openLists) close(index, text.length);
  for (const index of openHeadings) close(index, text.length);
  for (const item of items) {
    item.sourceList =
      (item.introStart >= 0 && SOURCE_LIST_LABEL.test(item.intro)) ||
      (item.parent >= 0 &&
        items[item.parent].kind === "heading" &&
        SOURCE_LIST_LABEL.test(text.slice(items[item.parent].headStart, items[item.parent].lineEnd)));
    if (item.sourceList) cueFree.push({ start: item.lineStart, end: item.lineEnd, id: 0 });
  }
  cueFree.sort((a, b) => a.start - b.start);

  const boldSpans: Span[] = [];
  for (const m of matchesFrom(text, BOLD, triggers?.bold))
    boldSpans.push({ start: m.index + 2, end: m.index + m[0].length - 2, id: 0 });
  return { items, boldSpans, excluded: collectExcluded(text, triggers), cueFree };
}
