/*
 * Trigger words: the literal words that every match of a whole-answer expression of the structure parse
 * or of discovery starts with (an enumeration's "如", "such as"; a country word's "德国"; a link's "[").
 * The cue scan's automaton finds them in its one pass over the answer (cue-scanner.ts), so the expression
 * is tried only where one starts instead of being run over the whole text: the same matches, found where
 * they can be (test/analysis/trigger-words.test.ts compares both ways on the corpora).
 */

/** What a trigger word opens. */
export const TRIGGER_KINDS = [
  /** An enumeration of examples (name-enumerations.ts). */
  "enumeration",
  /** A country word before a brand's name (name-sources.ts COUNTRY_OPENER). */
  "country",
  /** A spaced dash: the answer may write its items as "Name – description" lines (answer-structure.ts). */
  "dash",
  /** A web address (answer-structure.ts URL). */
  "url",
  /** A markdown link's target (answer-structure.ts LINK_TARGET). */
  "linkTarget",
  /** A square bracket: citation markers and markdown links. */
  "bracket",
  /** A code span or block. */
  "backtick",
  /** Bold markup. */
  "bold",
] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

const words = (kind: TriggerKind, list: readonly string[]) => list.map((word) => [word, kind] as const);

/** Normalised trigger words by kind; each expression's alternatives start with one of its kind's words. */
export const TRIGGER_WORDS: ReadonlyArray<readonly [string, TriggerKind]> = [
  ...words("enumeration", [
    "比如",
    "例如",
    "譬如",
    "诸如",
    "包括",
    "像是",
    "如",
    "such as",
    "like",
    "including",
    "include",
    "e.g.",
    "for example",
  ]),
  ...words("country", [
    "德国",
    "日本",
    "美国",
    "韩国",
    "法国",
    "意大利",
    "瑞士",
    "瑞典",
    "英国",
    "荷兰",
    "丹麦",
    "芬兰",
    "挪威",
    "奥地利",
    "比利时",
    "西班牙",
    "澳大利亚",
    "澳洲",
    "新西兰",
    "加拿大",
    "以色列",
    "国产",
    "本土",
  ]),
  ...words("dash", [" \u2013 ", " \u2014 "]),
  ...words("url", ["http", "www."]),
  ...words("linkTarget", ["]("]),
  ...words("bracket", ["[", "【", "^["]),
  ...words("backtick", ["`"]),
  ...words("bold", ["**", "__"]),
];

/** Where the answer's trigger words start, by kind, each in text order. */
export type TriggerStarts = Record<TriggerKind, number[]>;

export function noTriggerStarts(): TriggerStarts {
  return {
    enumeration: [],
    country: [],
    dash: [],
    url: [],
    linkTarget: [],
    bracket: [],
    backtick: [],
    bold: [],
  };
}

/** The sticky copy of each expression matchesFrom was given, made once. */
const stickyCopies = new WeakMap<RegExp, RegExp>();

/**
 * The matches of `global` (flag g) over `text`, in order, as a global search finds them; with `starts`,
 * the same expression, sticky, is tried at those offsets only. `starts` must hold every offset where a
 * match can begin, in ascending order.
 */
export function matchesFrom(
  text: string,
  global: RegExp,
  starts: readonly number[] | undefined,
): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  if (!starts) {
    global.lastIndex = 0;
    for (let m = global.exec(text); m; m = global.exec(text)) {
      matches.push(m);
      if (m[0].length === 0) global.lastIndex++;
    }
    return matches;
  }
  let sticky = stickyCopies.get(global);
  if (!sticky) {
    sticky = new RegExp(global.source, `${global.flags.replace("g", "")}y`);
    stickyCopies.set(global, sticky);
  }
  let searchFrom = 0;
  for (const start of starts) {
    if (start < searchFrom) continue;
    sticky.lastIndex = start;
    const m = sticky.exec(text);
    if (!m) continue;
    searchFrom = m.index + Math.max(1, m[0].length);
    matches.push(m);
  }
  return matches;
}
