import type {
  Analyzer,
  AnalyzerOptions,
  AnswerAnalysis,
  AnswerInput,
  BrandKind,
  BrandRecord,
  BrandSpec,
  Citation,
  LearnedBrand,
  TargetAnalysis,
} from "./analysis-types.ts";
import { buildAnswerContext } from "./answer-context.ts";
import { parseAnswerStructure } from "./answer-structure.ts";
import { discoverBrands } from "./brand-discovery.ts";
import { BrandMatcher, isCapitalisedLatin, isLowerCaseOccurrence } from "./brand-matcher.ts";
import { rankBrands } from "./brand-position.ts";
import { splitClauses } from "./clause-splitter.ts";
import { restoreCollapsedLines } from "./collapsed-lines.ts";
import { scanCues, scanCuesAndBrands } from "./cue-scanner.ts";
import { shippedLexicon } from "./lexicon/brand-lexicon.ts";
import { isModelSuffix, withoutModelSuffixes } from "./model-suffixes.ts";
import { questionCategoryTest, questionNames, questionPlace } from "./question-category.ts";
import { assessRecommendations } from "./recommendation.ts";
import { scoreSentiment } from "./sentiment.ts";
import { extractSources } from "./source-extractor.ts";
import { normalizeName, normalizeText, originalSlice } from "./text-normalizer.ts";
import {
  isWordChar,
  leftmostLongest,
  onWordBoundaries,
  type Span,
  sortSpans,
  withoutExcluded,
} from "./text-spans.ts";

const EVIDENCE_LIMIT = 3;
/** The case rule concerns Latin spellings only: "亚马逊" beside "Amazon" has no case to be written in. */
const LATIN_LETTER = /[a-z]/;
const EVIDENCE_LENGTH = 160;

interface KnownBrand {
  name: string;
  kind: BrandKind;
}

/**
 * Builds the brand matcher once for a set of targets and competitors; `analyze` then runs the whole
 * DESIGN 6 analysis of one answer (pure, no I/O).
 */
export function createAnalyzer(options: AnalyzerOptions): Analyzer {
  const known: KnownBrand[] = [];
  const specs: BrandSpec[] = [];
  const seenNames = new Set<string>();
  const addBrands = (brands: readonly BrandSpec[] | undefined, kind: BrandKind) => {
    for (const brand of brands ?? []) {
      const key = normalizeName(brand.name);
      if (key.length === 0 || seenNames.has(key)) continue;
      seenNames.add(key);
      known.push({ name: brand.name.trim(), kind });
      specs.push(brand);
    }
  };
  addBrands(options.targets, "target");
  addBrands(options.competitors, "competitor");
  // Brands the account knows are found like the caller's, and reported as discovered brands.
  addBrands(options.knownBrands, "discovered");
  const targetCount = known.filter((brand) => brand.kind === "target").length;
  const matcher = new BrandMatcher(specs);
  const officialDomains = options.officialDomains ?? [];
  const rejectedNames = new Set((options.rejectedNames ?? []).map(normalizeName).filter((n) => n.length > 0));
  const lexicon = options.lexicon === false ? undefined : shippedLexicon();
  const asksForOptions = options.question !== undefined && asksForOptionsTest(options.question);
  const askerPlace = options.question ? questionPlace(options.question) : undefined;
  const askedNames = options.question ? questionNames(options.question) : undefined;
  const aboutOneBrand =
    options.question !== undefined &&
    !asksForOptions &&
    asksAboutOneBrand(
      options.question,
      askedNames ?? new Set(),
      (name) => matcher.knownSpellings.has(name) || (lexicon !== undefined && lexicon.entryOf(name) >= 0),
    );
  const isQuestionCategory = options.question
    ? questionCategoryTest(options.question, matcher.knownSpellings)
    : undefined;

  return {
    analyze(input: AnswerInput): AnswerAnalysis {
      const original = input.text ?? "";
      const normalized = restoreCollapsedLines(normalizeText(original), original);
      const text = normalized.text;
      const capitalAt = (offset: number) => {
        const code = original.charCodeAt(normalized.toOriginal[offset]);
        return code >= 0x41 && code <= 0x5a;
      };
      const scan = lexicon
        ? scanCuesAndBrands(normalized, original, lexicon)
        : { ...scanCues(text), lexiconHits: undefined };
      // "Salomon X Ultra 4 GTX": a model's last word names no ingredient brand (model-suffixes.ts).
      const scanned = scan.lexiconHits
        ? { ...scan, lexiconHits: withoutModelSuffixes(text, scan.lexiconHits) }
        : scan;
      const structure = parseAnswerStructure(text, capitalAt, scanned.triggers, scanned.lexiconHits);
      const cues = withoutExcluded(withoutExcluded(scanned.cues, structure.excluded), structure.cueFree);
      const knownMentions = leftmostLongest(
        withoutExcluded(matcher.candidates(normalized, original), structure.excluded),
      );
      const { brands: discovered, candidates } = discoverBrands({
        original,
        normalized,
        structure,
        knownMentions,
        knownSpellings: matcher.knownSpellings,
        cues,
        isQuestionCategory,
        rejectedNames,
        lexicon,
        lexiconHits: scanned.lexiconHits,
        triggers: scanned.triggers,
        questionPlace: askerPlace,
        questionNames: askedNames,
        aboutOneBrand,
        capitalAt,
      });
      const brands: KnownBrand[] = [
        ...known,
        ...discovered.map((d) => ({ name: d.name, kind: "discovered" as const })),
      ];
      let mentions: Span[] = knownMentions;
      if (discovered.length > 0) {
        const candidates = [...knownMentions];
        discovered.forEach((brand, offset) => {
          const capitalised = isCapitalisedLatin(brand.name);
          for (const pattern of brand.patterns) {
            for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1))
              if (
                (onWordBoundaries(text, at, at + pattern.length) ||
                  (brand.glued === true && gluedToDigits(text, at, at + pattern.length))) &&
                !isModelSuffix(text, at, at + pattern.length) &&
                !(
                  capitalised &&
                  LATIN_LETTER.test(pattern) &&
                  isLowerCaseOccurrence(original, normalized, at, at + pattern.length)
                )
              )
                candidates.push({ start: at, end: at + pattern.length, id: known.length + offset });
          }
        });
        // Sorted as leftmostLongest sorts (by start, the longer first, else in order of discovery), so
        // that withoutExcluded can walk them by start and leftmostLongest finds them in order.
        sortSpans(candidates);
        mentions = leftmostLongest(withoutExcluded(candidates, structure.excluded));
      }
      // A cue word inside a brand's name ("美宜佳", "好又多", "Solid Gold") says nothing about anyone.
      const judgingCues = withoutExcluded(cues, mentions);
      const context = buildAnswerContext(
        text,
        structure,
        mentions,
        splitClauses(text, judgingCues),
        capitalAt,
      );
      const positions = rankBrands(structure.items, context.headBrands, mentions, brands.length, text);
      const counts = new Array<number>(brands.length).fill(0);
      for (const mention of mentions) counts[mention.id]++;
      const recommendations = assessRecommendations(context, judgingCues, brands.length);
      const sentiments = scoreSentiment(context, judgingCues, brands.length, asksForOptions);

      const quote = ([start, end]: [number, number]) => {
        const span = originalSlice(original, normalized, start, end).trim();
        return span.length > EVIDENCE_LENGTH ? `${span.slice(0, EVIDENCE_LENGTH)}…` : span;
      };
      const targets: TargetAnalysis[] = [];
      for (let i = 0; i < targetCount; i++) {
        const mentioned = counts[i] > 0;
        const recommendation = recommendations[i];
        targets.push({
          brandKeyword: brands[i].name,
          isRecommended: mentioned && recommendation.isRecommended ? 1 : 0,
          exposureCount: counts[i],
          recommendCount: mentioned ? recommendation.recommendCount : 0,
          position: positions[i],
          sentiment: mentioned ? sentiments[i].label : "中性",
          sentimentScore: mentioned ? sentiments[i].score : 50,
          evidence: mentioned ? distinctQuotes(recommendation.evidence, quote) : [],
        });
      }
      const brandRecords: BrandRecord[] = [];
      brands.forEach((brand, i) => {
        if (counts[i] === 0) return;
        brandRecords.push({
          brandName: brand.name,
          sentiment: sentiments[i].label,
          visibilityCount: counts[i],
          sentimentScore: sentiments[i].score,
          position: positions[i],
          kind: brand.kind,
        });
      });
      brandRecords.sort((a, b) => a.position - b.position);
      // Positions are re-numbered densely: a discovered candidate absorbed by a longer mention leaves no gap.
      const dense = new Map(brandRecords.map((record, index) => [record.position, index + 1]));
      for (const record of brandRecords) record.position = dense.get(record.position) ?? record.position;
      for (const target of targets) target.position = dense.get(target.position) ?? 0;
      return {
        targets,
        brandRecords,
        sourceRecords: extractSources(original, input.citations, { officialDomains }),
        candidates,
      };
    },
  };
}

/**
 * A question that asks for options to choose from ("best running shoes 2026", "Hoka alternatives",
 * "扫地机器人哪个牌子好"), not where to buy a product or how something works.
 */
const ASKS_FOR_OPTIONS =
  /\b(?:best|top|most|recommend(?:ed|ations?)?|good|alternatives?|options|brands?|worth it|[a-z]+iest|cheapest|warmest|safest|lightest|softest|quietest|fastest|strongest|toughest|longest|coolest|brightest)\b|推荐|哪个好|哪款|哪个牌子|什么牌子|哪些牌子|最好的|值得买/i;
const WHERE_TO_BUY =
  /哪里|哪儿|哪裡|在哪|购买渠道|购物链接|购买链接|怎么买|如何购买|where (?:can i |to |should i )?(?:buy|find|get)/i;

const CJK_CHARACTER = /[\u3400-\u9fff]/;

/** A question that compares or looks beyond the brand it names ("TASC vs Vuori", "stores like Miss Chase"). */
const COMPARES =
  /\b(?:vs\.?|versus|compare[sd]?|comparison|or|like|similar|alternatives?|competitors?|other)\b|对比|还是|替代|类似/i;

function asksForOptionsTest(question: string): boolean {
  return ASKS_FOR_OPTIONS.test(question) && !WHERE_TO_BUY.test(question);
}

/**
 * An English question about one brand it names, known or well-known, that asks for no shop and no
 * comparison ("Are there labor rights concerns about Home Depot?"); the caller checks it asks for no options.
 */
function asksAboutOneBrand(
  question: string,
  askedNames: ReadonlySet<string>,
  isBrand: (name: string) => boolean,
): boolean {
  if (CJK_CHARACTER.test(question) || WHERE_TO_BUY.test(question) || COMPARES.test(question)) return false;
  // "Lowe's's market perception": the asker's possessive of the name.
  for (const asked of askedNames) if (isBrand(asked.replace(/['’]s$/, ""))) return true;
  return false;
}

/** "Llama3.1": a glued brand's mention starts on a word boundary and runs straight into a digit. */
function gluedToDigits(text: string, start: number, end: number): boolean {
  const next = text.charCodeAt(end);
  return (start === 0 || !isWordChar(text.charCodeAt(start - 1))) && next >= 0x30 && next <= 0x39;
}

/** The first EVIDENCE_LIMIT distinct quotes of the spans, quoting no more spans than that needs. */
function distinctQuotes(
  spans: ReadonlyArray<[number, number]>,
  quote: (span: [number, number]) => string,
): string[] {
  const quotes = new Set<string>();
  for (let i = 0; i < spans.length && quotes.size < EVIDENCE_LIMIT; i++) quotes.add(quote(spans[i]));
  return [...quotes];
}

/** One-shot convenience wrapper; prefer createAnalyzer when analysing many answers for the same brands. */
export function analyzeAnswer(input: {
  text: string;
  citations?: Citation[];
  targets: BrandSpec[];
  competitors?: BrandSpec[];
  officialDomains?: string[];
  question?: string;
  knownBrands?: LearnedBrand[];
  rejectedNames?: string[];
}): AnswerAnalysis {
  return createAnalyzer(input).analyze(input);
}
