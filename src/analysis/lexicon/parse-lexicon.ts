import { isCapitalisedLatin } from "../brand-matcher.ts";
import { isCommonWords } from "../common-words.ts";
import { normalizeName } from "../text-normalizer.ts";

/*
 * Reads the lexicon's data (brands-*.ts; format in brand-lexicon.ts) into entries: one per brand, with
 * every spelling normalised and what the matcher needs to know of each (its case, its ambiguity).
 */

export interface LexiconEntry {
  /** The canonical spelling. */
  name: string;
  /** Normalised spellings (canonical first), apostrophe variants included. */
  spellings: string[];
  /** Per spelling: written with a capital Latin letter, so an all-lower-case occurrence is a common word. */
  capitalised: boolean[];
  /**
   * Per spelling of several Latin words: the offsets of the words the data capitalises ("Taste of the
   * Wild": 0 and 13), each of which an occurrence must capitalise too; for an acronym ("TVS") the offset
   * of every letter; empty for other one-word names.
   */
  capitalWords: number[][];
  /**
   * Per spelling: also an ordinary word, a name or a place, so seeing it in prose does not prove a brand
   * ("Amazon" is a river, "亚马逊" only the company).
   */
  ambiguous: boolean[];
  /**
   * A product line's maker (the index of its entry), from a line ending "> Maker" ("iPhone > Apple"): an
   * answer that names the maker too names the maker by the line (docs/analysis.md, Lexicon).
   */
  maker?: number;
  /**
   * An operating system, listed under a "# operating systems" category: in English prose it is what a
   * product runs on ("great for Android users"), not a brand the answer presents (docs/analysis.md).
   */
  platform?: boolean;
  /**
   * The brand's full names, normalised, from spellings marked "=" ("Hoka|=Hoka One One"): not spellings
   * (the short name finds them), but the name an answer that only ever writes the full name gives the
   * brand (written-long-name.ts).
   */
  longNames?: string[];
  /**
   * A brand of its own, from a line opening with "!" ("!Tiki Cat"): the shorter brand its name opens with
   * ("Tiki") does not make it a product line of that brand.
   */
  ownBrand?: boolean;
}

/** A Latin alias of two or three letters, digits or "&" ("hr", "b&o", "ps5"). */
const SHORT_ALIAS = /^(?=.*[a-z])[a-z0-9&]{2}$/;

/** Marks a brand's full name on its line ("Hoka|=Hoka One One"). */
const FULL_NAME = "=";
/** Opens a line whose brand is no product line of the shorter brand its name opens with ("!Tiki Cat"). */
const OWN_BRAND = "!";

/** The category line whose entries are platforms. */
const PLATFORM_CATEGORY = /^#\s*operating systems\b/;

/**
 * Parses lexicon data. A line that shares a spelling with an earlier line (the same brand listed under
 * two categories, or in both files: "Amazon" and "亚马逊|Amazon") adds its other spellings to that entry.
 */
export function parseLexicon(sources: readonly string[]): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  const entryBySpelling = new Map<string, number>();
  /** Per entry index, the normalised spelling of its maker, resolved once every line is read. */
  const makerSpelling = new Map<number, string>();
  for (const source of sources) {
    let platforms = false;
    for (const raw of source.split("\n")) {
      const [data, makerName] = raw.split(" > ");
      const line = data.trim();
      if (line.startsWith("#")) platforms = PLATFORM_CATEGORY.test(line);
      if (line.length === 0 || line.startsWith("#")) continue;
      const ownBrand = line.startsWith(OWN_BRAND);
      const unmarked = ownBrand ? line.slice(1) : line;
      const ambiguous = unmarked.startsWith("~");
      const marked = (ambiguous ? unmarked.slice(1) : unmarked)
        .split("|")
        .map((name) => name.trim())
        .filter((name) => name.length >= 2);
      const names = marked.filter((name) => !name.startsWith(FULL_NAME));
      const longNames = marked
        .filter((name) => name.startsWith(FULL_NAME))
        .map((name) => normalizeName(name.slice(1)));
      // "~" qualifies the line's first name ("~渴望|Orijen": 渴望 is also "longing", Orijen is only the brand).
      const spellings: Array<{
        spelling: string;
        capitalised: boolean;
        capitalWords: number[];
        ambiguous: boolean;
      }> = [];
      names.forEach((name, n) => {
        for (const variant of apostropheVariants(normalizeName(name)))
          if (variant.length >= 2 && !spellings.some((s) => s.spelling === variant))
            spellings.push({
              spelling: variant,
              capitalised: isCapitalisedLatin(name),
              capitalWords: capitalWordOffsets(name, variant),
              // Capitalised and several words long ("Taste of the Wild", "Blue Buffalo"), a Latin name
              // is the brand wherever it is so written (an all-lower-case phrase never matches).
              // So is a two-letter Latin alias, an initialism ("HR" for Helena Rubinstein is a heart rate,
              // "AP" an access point): the brand's own name comes first on its line.
              ambiguous:
                (ambiguous && n === 0 && !(isCapitalisedLatin(name) && variant.includes(" "))) ||
                (n > 0 && SHORT_ALIAS.test(variant)),
            });
      });
      if (spellings.length === 0) continue;
      let index = -1;
      for (const { spelling } of spellings)
        index = index >= 0 ? index : (entryBySpelling.get(spelling) ?? -1);
      if (index < 0) {
        index = entries.length;
        entries.push({ name: names[0], spellings: [], capitalised: [], capitalWords: [], ambiguous: [] });
      }
      const entry = entries[index];
      if (platforms) entry.platform = true;
      if (ownBrand) entry.ownBrand = true;
      if (longNames.length > 0) entry.longNames = [...(entry.longNames ?? []), ...longNames];
      if (makerName !== undefined) makerSpelling.set(index, normalizeName(makerName));
      for (const { spelling, capitalised, capitalWords, ambiguous } of spellings) {
        const known = entryBySpelling.get(spelling);
        if (known !== undefined) {
          // Ambiguous if either list says so: "东风" is a brand and a district's name.
          const other = entries[known];
          if (ambiguous) other.ambiguous[other.spellings.indexOf(spelling)] = true;
          continue;
        }
        entryBySpelling.set(spelling, index);
        entry.spellings.push(spelling);
        entry.capitalised.push(capitalised);
        entry.capitalWords.push(capitalWords);
        // A brand spelled as one common English word ("Target", "Coach") is ambiguous whatever the data says.
        // So is a short Latin alias, an initialism ("HR" for Helena Rubinstein is a heart rate, "AP" an
        // access point, "BMS" a battery's management system): the brand's own short name comes first.
        entry.ambiguous.push(ambiguous || (!spelling.includes(" ") && isCommonWords(spelling)));
      }
    }
  }
  for (const [index, spelling] of makerSpelling) {
    const maker = entryBySpelling.get(spelling);
    if (maker === undefined || maker === index)
      throw new Error(`lexicon: the maker "${spelling}" of "${entries[index].name}" is no other entry`);
    entries[index].maker = maker;
  }
  return withoutProductLines(entries);
}

/** A name of two to five capitals, digits and "&" holding at least two capitals ("TVS", "AT&T", "3M" is not). */
const ACRONYM = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z0-9&]{2,5}$/;

/** What a company adds to its brand's name ("Fenty Beauty", "Tesla Motors"): the brand, not a product line. */
const COMPANY_WORDS =
  /^(?:(?:beauty|cosmetics|skincare|foods?|motors?|group|inc\.?|co\.?|company|corp\.?|corporation|labs?|electronics|appliances|shoes|footwear|apparel|clothing|running|sports?|outdoor|pet ?care|pet nutrition|brands|international|global|technolog(?:y|ies)|tech|home|kitchen|coffee|tea|water|health|pharma(?:ceuticals)?|bank|financial|energy|collective|studios?|ventures?|venture partners|partners|capital|fund|accelerator|(?:tech )?cent(?:er|re))\b\s*)+$/;

/**
 * Drops the spellings that are a product line of a brand the lexicon knows ("Purina Pro Plan", "Amazon
 * Prime", "Hill's Science Diet"): the answer's "Purina Pro Plan" then names Purina, by the convention that
 * the maker names its product lines (docs/analysis.md). A maker that is one common English word does not
 * count ("Royal" would take "Royal Canin"), nor does a Chinese name ("小米汽车" stays: the board folds a
 * Chinese name into the brand it extends), nor a company's own suffix ("Fenty Beauty"). An entry whose
 * first name is a product line goes whole, its other names being the product's ("Pro Plan").
 */
const CJK_SPELLING = /[\u3400-\u9fff]/;

function withoutProductLines(entries: LexiconEntry[]): LexiconEntry[] {
  const makers = new Set<string>();
  for (const entry of entries)
    for (const spelling of entry.spellings)
      if (!/[\u3400-\u9fff]/.test(spelling) && !isCommonWords(spelling, false)) makers.add(spelling);
  const kept: LexiconEntry[] = [];
  /** Old entry index to new, so that makers still name their entries. */
  const newIndex = new Map<number, number>();
  for (const [index, entry] of entries.entries()) {
    /** Per spelling: opens with the entry's own shorter name ("B&H Photo" beside "B&H"). */
    const ownLine = entry.spellings.map(() => false);
    const keep = entry.spellings.map((spelling, k) => {
      if (entry.ownBrand) return true;
      for (let space = spelling.indexOf(" "); space > 0; space = spelling.indexOf(" ", space + 1)) {
        const maker = spelling.slice(0, space);
        if (!makers.has(maker) || COMPANY_WORDS.test(spelling.slice(space + 1))) continue;
        ownLine[k] = entry.spellings.includes(maker);
        return false;
      }
      return true;
    });
    // A product line's other names are the product's too ("~Purina Pro Plan|Pro Plan"): the entry goes,
    // unless its long name opens with its own short name written as an acronym ("REI Co-op|REI",
    // "B&H Photo|B&H"): such a short name is distinctive, and names the brand. (A short name that is a
    // word, "Indian", "Kraft", "Dick's", opens too many other names.)
    if (!keep[0]) {
      const acronyms = entry.spellings.map((_, k) => keep[k] && isAcronymSpelling(entry, k));
      if (ownLine[0] && !entry.ambiguous[0] && acronyms.some(Boolean))
        for (let k = 0; k < keep.length; k++) keep[k] = acronyms[k];
      else {
        // "Dick's Sporting Goods|Dick's", "Alo Yoga|Alo": the short name opens too many other names, the
        // long one names the brand. "Alibaba Cloud|阿里云|Aliyun": the Latin names are the product's, but
        // its Chinese name is a brand of its own in Chinese answers (as "小米汽车" is).
        for (let k = 0; k < keep.length; k++)
          keep[k] =
            (ownLine[0] && ownLine[k] && !entry.ambiguous[0]) ||
            (keep[k] && CJK_SPELLING.test(entry.spellings[k]));
        if (!keep.some(Boolean)) continue;
      }
    }
    const pick = <T>(values: readonly T[]) => values.filter((_, k) => keep[k]);
    const spellings = pick(entry.spellings);
    const ambiguous = pick(entry.ambiguous);
    newIndex.set(index, kept.length);
    kept.push({
      name: keep[0] ? entry.name : spellings[0],
      spellings,
      capitalised: pick(entry.capitalised),
      capitalWords: pick(entry.capitalWords),
      ambiguous,
      ...(entry.maker !== undefined ? { maker: entry.maker } : {}),
      ...(entry.platform ? { platform: true } : {}),
      ...(entry.longNames ? { longNames: entry.longNames } : {}),
      ...(entry.ownBrand ? { ownBrand: true } : {}),
    });
  }
  for (const entry of kept) if (entry.maker !== undefined) entry.maker = newIndex.get(entry.maker);
  return kept;
}

/** Spelling k of the entry is an acronym ("rei", "b&h"): one word whose every letter the data capitalises. */
function isAcronymSpelling(entry: LexiconEntry, k: number): boolean {
  const spelling = entry.spellings[k];
  const letters = spelling.replace(/[^a-z]/g, "").length;
  return letters >= 2 && !spelling.includes(" ") && entry.capitalWords[k].length === letters;
}

/** The offsets in the normalised spelling of the words `name` capitalises, for names of two or more words. */
function capitalWordOffsets(name: string, spelling: string): number[] {
  // "TVS", "BP": an acronym is the brand only in capitals ("TVs" are televisions), so every letter counts.
  if (ACRONYM.test(name.trim()) && spelling.length === name.trim().length) {
    const offsets: number[] = [];
    for (let at = 0; at < name.length; at++) if (/[A-Z]/.test(name.trim()[at])) offsets.push(at);
    return offsets;
  }
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || spelling.split(" ").length !== words.length) return [];
  const offsets: number[] = [];
  let at = 0;
  for (const word of words) {
    if (/^[A-Z]/.test(word)) offsets.push(at);
    at += word.length + 1;
  }
  return offsets.length === words.length || offsets.length >= 2 ? offsets : [];
}

function apostropheVariants(spelling: string): string[] {
  if (!/['’]/.test(spelling)) return [spelling];
  return [spelling, spelling.replace(/’/g, "'"), spelling.replace(/'/g, "’")];
}
