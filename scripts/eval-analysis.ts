/**
 * Scores the analysis engine against the labelled corpora: the synthetic answers (test/fixtures/answers/,
 * regression) and the real answers (test/fixtures/real-answers/{tuning,held-out}/, reported apart and
 * per language). Run: npm run eval:analysis [-- --verbose] [--show-held-out] [REAL_ROOT ...]
 * `--verbose` lists disagreements of the synthetic and tuning parts; held-out disagreements are listed
 * only with `--show-held-out`, so tuning never sees them by accident. Each REAL_ROOT is a folder holding
 * `tuning/` and `held-out/` (default test/fixtures/real-answers/).
 */
import { fileURLToPath } from "node:url";
import { canonicalUrl } from "../src/analysis/canonical-url.ts";
import { createAnalyzer } from "../src/analysis/create-analyzer.ts";
import { normalizeName } from "../src/analysis/text-normalizer.ts";
import {
  type Fixture,
  fixtureLanguage,
  loadFixtures,
  loadRealAnswers,
  REAL_ANSWER_DIR,
  REAL_SPLITS,
} from "./answer-corpus.ts";
import type { Interval } from "./bootstrap-interval.ts";
import {
  type AnswerTally,
  type Figure,
  f1,
  intervalsOf,
  newTally,
  type Ratio,
  type RatioFigures,
  ratio,
  sumTallies,
} from "./corpus-figures.ts";

export type { BrandExpectation, Fixture, FixtureLabel } from "./answer-corpus.ts";
export { FIXTURE_DIR, loadFixtures, loadRealAnswers } from "./answer-corpus.ts";

export interface EvaluationReport extends RatioFigures {
  fixtures: number;
  mentions: { precision: number; recall: number; f1: number };
  discovered: { precision: number; recall: number; f1: number };
  /** 95% cluster-bootstrap intervals (answers resampled), null for a figure with nothing to score. */
  intervals: Record<Figure, Interval | null>;
  failures: string[];
}

/**
 * Scores the engine on labelled fixtures. `lexicon: false` scores the answer's structure alone (the
 * synthetic corpus's labels predate the shipped lexicon of well-known brands; docs/analysis.md).
 */
export function evaluateCorpus(
  fixtures: Fixture[] = loadFixtures(),
  options: { lexicon?: boolean } = {},
): EvaluationReport {
  const tallies: AnswerTally[] = [];
  const failures: string[] = [];
  for (const { file, text, label } of fixtures) {
    const tally = newTally();
    tallies.push(tally);
    const { position, recommendation, sentiment, sourceRecall } = tally;
    const analyzer = createAnalyzer({
      targets: label.targets,
      competitors: label.competitors,
      officialDomains: label.officialDomains,
      question: label.question || undefined,
      lexicon: options.lexicon,
    });
    const result = analyzer.analyze({ text, citations: label.citations });
    const byName = new Map(result.brandRecords.map((record) => [normalizeName(record.brandName), record]));
    for (const [name, expected] of Object.entries(label.expect)) {
      const record = byName.get(normalizeName(name));
      const target = result.targets.find((t) => normalizeName(t.brandKeyword) === normalizeName(name));
      const count = record?.visibilityCount ?? 0;
      if (expected.count !== undefined) {
        tally.mentions.tp += Math.min(count, expected.count);
        tally.mentions.fp += Math.max(0, count - expected.count);
        tally.mentions.fn += Math.max(0, expected.count - count);
        if (count !== expected.count) failures.push(`${file} ${name}: count ${count} != ${expected.count}`);
      }
      if (expected.position !== undefined) {
        position.total++;
        const got = record?.position ?? 0;
        if (got === expected.position) position.hit++;
        else failures.push(`${file} ${name}: position ${got} != ${expected.position}`);
      }
      if (expected.recommended !== undefined && target) {
        recommendation.total++;
        if (target.isRecommended === expected.recommended) recommendation.hit++;
        else failures.push(`${file} ${name}: recommended ${target.isRecommended} != ${expected.recommended}`);
      }
      if (expected.sentiment !== undefined) {
        sentiment.total++;
        const got = record?.sentiment ?? "中性";
        if (got === expected.sentiment) sentiment.hit++;
        else
          failures.push(
            `${file} ${name}: sentiment ${got}(${record?.sentimentScore}) != ${expected.sentiment}`,
          );
      }
    }
    const predictedDiscovered = new Set(
      result.brandRecords.filter((r) => r.kind === "discovered").map((r) => normalizeName(r.brandName)),
    );
    const labelledDiscovered = new Set(label.discovered.map(normalizeName));
    for (const name of predictedDiscovered) {
      if (labelledDiscovered.has(name)) tally.discovered.tp++;
      else {
        tally.discovered.fp++;
        failures.push(`${file}: discovered extra "${name}"`);
      }
    }
    for (const name of labelledDiscovered)
      if (!predictedDiscovered.has(name)) {
        tally.discovered.fn++;
        failures.push(`${file}: missed discovered "${name}"`);
      }
    const urls = new Set(result.sourceRecords.map((s) => s.url));
    for (const url of label.sources) {
      sourceRecall.total++;
      if (urls.has(canonicalUrl(url) ?? url)) sourceRecall.hit++;
      else failures.push(`${file}: missed source ${url}`);
    }
  }
  const sum = sumTallies(tallies);
  return {
    fixtures: fixtures.length,
    mentions: f1(sum.mentions.tp, sum.mentions.fp, sum.mentions.fn),
    discovered: f1(sum.discovered.tp, sum.discovered.fp, sum.discovered.fn),
    position: sum.position,
    recommendation: sum.recommendation,
    sentiment: sum.sentiment,
    sourceRecall: sum.sourceRecall,
    intervals: intervalsOf(tallies),
    failures,
  };
}

/** The goals of issue 12, the same for every part of the corpus. */
export const GOALS = {
  mentionsF1: 0.98,
  position: 0.9,
  discoveredF1: 0.9,
  recommendation: 0.95,
  sentiment: 0.85,
  sourceRecall: 0.98,
};

export function formatReport(title: string, report: EvaluationReport): string {
  const pct = (x: number) => x.toFixed(3);
  const frac = (r: Ratio) => `${pct(ratio(r))} (${r.hit}/${r.total})`;
  const ci = (figure: Figure) => {
    const interval = report.intervals[figure];
    return interval ? `  95% ${pct(interval.low)}-${pct(interval.high)}` : "";
  };
  return [
    `== ${title}: ${report.fixtures} answers`,
    `mentions   P/R/F1:        ${pct(report.mentions.precision)} / ${pct(report.mentions.recall)} / ${pct(report.mentions.f1)}${ci("mentionsF1")}   (goal F1 >= ${GOALS.mentionsF1})`,
    `discovered P/R/F1:        ${pct(report.discovered.precision)} / ${pct(report.discovered.recall)} / ${pct(report.discovered.f1)}${ci("discoveredF1")}   (goal F1 >= ${GOALS.discoveredF1})`,
    `position accuracy:        ${frac(report.position)}${ci("position")}   (goal >= ${GOALS.position})`,
    `recommendation accuracy:  ${frac(report.recommendation)}${ci("recommendation")}   (goal >= ${GOALS.recommendation})`,
    `sentiment accuracy:       ${frac(report.sentiment)}${ci("sentiment")}   (goal >= ${GOALS.sentiment})`,
    `source-URL recall:        ${frac(report.sourceRecall)}${ci("sourceRecall")}   (goal >= ${GOALS.sourceRecall})`,
  ].join("\n");
}

interface Part {
  title: string;
  fixtures: Fixture[];
  heldOut: boolean;
  /** Scored with the shipped lexicon (the real parts) or on structure alone (the synthetic regression part). */
  lexicon: boolean;
  /** Per-language slices repeat their split's disagreements, so only whole parts list them. */
  slice: boolean;
}

/** The parts printed: synthetic, then each real split whole and per language. */
export function corpusParts(realRoots: readonly string[] = [REAL_ANSWER_DIR]): Part[] {
  const parts: Part[] = [
    {
      title: "synthetic (structure only, no lexicon)",
      fixtures: loadFixtures(),
      heldOut: false,
      slice: false,
      lexicon: false,
    },
  ];
  for (const split of REAL_SPLITS) {
    const fixtures = loadRealAnswers(split, realRoots);
    const heldOut = split === "held-out";
    parts.push({ title: `real ${split}`, fixtures, heldOut, slice: false, lexicon: true });
    const languages = [...new Set(fixtures.map(fixtureLanguage))].sort();
    for (const language of languages)
      parts.push({
        title: `real ${split} [${language}]`,
        fixtures: fixtures.filter((fixture) => fixtureLanguage(fixture) === language),
        heldOut,
        slice: true,
        lexicon: true,
      });
  }
  return parts;
}

function main(argv: string[]): void {
  const verbose = argv.includes("--verbose");
  const showHeldOut = argv.includes("--show-held-out");
  const roots = argv.filter((arg) => !arg.startsWith("--"));
  for (const part of corpusParts(roots.length > 0 ? roots : undefined)) {
    const report = evaluateCorpus(part.fixtures, { lexicon: part.lexicon });
    process.stdout.write(`${formatReport(part.title, report)}\n`);
    const list = verbose && (!part.heldOut || showHeldOut) && !part.slice;
    if (list && report.failures.length > 0) process.stdout.write(`\n${report.failures.join("\n")}\n`);
    else if (report.failures.length > 0)
      process.stdout.write(
        `${report.failures.length} disagreements${part.heldOut ? " (held out: listed only with --verbose --show-held-out)" : " (--verbose lists them)"}\n`,
      );
    process.stdout.write("\n");
  }
}

export { ratio };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
