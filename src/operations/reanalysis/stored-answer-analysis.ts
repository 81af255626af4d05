import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import type { PlatformSource } from "../../platforms/platform-types.ts";
import type { ObservationsTable } from "../../store/database-schema.ts";
import type { BrandObservationFacts } from "../../store/rollups/rollup-deltas.ts";
import { toCitation } from "../answer-citations.ts";
import type { AccountKnowledge } from "../brand-knowledge/account-knowledge.ts";
import type { AnalyzerForQuestion } from "../brand-knowledge/brand-analyzers.ts";
import { brandObservationFacts } from "../monitoring/brand-observation-facts.ts";

/** The columns of a stored brand-monitoring answer that re-analysis reads. */
export type StoredAnswer = Pick<
  ObservationsTable,
  "id" | "platform" | "question" | "answer_text" | "sources" | "analysis" | "day" | "prompt_id" | "topic_id"
>;

export const STORED_ANSWER_COLUMNS = [
  "id",
  "platform",
  "question",
  "answer_text",
  "sources",
  "analysis",
  "day",
  "prompt_id",
  "topic_id",
] as const satisfies readonly (keyof StoredAnswer)[];

export interface ReanalysedAnswer {
  readonly id: string;
  /** The new analysis, as stored. */
  readonly analysis: string;
  readonly changed: boolean;
  readonly facts: BrandObservationFacts;
}

/** How a brand's stored answers are analysed again: its analyzers and its account's knowledge. */
export interface BrandReanalyzer {
  readonly brandId: string;
  readonly analyzerFor: AnalyzerForQuestion;
  readonly knowledge: AccountKnowledge;
}

/** One stored answer analysed again, with what it now adds to the rollups. Pure. */
export function reanalyseStoredAnswer(reanalyzer: BrandReanalyzer, row: StoredAnswer): ReanalysedAnswer {
  const sources = JSON.parse(row.sources ?? "[]") as PlatformSource[];
  const analysis: AnswerAnalysis = reanalyzer
    .analyzerFor(row.question)
    .analyze({ text: row.answer_text ?? "", citations: sources.map(toCitation) });
  const text = JSON.stringify(analysis);
  return {
    id: row.id,
    analysis: text,
    changed: text !== row.analysis,
    facts: brandObservationFacts(
      {
        brandId: reanalyzer.brandId,
        platform: row.platform,
        day: row.day,
        promptId: row.prompt_id ?? "",
        topicId: row.topic_id,
      },
      analysis,
      reanalyzer.knowledge,
    ),
  };
}
