import type {
  RankLatestStatistics,
  RankMonitorResult,
  RankPlatformExposure,
  RankPromptEntry,
  RankRun,
} from "./rank-monitor-types.ts";

/** A prompt of the monitor, as the `prompts` table holds it. */
export interface MonitorPrompt {
  readonly id: string;
  readonly text: string;
  readonly order: number;
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The statistics over every run so far, from the prompts' exact counters; null while no answer has
 * completed (there is nothing to state yet).
 */
export function latestStatistics(prompts: readonly RankPromptEntry[]): RankLatestStatistics | null {
  let answers = 0;
  let mentioned = 0;
  for (const prompt of prompts) {
    for (const platform of prompt.platformExposures) {
      answers += platform.monitorCount;
      mentioned += platform.totalMentions;
    }
  }
  if (answers === 0) return null;
  return {
    totalPrompt: prompts.length,
    totalMonitor: prompts.reduce((sum, p) => sum + p.monitorCount, 0),
    totalMentioned: mentioned,
    totalExposureCountSum: prompts.reduce((sum, p) => sum + p.totalExposureCountSum, 0),
    avgExposure: rate(mentioned, answers),
  };
}

/** A prompt with no run yet. */
export function emptyPromptEntry(prompt: MonitorPrompt): RankPromptEntry {
  return {
    promptId: prompt.id,
    promptText: prompt.text,
    promptOrder: prompt.order,
    lastMonitorTime: "",
    lastDetected: "",
    monitorCount: 0,
    mentionRate: 0,
    totalExposureCountSum: 0,
    platformExposures: [],
    runs: [],
  };
}

function emptyCounter(platform: string): RankPlatformExposure {
  return { platform, totalExposure: 0, totalMentions: 0, avgMentioned: 0, monitorCount: 0 };
}

/** The monitor's platforms first, in its order, then any other platform the history holds. */
function platformCounters(
  previous: readonly RankPlatformExposure[],
  platforms: readonly string[],
): Map<string, RankPlatformExposure> {
  const counters = new Map<string, RankPlatformExposure>();
  for (const platform of platforms) counters.set(platform, emptyCounter(platform));
  for (const p of previous) counters.set(p.platform, { ...p });
  return counters;
}

/** A prompt's entry with one more run: counters grow, the run joins `runs` (newest first, capped). */
function mergePromptRun(
  prior: RankPromptEntry,
  prompt: MonitorPrompt,
  platforms: readonly string[],
  run: RankRun | undefined,
  runsKept: number,
): RankPromptEntry {
  const counters = platformCounters(prior.platformExposures, platforms);
  let { monitorCount, lastMonitorTime, lastDetected, runs } = prior;
  // A run already listed was merged before (a resumed round): it counts once.
  if (run && !runs.some((r) => r.runId === run.runId)) {
    monitorCount += 1;
    lastMonitorTime = later(lastMonitorTime, run.runTime);
    if (run.totalDetected > 0) lastDetected = later(lastDetected, run.runTime);
    for (const detail of run.platformDetails) {
      if (detail.status !== "success") continue;
      let counter = counters.get(detail.platform);
      if (!counter) {
        counter = emptyCounter(detail.platform);
        counters.set(detail.platform, counter);
      }
      counter.monitorCount += 1;
      counter.totalExposure += detail.exposureCount;
      if (detail.exposureCount > 0) counter.totalMentions += 1;
    }
    // Stable sort: among runs of the same second the one merged last comes first.
    runs = [run, ...runs].sort((a, b) => (a.runTime === b.runTime ? 0 : a.runTime > b.runTime ? -1 : 1));
    runs = runs.slice(0, Math.max(1, runsKept));
  }
  const platformExposures = [...counters.values()].map((c) => ({
    ...c,
    avgMentioned: rate(c.totalMentions, c.monitorCount),
  }));
  const answers = platformExposures.reduce((sum, p) => sum + p.monitorCount, 0);
  const mentions = platformExposures.reduce((sum, p) => sum + p.totalMentions, 0);
  return {
    promptId: prompt.id,
    promptText: prompt.text,
    promptOrder: prompt.order,
    lastMonitorTime,
    lastDetected,
    monitorCount,
    mentionRate: rate(mentions, answers),
    totalExposureCountSum: platformExposures.reduce((sum, p) => sum + p.totalExposure, 0),
    platformExposures,
    runs,
  };
}

/**
 * The result after one more round, from the result before it and that round's runs alone: the history
 * is never read again. Counters are exact integers of the result itself, so the merge needs no hidden
 * state; only `runs` is capped at `runsKept` per prompt. Pure: `previous` is not modified.
 */
export function mergeRoundIntoResult(
  previous: RankMonitorResult | null,
  input: {
    readonly prompts: readonly MonitorPrompt[];
    readonly platforms: readonly string[];
    readonly runs: ReadonlyMap<string, RankRun>;
    readonly runsKept: number;
  },
): RankMonitorResult {
  const priorById = new Map((previous?.prompts ?? []).map((p) => [p.promptId, p]));
  const prompts = [...input.prompts]
    .sort((a, b) => a.order - b.order)
    .map((prompt) =>
      mergePromptRun(
        priorById.get(prompt.id) ?? emptyPromptEntry(prompt),
        prompt,
        input.platforms,
        input.runs.get(prompt.id),
        input.runsKept,
      ),
    );
  return {
    lastMonitorTime: prompts.reduce(
      (time, p) => later(time, p.lastMonitorTime),
      previous?.lastMonitorTime ?? "",
    ),
    latestStatistics: latestStatistics(prompts),
    prompts,
  };
}
