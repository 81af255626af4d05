/**
 * Loads labelled answers: the synthetic corpus (test/fixtures/answers/) and the real-answer corpus
 * (test/fixtures/real-answers/{tuning,held-out}/). Every file is a markdown answer preceded by an HTML
 * comment holding its JSON label (format in docs/analysis.md, "Labelled corpus and evaluation").
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrandSpec, Citation } from "../src/analysis/analysis-types.ts";

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
  /** Real answers: the question the answer replies to ("" when the source does not give it). */
  question?: string;
  /** Real answers: where the answer was taken from (repo/path@commit or URL). */
  source?: string;
  /** Real answers: "zh" or "en". */
  language?: string;
  /** A labeller's remark on a judgement the definitions leave open. */
  note?: string;
}

export interface Fixture {
  file: string;
  text: string;
  label: FixtureLabel;
}

export type RealSplit = "tuning" | "held-out";

export const FIXTURE_DIR = fileURLToPath(new URL("../test/fixtures/answers/", import.meta.url));
export const REAL_ANSWER_DIR = fileURLToPath(new URL("../test/fixtures/real-answers/", import.meta.url));
export const REAL_SPLITS: readonly RealSplit[] = ["tuning", "held-out"];

/** Every labelled answer (`*.md`) directly in `dir`, sorted by file name; none when `dir` is missing. */
export function loadFixtures(dir = FIXTURE_DIR): Fixture[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => parseFixture(file, readFileSync(join(dir, file), "utf8")));
}

export function parseFixture(file: string, raw: string): Fixture {
  const close = raw.indexOf("-->");
  if (!raw.startsWith("<!--") || close < 0) throw new Error(`${file}: missing label comment`);
  const label = JSON.parse(raw.slice(4, close)) as FixtureLabel;
  return { file, text: raw.slice(close + 3).replace(/^\r?\n/, ""), label };
}

/**
 * One split of the real-answer corpus from every root given (each root holds `tuning/` and
 * `held-out/`), so another collector's folder merges in without changes.
 */
export function loadRealAnswers(split: RealSplit, roots: readonly string[] = [REAL_ANSWER_DIR]): Fixture[] {
  return roots.flatMap((root) => loadFixtures(join(root, split)));
}

/** The answer's language: the label's `language`, else the file name's `zh-`/`en-` prefix. */
export function fixtureLanguage(fixture: Fixture): string {
  return fixture.label.language ?? fixture.file.slice(0, fixture.file.indexOf("-"));
}
