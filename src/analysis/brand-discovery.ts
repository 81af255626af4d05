import type { BrandCandidate } from "./analysis-types.ts";
import { type AnswerStructure, isPlainHeading } from "./answer-structure.ts";
import { isLowerCaseOccurrence } from "./brand-matcher.ts";
import { CandidateBoard, type DiscoveredBrand, type EvidenceReason } from "./candidate-board.ts";
import { isCommonChineseWords, isCommonWords } from "./common-words.ts";
import { type CueHit, cueAt } from "./cue-scanner.ts";
import {
  discoveryGroups,
  findComparisonTables,
  hasAttributeContext,
  hasAttributeIntro,
  isObjectOfCue,
} from "./discovery-context.ts";
import { STOP_EXACT, STOP_WORDS_LATIN } from "./discovery-stop-list.ts";
import type { BrandLexicon, LexiconHit } from "./lexicon/brand-lexicon.ts";
import { canonicalSpelling, lexiconPrefix, proposeLexiconNames } from "./lexicon-names.ts";
import { linkedSiteNames, makerBeforeCategory, makerOf } from "./maker-name.ts";
import { findEnumerations } from "./name-enumerations.ts";
import { COMPANY_SUFFIX, isBrandLike } from "./name-shape.ts";
import {
  GLUED_MODEL,
  headParts,
  QUESTION_HEAD,
  sharedTails,
  startsWithMention,
  tailOf,
} from "./name-sources.ts";
import { proposeProseNames } from "./prose-candidates.ts";
import { withoutAskerPlace } from "./question-category.ts";
import { type NormalizedText, normalizeName, originalSlice } from "./text-normalizer.ts";
import {
  codeUnits,
  firstStartingFrom,
  isInsideAny,
  onWordBoundaries,
  type Span,
  withoutExcluded,
} from "./text-spans.ts";

export type { DiscoveredBrand } from "./candidate-board.ts";
export { isBrandLike } from "./name-shape.ts";

export interface DiscoveryInput {
  original: string;
  normalized: NormalizedText;
  structure: AnswerStructure;
  /** Resolved mentions of the caller's brands. */
  knownMentions: readonly Span[];
  knownSpellings: ReadonlyMap<string, number>;
  cues: readonly CueHit[];
  /** True for a name that is the question's own product category ("无香型洗发水" when asked about 洗发水). */
  isQuestionCategory?: (name: string) => boolean;
  /** Normalised names a user rejected: never discovered, never candidates. */
  rejectedNames?: ReadonlySet<string>;
  /** Well-known brands: evidence for the names the structure proposes, and names found in prose. */
  lexicon?: BrandLexicon;
  /** The lexicon's names in the answer (scanCuesAndBrands), sorted and non-overlapping. */
  lexiconHits?: readonly LexiconHit[];
  /** Where the asker is ("广西梧州"): "梧州沃尔玛" and "南宁百货梧州店" name 沃尔玛 and 南宁百货 there. */
  questionPlace?: string;
  /** The names the question asks about (question-category.ts questionNames), normalised. */
  questionNames?: ReadonlySet<string>;
  /** True when the normalised code unit at an offset was a capital letter in the original. */
  capitalAt?: (offset: number) => boolean;
}

export interface DiscoveryResult {
  brands: DiscoveredBrand[];
  candidates: BrandCandidate[];
}

const CJK = /[\u3400-\u9fff]/;
/** A word in a web address, a path or a handle ("stripe.com", ".obsidian/", "@claude") is no prose. */
const PART_OF_ADDRESS = /[./@:_-]/;
const ADDRESS_AFTER = /^(?:\.[a-z]|\/|:|_|-[a-z])/;
const LATIN_THEN_KIND = /^([a-z][a-z0-9&.'’ -]*?) (?:免税店|超市|商场|便利店|百货|旗舰店|专卖店|门店|商城)$/;
/** A name written as its site in one country ("DogSpot.in"); ".com", ".io" and ".ai" stay part of a name. */
const COUNTRY_SITE =
  /^([a-z][a-z0-9-]{2,})\.(?:in|co\.in|uk|co\.uk|de|fr|es|it|nl|jp|co\.jp|cn|com\.cn|ca|com\.au|au|sg|com\.sg|my|com\.my|ph|hk|com\.hk|tw|com\.tw|kr|co\.kr)$/;
const NAME_WITH_ALIAS = /^(.+?)\s*\(([^()]{1,40})\)$/;
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

/** True when a mention overlaps [start, end); mentions are sorted and non-overlapping. */
function hasMentionInside(mentions: readonly Span[], start: number, end: number): boolean {
  let lo = 0;
  let hi = mentions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (mentions[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < mentions.length && mentions[lo].start < end;
}

/**
 * Discovers brands from list-item heads, headings, table first columns, bold spans,
 * "中文名（English）" pairs and the name patterns of `name-patterns.ts`, each proposed to a
 * CandidateBoard with its evidence: names scoring at or above the threshold are brands, the rest
 * candidates. Items whose list is about attributes (优点, Pros, 注意事项 ...) or whose parent is headed
 * by a brand (its sub-points) are not searched.
 */
export function discoverBrands(input: DiscoveryInput): DiscoveryResult {
  const { original, normalized, structure, knownMentions, knownSpellings, cues } = input;
  const text = normalized.text;
  const board = new CandidateBoard();
  const { items } = structure;
  const headedByBrand = new Array<boolean>(items.length).fill(false);
  const rejected = input.rejectedNames;
  const isCategory = input.isQuestionCategory;
  const lexicon = input.lexicon;
  const lexiconHits = withoutExcluded([...(input.lexiconHits ?? [])], structure.excluded).filter(
    (hit) => !hasMentionInside(knownMentions, hit.start, hit.end),
  );

  /** Judges the span [start, end) as a name, without recording it. */
  const evaluate = (start: number, end: number, fromHead: boolean, named = false): Verdict => {
    let s = start;
    let e = end;
    while (s < e && LEADING_DECORATION.has(text.charCodeAt(s))) s++;
    while (e > s && TRAILING_DECORATION.has(text.charCodeAt(e - 1))) e--;
    if (e - s < 2) return { kind: "generic" };
    if (hasMentionInside(knownMentions, s, e)) return { kind: "known" };
    if (input.questionPlace) [s, e] = withoutAskerPlace(text, s, e, input.questionPlace);
    // "Purina Pro Plan", "Hill's Science Diet": a name that opens with a well-known brand is its product.
    const maker = lexicon ? lexiconPrefix(lexiconHits, text, s, e) : undefined;
    if (maker) e = maker.end;
    let raw = text.slice(s, e);
    let spelling = originalSlice(original, normalized, s, e).trim();
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
    // "SCOTTeVEST Bamboo Polo" asked about bamboo polos: the maker, then the category.
    if (isCategory && !alias && !glued) {
      const maker = makerBeforeCategory(name, isCategory, writtenBeforeLowerCase);
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
    if (entry) {
      // A well-known brand's key is its canonical spelling, so "Amazon" and "亚马逊" are one brand.
      const key = entry.spellings[0];
      if (board.isAccepted(key)) return { kind: "known" };
      wellKnown = { key, patterns: [name, ...entry.spellings.filter((p) => p !== name)] };
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
    if (rejected?.has(name) || (alias && rejected?.has(normalizeName(alias)))) return { kind: "rejected" };
    let lowerCase = false;
    if (!isBrandLike(name, spelling)) {
      if (!(fromHead || named) || !isBrandLike(name, spelling, true)) return { kind: "generic" };
      lowerCase = true;
    }
    if (hasCueInside(cues, s, s + raw.length)) return { kind: "generic" };
    if (!fromHead && !named && CJK.test(name) && !alias) return { kind: "generic" };
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
  const parentVerdicts = new Map<number, boolean>();
  const attributeParent = (parent: number): boolean => {
    if (parent < 0) return false;
    let verdict = parentVerdicts.get(parent);
    if (verdict === undefined) {
      verdict = hasAttributeContext(text.slice(items[parent].headStart, items[parent].headEnd));
      parentVerdicts.set(parent, verdict);
    }
    return verdict;
  };
  const introVerdicts = new Map<string, boolean>();
  const attributeIntro = (intro: string): boolean => {
    let verdict = introVerdicts.get(intro);
    if (verdict === undefined) {
      // A parenthetical aside ("…链接（建议购买前确认库存）：") does not say what the list is about.
      verdict = hasAttributeIntro(intro.toLowerCase().replace(/\([^)]*\)/g, ""));
      introVerdicts.set(intro, verdict);
    }
    return verdict;
  };
  /** True when the answer writes `maker` then `word` with the word in lower case ("Chelsea boots"). */
  const writtenBeforeLowerCase = (maker: string, word: string): boolean => {
    const phrase = `${maker} ${word}`;
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      const wordAt = at + maker.length + 1;
      if (isLowerCaseOccurrence(original, normalized, wordAt, wordAt + word.length)) return true;
    }
    return false;
  };
  const asWord = new Map<string, boolean>();
  /** True when the answer writes the Latin name in lower case somewhere, as a word. */
  const writtenAsWord = (name: string): boolean => {
    let found = asWord.get(name);
    if (found === undefined) {
      found = false;
      if (/^[a-z][a-z -]*$/.test(name))
        for (let at = text.indexOf(name); at >= 0 && !found; at = text.indexOf(name, at + 1))
          found =
            onWordBoundaries(text, at, at + name.length) &&
            !PART_OF_ADDRESS.test(text[at - 1] ?? "") &&
            !ADDRESS_AFTER.test(text.slice(at + name.length, at + name.length + 2)) &&
            !isInsideAny(structure.excluded, at) &&
            isLowerCaseOccurrence(original, normalized, at, at + name.length);
      asWord.set(name, found);
    }
    return found;
  };
  /** Proposes a name verdict with its evidence; true when the name is (now) accepted. */
  const propose = (verdict: Verdict, reasons: EvidenceReason[]): boolean => {
    if (verdict.kind !== "brand") return verdict.kind === "known";
    if (verdict.category) reasons.push("question-category");
    if (input.questionNames?.has(verdict.key) || input.questionNames?.has(normalizeName(verdict.brand.name)))
      reasons.push("asked-about");
    // An ambiguous lexicon name found in prose is weighed as such already.
    if (verdict.commonWord && !reasons.includes("lexicon-ambiguous")) reasons.push("common-word");
    if (verdict.lexicon && !reasons.includes("lexicon-prose") && !reasons.includes("lexicon-ambiguous"))
      reasons.push("lexicon");
    // "**Faux Fur/Sherpa:**" beside "a sherpa lining": a name that is also a word, which the answer
    // itself writes as a word elsewhere.
    if (
      verdict.lexicon &&
      !verdict.unambiguousLexicon &&
      !reasons.includes("lower-case") &&
      writtenAsWord(verdict.brand.patterns[0])
    )
      reasons.push("lower-case");
    return board.propose(verdict.key, verdict.brand, reasons);
  };

  // Items are judged per list (same parent, level and intro): a list whose heads are mostly generic
  // ("Gaming", "Office Work", "Content Creation") is about attributes, so its odd name-like head is not
  // a brand either; and a plain Chinese phrase standing alone as an item ("只看跑分") needs a sibling
  // that is a known brand to be read as a name.
  const groups = new Map<string, Array<{ index: number; verdict: Verdict; source: EvidenceReason }>>();
  const knownInGroup = new Map<string, number>();
  const groupParent = new Map<string, number>();
  let comparisonTables: Set<string> | undefined;
  const groupOf = discoveryGroups(items);
  items.forEach((item, index) => {
    if (item.headEnd <= item.headStart || item.sourceList) return;
    const group = groupOf[index];
    if (hasMentionInside(knownMentions, item.headStart, item.headEnd)) {
      headedByBrand[index] = true;
      knownInGroup.set(group, (knownInGroup.get(group) ?? 0) + 1);
      // "**天猫超市、京东**": the other names a known brand's head lists are its siblings.
      if (!item.sourceList)
        for (const part of headParts(text, item.headStart, item.headEnd))
          propose(evaluate(part.start, part.end, true, true), ["head-list", "known-sibling"]);
      return;
    }
    // A label that is no name may still give the name after it ("| Pain Relief | Oofos Oocoozie |").
    if (!item.headIsName && item.afterHeadEnd <= item.afterHeadStart) return;
    // Sub-points of an item a known brand heads are its attributes: not worth judging (tables are
    // judged later, as they may compare the answer's options).
    if (item.parent >= 0 && headedByBrand[item.parent] && item.kind !== "table") return;
    if (attributeParent(item.parent) || attributeIntro(item.intro)) return;
    // "经常出差：首选联想" - a head whose own line then names a known brand is a scenario, not a name
    // (the names its label lists right after the colon, "**便利店**：7-11、全家等", are still names).
    const scenario = item.headKind !== "bold" && hasMentionInside(knownMentions, item.headEnd, item.lineEnd);
    let verdict = scenario || !item.headIsName ? GENERIC : evaluate(item.headStart, item.headEnd, true);
    let source: EvidenceReason =
      item.kind === "list" ? "list-head" : item.kind === "table" ? "table-head" : "heading";
    // A label head ("Best for creatives:") may be followed by the name itself.
    const headList = item.headIsName ? headParts(text, item.headStart, item.headEnd) : [];
    const listsNames = headList.length > 0;
    if (!scenario && !listsNames && verdict.kind === "generic" && item.afterHeadEnd > item.afterHeadStart) {
      const after = evaluate(item.afterHeadStart, item.afterHeadEnd, true);
      // After a plain heading's colon only a brand already known is taken ("## 进阶：整库导入" is a step).
      if (
        after.kind === "known" ||
        (after.kind === "brand" && (!isPlainHeading(item) || after.unambiguousLexicon === true))
      ) {
        verdict = { ...after, label: true };
        source = "after-label";
      }
    }
    if (
      verdict.kind === "brand" &&
      item.kind === "list" &&
      item.headKind === "whole" &&
      CJK.test(verdict.key)
    )
      verdict = { ...verdict, plain: true };
    const members = groups.get(group) ?? [];
    // "**7-11、罗森或全家**", "**淘宝/天猫**", "**Estée Lauder, Lancôme, Shiseido**": a head listing names.
    let parts = source === "after-label" || scenario ? [] : headList;
    // "**便利店**：7-11、全家、罗森等": the label lists the names after its colon.
    const afterLabel =
      parts.length === 0 &&
      verdict.kind === "generic" &&
      item.afterHeadEnd > item.afterHeadStart &&
      !isPlainHeading(item);
    if (afterLabel) parts = headParts(text, item.afterHeadStart, item.afterHeadEnd);
    if (parts.length > 0) {
      const split = parts.map((part) => evaluate(part.start, part.end, true, true));
      if (split.some((v) => v.kind === "known") || split.filter((v) => v.kind === "brand").length >= 2)
        for (const part of split)
          members.push({ index, verdict: afterLabel ? { ...part, label: true } : part, source: "head-list" });
      else members.push({ index, verdict, source });
    } else members.push({ index, verdict, source });
    groups.set(group, members);
    groupParent.set(group, item.parent);
  });
  // A head whose own examples or sub-items name brands is a kind of thing ("**超市和便利店**：…各大超市
  // （如沃尔玛、…）", "1. **电商平台**" over "- **京东**：…"), not a brand.
  const enumerations = findEnumerations(text);
  const categoryHeads = new Set<number>();
  items.forEach((item, index) => {
    // Table rows are compared options, not sub-items of the heading they sit under.
    if (
      item.parent >= 0 &&
      item.kind !== "table" &&
      item.headKind !== "link" &&
      !item.sourceList &&
      startsWithMention(knownMentions, item.headStart, item.headEnd, text)
    )
      categoryHeads.add(item.parent);
    // Examples that are places or variants ("**家乐福**：如盘龙区北京路店") say nothing about the head.
    const k = firstStartingFrom(enumerations, item.headStart);
    const example = enumerations[k];
    if (
      example &&
      example.start < item.lineEnd &&
      example.exampleOf &&
      isBrandLike(normalizeName(text.slice(example.start, example.end).replace(/[*_]/g, "")), "X", true)
    )
      categoryHeads.add(index);
  });
  // Lists are judged outer first: whether a list's parent is headed by a brand (then its items are the
  // brand's sub-points) is known before the list is judged.
  const ordered = [...groups.keys()].sort((a, b) => (groupParent.get(a) ?? -1) - (groupParent.get(b) ?? -1));
  for (const group of ordered) {
    const members = groups.get(group) ?? [];
    const parent = groupParent.get(group) ?? -1;
    if (parent >= 0 && headedByBrand[parent]) {
      if (items[members[0].index].kind !== "table") continue;
      comparisonTables ??= findComparisonTables(text, items, groupOf);
      if (!comparisonTables.has(group)) continue;
    }
    // Heads already discovered in an earlier list count as names too.
    // A well-known brand among the heads (the lexicon's, unambiguous) says the list names brands too.
    const known =
      (knownInGroup.get(group) ?? 0) +
      members.filter((m) => m.verdict.kind === "known" || m.verdict.unambiguousLexicon === true).length;
    const brands = members.filter((m) => m.verdict.kind === "brand");
    // A common word ("Office", "Gaming") counts as generic when judging what the list is about.
    const generic = members.filter(
      (m) => (m.verdict.kind === "generic" || m.verdict.commonWord === true) && !m.verdict.label,
    ).length;
    const labelled = members.some((m) => m.verdict.label);
    const attributes = known === 0 && !labelled && generic > 0 && generic >= brands.length;
    const capitalised = brands.filter((m) => m.verdict.kind === "brand" && !m.verdict.lowerCase).length;
    const distinctive = brands.filter(
      (m) => m.verdict.kind === "brand" && !m.verdict.commonWord && !m.verdict.lowerCase,
    ).length;
    const tails = sharedTails(brands.map((m) => (m.verdict.kind === "brand" ? m.verdict.key : "")));
    // "**免税店**： / - **新罗免税店** / - **乐天免税店**": instances of the kind their parent names.
    const parentHead =
      parent >= 0 ? text.slice(items[parent].headStart, items[parent].headEnd).replace(/[*_\s:]/g, "") : "";
    const questionParent =
      parent >= 0 && QUESTION_HEAD.test(text.slice(items[parent].headStart, items[parent].lineEnd));
    for (const member of members) {
      const { verdict } = member;
      if (verdict.kind === "known") headedByBrand[member.index] = true;
      if (verdict.kind !== "brand") continue;
      const reasons: EvidenceReason[] = [member.source];
      // The examples a category head gives after its colon are the names, not the head.
      if (categoryHeads.has(member.index) && !verdict.label) reasons.push("category-head");
      if (tails.has(tailOf(verdict.key)) && !parentHead.endsWith(tailOf(verdict.key)))
        reasons.push("shared-tail");
      if (questionParent) reasons.push("question-parent");
      if (attributes) reasons.push("attribute-list");
      if (known > 0) reasons.push("known-sibling");
      if (verdict.plain && known === 0) reasons.push("plain-phrase");
      if (verdict.lowerCase && !verdict.digits) {
        reasons.push("lower-case");
        // An odd lower-case name ("vivo", "realme") among names; not a list of lower-case words.
        const lowerCount = brands.length - capitalised;
        if (known === 0 && capitalised > 0 && capitalised >= lowerCount) reasons.push("name-sibling");
      }
      if (verdict.digits) reasons.push("digits", ...(brands.length >= 2 ? (["name-sibling"] as const) : []));
      // "Bear" among Joplin, Logseq and Simplenote is a name; "Rocky / Uneven / Sandy" are terrain.
      // Not so a Chinese word among rarer ones: "手机、耳机、笔电" are the same kind of word, and jieba's
      // dictionary only knows the commoner ones.
      if (
        verdict.commonWord &&
        !verdict.lexicon &&
        !CJK.test(verdict.key) &&
        distinctive >= 2 &&
        distinctive >= brands.length - distinctive
      )
        reasons.push("name-sibling");
      if (verdict.company) reasons.push("company-suffix");
      if (propose(verdict, reasons)) headedByBrand[member.index] = true;
    }
  }

  for (const bold of structure.boldSpans) {
    // Bold heads were judged with their item; bold words inside a brand's item are its attributes.
    const covered = items.some(
      (item, index) =>
        (bold.start >= item.lineStart && bold.start <= item.headEnd) ||
        (headedByBrand[index] && bold.start >= item.lineStart && bold.start < item.bodyEnd),
    );
    // The object of a recommendation or warning ("不太推荐**小米**", "go with **vivo**") is an option,
    // so a name even in prose, in a brand's section, in Chinese or in lower case.
    const named = isObjectOfCue(text, cues, bold);
    if (covered && !named) continue;
    let verdict = evaluate(bold.start, bold.end, false, named);
    // "The **Qor Heather Merino Knit Tee** ($79) adds …": a product set in bold names its maker first.
    if (verdict.kind === "generic" && !named) {
      const maker = boldProductMaker(text, bold, input.capitalAt);
      if (maker > bold.start) verdict = evaluate(bold.start, maker, false, true);
    }
    const reasons: EvidenceReason[] = [named ? "cue-object" : "bold-latin"];
    if (verdict.kind === "brand" && verdict.brand.patterns.length > 1 && !named) reasons[0] = "name-pair";
    propose(verdict, reasons);
  }

  proposeProseNames(text, enumerations, evaluate, propose);
  if (lexicon) proposeLexiconNames(text, lexiconHits, structure, input.capitalAt, evaluate, propose);
  board.addRecurrence((brand) => countOccurrences(text, brand.patterns[0]));
  const sites = linkedSiteNames(text);
  const brands: DiscoveredBrand[] = [];
  const seen = new Set<string>();
  const firstAt = (brand: DiscoveredBrand) => {
    const at = text.indexOf(brand.patterns[0]);
    return at < 0 ? text.length : at;
  };
  for (const accepted of board.accepted(firstAt)) {
    const brand = accepted.wellKnown
      ? canonicalSpelling(accepted, text, original, normalized, structure.excluded)
      : accepted;
    const maker =
      brand.patterns.length === 1 && !brand.wellKnown ? makerOf(brand, text, sites, input.capitalAt) : brand;
    const key = maker.patterns[0];
    // A maker already known, or named by two of its products, is one brand.
    if (seen.has(key) || knownSpellings.has(key) || rejected?.has(key)) continue;
    seen.add(key);
    brands.push(maker);
  }
  return { brands, candidates: board.candidates() };
}

const ARTICLE_BEFORE = /\b(?:the|a|an)\s$/;
/** Words of a product's name: capitalised words, numbers and "+". */
const PRODUCT_WORDS = 3;

/**
 * The end of the maker's word of a bold product name in prose ("The **Qor Heather Merino Knit Tee**"):
 * an article before it, three or more words all capitalised or numbers, the first no ordinary word.
 * Returns `bold.start` when the span is no such name.
 */
function boldProductMaker(
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

function countOccurrences(text: string, pattern: string): number {
  let count = 0;
  for (let at = text.indexOf(pattern); at >= 0 && count < 2; at = text.indexOf(pattern, at + pattern.length))
    count++;
  return count;
}

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

const GENERIC: Verdict = { kind: "generic" };
