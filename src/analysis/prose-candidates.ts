import type { EvidenceReason } from "./candidate-board.ts";
import type { EnumerationMember } from "./name-enumerations.ts";
import {
  ADJECTIVE_COUNTRY,
  COUNTRY_OPENER,
  isCjk,
  LATIN_ALIAS,
  LOCATIVE_END,
  MARKDOWN_LINK,
  parenPairs,
} from "./name-sources.ts";
import type { Verdict } from "./name-verdict.ts";
import { CARD_PRICE_LINES } from "./shopping-card.ts";
import { groupRuns } from "./text-spans.ts";
import { matchesFrom, type TriggerStarts } from "./trigger-words.ts";

/*
 * The names an answer gives in its prose rather than its structure: "中文名（English）" pairs, link texts,
 * country-word openers ("德国的博世") and the members of enumerations of examples ("如迪卡侬、滔搏等"),
 * each proposed with its evidence (docs/analysis.md, Brand discovery).
 */

/** Words that often precede a name inside a CJK run: "和美赞臣(Mead Johnson)" names 美赞臣. */
const LEADING_FUNCTION_WORDS = /^(?:以及|包括|比如|例如|还有|或者|如|和|与|及|或|像|是|选|用|买|跟|同|有)/;
const GENERIC: Verdict = { kind: "generic" };
/** A shop's country or store front ("Reebelo USA", "Bambu Lab US Official Store"): not its name. */
const SHOP_SUFFIX =
  /(?: (?:us|usa|uk|ca|au|de|eu|global))?(?: (?:official|online))? store$| (?:us|usa|uk|ca|au|de|eu)$/;
/**
 * A shopping card as a scraped chat page keeps it: a price, "•", the shop and "+ more" (the page's
 * language: "+ weitere"). The shop's name ends before " - " ("Walmart - CREALITY STORE": the marketplace).
 */
const SHOP_CARD =
  /\d[\d.,]*\s?(?:[$€£¥]|usd|eur)\s?•\s?((?:(?! - )[^•\n+]){2,40}?)(?: - [^•\n+]{1,40}?)?\s\+\s?(?:weitere|more|others?|autres|otros|altri)/dg;
/**
 * The same card kept one part a line ("₹1,869 / • / dspetstore.com", "$34.99 / • / H&M", the shop maybe
 * followed by "+ others"): the line after the bullet is the shop.
 */
const SHOP_CARD_LINES = new RegExp(
  `^${CARD_PRICE_LINES}[ \\t]*((?:(?! - )[^•\\n+]){2,40}?)(?: - [^•\\n+]{1,40}?)?[ \\t]*(?:\\+[ \\t]*(?:weitere|more|others?|autres|otros|altri)[ \\t]*)?$`,
  "dgm",
);

/** Proposes the prose names of an answer; `evaluate` judges a span's shape, `propose` records evidence. */
export function proposeProseNames(
  text: string,
  enumerations: readonly EnumerationMember[],
  evaluate: (start: number, end: number, fromHead: boolean, named?: boolean) => Verdict,
  propose: (verdict: Verdict, reasons: EvidenceReason[]) => boolean,
  /** Where the answer's trigger words start (the cue scan's), else the text is searched. */
  triggers?: TriggerStarts,
): void {
  for (const pair of parenPairs(text)) {
    const prefix = LEADING_FUNCTION_WORDS.exec(pair.name);
    const skip = prefix && pair.name.length - prefix[0].length >= 2 ? prefix[0].length : 0;
    const start = pair.start + skip;
    // Only a name that starts a token: "推荐大疆(DJI)" is ambiguous, "、大疆(DJI)" is not.
    if (skip === 0 && start > 0 && isCjk(text.charCodeAt(start - 1))) continue;
    propose(evaluate(start, pair.end, false), ["name-pair"]);
  }
  // Link texts: "[Notion](https://www.notion.so)" names the site's owner when the host spells the name.
  for (const m of matchesFrom(text, MARKDOWN_LINK, triggers?.bracket)) {
    const start = m.index + 1;
    // "([Consumer Reports](https://…))" attributes a claim to a source: a citation, not a name in the answer.
    if (text[m.index - 1] === "(") continue;
    const verdict = evaluate(start, start + m[1].length, false, true);
    if (verdict.kind !== "brand") continue;
    const host = m[2].replace(/^www\./, "");
    const squeezed = verdict.key.replace(/[^a-z0-9]/g, "");
    propose(verdict, [squeezed.length >= 3 && host.includes(squeezed) ? "link-domain" : "link-text"]);
  }
  for (const m of matchesFrom(text, COUNTRY_OPENER, triggers?.country)) {
    const [, country, connector, found] = m;
    if ((ADJECTIVE_COUNTRY.test(country) && !connector) || LOCATIVE_END.test(found)) continue;
    const start = m.index + m[0].length - found.length;
    // "日本的斑马（ZEBRA）": the English name in parentheses is its alias.
    LATIN_ALIAS.lastIndex = start + found.length + 1;
    const alias = text[start + found.length] === "(" ? LATIN_ALIAS.exec(text) : null;
    const end = alias ? alias.index + alias[0].length : start + found.length;
    const verdict = evaluate(start, end, false, true);
    const reasons: EvidenceReason[] = ["country-opener"];
    if (text.startsWith("**", start - 2)) reasons.push("bold");
    propose(verdict, reasons);
  }
  // "Roland FP‑30X699,99 $•Music & Arts + weitere": a scraped shopping card names the shop selling the product.
  for (const card of text.includes("•") ? [SHOP_CARD, SHOP_CARD_LINES] : []) {
    card.lastIndex = 0;
    for (let m = card.exec(text); m; m = card.exec(text)) {
      const [start, end] = m.indices?.[1] ?? [0, 0];
      const suffix = SHOP_SUFFIX.exec(text.slice(start, end));
      propose(evaluate(start, suffix ? start + suffix.index : end, false, true), ["shop-card"]);
    }
  }
  for (const members of groupRuns(enumerations)) {
    const verdicts = members.map((member) =>
      member.subtype ? GENERIC : evaluate(member.start, member.end, false, true),
    );
    const known = verdicts.filter((v) => v.kind === "known").length;
    members.forEach((member, i) => {
      const verdict = verdicts[i];
      if (verdict.kind !== "brand") return;
      const reasons: EvidenceReason[] = ["enumeration"];
      if (member.exampleOf) reasons.push("example-of");
      if (member.brandNoun) reasons.push("brand-noun");
      if (known > 0) reasons.push("known-sibling");
      if (text.startsWith("**", member.start) || text.startsWith("**", member.start - 2))
        reasons.push("bold");
      if (verdict.lowerCase) reasons.push("lower-case");
      if (verdict.digits) reasons.push("digits");
      if (verdict.company) reasons.push("company-suffix");
      // "连锁药店（如山西国大药房、山西百姓药房）": a chain the answer gives as an example of chains is named
      // by its shop word, though its first word is a common one (百姓, 友好).
      const chain =
        member.exampleOf && member.brandNoun && verdict.commonWord === true && SHOP_NAME.test(verdict.key);
      propose(chain ? { ...verdict, commonWord: false } : verdict, reasons);
    });
  }
}

/** A Chinese shop's name: a word of two or three characters, then the kind of shop ("百姓药房", "友好超市"). */
const SHOP_NAME = /^[\u3400-\u9fff]{2,3}(?:大药房|药房|超市|百货|商场)$/;
