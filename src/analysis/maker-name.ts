import type { DiscoveredBrand } from "./candidate-board.ts";
import { isCommonWords, isFrequentWord } from "./common-words.ts";
import { isWordChar, type Span } from "./text-spans.ts";
import { matchesFrom } from "./trigger-words.ts";

/*
 * A product line is named by its maker: "**Stripe Atlas**" under a link to stripe.com, or "Hill's Science
 * Diet" in an answer that also says "Hill's" on its own, is a product of Stripe, of Hill's. A discovered
 * Latin name of two or more words is reported as its first word when the answer gives that word on its
 * own elsewhere (not followed by the rest of the name) or links to a site whose name is that word, or
 * writes a domain that opens with it ("bullsbikesusa.com" for "Bulls Copperhead EVO AM 1").
 */

/** The first word, or two joined by "&" ("bob & brad" in "Bob & Brad D6 Pro"). */
const FIRST_WORD = /^([a-z][a-z0-9'’.-]* & [a-z][a-z0-9'’.-]*|[a-z][a-z0-9'’&.-]{2,})\s+\S/;
/**
 * A model's code alone, perhaps with its edition: letters then digits, or digits then letters ("rt81",
 * "d7", "x5sa-600", "3d45", "d6 pro").
 */
const MODEL_CODE =
  /^(?:[a-z]{1,4}-?\d[a-z0-9.+-]*|\d{1,4}[a-z][a-z0-9.+-]*)(?: (?:pro|plus|max|mini|ultra|lite|se|air))?$/;
const HOST = /https?:\/\/(?:www\.)?([a-z0-9-]+)\.([a-z]{2,6})\b/g;

/** The hosts' first labels ("stripe" for https://stripe.com/atlas), alone and with their top-level domain, once per answer. */
export function linkedSiteNames(text: string, urlStarts?: readonly number[]): Set<string> {
  const names = new Set<string>();
  for (const m of matchesFrom(text, HOST, urlStarts)) {
    names.add(m[1]);
    // "fiddler.ai" spells "Fiddler AI": the name squeezed may hold the top-level domain.
    names.add(m[1].replace(/-/g, "") + m[2]);
  }
  return names;
}

/** A shop's domain written as text ("…2.999,00 $•bullsbikesusa.com + weitere"), not as a link. */
const BARE_DOMAIN =
  /(?<![a-z0-9./@-])([a-z][a-z0-9-]{4,30})\.(?:com|net|co|us|de|in|shop|store)\b(?!\.[a-z])/g;

/** The first labels of the domains an answer writes as text, once per answer. */
export function writtenSiteNames(text: string): string[] {
  const names: string[] = [];
  if (!text.includes(".")) return names;
  for (const m of text.matchAll(BARE_DOMAIN)) if (!names.includes(m[1])) names.push(m[1]);
  return names;
}

/**
 * The maker of a discovered product name, or the brand unchanged. `text` is the normalised answer,
 * `spelling` the name as written; `sites` the answer's linked site names, `writtenSites` the domains it
 * writes as text (asked for only when a name needs them).
 */
export function makerOf(
  brand: DiscoveredBrand,
  text: string,
  sites: ReadonlySet<string>,
  capitalAt?: (offset: number) => boolean,
  writtenSites: () => readonly string[] = () => [],
): DiscoveredBrand {
  const name = brand.patterns[0];
  const first = FIRST_WORD.exec(name);
  if (!first || /[\u3400-\u9fff]/.test(name)) return brand;
  const word = first[1];
  // "The Summer House": an article opens the name, it is no maker.
  if (word === "the") return brand;
  const squeezed = word.replace(/[^a-z0-9]/g, "");
  // "Fluance RT81", "Himiway D7": a maker's word, then only a model's code.
  let standalone =
    sites.has(squeezed) ||
    (MODEL_CODE.test(name.slice(word.length + 1)) && (word.includes(" & ") || !isCommonWords(word))) ||
    // "Bulls Copperhead EVO AM 1" beside the shop card "bullsbikesusa.com": the maker's own site.
    (squeezed.length >= 4 &&
      !isFrequentWord(squeezed) &&
      writtenSites().some((site) => site.startsWith(squeezed)));
  // The word inside the name's own occurrences ("Nom Nom" holds "Nom" twice) is not the word on its own.
  let insideName = -1;
  const commonWord = isCommonWords(word);
  for (let at = text.indexOf(word); at >= 0 && !standalone; at = text.indexOf(word, at + 1)) {
    const end = at + word.length;
    if ((at > 0 && isWordChar(text.charCodeAt(at - 1))) || isWordChar(text.charCodeAt(end))) continue;
    if (text.startsWith(name, at)) insideName = at + name.length;
    // "Bangsar Village" ends another name; "New York" (beside "New York Angels") opens one when the word
    // is an ordinary word ("Topo Athletic" beside "Topo Ultraventure 4" is the maker's fuller name), and
    // an ordinary word in lower case is the word ("lawyers at discounted rates" beside "Lawyers
    // Alliance"): the word is not on its own there.
    else if (
      at >= insideName &&
      !(
        capitalAt &&
        (endsName(text, at, capitalAt) || (commonWord && (!capitalAt(at) || opensName(text, end, capitalAt))))
      )
    )
      standalone = true;
  }
  if (!standalone) return brand;
  const spelling = brand.name.split(/\s+/).slice(0, word.split(" ").length).join(" ");
  return { name: spelling, patterns: [word] };
}

/** True when a capitalised word stands right before `at` ("Bangsar| Village"). */
function endsName(text: string, at: number, capitalAt: (offset: number) => boolean): boolean {
  if (at < 2 || text.charCodeAt(at - 1) !== 0x20 || !isWordChar(text.charCodeAt(at - 2))) return false;
  let word = at - 2;
  while (word > 0 && isWordChar(text.charCodeAt(word - 1))) word--;
  return capitalAt(word);
}

/** True when a capitalised word follows `end` after one space ("New| York"). */
function opensName(text: string, end: number, capitalAt: (offset: number) => boolean): boolean {
  return text.charCodeAt(end) === 0x20 && isWordChar(text.charCodeAt(end + 1)) && capitalAt(end + 1);
}

/**
 * "Cariloha Bamboo Polo Shirts", "All USA Clothing Men's Bamboo Charcoal Polo" in an answer about bamboo
 * polos: a Latin name whose last words are ordinary words naming the question's category is the maker's
 * product; the words before them, when they are not ordinary words too, name the maker. Returns the
 * maker's length in `name` (normalised), or 0. `isStyle(maker, word)` is true when the answer writes the
 * maker before that word in lower case ("Chelsea boots are …"): a style of the category, not a maker.
 */
export function makerBeforeCategory(
  name: string,
  isCategory: (name: string) => boolean,
  isStyle: (maker: string, word: string) => boolean,
): number {
  if (!/^[a-z]/.test(name) || !isCategory(name)) return 0;
  const words = name.split(" ");
  for (let k = 1; k < words.length; k++) {
    // "All USA Clothing": what a company adds to its name belongs to the maker.
    if (MAKER_WORDS.has(words[k])) continue;
    const rest = words.slice(k).join(" ");
    if (!isCommonWords(rest) || !isCategory(rest)) continue;
    const maker = words.slice(0, k).join(" ");
    return isCommonWords(maker) || isStyle(maker, words[k]) ? 0 : maker.length;
  }
  return 0;
}

const MAKER_WORDS = new Set([
  "clothing",
  "apparel",
  "co",
  "company",
  "collective",
  "outfitters",
  "footwear",
  "wear",
]);

const ARTICLE_BEFORE = /\b(?:the|a|an)\s$/;
/** Words of a product's name: capitalised words, numbers and "+". */
const PRODUCT_WORDS = 3;

/**
 * The end of the maker's word of a bold product name in prose ("The **Qor Heather Merino Knit Tee**"):
 * an article before it, three or more words all capitalised or numbers, the first no ordinary word.
 * Returns `bold.start` when the span is no such name.
 */
export function boldProductMaker(
  text: string,
  bold: Span,
  capitalAt: ((offset: number) => boolean) | undefined,
): number {
  if (!capitalAt || !ARTICLE_BEFORE.test(text.slice(Math.max(0, bold.start - 6), bold.start - 2)))
    return bold.start;
  const words = text.slice(bold.start, bold.end).split(" ");
  if (words.length < PRODUCT_WORDS) return bold.start;
  let at = bold.start;
  for (const word of words) {
    if (!capitalAt(at) && !/^[\d+]/.test(word)) return bold.start;
    at += word.length + 1;
  }
  return isCommonWords(words[0]) ? bold.start : bold.start + words[0].length;
}
