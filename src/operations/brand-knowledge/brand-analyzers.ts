import type { Analyzer, AnalyzerOptions, BrandSpec } from "../../analysis/analysis-types.ts";
import { createAnalyzer } from "../../analysis/create-analyzer.ts";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type { AccountKnowledge } from "./account-knowledge.ts";

/** What a task analyses for: its targets, tracked competitors and official domains. */
export type AnalyzerBase = Pick<AnalyzerOptions, "targets" | "competitors" | "officialDomains">;

/** The analyzer of one question, built once per distinct question. */
export type AnalyzerForQuestion = (question: string) => Analyzer;

/**
 * The options every analyzer of the pipeline gets: the task's brands, the question asked (its category
 * nouns tell a category heading from a brand) and the account's knowledge: confirmed and learned brands
 * (those that are already a target or competitor left out) and the names users rejected. Pure.
 */
export function analyzerOptions(
  base: AnalyzerBase,
  knowledge: AccountKnowledge,
  question: string | undefined,
): AnalyzerOptions {
  const taken = new Set<string>();
  const take = (brands: readonly BrandSpec[] | undefined) => {
    for (const brand of brands ?? [])
      for (const name of [brand.name, ...(brand.aliases ?? [])]) taken.add(normalizeName(name));
  };
  take(base.targets);
  take(base.competitors);
  return {
    ...base,
    ...(question !== undefined ? { question } : {}),
    knownBrands: knowledge.knownBrands.filter((brand) => !taken.has(normalizeName(brand.name))),
    rejectedNames: knowledge.rejectedNames.filter((name) => !taken.has(normalizeName(name))),
  };
}

/**
 * One analyzer per question for a task (a round asks many prompts; an analyzer builds its brand matcher
 * once, so the same question reuses it).
 */
export function createBrandAnalyzers(base: AnalyzerBase, knowledge: AccountKnowledge): AnalyzerForQuestion {
  const byQuestion = new Map<string, Analyzer>();
  return (question) => {
    let analyzer = byQuestion.get(question);
    if (!analyzer) {
      analyzer = createAnalyzer(analyzerOptions(base, knowledge, question));
      byQuestion.set(question, analyzer);
    }
    return analyzer;
  };
}
