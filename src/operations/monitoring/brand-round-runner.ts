import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import type { BrandSignalsTable, MonitorsTable } from "../../store/database-schema.ts";
import { type AskDeps, knowledgeOf } from "../ask-platform-step.ts";
import { createBrandAnalyzers } from "../brand-knowledge/brand-analyzers.ts";
import {
  competitorCandidates,
  storeLearnedCompetitors,
} from "../brand-knowledge/brand-competitor-learning.ts";
import { brandAnalysisSpecs, loadBrand } from "../brand-knowledge/brand-registry.ts";
import { type GeoBrandResult, loadBrandResult } from "../geo-brand/load-brand-result.ts";
import { recordBrandSignals, type SignalsDetectedHook } from "../signals/record-brand-signals.ts";
import type { TaskRunContext } from "../task-executor.ts";
import { askRoundQuestions } from "./ask-round-questions.ts";
import type { BrandMonitorSettings } from "./brand-monitor.ts";
import { brandObservationFacts } from "./brand-observation-facts.ts";
import type { MonitorRound, MonitorRoundRunner, RoundOutcome } from "./monitor-round-runner.ts";

export interface BrandRoundOutcome extends RoundOutcome {
  /** Why asks failed (`platform: message`), for the task's error when nothing completed. */
  readonly errors: string[];
  /** The day the round's answers count for, and the brand's result of that day; null without answers. */
  readonly statDate: string | null;
  readonly result: GeoBrandResult | null;
  /** The signals this round detected and stored (docs/metrics.md "Signals"); [] without answers. */
  readonly signals: readonly BrandSignalsTable[];
}

export interface BrandRoundDeps extends AskDeps {
  /** Runs inside the transaction that stores a round's new signals (e.g. `signal.detected` webhooks). */
  readonly onSignalsDetected?: SignalsDetectedHook;
}

/**
 * One round of a brand monitor: every prompt x platform x repeat asked at once as durable steps of the
 * round's task (the platform client holds each platform to its own concurrency), each answer analysed
 * for the brand (with its aliases), its tracked competitors (monitor_type 1, with their keywords as
 * aliases), the question asked and the account's brand knowledge (docs/brand-monitoring.md) and stored
 * with its rollup increments; brands the answers put beside the brand are learned as competitors
 * (monitor_type 0); then the owning task's result is rebuilt from the rollups and the brand's signals
 * of the stat day are detected and stored. A round without any answer leaves the result as it was.
 */
export async function runBrandRound(
  deps: BrandRoundDeps,
  monitor: MonitorsTable,
  round: MonitorRound,
  context: TaskRunContext,
): Promise<BrandRoundOutcome> {
  const brandId = monitor.brand_id;
  if (!brandId) throw new Error(`brand monitor ${monitor.id} has no brand`);
  const settings = JSON.parse(monitor.settings) as BrandMonitorSettings;
  const { brand, competitors } = await loadBrand(deps.db, brandId);
  const knowledge = await knowledgeOf(deps, monitor.account_id);
  const prompts = await deps.db
    .selectFrom("prompts")
    .selectAll()
    .where("monitor_id", "=", monitor.id)
    .orderBy("prompt_order")
    .execute();
  const analyzerFor = createBrandAnalyzers(brandAnalysisSpecs({ brand, competitors }), knowledge);

  const outcomes = await askRoundQuestions(deps, context, {
    apiCode: "geo.brand",
    stepPrefix: "ask",
    monitor,
    round,
    prompts,
    platforms: settings.platforms,
    repeats: settings.repeats,
    analyzerFor,
    brandId,
    facts: (prompt, platform) => (analysis, day) =>
      brandObservationFacts(
        { brandId, platform, day, promptId: prompt.id, topicId: prompt.topic_id },
        analysis,
        knowledge,
      ),
  });
  const analyses: AnswerAnalysis[] = [];
  const errors: string[] = [];
  for (const outcome of outcomes) {
    if (outcome.status === "completed") analyses.push(outcome.analysis);
    else errors.push(outcome.error);
  }
  const counts = { completed: analyses.length, failed: errors.length };
  if (analyses.length === 0) return { ...counts, errors, statDate: null, result: null, signals: [] };

  // Rejected names are never learned as competitors.
  const known = new Set([...competitors.map((competitor) => competitor.name_key), ...knowledge.rejectedKeys]);
  await storeLearnedCompetitors(
    deps.db,
    brandId,
    competitorCandidates(analyses, brand.name_key, known),
    context.now(),
  );

  // The day the answers were recorded under (a round that crosses midnight counts for its later day).
  const latest = await deps.db
    .selectFrom("observations")
    .select((eb) => eb.fn.max("day").as("day"))
    .where("round_id", "=", round.id)
    .where("status", "=", "completed")
    .executeTakeFirst();
  const statDate = latest?.day as string;
  const result = await loadBrandResult(deps.db, brandId, statDate);
  const owner = await deps.db
    .selectFrom("monitors")
    .select("task_id")
    .where("id", "=", monitor.id)
    .executeTakeFirstOrThrow();
  await deps.db
    .updateTable("tasks")
    .set({ result: JSON.stringify(result), updated_at: context.now() })
    .where("id", "=", owner.task_id)
    .execute();
  // The round's answers are all stored: compare the brand's rates and keep the confirmed changes.
  const signals = await recordBrandSignals(
    deps.db,
    { brandId, statDate, roundId: round.id, now: context.now() },
    deps.onSignalsDetected,
  );
  return { ...counts, errors, statDate, result, signals };
}

/** The round runner of kind `brand` (geo.brand's monitors). */
export function createBrandRoundRunner(deps: BrandRoundDeps): MonitorRoundRunner {
  return {
    kind: "brand",
    async runRound(monitor, round, context) {
      const { completed, failed } = await runBrandRound(deps, monitor, round, context);
      return { completed, failed };
    },
  };
}
