import type { AnswerContext } from "./answer-context.ts";
import { lastItemFrom } from "./answer-structure.ts";
import { type CueHit, cueAt } from "./cue-scanner.ts";
import { firstStartingFrom } from "./text-spans.ts";

/*
 * Picks presented in prose under a heading that recommends: Perplexity often answers "best X" with
 * "## Top Recommended Shirts" and paragraphs that set each product in bold ("The **Rhone Captain Tee**
 * ($78) infuses gold particles …"), no list at all. A reader takes each bold product there as one of
 * the recommended picks, as an item of a list introduced by a recommend cue (docs/analysis.md,
 * Recommendation).
 */

/** A heading that names its section's products as picks, without recommending any one of them. */
const NEGATED_HEAD = /\b(?:not|never|avoid)\b|不|别|避免/;

/**
 * Per brand, the headings whose section presents it as a pick: the heading names no brand and holds an
 * un-negated recommend cue, and the brand's mention opens a bold span in a prose paragraph of its own
 * section, before any sub-heading (not in a list item, table row or heading, which the item rules judge).
 */
export function headingPicks(context: AnswerContext, cues: readonly CueHit[]): Map<number, number[]> {
  // Recommendation and sentiment both ask; the answer is found once.
  let picks = found.get(context);
  if (picks) return picks;
  picks = findPicks(context, cues);
  found.set(context, picks);
  return picks;
}

const found = new WeakMap<AnswerContext, Map<number, number[]>>();

function findPicks(context: AnswerContext, cues: readonly CueHit[]): Map<number, number[]> {
  const picks = new Map<number, number[]>();
  const { structure, headBrands, mentions, text } = context;
  const { items, boldSpans } = structure;
  if (boldSpans.length === 0) return picks;
  items.forEach((heading, index) => {
    if (heading.kind !== "heading" || heading.sourceList || headBrands[index].length > 0) return;
    if (!recommends(cues, heading.headStart, heading.headEnd)) return;
    if (NEGATED_HEAD.test(text.slice(heading.headStart, heading.headEnd))) return;
    // Its own prose: up to the next heading of any level (a sub-heading's section is that heading's).
    let end = heading.bodyEnd;
    for (let next = index + 1; next < items.length && items[next].lineStart < end; next++)
      if (items[next].kind === "heading") end = items[next].lineStart;
    for (let b = firstStartingFrom(boldSpans, heading.lineEnd); b < boldSpans.length; b++) {
      const bold = boldSpans[b];
      if (bold.start >= end) break;
      if (insideItemLine(context, bold.start)) continue;
      const mention = mentions[firstStartingFrom(mentions, bold.start)];
      if (!mention || mention.start !== bold.start) continue;
      const headings = picks.get(mention.id) ?? [];
      if (!headings.includes(index)) headings.push(index);
      picks.set(mention.id, headings);
    }
  });
  return picks;
}

function recommends(cues: readonly CueHit[], start: number, end: number): boolean {
  for (let k = firstStartingFrom(cues, start); k < cues.length && cues[k].start < end; k++)
    if (cueAt(cues[k]).kind === "recommend") return true;
  return false;
}

/** True when `at` lies on the line of a list item, table row or heading. */
function insideItemLine(context: AnswerContext, at: number): boolean {
  const { items } = context.structure;
  const index = lastItemFrom(items, at);
  return index >= 0 && at < items[index].lineEnd;
}
