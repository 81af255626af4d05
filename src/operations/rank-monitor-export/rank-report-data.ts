import type { RankObservationRow } from "./rank-observation-rows.ts";

/** Counts over a set of answers; `completed` excludes failed asks, which count in no rate. */
export interface AnswerTally {
  answers: number;
  completed: number;
  /** Completed answers that mention a brand keyword. */
  mentioned: number;
  recommended: number;
  exposure: number;
  /** Sum and count of non-zero positions, for the average position of mentioned answers. */
  positionSum: number;
  positioned: number;
}

export interface ReportRound extends AnswerTally {
  roundId: string;
  runTime: string;
}

/** Everything the report shows, gathered in one pass over the export rows. */
export interface RankReportData {
  taskId: string;
  taskName: string;
  brandKeywords: readonly string[];
  platforms: readonly string[];
  prompts: { promptId: string; promptText: string; promptOrder: number }[];
  rounds: ReportRound[];
  total: AnswerTally;
  byPlatform: Map<string, AnswerTally>;
  /** Keyed `promptId\u0000platform`. */
  byPromptPlatform: Map<string, AnswerTally>;
}

export function emptyTally(): AnswerTally {
  return {
    answers: 0,
    completed: 0,
    mentioned: 0,
    recommended: 0,
    exposure: 0,
    positionSum: 0,
    positioned: 0,
  };
}

function count(tally: AnswerTally, row: RankObservationRow): void {
  tally.answers++;
  if (row.status !== "success") return;
  tally.completed++;
  if (row.exposureCount > 0) tally.mentioned++;
  tally.recommended += row.isRecommended;
  tally.exposure += row.exposureCount;
  if (row.position > 0) {
    tally.positionSum += row.position;
    tally.positioned++;
  }
}

/** Mention rate in percent (0 when nothing completed), one decimal. */
export function mentionRate(tally: AnswerTally): number {
  return tally.completed === 0 ? 0 : Math.round((tally.mentioned / tally.completed) * 1000) / 10;
}

/** Average position of the answers that rank a brand keyword; null when none does. */
export function averagePosition(tally: AnswerTally): number | null {
  return tally.positioned === 0 ? null : Math.round((tally.positionSum / tally.positioned) * 10) / 10;
}

export const promptPlatformKey = (promptId: string, platform: string) => `${promptId}\u0000${platform}`;

/**
 * Folds the export rows (oldest round first) into the report's figures. Memory grows with rounds and
 * prompts x platforms, never with the answers themselves.
 */
export async function collectReportData(
  rows: AsyncIterable<RankObservationRow>,
  meta: Pick<RankReportData, "taskId" | "taskName" | "brandKeywords" | "platforms">,
): Promise<RankReportData> {
  const data: RankReportData = {
    ...meta,
    prompts: [],
    rounds: [],
    total: emptyTally(),
    byPlatform: new Map(meta.platforms.map((platform) => [platform, emptyTally()])),
    byPromptPlatform: new Map(),
  };
  const prompts = new Map<string, RankReportData["prompts"][number]>();
  for await (const row of rows) {
    let round = data.rounds.at(-1);
    if (round?.roundId !== row.roundId) {
      round = { roundId: row.roundId, runTime: row.runTime, ...emptyTally() };
      data.rounds.push(round);
    }
    if (!prompts.has(row.promptId)) {
      prompts.set(row.promptId, {
        promptId: row.promptId,
        promptText: row.promptText,
        promptOrder: row.promptOrder,
      });
    }
    const cellKey = promptPlatformKey(row.promptId, row.platform);
    if (!data.byPromptPlatform.has(cellKey)) data.byPromptPlatform.set(cellKey, emptyTally());
    if (!data.byPlatform.has(row.platform)) data.byPlatform.set(row.platform, emptyTally());
    for (const tally of [
      round,
      data.total,
      data.byPlatform.get(row.platform),
      data.byPromptPlatform.get(cellKey),
    ]) {
      if (tally) count(tally, row);
    }
  }
  data.prompts = [...prompts.values()].sort((a, b) => a.promptOrder - b.promptOrder);
  return data;
}
