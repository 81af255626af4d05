import type { StructureItem } from "./answer-structure.ts";
import type { Span } from "./text-spans.ts";

/*
 * What follows a label's colon in a list ("**For Lower Equity:** [Antler](…), [Entrepreneur First](…)",
 * "**Funding**: Y Combinator provides …"): the runs of linked names that head an item, and the brand that
 * opens the values of most of a list's labels, which is the list's topic rather than a head of it.
 */

const OPEN_BRACKET = 0x5b;
/** One markdown link and an optional remark in parentheses, then what joins it to the next. */
const LINK_IN_RUN =
  /^\[([^\]\n]{1,60})\]\([^)\s]{1,300}\)(?: ?\([^()\n]{1,80}\))?(\s*(?:,|\/|、|;)?\s*(?:and |or |和|或)?\s*)/;

/**
 * The link texts of a run of markdown links starting at `start` ("[A](…) (remark), [B](…)"), each a
 * span of the text; empty when `start` opens no link.
 */
export function linkRun(text: string, start: number, lineEnd: number): Span[] {
  const spans: Span[] = [];
  for (let p = start; p < lineEnd && text.charCodeAt(p) === OPEN_BRACKET; ) {
    const link = LINK_IN_RUN.exec(text.slice(p, Math.min(lineEnd, p + 500)));
    if (!link) break;
    spans.push({ start: p + 1, end: p + 1 + link[1].length, id: 0 });
    // Only a joiner leads to another name: "[A](…) is a good fit" ends the run.
    if (link[2].trim().length === 0 && text.charCodeAt(p + link[0].length) !== OPEN_BRACKET) break;
    p += link[0].length;
  }
  return spans;
}

/**
 * "1. **Networking opportunities**: Y Combinator has … / 2. **Funding**: Y Combinator provides …": one
 * brand opening the values of three or more labels of a list, half its items or more, is the answer's
 * topic, and the labels are its aspects: the brand heads none of them.
 */
export function topicValues(
  items: readonly StructureItem[],
  headBrands: number[][],
  valueHead: readonly number[],
): void {
  if (!valueHead.some((brand) => brand >= 0)) return;
  const byList = new Map<string, number[]>();
  items.forEach((item, index) => {
    if (item.kind !== "list") return;
    const key = `${item.parent}|${item.level}`;
    const list = byList.get(key);
    if (list) list.push(index);
    else byList.set(key, [index]);
  });
  for (const list of byList.values()) {
    const counts = new Map<number, number>();
    for (const index of list)
      if (valueHead[index] >= 0) counts.set(valueHead[index], (counts.get(valueHead[index]) ?? 0) + 1);
    for (const [brand, count] of counts) {
      if (count < 3 || count * 2 < list.length) continue;
      for (const index of list) if (valueHead[index] === brand) headBrands[index] = [];
    }
  }
}
