import { isLowerCaseOccurrence } from "./brand-matcher.ts";
import type { CandidateBoard, DiscoveredBrand } from "./candidate-board.ts";
import { isCommonChineseWords, isCommonWords } from "./common-words.ts";
import { type CueHit, cueAt } from "./cue-scanner.ts";
import { STOP_EXACT, STOP_WORDS_LATIN } from "./discovery-stop-list.ts";
import type { BrandLexicon, LexiconEntry, LexiconHit } from "./lexicon/brand-lexicon.ts";
import { lexiconPrefix } from "./lexicon-names.ts";
import { makerBeforeCategory } from "./maker-name.ts";
import { COMPANY_SUFFIX, isBrandLike } from "./name-shape.ts";
import { GLUED_MODEL } from "./name-sources.ts";
import { withoutAskerPlace } from "./question-category.ts";
import { type NormalizedText, normalizeName, originalSlice, withoutEscapes } from "./text-normalizer.ts";
import { codeUnits, firstStartingFrom, overlapsAny, type Span } from "./text-spans.ts";
import { writtenBeforeLowerCase } from "./written-case.ts";

/*
 * The verdict on one span that discovery proposes as a name (docs/analysis.md, Brand discovery): is it
 * a caller's brand, a word, a rejected name, or a brand-like name, and with which marks (a lexicon
 * spelling, a common word, the question's category …) that the evidence then weighs.
 */

export type Verdict = (
  | { kind: "known" }
  | { kind: "generic" }
  /** A name a user rejected: no brand, and no vote on what its list is about. */
  | { kind: "rejected" }
  | {
      kind: "brand";
      brand: DiscoveredBrand;
      key: string;
      /** Passed only as a lower-case word set apart as a name: needs a sibling that is a name. */
      lowerCase: boolean;
      /** The question's own product category plus a qualifier ("无香型洗发水"). */
      category: boolean;
      /** Written in digits only ("7-11"). */
      digits: boolean;
      /** Ends like a company ("…有限公司"). */
      company: boolean;
    }
) & {
  /** Found after a label head ("**Best overall:** Coursera"). */
  label?: boolean;
  /** A Chinese list-item head that is the item's whole content, with no bold or separator marking it as a name. */
  plain?: boolean;
  /** A spelling of a brand in the shipped lexicon. */
  lexicon?: boolean;
  /** An unambiguous spelling of a brand in the shipped lexicon: a name whatever its place. */
  unambiguousLexicon?: boolean;
  /** One common English word ("Rocky", "Budget"): likelier an attribute than a brand. */
  commonWord?: boolean;
};

export const GENERIC: Verdict = { kind: "generic" };

/** Judges the span [start, end) as a name, without recording it. */
export type NameJudge = (start: number, end: number, fromHead: boolean, named?: boolean) => Verdict;

/** What the judge reads: the answer, the caller's brands and knowledge, the lexicon and the board so far. */
export interface NameJudgeInput {
  original: string;
  normalized: NormalizedText;
  /** Resolved mentions of the caller's brands. */
  knownMentions: readonly Span[];
  knownSpellings: ReadonlyMap<string, number>;
  cues: readonly CueHit[];
  isCategory?: (name: string) => boolean;
  rejected?: ReadonlySet<string>;
  lexicon?: BrandLexicon;
  /** The lexicon's names in the answer, outside excluded ranges and the caller's mentions. */
  lexiconHits: readonly LexiconHit[];
  questionPlace?: string;
  /** The first labels of the hosts the answer links ("allianceofangels" for allianceofangels.com). */
  linkedSites?: ReadonlySet<string>;
  /** The names proposed so far: an accepted one is known. */
  board: CandidateBoard;
}

const CJK = /[\u3400-\u9fff]/;
/** What follows the maker's name in a line written with it: a word, or a streaming service's "+" ("disney+"). */
const MAKER_THEN_LINE = /^(?: \S|\+)/;
/** A shop's site as its name, in lower case as sites are written ("bigbasket.com", "petsy.online"). */
const SITE_NAME = /^[a-z][a-z0-9-]{3,}\.(?:com|in|co\.in|online|shop|store|net)$/;
/** Who a product is for, opening its title ("women's ", "men's ", "kids' ", "unisex "). */
const FOR_WHOM = /^(?:women|men|kid|kids|girl|girls|boy|boys)(?:['’]s|s['’]|s)? (?=[a-z])|^unisex (?=[a-z])/;
/** Given name and surname of a transliterated foreign name, joined by a middle dot. */
const PERSON_DOT = /[\u3400-\u9fff][·・•‧][\u3400-\u9fff]/;
const PERSON_DOT_BEFORE = /[\u3400-\u9fff][·・•‧]$/;
const LATIN_THEN_KIND = /^([a-z][a-z0-9&.'’ -]*?) (?:免税店|超市|商场|便利店|百货|旗舰店|专卖店|门店|商城)$/;
/** A name written as its site in one country ("DogSpot.in"); ".com", ".io" and ".ai" stay part of a name. */
export const COUNTRY_SITE =
  /^([a-z][a-z0-9-]{2,})\.(?:in|co\.in|uk|co\.uk|de|fr|es|it|nl|jp|co\.jp|cn|com\.cn|ca|com\.au|au|sg|com\.sg|my|com\.my|ph|hk|com\.hk|tw|com\.tw|kr|co\.kr)$/;
const NAME_WITH_ALIAS = /^(.+?)\s*\(([^()]{1,40})\)$/;
const APOSTROPHE = 0x27;
/** Marks trimmed off a candidate's edges. */
const LEADING_DECORATION = codeUnits(" *_`\"'“”【】[");
const TRAILING_DECORATION = codeUnits(" *_`\"'“”:：【】]");

function hasCueInside(cues: readonly CueHit[], start: number, end: number): boolean {
  for (let k = firstStartingFrom(cues, start); k < cues.length; k++) {
    const cue = cues[k];
    if (cue.start >= end) break;
    if (cue.start >= start && cue.end <= end) {
      const { kind } = cueAt(cue);
      if (kind !== "negator" && kind !== "neutral" && cue.end - cue.start >= 2) return true;
    }
  }
  return false;
}

/** The longest run of the first one to three words of `latin` that the lexicon knows, if any. */
function latinNameAfter(latin: string, lexicon: BrandLexicon): string | undefined {
  const words = latin.split(" ");
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const candidate = words.slice(0, n).join(" ");
    if (lexicon.entryOf(candidate) >= 0) return candidate;
  }
  return undefined;
}

export function nameJudge(input: NameJudgeInput): NameJudge {
  const { original, normalized, knownMentions, knownSpellings, cues, lexicon, lexiconHits, board } = input;
  const { isCategory, rejected, questionPlace, linkedSites } = input;
  const text = normalized.text;
  /**
   * The maker of a product line the answer names too: its lexicon entry, or "known" when it is a caller's
   * brand the answer mentions; undefined when the entry names no maker or the answer does not name it.
   */
  const namedMaker = (
    entry: LexiconEntry,
    lexicon: BrandLexicon,
    written: string,
  ): LexiconEntry | "known" | undefined => {
    if (entry.maker === undefined) return undefined;
    const maker = lexicon.entries[entry.maker];
    for (const spelling of maker.spellings) {
      const brand = knownSpellings.get(spelling);
      if (brand !== undefined && knownMentions.some((mention) => mention.id === brand)) return "known";
    }
    // "Apple TV+", "Stripe Atlas", "Lucid Air", "Disney+": a line written with its maker's name first names
    // the maker.
    if (
      maker.spellings.some(
        (spelling) => written.startsWith(spelling) && MAKER_THEN_LINE.test(written.slice(spelling.length)),
      )
    )
      return maker;
    return lexiconHits.some((hit) => hit.id === entry.maker) ? maker : undefined;
  };
  /** A lexicon brand that is no product line of another ("tiki cat"; not "google home"). */
  const isBrandOfItsOwn = (name: string): boolean => {
    const entry = lexicon?.entries[lexicon.entryOf(name)];
    return entry !== undefined && entry.maker === undefined;
  };
  return (start, end, fromHead, named = false) => {
    let s = start;
    let e = end;
    while (s < e && LEADING_DECORATION.has(text.charCodeAt(s))) s++;
    // "Women's ECCO Offroad Roam": who a product is for opens its title, not its maker's name.
    const forWhom = FOR_WHOM.exec(text.slice(s, Math.min(e, s + 12)));
    if (forWhom && s + forWhom[0].length < e) s += forWhom[0].length;
    while (e > s && TRAILING_DECORATION.has(text.charCodeAt(e - 1))) {
      // "Ole'" (华润's supermarket) is spelled with its apostrophe.
      if (text.charCodeAt(e - 1) === APOSTROPHE && lexicon && lexicon.entryOf(text.slice(s, e)) >= 0) break;
      e--;
    }
    if (e - s < 2) return { kind: "generic" };
    if (overlapsAny(knownMentions, s, e)) return { kind: "known" };
    if (questionPlace) [s, e] = withoutAskerPlace(text, s, e, questionPlace);
    // "Purina Pro Plan", "Hill's Science Diet": a name that opens with a well-known brand is its product.
    const maker = lexicon ? lexiconPrefix(lexiconHits, text, s, e) : undefined;
    if (maker) e = maker.end;
    let raw = text.slice(s, e);
    let spelling = withoutEscapes(originalSlice(original, normalized, s, e).trim());
    let alias: string | undefined;
    const withAlias = NAME_WITH_ALIAS.exec(raw);
    if (withAlias) {
      const spellingAlias = NAME_WITH_ALIAS.exec(spelling.normalize("NFKC"));
      raw = withAlias[1];
      alias = withAlias[2];
      spelling = spellingAlias ? spellingAlias[1] : spelling;
      // "City Super（万达店）": a branch, not another spelling of the name.
      if ((!/^[a-z][a-z0-9 .&'+-]*$/.test(alias) && !CJK.test(alias)) || alias.endsWith("店"))
        alias = undefined;
    }
    let name = normalizeName(raw);
    // "飞科FS903", "Llama3.1:8b": a brand glued to its model or version names the brand.
    const glued = GLUED_MODEL.exec(name);
    if (glued && !alias) {
      const brandPart = glued[1] ?? glued[2];
      // "拉思珀蒂瓦La Sportiva Bushido II": the Latin words may open with the brand's own Latin name, which
      // then is its alias ("La Sportiva" alone elsewhere is the same brand).
      if (glued[1] && lexicon) alias = latinNameAfter(name.slice(brandPart.length), lexicon);
      spelling = spelling.slice(0, brandPart.length);
      name = brandPart;
    }
    // "JDC 免税店", "E-Mart 超市": a Latin name, a space, then the kind of shop it is ("OK便利店" is one name).
    const latinShop = LATIN_THEN_KIND.exec(name);
    if (latinShop && !alias) {
      name = latinShop[1];
      spelling = spelling.slice(0, name.length);
    }
    // "DogSpot.in", "Argos.co.uk": a shop named by its site in one country is the shop.
    const countrySite = COUNTRY_SITE.exec(name);
    if (countrySite && !alias) {
      name = countrySite[1];
      spelling = spelling.slice(0, name.length);
    }
    // "SCOTTeVEST Bamboo Polo" asked about bamboo polos: the maker, then the category. ("Tiki Cat" asked
    // about cat food: a lexicon brand holding the category word is whole; a line, "Google Home", is not.)
    if (isCategory && !alias && !glued && !isBrandOfItsOwn(name)) {
      const maker = makerBeforeCategory(name, isCategory, (maker, word) =>
        writtenBeforeLowerCase(original, normalized, maker, word),
      );
      if (maker > 0) {
        name = name.slice(0, maker);
        spelling = spelling.split(" ").slice(0, name.split(" ").length).join(" ");
      }
    }
    if (knownSpellings.has(name) || (alias && knownSpellings.has(normalizeName(alias))))
      return { kind: "known" };
    const entryIndex = lexicon ? lexicon.entryOf(name) : -1;
    let entry = entryIndex >= 0 ? lexicon?.entries[entryIndex] : undefined;
    // "kindle" written in lower case is not the capitalised brand "Kindle" (the case decision).
    if (
      entry?.capitalised[entry.spellings.indexOf(name)] &&
      isLowerCaseOccurrence(original, normalized, s, s + name.length)
    )
      entry = undefined;
    // Another spelling of a caller's brand ("Luckin" for the target 瑞幸咖啡): counts stay the caller's
    // aliases' (the spec's), so the name is judged as if the lexicon did not know it, as before; a user
    // makes it an alias through brand knowledge.
    if (entry?.spellings.some((spelling) => knownSpellings.has(spelling))) entry = undefined;
    if (entry?.spellings.some((spelling) => rejected?.has(spelling))) return { kind: "rejected" };
    let wellKnown: { key: string; patterns: string[] } | undefined;
    // "iPhone 16 Pro" where the answer names Apple too: the product line names its maker. A named line
    // written in Chinese ("特仑苏", "王中王", "迎宾酒") is a brand of its own, as Chinese answers and their
    // readers treat it (docs/analysis.md, Real-answer corpus conventions).
    const lineMaker = entry && lexicon && !CJK.test(name) ? namedMaker(entry, lexicon, name) : undefined;
    if (lineMaker === "known") return { kind: "known" };
    if (entry) {
      // A well-known brand's key is its canonical spelling, so "Amazon" and "亚马逊" are one brand.
      const key = lineMaker ? lineMaker.spellings[0] : entry.spellings[0];
      if (board.isAccepted(key)) return { kind: "known" };
      wellKnown = {
        key,
        patterns: [name, ...entry.spellings.filter((p) => p !== name), ...(lineMaker?.spellings ?? [])],
      };
      if (lineMaker) spelling = lineMaker.name;
      // An unambiguous spelling is a name whatever its shape; an ambiguous one ("Target", "Office") is
      // judged like any name below, the lexicon then one more piece of evidence.
      if (!entry.ambiguous[entry.spellings.indexOf(name)])
        return {
          kind: "brand",
          brand: {
            name: spelling,
            patterns: wellKnown.patterns,
            wellKnown: true,
            canonical: key,
            ...(glued && !alias ? { glued: true } : {}),
          },
          key,
          lowerCase: false,
          category: false,
          digits: false,
          company: false,
          lexicon: true,
          unambiguousLexicon: true,
        };
    }
    if (board.isAccepted(name)) return { kind: "known" };
    // "杰里米·克拉克森（Jeremy Clarkson）": a name transliterated with the middle dot is a person's (the
    // brands written so, 阿斯顿·马丁, are the lexicon's and were judged above).
    if (
      CJK.test(name) &&
      (PERSON_DOT.test(name) || PERSON_DOT_BEFORE.test(text.slice(Math.max(0, s - 2), s)))
    )
      return { kind: "generic" };
    if (rejected?.has(name) || (alias && rejected?.has(normalizeName(alias)))) return { kind: "rejected" };
    let lowerCase = false;
    // "**Alliance of Angels**" beside a link to allianceofangels.com: the site spells the whole name.
    const spelledBySite = name.includes(" ") && linkedSites?.has(name.replace(/[^a-z0-9]/g, "")) === true;
    // "bigbasket.com", "dspetstore.com": a shop's site is written in lower case, and is its name so.
    if (!isBrandLike(name, spelling, false, spelledBySite) && !SITE_NAME.test(spelling)) {
      if (!(fromHead || named) || !isBrandLike(name, spelling, true)) return { kind: "generic" };
      lowerCase = true;
    }
    // Only the name kept counts ("探路者Fast Track Pro GTX" keeps 探路者; "fast" in its model is no cue of it).
    if (hasCueInside(cues, s, s + Math.min(raw.length, name.length))) return { kind: "generic" };
    if (!fromHead && !named && CJK.test(name) && !alias) return { kind: "generic" };
    // "零落差（Zero Drop）", "欧码（EUR）": a term and its English phrase or code is a translation, no name.
    if (
      !fromHead &&
      !named &&
      CJK.test(name) &&
      alias &&
      !wellKnown &&
      isTermTranslation(normalizeName(alias))
    )
      return { kind: "generic" };
    const patterns = [name];
    const aliasName = alias ? normalizeName(alias) : "";
    if (aliasName.length >= 2 && !STOP_EXACT.has(aliasName) && !STOP_WORDS_LATIN.has(aliasName))
      patterns.push(aliasName);
    const category = isCategory?.(name) === true;
    const brand: DiscoveredBrand = wellKnown
      ? { name: spelling, patterns: wellKnown.patterns, wellKnown: true, canonical: wellKnown.key }
      : { name: spelling, patterns };
    if (glued && !alias) brand.glued = true;
    return {
      // The Chinese word list goes with the lexicon: without it 大众 the brand and 大众 the word are one; with
      // it, a lexicon brand that is also a word (全家, 统一) carries the lexicon's ambiguity mark instead.
      commonWord:
        (!name.includes(" ") && isCommonWords(name)) ||
        (lexicon !== undefined && wellKnown === undefined && isCommonChineseWords(name)),
      lexicon: wellKnown !== undefined,
      kind: "brand",
      brand,
      key: wellKnown?.key ?? name,
      lowerCase,
      category,
      digits: !/\p{L}/u.test(name),
      company: COMPANY_SUFFIX.test(name),
    };
  };
}

/** An English phrase of ordinary words ("zero drop") or a two- or three-letter code ("eur", "us"). */
function isTermTranslation(alias: string): boolean {
  return /^[a-z]{2,3}$/.test(alias) || (alias.includes(" ") && isCommonWords(alias));
}
