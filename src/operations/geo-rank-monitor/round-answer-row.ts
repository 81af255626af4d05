import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import type { PlatformSource } from "../../platforms/platform-types.ts";
import type { ObservationsTable } from "../../store/database-schema.ts";
import { toCitation } from "../answer-citations.ts";
import type { RoundAnswer } from "./rank-monitor-runs.ts";

export type RoundAnswerColumns = Pick<
  ObservationsTable,
  "id" | "platform" | "prompt_id" | "repeat_index" | "status" | "answer_text" | "sources" | "analysis"
>;

/** A stored observation as a round answer, its JSON columns parsed. */
export function roundAnswerFromRow(row: RoundAnswerColumns): RoundAnswer {
  return {
    id: row.id,
    platform: row.platform,
    promptId: row.prompt_id ?? "",
    repeatIndex: row.repeat_index ?? 0,
    status: row.status,
    text: row.answer_text,
    citations: row.sources ? (JSON.parse(row.sources) as PlatformSource[]).map(toCitation) : [],
    analysis: row.analysis ? (JSON.parse(row.analysis) as AnswerAnalysis) : null,
  };
}
