import type { MonitorSettings } from "../config/config.ts";
import { createObservationWriter, type ObservationWriter } from "../store/observations/observation-writer.ts";
import type { AskDeps } from "./ask-platform-step.ts";
import { createKnowledgeCache } from "./brand-knowledge/knowledge-cache.ts";
import { createGeoBrandExecutor } from "./geo-brand/geo-brand-executor.ts";
import { createGeoCheckerExecutor } from "./geo-checker/geo-checker-executor.ts";
import { createGeoRankMonitorExecutor } from "./geo-rank-monitor/geo-rank-monitor-executor.ts";
import { createGeoRankingExecutor } from "./geo-ranking/geo-ranking-executor.ts";
import { createMonitorRoundExecutor } from "./monitor-round/monitor-round-executor.ts";
import { createMonitorRoundRunners } from "./monitoring/monitor-round-runners.ts";
import {
  createOperationProviders,
  NO_PROVIDERS,
  type OperationProviders,
  type ProviderNames,
} from "./providers/operation-providers.ts";
import {
  createQuestionGenerator,
  type GeneratorSettings,
  type QuestionGenerator,
} from "./question-generator.ts";
import { createReanalysisExecutor } from "./reanalysis/reanalysis-executor.ts";
import type { SignalsDetectedHook } from "./signals/record-brand-signals.ts";
import type { TaskExecutor, TaskExecutors } from "./task-executor.ts";

/** What the operations need beyond asking platforms; every field has the documented default. */
export interface OperationDeps extends AskDeps {
  /** Which platform writes questions (config `generator.*`; default deepseek, at most 10). */
  readonly generator?: GeneratorSettings;
  /** Outside data sources, by configured name or built (default: none of them). */
  readonly providers?: ProviderNames | OperationProviders;
  /** Baidu-style suggestion site for question discovery; undefined: no Baidu questions. */
  readonly suggestionUrl?: string;
  /** Monitoring schedule and prompt-set sizes (config `monitor.*`); DEFAULT_MONITOR_SETTINGS when absent. */
  readonly monitor?: MonitorSettings;
  /** Runs in the transaction that stores a brand round's new signals (none by default). */
  readonly onSignalsDetected?: SignalsDetectedHook;
  /** Longest an interactive call waits for its platform (config `interactive.timeoutSeconds`). */
  readonly interactiveTimeoutMs?: number;
}

/** OperationDeps as callers give them: without an observation writer, createTaskExecutors builds one. */
export type OperationDepsInput = Omit<OperationDeps, "observations"> & {
  readonly observations?: ObservationWriter;
};

export const DEFAULT_MONITOR_SETTINGS: MonitorSettings = {
  intervalMs: 86_400_000,
  slotOffsetMs: 8 * 3_600_000,
  roundDeadlineMs: 3_600_000,
  checkIntervalMs: 30_000,
  promptsPerTopic: 3,
  maxTopics: 5,
  brandRepeats: 3,
};

export const DEFAULT_GENERATOR: GeneratorSettings = { platform: "deepseek", maxQuestions: 10 };

/** The providers and question generator that `deps` configure. */
export function resolveOperationDeps(deps: OperationDepsInput): {
  providers: OperationProviders;
  generator: QuestionGenerator;
} {
  const given = deps.providers;
  const providers =
    given === undefined
      ? NO_PROVIDERS
      : typeof given.siteRank === "string"
        ? createOperationProviders(given as ProviderNames)
        : (given as OperationProviders);
  return {
    providers,
    generator: createQuestionGenerator(deps.platforms, deps.generator ?? DEFAULT_GENERATOR),
  };
}

/**
 * The executors of the task operations this version implements, keyed by apiCode. They share one
 * observation writer (built over `db` unless given), so answers of concurrent tasks batch together.
 */
export function createTaskExecutors(input: OperationDepsInput): TaskExecutors {
  const deps: OperationDeps = {
    ...input,
    observations: input.observations ?? createObservationWriter(input.db),
    knowledge: input.knowledge ?? createKnowledgeCache(input.db),
  };
  const { providers, generator } = resolveOperationDeps(deps);
  const executors: TaskExecutor[] = [
    createGeoRankingExecutor(deps),
    createGeoRankMonitorExecutor(deps),
    createGeoCheckerExecutor({ ...deps, generator, providers }),
    createGeoBrandExecutor({
      ...deps,
      generator: deps.generator ?? DEFAULT_GENERATOR,
      monitor: deps.monitor ?? DEFAULT_MONITOR_SETTINGS,
    }),
    createMonitorRoundExecutor({ db: deps.db, runners: createMonitorRoundRunners(deps) }),
    createReanalysisExecutor({ db: deps.db }),
  ];
  return new Map(executors.map((executor) => [executor.apiCode, executor]));
}
