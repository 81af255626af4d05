import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { MonitorsTable, PromptsTable } from "../../store/database-schema.ts";
import { analyzePlatformAnswer } from "../answer-citations.ts";
import {
  type AskDeps,
  askPlatformStep,
  type MonitoringProvenance,
  type PlatformOutcome,
} from "../ask-platform-step.ts";
import type { AnalyzerForQuestion } from "../brand-knowledge/brand-analyzers.ts";
import type { TaskRunContext } from "../task-executor.ts";
import type { MonitorRound } from "./monitor-round-runner.ts";

export interface RoundQuestions {
  readonly apiCode: string;
  /** Prefix of the durable step keys (`ask` for brand rounds, `rank` for rank rounds). */
  readonly stepPrefix: string;
  readonly monitor: MonitorsTable;
  readonly round: MonitorRound;
  readonly prompts: readonly Pick<PromptsTable, "id" | "text" | "topic_id">[];
  readonly platforms: readonly PlatformCode[];
  readonly repeats: number;
  /** The analyzer of each prompt (it is given the question asked). */
  readonly analyzerFor: AnalyzerForQuestion;
  readonly brandId: string | null;
  /** Brand monitoring: the rollup facts of an answer to `prompt` on `platform`. */
  readonly facts?: (
    prompt: Pick<PromptsTable, "id" | "topic_id">,
    platform: PlatformCode,
  ) => MonitoringProvenance["facts"];
}

/**
 * Asks every prompt on every platform `repeats` times, all at once (the platform client keeps each
 * platform within its limits), each as a durable step stored with the round's provenance. Outcomes come
 * back prompt by prompt, then platform, then repeat.
 */
export function askRoundQuestions(
  deps: AskDeps,
  context: TaskRunContext,
  spec: RoundQuestions,
): Promise<PlatformOutcome[]> {
  const asks: Promise<PlatformOutcome>[] = [];
  for (const prompt of spec.prompts) {
    const analyzer = spec.analyzerFor(prompt.text);
    for (const platform of spec.platforms) {
      for (let repeatIndex = 0; repeatIndex < Math.max(1, spec.repeats); repeatIndex++) {
        asks.push(
          askPlatformStep(deps, context, {
            apiCode: spec.apiCode,
            platform,
            question: prompt.text,
            stepKey: `${spec.stepPrefix}:${prompt.id}:${platform}:${repeatIndex}`,
            analyze: (answer) => analyzePlatformAnswer(analyzer, answer),
            monitoring: {
              monitorId: spec.monitor.id,
              roundId: spec.round.id,
              promptId: prompt.id,
              topicId: prompt.topic_id,
              brandId: spec.brandId,
              repeatIndex,
              facts: spec.facts?.(prompt, platform),
            },
          }),
        );
      }
    }
  }
  return Promise.all(asks);
}
