import type { Analyzer, AnswerAnalysis, Citation } from "../analysis/analysis-types.ts";
import type { PlatformAnswer, PlatformSource } from "../platforms/platform-types.ts";

/** A provider's cited source as the analysis takes it (the site name only when the provider gave one). */
export function toCitation(source: PlatformSource): Citation {
  return { url: source.url, title: source.title, ...(source.siteName ? { siteName: source.siteName } : {}) };
}

/** Analyses a platform answer with its structured citations. */
export function analyzePlatformAnswer(analyzer: Analyzer, answer: PlatformAnswer): AnswerAnalysis {
  return analyzer.analyze({ text: answer.text, citations: answer.sources.map(toCitation) });
}
