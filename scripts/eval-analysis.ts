/**
 * Scores the analysis engine against the labelled corpus in test/fixtures/answers/.
 * Each fixture is a markdown answer preceded by an HTML comment holding its JSON label
 * (format in docs/analysis.md). Run: npm run eval:analysis [-- --verbose]
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BrandSpec, Citation } from "../src/analysis/analysis-types.ts";
import { canonicalUrl } from "../src/analysis/canonical-url.ts";
import { createAnalyzer } from "../src/analysis/create-analyzer.ts";
import { normalizeName } from "../src/analysis/text-normalizer.ts";

export interface BrandExpectation {
  count?: number;
  position?: number;
  recommended?: 0 | 1;
  sentiment?: "正向" | "中性" | "负向";
}

export interface FixtureLabel {
  platform: string;
  targets: BrandSpec[];
  competitors?: BrandSpec[];
  citations?: Citation[];
  officialDomains?: string[];
  /** Every brand the answer names, in position order. */
  brands: string[];
  /** The brands in `brands` the caller did not name. */
  discovered: string[];
  expect: Record<string, BrandExpectation>;
  sources: string[];
}

export interface Fixture {
  file: string;
  text: string;
  label: FixtureLabel;
}

export const FIXTURE_DIR = fileURLToPath(new URL("../test/fixtures/answers/", import.meta.url));

export function loadFixtures(dir = FIXTURE_DIR): Fixture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => {
      const raw = readFileSync(`${dir}${file}`, "utf8");
      const close = raw.indexOf("-->");
      if (!raw.startsWith("<!--") || close < 0) throw new Error(`${file}: missing label comment`);
      const label = JSON.parse(raw.slice(4, close)) as FixtureLabel;
      return { file, text: raw.slice(close + 3).replace(/^\r?\n/, ""), label };
    });
}

export interface Ratio {
  hit: number;
  total: number;
}

export interface EvaluationReport {
  fixtures: number;
  mentions: { precision: number; recall: number; f1: number };
  discovered: { precision: number; recall: number; f1: number };
  position: Ratio;
  recommendation: Ratio;
  sentiment: Ratio;
  sourceRecall: Ratio;
  failures: string[];
}

const ratio = (r: Ratio) => (r.total === 0 ? 1 : r.hit / r.total);
const f1 = (tp: number, fp: number, fn: number) => {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
  };
};

export function evaluateCorpus(fixtures: Fixture[] = loadFixtures()): EvaluationReport {
  let mentionTp = 0;
  let mentionFp = 0;
  let mentionFn = 0;
  let discoveredTp = 0;
  let discoveredFp = 0;
  let discoveredFn = 0;
  const position: Ratio = { hit: 0, total: 0 };
  const recommendation: Ratio = { hit: 0, total: 0 };
  const sentiment: Ratio = { hit: 0, total: 0 };
  const sourceRecall: Ratio = { hit: 0, total: 0 };
  const failures: string[] = [];
  for (const { file, text, label } of fixtures) {
    const analyzer = createAnalyzer({
      targets: label.targets,
      competitors: label.competitors,
      officialDomains: label.officialDomains,
    });
    const result = analyzer.analyze({ text, citations: label.citations });
    const byName = new Map(result.brandRecords.map((record) => [normalizeName(record.brandName), record]));
    for (const [name, expected] of Object.entries(label.expect)) {
      const record = byName.get(normalizeName(name));
      const target = result.targets.find((t) => normalizeName(t.brandKeyword) === normalizeName(name));
      const count = record?.visibilityCount ?? 0;
      if (expected.count !== undefined) {
        mentionTp += Math.min(count, expected.count);
        mentionFp += Math.max(0, count - expected.count);
        mentionFn += Math.max(0, expected.count - count);
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
      if (labelledDiscovered.has(name)) discoveredTp++;
      else {
        discoveredFp++;
        failures.push(`${file}: discovered extra "${name}"`);
      }
    }
    for (const name of labelledDiscovered)
      if (!predictedDiscovered.has(name)) {
        discoveredFn++;
        failures.push(`${file}: missed discovered "${name}"`);
      }
    const urls = new Set(result.sourceRecords.map((s) => s.url));
    for (const url of label.sources) {
      sourceRecall.total++;
      if (urls.has(canonicalUrl(url) ?? url)) sourceRecall.hit++;
      else failures.push(`${file}: missed source ${url}`);
    }
  }
  return {
    fixtures: fixtures.length,
    mentions: f1(mentionTp, mentionFp, mentionFn),
    discovered: f1(discoveredTp, discoveredFp, discoveredFn),
    position,
    recommendation,
    sentiment,
    sourceRecall,
    failures,
  };
}

function printReport(report: EvaluationReport, verbose: boolean): void {
  const pct = (x: number) => x.toFixed(3);
  const lines = [
    `fixtures:                 ${report.fixtures}`,
    `mentions   P/R/F1:        ${pct(report.mentions.precision)} / ${pct(report.mentions.recall)} / ${pct(report.mentions.f1)}   (goal F1 >= 0.98)`,
    `discovered P/R/F1:        ${pct(report.discovered.precision)} / ${pct(report.discovered.recall)} / ${pct(report.discovered.f1)}   (goal F1 >= 0.85)`,
    `position accuracy:        ${pct(ratio(report.position))} (${report.position.hit}/${report.position.total})   (goal >= 0.95)`,
    `recommendation accuracy:  ${pct(ratio(report.recommendation))} (${report.recommendation.hit}/${report.recommendation.total})   (goal >= 0.95)`,
    `sentiment accuracy:       ${pct(ratio(report.sentiment))} (${report.sentiment.hit}/${report.sentiment.total})   (goal >= 0.85)`,
    `source-URL recall:        ${pct(ratio(report.sourceRecall))} (${report.sourceRecall.hit}/${report.sourceRecall.total})   (goal >= 0.98)`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  if (verbose) process.stdout.write(`\n${report.failures.join("\n")}\n`);
  else if (report.failures.length > 0)
    process.stdout.write(`\n${report.failures.length} disagreements (run with --verbose to list them)\n`);
}

export { ratio };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  printReport(evaluateCorpus(), process.argv.includes("--verbose"));
}
