import type { BrandCandidate } from "./analysis-types.ts";
import { type AnswerStructure, isPlainHeading, type StructureItem } from "./answer-structure.ts";
import { attributeScope } from "./attribute-scope.ts";
import { CandidateBoard, type DiscoveredBrand, type EvidenceReason } from "./candidate-board.ts";
import { isCommonWords } from "./common-words.ts";
import { proposeCoordinatedNames } from "./coordinated-names.ts";
import type { CueHit } from "./cue-scanner.ts";
import {
  discoveryGroups,
  findComparisonTables,
  isObjectOfCue,
  PRICE_LABEL,
  QUALITY_LABEL,
} from "./discovery-context.ts";
import { isGroupCompound, proposeGroupNames } from "./group-names.ts";
import type { BrandLexicon, LexiconHit } from "./lexicon/brand-lexicon.ts";
import { canonicalSpelling, proposeLexiconNames } from "./lexicon-names.ts";
import { boldProductMaker, linkedSiteNames, makerOf, writtenSiteNames } from "./maker-name.ts";
import { findEnumerations } from "./name-enumerations.ts";
import { isBrandLike } from "./name-shape.ts";
import { headParts, QUESTION_HEAD, sharedTails, startsWithMention, tailOf } from "./name-sources.ts";
import { GENERIC, nameJudge, type Verdict } from "./name-verdict.ts";
import { opensProductTitle, proposeTitleSiblings } from "./product-titles.ts";
import { proposeProseNames } from "./prose-candidates.ts";
import { isModelAfterSlash, isSlashVariant, VARIANT_CODE } from "./slash-variants.ts";
import { shortStoreName } from "./store-forms.ts";
import { type NormalizedText, normalizeName, originalSlice } from "./text-normalizer.ts";
import { firstStartingFrom, overlapsAny, type Span, withoutExcluded } from "./text-spans.ts";
import type { TriggerStarts } from "./trigger-words.ts";
import { writtenAsWordTest } from "./written-case.ts";
import { writtenLongName } from "./written-long-name.ts";

export type { DiscoveredBrand } from "./candidate-board.ts";
export { isBrandLike } from "./name-shape.ts";

const CJK = /[\u3400-\u9fff]/;
/** A shop word glued to the end of a brand's name ("Himiwaybike", "Tronxyonline"). */
const STORE_WORD = /(?:bikes?|store|shop|online|official|direct|usa)$/;
/** A platform, then the brand whose flagship store on it the head names. */
const FLAGSHIP_STORE =
  /^(?:天猫|京东|淘宝|抖音|拼多多|苏宁易购|唯品会|得物|小红书)(?:超市|商城|国际)?\s*[-–—·]?\s*([^\s\-–—·*]{2,12}?)(?:官方旗舰店|旗舰店|官方店|自营旗舰店|专卖店|官方直营店)$/d;
/** How far after a head a known brand makes the head a scenario's label, in code units. */
const SCENARIO_REACH = 24;

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
  /** Where the answer's trigger words start (the cue scan's): discovery's expressions are tried there only. */
  triggers?: TriggerStarts;
  /** Where the asker is ("广西梧州"): "梧州沃尔玛" and "南宁百货梧州店" name 沃尔玛 and 南宁百货 there. */
  questionPlace?: string;
  /** The names the question asks about (question-category.ts questionNames), normalised. */
  questionNames?: ReadonlySet<string>;
  /**
   * The question is about one named brand and asks for no options ("Are there labor rights concerns about
   * Home Depot?", "What makes Y Combinator unique?"): the answer's heads are aspects of that brand.
   */
  aboutOneBrand?: boolean;
  /** True when the normalised code unit at an offset was a capital letter in the original. */
  capitalAt?: (offset: number) => boolean;
}

export interface DiscoveryResult {
  brands: DiscoveredBrand[];
  candidates: BrandCandidate[];
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
    (hit) => !overlapsAny(knownMentions, hit.start, hit.end),
  );
  const sites = linkedSiteNames(text, input.triggers?.url);
  let written: readonly string[] | undefined;
  const writtenSites = () => (written ??= writtenSiteNames(text));
  const evaluate = nameJudge({
    original,
    normalized,
    knownMentions,
    knownSpellings,
    cues,
    isCategory,
    rejected,
    lexicon,
    lexiconHits,
    questionPlace: input.questionPlace,
    linkedSites: sites,
    board,
  });
  const writtenAsWord = writtenAsWordTest(original, normalized, structure.excluded);

  // "#### 1. 萨洛蒙 XA PRO 3D GTX" over "- **核心稳点**" over "- Contagrip MA鞋底": the details of a brand's
  // item at every depth.
  const headedAbove = (parent: number): boolean => {
    for (let p = parent; p >= 0; p = items[p].parent) if (headedByBrand[p]) return true;
    return false;
  };
  const { underAttributeHead, underComparisonHead, attributeIntro } = attributeScope(text, items);
  const isLexiconName = (name: string) => (lexicon?.entryOf(name) ?? -1) >= 0;
  /** An item's head as a label's words, markup and colon dropped (the text is NFKC: "：" is ":"). */
  const labelOf = (item: StructureItem) => text.slice(item.headStart, item.headEnd).replace(/[*_:\s]/g, "");
  /** Proposes a name verdict with its evidence; true when the name is (now) accepted. */
  const propose = (verdict: Verdict, reasons: EvidenceReason[]): boolean => {
    if (verdict.kind !== "brand") return verdict.kind === "known";
    if (verdict.category) reasons.push("question-category");
    // "Brand Visibility Tools", "Local Pet Stores", "Venture Studios": ordinary words ending in a plural
    // kind of thing name a kind, not a brand.
    if (!verdict.lexicon && KIND_OF_THINGS.test(verdict.key) && isCommonWords(verdict.key))
      reasons.push("category-head");
    if (input.questionNames?.has(verdict.key) || input.questionNames?.has(normalizeName(verdict.brand.name)))
      reasons.push("asked-about");
    // "### Wage & Hour Violations", "**Founder Matching**" in an answer about one brand: an aspect of it.
    else if (
      input.aboutOneBrand &&
      !verdict.lexicon &&
      isCommonWords(verdict.key) &&
      !isLexiconName(verdict.key)
    )
      reasons.push("attribute-list");
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
  // "#### 宽脚/高脚背福音" over "5. **KEEN Targhee III**" and "6. **New Balance Hierro**": a heading that
  // sounds like an attribute is a kind of shoe when a caller's brand heads one of its items in bold.
  const brandParents = new Set<number>();
  /** Heads naming a kind of shop after a known brand: their sub-items are shops. */
  const shopKinds = new Set<number>();
  /** Heads of ordinary words joined by "&" or "and": one topic, whose parts are no names. */
  const topicHeads = new Set<number>();
  for (const item of items)
    if (
      item.parent >= 0 &&
      (item.headKind === "bold" || item.headKind === "link") &&
      startsWithMention(knownMentions, item.headStart, item.headEnd, text)
    )
      brandParents.add(item.parent);
  // "**天猫-越秀乳业官方旗舰店**", "**京东美的官方旗舰店**": a platform's flagship store names the brand it sells.
  for (const item of items) {
    if (item.headEnd <= item.headStart || item.sourceList) continue;
    const store = FLAGSHIP_STORE.exec(text.slice(item.headStart, item.headEnd));
    const brand = store?.indices?.[1];
    if (brand)
      propose(evaluate(item.headStart + brand[0], item.headStart + brand[1], true, true), ["head-list"]);
  }
  // "1. Canidae Grain-Free Pure Real Salmon & Sweet Potato Recipe: This diet …", "#### 2. Columbia
  // Bugaboot Plus IV Omni-Heat Boot（哥伦比亚）": an item or heading whose head is a product's whole title,
  // too long to be a name, is headed by the well-known maker that opens it.
  const capitalAt = input.capitalAt;
  if (lexiconHits.length > 0 && capitalAt) {
    items.forEach((item, index) => {
      if (item.headIsName || item.sourceList || item.headEnd <= item.headStart) return;
      const hit = lexiconHits[firstStartingFrom(lexiconHits, item.headStart)];
      if (hit?.start !== item.headStart || !opensProductTitle(text, hit, capitalAt)) return;
      if (headedAbove(item.parent) || underAttributeHead(item.parent) || attributeIntro(item.intro)) return;
      if (underComparisonHead(item.parent)) return;
      // Its details ("- **核心保暖**：Omni-Heat反射铝膜") are then the product's, as under a caller's brand.
      if (propose(evaluate(hit.start, hit.end, true, true), ["list-head"])) headedByBrand[index] = true;
    });
    proposeTitleSiblings(items, groupOf, text, knownMentions, lexiconHits, capitalAt, (index, start, end) => {
      if (headedAbove(items[index].parent) || underAttributeHead(items[index].parent)) return;
      if (propose(evaluate(start, end, true, true), ["list-head", "known-sibling"]))
        headedByBrand[index] = true;
    });
  }
  items.forEach((item, index) => {
    if (item.headEnd <= item.headStart || item.sourceList) return;
    const group = groupOf[index];
    if (overlapsAny(knownMentions, item.headStart, item.headEnd)) {
      // "**茅台授权经销商及烟酒店**" over "- **昆明名酒行（五华区）**": a kind of shop named after the brand it
      // sells; its sub-items are the shops, not the brand's details.
      if (namesShopKind(text, item, knownMentions)) shopKinds.add(index);
      else headedByBrand[index] = true;
      knownInGroup.set(group, (knownInGroup.get(group) ?? 0) + 1);
      // "**天猫超市、京东**": the other names a known brand's head lists are its siblings.
      const parts = headParts(text, item.headStart, item.headEnd);
      for (const [k, part] of parts.entries()) {
        if (VARIANT_CODE.test(text.slice(part.start, part.end))) continue;
        if (isModelAfterSlash(text, parts, k, knownMentions, lexiconHits)) continue;
        const verdict = evaluate(part.start, part.end, true, true);
        // "**茅台授权经销商及烟酒店**": a kind of shop beside the brand's channel is no name of its own.
        if (verdict.kind === "brand" && verdict.commonWord && CJK.test(verdict.key)) continue;
        if (isSlashVariant(text, part.start, verdict)) continue;
        propose(verdict, ["head-list", "known-sibling"]);
      }
      return;
    }
    // A label that is no name may still give the name after it ("| Pain Relief | Oofos Oocoozie |").
    if (!item.headIsName && item.afterHeadEnd <= item.afterHeadStart) return;
    // Sub-points of an item a known brand heads are its attributes: not worth judging (tables are
    // judged later, as they may compare the answer's options).
    if (headedAbove(item.parent) && item.kind !== "table") return;
    if (
      (underAttributeHead(item.parent) && !brandParents.has(item.parent)) ||
      attributeIntro(item.intro) ||
      (item.kind === "list" && underComparisonHead(item.parent))
    )
      return;
    // "经常出差：首选联想" - a head whose own line then names a known brand is a scenario, not a name
    // (the names its label lists right after the colon, "**便利店**：7-11、全家等", are still names). A
    // brand the description compares with later ("Rigo – casual dresses often recommended alongside
    // Miss Chase") leaves the head a name.
    const scenario =
      item.headKind !== "bold" &&
      overlapsAny(knownMentions, item.headEnd, Math.min(item.lineEnd, item.headEnd + SCENARIO_REACH));
    let verdict = scenario || !item.headIsName ? GENERIC : evaluate(item.headStart, item.headEnd, true);
    let source: EvidenceReason =
      item.kind === "list" ? "list-head" : item.kind === "table" ? "table-head" : "heading";
    // A label head ("Best for creatives:") may be followed by the name itself.
    const headList = item.headIsName ? headParts(text, item.headStart, item.headEnd) : [];
    const listsNames = headList.length > 0;
    // "**Funding**: Y Combinator provides …": a head that is one ordinary word, followed by a known brand,
    // is a label too.
    const wordHead =
      verdict.kind === "brand" &&
      verdict.commonWord === true &&
      verdict.lexicon !== true &&
      !CJK.test(verdict.key);
    if (
      !scenario &&
      !listsNames &&
      (verdict.kind === "generic" || wordHead) &&
      item.afterHeadEnd > item.afterHeadStart &&
      // "**Cost:** Customizable; plans start at $10": a price label's value says what it costs.
      !PRICE_LABEL.test(labelOf(item))
    ) {
      const after = evaluate(item.afterHeadStart, item.afterHeadEnd, true);
      // After a plain heading's colon only a brand already known is taken ("## 进阶：整库导入" is a step).
      if (
        after.kind === "known" ||
        (!wordHead && after.kind === "brand" && (!isPlainHeading(item) || after.unambiguousLexicon === true))
      ) {
        verdict = { ...after, label: true };
        source = "after-label";
      }
    }
    const plainItem = item.kind === "list" && (item.headKind === "whole" || item.headKind === "separated");
    if (verdict.kind === "brand" && plainItem && CJK.test(verdict.key)) verdict = { ...verdict, plain: true };
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
    // "**特点**：脚踝保护、防碎石进入": what a quality or use label lists are qualities (its item still
    // counts among its list's names, so the list is not taken for one of attributes).
    if (afterLabel && QUALITY_LABEL.test(labelOf(item))) topicHeads.add(index);
    if (parts.length > 0) {
      // "比亚迪宋PLUS EV/DM-i": a powertrain or edition code after a slash is a variant of the model before.
      const split = parts.map((part, k) =>
        VARIANT_CODE.test(text.slice(part.start, part.end)) ||
        isModelAfterSlash(text, parts, k, knownMentions, lexiconHits)
          ? GENERIC
          : evaluate(part.start, part.end, true, true),
      );
      // "**Long Wait Times & Understaffing:**", "### Wages & Working Conditions": ordinary words joined by
      // "&" or "and" name one topic, no list of names.
      const topic =
        !afterLabel &&
        split.every((v) => v.kind === "brand" && !v.lexicon) &&
        split.some(isWordPhrase) &&
        /^[^,，、/;；]*$/.test(text.slice(item.headStart, item.headEnd));
      // "**Dry, Cold Snow:**", "**Wet, Slushy Snow:**": a comma list of ordinary words only is a phrase.
      const wordList =
        !afterLabel &&
        split.length >= 2 &&
        split.every((v) => v.kind === "brand" && !v.lexicon && isCommonWords(v.key) && !isLexiconName(v.key));
      if (topic || wordList) topicHeads.add(index);
      if (split.some((v) => v.kind === "known") || split.filter((v) => v.kind === "brand").length >= 2)
        for (const part of split) {
          // "4. 鞋领高度与雪套配合": the parts of a plain Chinese head are plain phrases as the head is.
          const plainPart = !afterLabel && plainItem && part.kind === "brand" && CJK.test(part.key);
          const judged = afterLabel ? { ...part, label: true } : plainPart ? { ...part, plain: true } : part;
          members.push({ index, verdict: judged, source: "head-list" });
        }
      else members.push({ index, verdict, source });
    } else members.push({ index, verdict, source });
    groups.set(group, members);
    groupParent.set(group, item.parent);
  });
  // A head whose own examples or sub-items name brands is a kind of thing ("**超市和便利店**：…各大超市
  // （如沃尔玛、…）", "1. **电商平台**" over "- **京东**：…"), not a brand.
  const enumerations = findEnumerations(text, input.triggers?.enumeration).filter(
    (member) => !member.truncated || capitalAt?.(member.start) === true,
  );
  // "Dream Pairs mid-calf boots": a Latin member's name is its leading capitalised words, among members
  // that all open so ("bully sticks, Himalayan cheese, and raw carrots" are things, not names).
  if (capitalAt) {
    const lowerGroups = new Set<number>();
    for (const member of enumerations)
      if (/[a-z]/.test(text[member.start]) && !capitalAt(member.start)) lowerGroups.add(member.group);
    for (const member of enumerations)
      if (!lowerGroups.has(member.group)) member.end = capitalisedRunEnd(text, member, capitalAt);
  }
  const categoryHeads = new Set<number>();
  items.forEach((item, index) => {
    // Table rows are compared options, not sub-items of the heading they sit under. A brand of the
    // lexicon heading a sub-item says so as a caller's brand does ("#### **三、 极致轻量与透气**" over
    // "7. **Merrell Moab 3 Vent**"), unless the sub-item repeats the head's own first word.
    if (
      item.parent >= 0 &&
      item.kind !== "table" &&
      item.headKind !== "link" &&
      !item.sourceList &&
      (startsWithMention(knownMentions, item.headStart, item.headEnd, text) ||
        (startsWithMention(lexiconHits, item.headStart, item.headEnd, text) &&
          !repeatsParentName(text, items[item.parent], item)))
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
    if (headedAbove(parent)) {
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
    // A label's value of ordinary words ("**Ideal For**: Occasional Delta flyers") is no name after it.
    const labelled = members.some((m) => m.verdict.label && !isWordPhrase(m.verdict));
    // "**Stock Shortages**", "**Online Order Mishaps**", "**Welcome Bonus**": where no head is a known
    // brand and most are phrases of ordinary words, the list names aspects, not makers.
    const wordPhrases = brands.filter((m) => isWordPhrase(m.verdict)).length;
    const attributes =
      known === 0 &&
      !labelled &&
      !shopKinds.has(parent) &&
      ((generic > 0 && generic >= brands.length) ||
        (wordPhrases >= 2 && wordPhrases * 3 >= brands.length * 2));
    // "1. **Funding**: Y Combinator provides … / 3. **Mentorship and Guidance**: Y Combinator is known …":
    // labels whose values open with a known brand, most of them common words, are aspects of that brand;
    // a head among them that is no value is such a label too.
    const labelValues = members.filter((m) => m.verdict.label && m.verdict.kind === "known").length;
    const commonHeads = members.filter(
      (m) =>
        !m.verdict.label &&
        (m.verdict.kind === "generic" ||
          (m.verdict.kind === "brand" && !m.verdict.lexicon && isCommonWords(m.verdict.key))),
    ).length;
    const aspectLabels =
      labelValues >= 2 &&
      commonHeads >= 1 &&
      (labelValues + commonHeads) * 2 > members.length &&
      known === labelValues;
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
    // "Legal Technology Platforms: Platforms like SUP …" beside "Dedicated Startup Lawyers: Some lawyers,
    // such as Harry Khanna …": where most heads are kinds that give examples, a head of common words is
    // a kind too, though its example is no name.
    const kinds = members.filter((m) => categoryHeads.has(m.index)).length;
    const kindList = kinds >= 2 && kinds * 2 >= members.length;
    for (const member of members) {
      const { verdict } = member;
      if (verdict.kind === "known") headedByBrand[member.index] = true;
      if (verdict.kind !== "brand") continue;
      const reasons: EvidenceReason[] = [member.source];
      // The examples a category head gives after its colon are the names, not the head.
      if ((categoryHeads.has(member.index) || (kindList && isKindOfCommonWords(verdict))) && !verdict.label)
        reasons.push("category-head");
      if (tails.has(tailOf(verdict.key)) && !parentHead.endsWith(tailOf(verdict.key)))
        reasons.push("shared-tail");
      if (questionParent) reasons.push("question-parent");
      if (attributes || (aspectLabels && !verdict.label && !verdict.lexicon) || topicHeads.has(member.index))
        reasons.push("attribute-list");
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
    // A row of a table comparing aspects ("| PCB 厚度 | 0.8mm | **1.6mm** |") holds values, no names.
    const covered = items.some(
      (item, index) =>
        (bold.start >= item.lineStart && bold.start <= item.headEnd) ||
        (headedByBrand[index] && bold.start >= item.lineStart && bold.start < item.bodyEnd) ||
        (item.kind === "table" &&
          !item.headIsName &&
          item.afterHeadEnd <= item.afterHeadStart &&
          bold.start >= item.lineStart &&
          bold.start < item.lineEnd),
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

  proposeProseNames(text, enumerations, evaluate, propose, input.triggers);
  if (lexicon) {
    // "great for Android users": an operating system in English prose is what a product runs on.
    const named = lexiconHits.filter(
      (hit) => !(lexicon.entries[hit.id].platform && !CJK.test(text[hit.start])),
    );
    proposeLexiconNames(text, named, knownMentions, structure, input.capitalAt, evaluate, propose, (hit) =>
      lexicon.entries[hit.id].spellings.some((spelling) => CJK.test(spelling)),
    );
  }
  if (capitalAt)
    proposeCoordinatedNames({
      text,
      capitalAt,
      excluded: structure.excluded,
      knownMentions,
      lexiconHits,
      lexicon,
      isAccepted: (key) => board.isAccepted(key),
      evaluate,
      propose,
    });
  proposeGroupNames(text, structure.excluded, knownMentions, lexicon, evaluate, propose, (start, end) =>
    originalSlice(original, normalized, start, end),
  );
  board.addRecurrence((brand) => countOccurrences(text, brand.patterns[0]));
  const brands: DiscoveredBrand[] = [];
  const seen = new Set<string>();
  const firstAt = (brand: DiscoveredBrand) => {
    const at = text.indexOf(brand.patterns[0]);
    return at < 0 ? text.length : at;
  };
  for (const found of board.accepted(firstAt)) {
    // The name a brand is reported by: a store form's short name ("永辉" for 永辉超市), else a well-known
    // brand's canonical spelling as the answer writes it, or its full name ("Hoka One One").
    let brand = shortStoreName(found, text, original, normalized, structure.excluded, isLexiconName);
    if (brand === found && found.wellKnown) {
      const longNames = lexicon?.entries[lexicon.entryOf(found.canonical ?? "")]?.longNames ?? [];
      const canonical = canonicalSpelling(found, text, original, normalized, structure.excluded);
      brand = writtenLongName(canonical, longNames, text, original, normalized, structure.excluded);
    }
    const maker =
      brand.patterns.length === 1 && !brand.wellKnown
        ? makerOf(brand, text, sites, input.capitalAt, writtenSites)
        : brand;
    const key = maker.patterns[0];
    // A maker already known, or named by two of its products, is one brand.
    if (seen.has(key) || knownSpellings.has(key) || rejected?.has(key)) continue;
    // "东风本田cr-v": the group and the brand it glues were proposed apart (group-names.ts).
    if (isGroupCompound(key)) continue;
    seen.add(key);
    brands.push(maker);
  }
  // "Himiwaybike" beside Himiway: a shop's name glued from a brand's and a shop word is the brand's
  // store, and no mention of it (the brand's name is not on a word boundary there).
  const gluedStore = (key: string) => {
    const word = STORE_WORD.exec(key);
    const base = word ? key.slice(0, word.index) : "";
    return base.length >= 3 && (seen.has(base) || knownSpellings.has(base));
  };
  return { brands: brands.filter((brand) => !gluedStore(brand.patterns[0])), candidates: board.candidates() };
}

function countOccurrences(text: string, pattern: string): number {
  let count = 0;
  for (let at = text.indexOf(pattern); at >= 0 && count < 2; at = text.indexOf(pattern, at + pattern.length))
    count++;
  return count;
}

/** A kind of shop after a brand's name: its dealers, counters and stores ("茅台授权经销商", "华为专卖店"). */
const SHOP_KIND_AFTER = /^(?:官方)?(?:授权)?(?:经销商|专卖店|专柜|门店|直营店|体验店|授权店|烟酒店|代理商)/;

/** True when the item's head is a known brand followed by a kind of shop (SHOP_KIND_AFTER). */
function namesShopKind(text: string, item: StructureItem, knownMentions: readonly Span[]): boolean {
  const mention = knownMentions[firstStartingFrom(knownMentions, item.headStart)];
  if (!mention || mention.start >= item.headEnd) return false;
  return SHOP_KIND_AFTER.test(text.slice(mention.end, item.headEnd));
}

/** A plural kind of thing ending a Latin phrase ("… Tools", "… Stores", "… Documents"). */
const KIND_OF_THINGS =
  / (?:tools|platforms|apps|stores|shops|retailers|services|options|solutions|products|sites|websites|marketplaces|providers|companies|programs|studios|brands|documents|chains|outlets)$/;

/** A name of two or more ordinary words that the lexicon does not hold ("Welcome Bonus", "Stock Shortages"). */
function isWordPhrase(verdict: Verdict): boolean {
  return (
    verdict.kind === "brand" && !verdict.lexicon && verdict.key.includes(" ") && isCommonWords(verdict.key)
  );
}

/**
 * True when a sub-item opens with the word its parent's head opens with ("**AEON Supermarket**" over
 * "AEON 常有进口中国品牌食品"): a detail of the parent's brand, not an instance of a kind.
 */
function repeatsParentName(text: string, parent: StructureItem, item: StructureItem): boolean {
  const word = /^[\s*_"“「]*([^\s*_,，:：、]+)/.exec(text.slice(item.headStart, item.headEnd))?.[1];
  return (
    word !== undefined &&
    text
      .slice(parent.headStart, parent.headEnd)
      .replace(/^[\s*_"“「]+/, "")
      .startsWith(word)
  );
}

/**
 * The end of the capitalised words that open a Latin span ("Dream Pairs" of "Dream Pairs mid-calf
 * boots"): the span's end when it does not open with a capital or has no lower-case word after them.
 */
function capitalisedRunEnd(text: string, span: Span, capitalAt: (offset: number) => boolean): number {
  if (!capitalAt(span.start)) return span.end;
  for (let at = text.indexOf(" ", span.start); at >= 0 && at + 1 < span.end; at = text.indexOf(" ", at + 1)) {
    const code = text.charCodeAt(at + 1);
    if (code >= 0x61 && code <= 0x7a && !capitalAt(at + 1)) return at;
  }
  return span.end;
}

/** Several common words, none written in capitals ("AEON Supermarket" names a chain). */
function isKindOfCommonWords(verdict: Verdict): boolean {
  if (verdict.kind !== "brand" || verdict.lexicon || !verdict.key.includes(" ")) return false;
  return isCommonWords(verdict.key) && !/\b[A-Z]{2,}\b/.test(verdict.brand.name);
}
