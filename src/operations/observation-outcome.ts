import type { Kysely } from "kysely";
import type { AnswerAnalysis } from "../analysis/analysis-types.ts";
import type { PlatformCode } from "../platforms/platform-codes.ts";
import type { PlatformSource } from "../platforms/platform-types.ts";
import type { DatabaseSchema, ObservationsTable } from "../store/database-schema.ts";
import type { PlatformOutcome } from "./ask-platform-step.ts";

/** The answer (or failure), analysis and provenance an observation row holds, as asking returned them. */
export function observationOutcome(row: ObservationsTable): PlatformOutcome {
  if (row.status !== "completed") return { status: "failed", error: row.error ?? "unknown error" };
  const usage =
    row.input_tokens === null || row.output_tokens === null
      ? null
      : { inputTokens: row.input_tokens, outputTokens: row.output_tokens };
  return {
    status: "completed",
    answer: {
      platform: row.platform as PlatformCode,
      text: row.answer_text ?? "",
      sources: JSON.parse(row.sources ?? "[]") as PlatformSource[],
      retrievedSources: JSON.parse(row.retrieved_sources ?? "[]") as PlatformSource[],
      provenance: {
        adapter: row.adapter ?? "",
        model: row.model ?? "",
        searchEnabled: row.search_enabled === 1,
        searchUsed: row.search_used === null ? null : row.search_used === 1,
        sandbox: row.sandbox === 1,
        latencyMs: row.latency_ms ?? 0,
        attempts: row.attempts ?? 1,
        usage,
      },
    },
    analysis: JSON.parse(row.analysis ?? "null") as AnswerAnalysis,
  };
}

/** The outcome observation `id` holds, or undefined when there is no such observation. */
export async function findObservationOutcome(
  db: Kysely<DatabaseSchema>,
  id: string,
): Promise<PlatformOutcome | undefined> {
  const row = await db.selectFrom("observations").selectAll().where("id", "=", id).executeTakeFirst();
  return row && observationOutcome(row);
}
