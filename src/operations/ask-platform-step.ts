import type { Kysely } from "kysely";
import type { AnswerAnalysis } from "../analysis/analysis-types.ts";
import { METRICS_VERSION } from "../metrics/metrics-version.ts";
import type { PlatformClient } from "../platforms/platform-client.ts";
import type { PlatformCode } from "../platforms/platform-codes.ts";
import { isPlatformError } from "../platforms/platform-error.ts";
import type { PlatformAnswer } from "../platforms/platform-types.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import type { ObservationWriter } from "../store/observations/observation-writer.ts";
import type { BrandObservationFacts } from "../store/rollups/rollup-deltas.ts";
import { derivedId } from "../util/ids.ts";
import { formatDay } from "../util/time.ts";
import { type AccountKnowledge, loadAccountKnowledge } from "./brand-knowledge/account-knowledge.ts";
import type { KnowledgeSource } from "./brand-knowledge/knowledge-cache.ts";
import { knownNameSightings } from "./brand-knowledge/known-name-sightings.ts";
import { findObservationOutcome } from "./observation-outcome.ts";
import { onPlatform, type TaskRunContext, taskStopReason } from "./task-executor.ts";

export interface AskDeps {
  readonly db: Kysely<DatabaseSchema>;
  /** Stores the answers; shared by the tasks of one executor set, so concurrent answers batch. */
  readonly observations: ObservationWriter;
  readonly platforms: PlatformClient;
  readonly timeZone: string;
  /** The account's brand knowledge for new analyzers (cached briefly); read fresh when absent. */
  readonly knowledge?: KnowledgeSource;
}

/** The account's knowledge through `deps.knowledge`, or read fresh. */
export function knowledgeOf(deps: AskDeps, accountId: string): Promise<AccountKnowledge> {
  return deps.knowledge ? deps.knowledge(accountId) : loadAccountKnowledge(deps.db, accountId);
}

export type PlatformOutcome =
  | { readonly status: "completed"; readonly answer: PlatformAnswer; readonly analysis: AnswerAnalysis }
  | { readonly status: "failed"; readonly error: string };

export interface AskRequest {
  readonly apiCode: string;
  readonly platform: PlatformCode;
  readonly question: string;
  /** Unique within the task: names the observation, the question's durable record. */
  readonly stepKey: string;
  /** Analyses the answer for the observation row (pure; the caller's analyzer). */
  readonly analyze: (answer: PlatformAnswer) => AnswerAnalysis;
  /** Monitoring rounds: where the answer belongs, stored with the observation. */
  readonly monitoring?: MonitoringProvenance;
}

export interface MonitoringProvenance {
  readonly monitorId: string;
  readonly roundId: string;
  readonly promptId: string;
  readonly topicId: string | null;
  readonly brandId: string | null;
  readonly repeatIndex: number;
  /**
   * Brand monitoring: what the answer adds to the brand's daily rollups (written in the observation's
   * transaction, once). Undefined for monitors without a brand.
   */
  readonly facts?: (analysis: AnswerAnalysis, day: string) => BrandObservationFacts;
}

/**
 * Asks one question on one platform, durably. The answer, its analysis and provenance are stored once,
 * as an observation whose id derives from the task and `stepKey`; that row is the question's durable
 * record, so nothing else is written (a task_steps copy of the answer doubled the database work of every
 * answer). A resumed task looks the observation up first and never asks a recorded question again; a
 * first attempt skips the lookup. A platform that still fails after the client's retries is a recorded
 * failure, not an exception. A question the task's deadline cut short is a failure of this run only
 * (nothing is stored): the executor still builds its result from the questions that completed, which
 * the task keeps as its TIMEOUT result.
 */
export async function askPlatformStep(
  deps: AskDeps,
  context: TaskRunContext,
  request: AskRequest,
): Promise<PlatformOutcome> {
  const id = derivedId("obs", `${context.taskId}\u0000${request.stepKey}`);
  if (context.resumed !== false) {
    const stored = await findObservationOutcome(deps.db, id);
    if (stored) return stored;
  }
  if (taskStopReason(context.signal) === "deadline") return cutByDeadline(request);
  return askAndStore(deps, context, request, id);
}

function cutByDeadline(request: AskRequest): PlatformOutcome {
  return { status: "failed", error: `${request.platform}: no answer before the task's deadline` };
}

async function askAndStore(
  deps: AskDeps,
  context: TaskRunContext,
  request: AskRequest,
  id: string,
): Promise<PlatformOutcome> {
  const askedAt = context.now();
  const day = formatDay(new Date(askedAt), deps.timeZone);
  const monitoring = request.monitoring;
  const base = {
    id,
    account_id: context.accountId,
    task_id: context.taskId,
    api_code: request.apiCode,
    platform: request.platform,
    question: request.question,
    asked_at: askedAt,
    day,
    monitor_id: monitoring?.monitorId ?? null,
    round_id: monitoring?.roundId ?? null,
    prompt_id: monitoring?.promptId ?? null,
    topic_id: monitoring?.topicId ?? null,
    brand_id: monitoring?.brandId ?? null,
    repeat_index: monitoring?.repeatIndex ?? null,
  };
  let answer: PlatformAnswer;
  const ask = () => deps.platforms.ask(request.platform, request.question, { signal: context.signal });
  try {
    answer = await onPlatform(context, request.platform, ask);
  } catch (error) {
    if (taskStopReason(context.signal) === "deadline") return cutByDeadline(request);
    if (context.signal.aborted || !isPlatformError(error)) throw error;
    const message = `${request.platform}: ${error.message}`;
    const inserted = await deps.observations.write({
      ...base,
      status: "failed",
      error: message,
      answer_text: null,
      sources: null,
      retrieved_sources: null,
      analysis: null,
      adapter: null,
      model: null,
      search_enabled: null,
      search_used: null,
      sandbox: 0,
      latency_ms: null,
      attempts: null,
      input_tokens: null,
      output_tokens: null,
      analysis_version: null,
    });
    return inserted ? { status: "failed", error: message } : storedOutcome(deps, id);
  }
  const { provenance } = answer;
  const analysis = request.analyze(answer);
  const facts = monitoring?.facts?.(analysis, day);
  // What the answer teaches about brand names, counted once with the row (docs/brand-monitoring.md).
  const sightings = knownNameSightings(analysis, {
    accountId: context.accountId,
    platform: request.platform,
    at: askedAt,
  });
  const inserted = await deps.observations.write(
    {
      ...base,
      status: "completed",
      error: null,
      answer_text: answer.text,
      sources: JSON.stringify(answer.sources),
      retrieved_sources: JSON.stringify(answer.retrievedSources),
      analysis: JSON.stringify(analysis),
      adapter: provenance.adapter,
      model: provenance.model,
      search_enabled: provenance.searchEnabled ? 1 : 0,
      search_used: provenance.searchUsed === null ? null : provenance.searchUsed ? 1 : 0,
      sandbox: provenance.sandbox ? 1 : 0,
      latency_ms: Math.round(provenance.latencyMs),
      attempts: provenance.attempts,
      input_tokens: provenance.usage?.inputTokens ?? null,
      output_tokens: provenance.usage?.outputTokens ?? null,
      analysis_version: METRICS_VERSION,
    },
    facts,
    sightings.names.length > 0 ? sightings : undefined,
  );
  return inserted ? { status: "completed", answer, analysis } : storedOutcome(deps, id);
}

/**
 * The row an insert found already there (a second worker ran the task at the same time after its lease
 * lapsed, or one attempt used a key twice): the task reports that stored answer, so its result and the
 * observations (and rollups) agree.
 */
async function storedOutcome(deps: AskDeps, id: string): Promise<PlatformOutcome> {
  const stored = await findObservationOutcome(deps.db, id);
  if (!stored) throw new Error(`observation ${id} conflicted on insert but cannot be read`);
  return stored;
}
