import type { StructureItem } from "./answer-structure.ts";
import { hasAttributeContext, hasAttributeIntro } from "./discovery-context.ts";

/*
 * Which items discovery leaves unsearched because they list attributes, not options: items under a head
 * that says so (优点, Pros, 为什么 …) at any depth, or introduced by a line that says so (docs/analysis.md,
 * Brand discovery). Verdicts are cached per head and per intro line.
 */

/** A head that gives advice (建议, 提醒, 提示): its lists may still hold the places or options it advises. */
const ADVICE_HEAD = /建议|提醒|提示/;

/**
 * A head over a comparison ("### Comparison:", "Key Differences", 对比): its list items are the aspects two
 * brands are compared on ("- **Sustainability**: Both brands …"). Its table rows may still be the brands
 * compared ("## Comparison Table"), so only list items count.
 */
const COMPARISON_HEAD = /\b(?:comparison|differences|similarities)\b|对比|区别|异同/;

export interface AttributeScope {
  /** True when the item under `parent` lists attributes by what a head above it says. */
  underAttributeHead(parent: number): boolean;
  /** True when `parent` heads a comparison, whose list items are aspects (COMPARISON_HEAD). */
  underComparisonHead(parent: number): boolean;
  /** True when an intro line says its list holds attributes. */
  attributeIntro(intro: string): boolean;
}

export function attributeScope(text: string, items: readonly StructureItem[]): AttributeScope {
  const headVerdicts = new Map<number, boolean>();
  const attributeHead = (index: number): boolean => {
    if (index < 0) return false;
    let verdict = headVerdicts.get(index);
    if (verdict === undefined) {
      verdict = hasAttributeContext(text.slice(items[index].headStart, items[index].headEnd));
      headVerdicts.set(index, verdict);
    }
    return verdict;
  };
  const introVerdicts = new Map<string, boolean>();
  return {
    // "### 为什么…（原理）" over "2. **内部做工与材料**" over "- **热压内衬**": an attribute head above the
    // parent too, unless it only gives advice ("### 线上购买建议" over "1." over "- **Coupang**": places).
    underAttributeHead(parent) {
      if (attributeHead(parent)) return true;
      for (let p = parent >= 0 ? items[parent].parent : -1; p >= 0; p = items[p].parent)
        if (attributeHead(p) && !ADVICE_HEAD.test(text.slice(items[p].headStart, items[p].headEnd)))
          return true;
      return false;
    },
    underComparisonHead(parent) {
      return parent >= 0 && COMPARISON_HEAD.test(text.slice(items[parent].headStart, items[parent].headEnd));
    },
    attributeIntro(intro) {
      let verdict = introVerdicts.get(intro);
      if (verdict === undefined) {
        // A parenthetical aside ("…链接（建议购买前确认库存）：") does not say what the list is about.
        verdict = hasAttributeIntro(intro.toLowerCase().replace(/\([^)]*\)/g, ""));
        introVerdicts.set(intro, verdict);
      }
      return verdict;
    },
  };
}
