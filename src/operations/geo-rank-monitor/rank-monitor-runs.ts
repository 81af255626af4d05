import type { AnswerAnalysis, Citation } from "../../analysis/analysis-types.ts";
import { resolveCitationMarkers } from "../../analysis/citation-markers.ts";
import { derivedId } from "../../util/ids.ts";
import type { RankPlatformDetail, RankRun, RankSourceRecord } from "./rank-monitor-types.ts";

/** One answer of a round as stored (an observation), its JSON already parsed. */
export interface RoundAnswer {
  /** The observation id. */
  readonly id: string;
  readonly platform: string;
  readonly promptId: string;
  readonly repeatIndex: number;
  /** `completed` or `failed`. */
  readonly status: string;
  readonly text: string | null;
  /** The provider's structured sources, in its order. */
  readonly citations: readonly Citation[];
  /** The analysis for the monitor's brand keywords; null for a failed ask. */
  readonly analysis: AnswerAnalysis | null;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The stable id of a prompt's run in a round: a resumed round rebuilds the same id. */
export function runIdOf(roundId: string, promptId: string): string {
  return derivedId("run", `${roundId}\u0000${promptId}`);
}

/** Sources with how often the answer's inline markers cite each; a listed source counts once at least. */
function sourceRecords(answer: RoundAnswer, analysis: AnswerAnalysis): RankSourceRecord[] {
  const cited = new Map<number, number>();
  if (answer.text) {
    for (const marker of resolveCitationMarkers(answer.text, answer.citations, analysis.sourceRecords)) {
      if (marker.ranking !== null) cited.set(marker.ranking, (cited.get(marker.ranking) ?? 0) + 1);
    }
  }
  return analysis.sourceRecords.map((source) => ({
    platformName: source.websiteName,
    citationUrl: source.url,
    citationCount: Math.max(1, cited.get(source.ranking) ?? 0),
    citationTitle: source.title,
    domain: source.domain,
  }));
}

/**
 * One answer as a platform detail. With several brand keywords: recommended when any keyword is, the
 * keywords' exposures summed, and the best (smallest non-zero) position; 0 when no keyword is mentioned.
 */
export function platformDetail(answer: RoundAnswer, promptText: string): RankPlatformDetail {
  const analysis = answer.status === "completed" ? answer.analysis : null;
  if (!analysis) {
    return {
      analysisId: answer.id,
      platform: answer.platform,
      promptText,
      status: "failed",
      isRecommended: 0,
      exposureCount: 0,
      position: 0,
      citationSourceCount: 0,
      brandCount: 0,
      brandRecords: [],
      sourceRecords: [],
    };
  }
  const positions = analysis.targets.map((t) => t.position).filter((p) => p > 0);
  const sources = sourceRecords(answer, analysis);
  return {
    analysisId: answer.id,
    platform: answer.platform,
    promptText,
    status: "success",
    isRecommended: analysis.targets.some((t) => t.isRecommended === 1) ? 1 : 0,
    exposureCount: analysis.targets.reduce((sum, t) => sum + t.exposureCount, 0),
    position: positions.length === 0 ? 0 : Math.min(...positions),
    citationSourceCount: sources.length,
    brandCount: analysis.brandRecords.length,
    brandRecords: analysis.brandRecords.map((b) => ({
      brandName: b.brandName,
      exposureCount: b.visibilityCount,
      rankingPosition: b.position,
    })),
    sourceRecords: sources,
  };
}

/** A run's figures from its details (failed details count in no figure). */
export function summarizeRun(runId: string, runTime: string, details: RankPlatformDetail[]): RankRun {
  const succeeded = details.filter((d) => d.status === "success");
  const detected = succeeded.filter((d) => d.exposureCount > 0).length;
  return {
    runId,
    runTime,
    recommendedCount: succeeded.filter((d) => d.isRecommended === 1).length,
    totalDetected: detected,
    totalExposure: succeeded.reduce((sum, d) => sum + d.exposureCount, 0),
    visibilityPercent: percent(detected, succeeded.length),
    platformDetails: details,
  };
}

/**
 * The runs of one round, one per prompt of the monitor (keyed by prompt id). Details are ordered by the
 * monitor's platform order, then repeat; answers of a platform the monitor no longer lists come last.
 */
export function buildRoundRuns(input: {
  readonly roundId: string;
  readonly runTime: string;
  readonly prompts: readonly { readonly id: string; readonly text: string }[];
  readonly platforms: readonly string[];
  readonly answers: readonly RoundAnswer[];
}): Map<string, RankRun> {
  const platformOrder = (platform: string) => {
    const index = input.platforms.indexOf(platform);
    return index === -1 ? input.platforms.length : index;
  };
  const byPrompt = Map.groupBy(input.answers, (answer) => answer.promptId);
  const runs = new Map<string, RankRun>();
  for (const prompt of input.prompts) {
    const answers = [...(byPrompt.get(prompt.id) ?? [])].sort(
      (a, b) =>
        platformOrder(a.platform) - platformOrder(b.platform) ||
        a.platform.localeCompare(b.platform) ||
        a.repeatIndex - b.repeatIndex,
    );
    const details = answers.map((answer) => platformDetail(answer, prompt.text));
    runs.set(prompt.id, summarizeRun(runIdOf(input.roundId, prompt.id), input.runTime, details));
  }
  return runs;
}
