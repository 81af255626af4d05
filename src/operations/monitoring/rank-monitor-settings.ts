import type { PlatformCode } from "../../platforms/platform-codes.ts";

/**
 * Runs kept in each prompt's `runs` list by default: one week of the default daily schedule. Older runs
 * drop out of the list; the cumulative counters keep counting them (docs/rank-monitoring.md).
 */
export const DEFAULT_RANK_RUNS_KEPT = 7;

/**
 * Platform details the `runs` lists of a result may hold across all prompts (about 1.1 KB of JSON each
 * with sandbox answers): a large monitor keeps fewer runs so its result stays near 2 MB.
 */
export const RANK_LISTED_DETAILS_BUDGET = 2000;

/** The runs each prompt keeps: DEFAULT_RANK_RUNS_KEPT, fewer when a round's answers would pass the budget. */
export function runsKeptFor(answersPerRound: number): number {
  const fit = Math.floor(RANK_LISTED_DETAILS_BUDGET / Math.max(1, answersPerRound));
  return Math.max(1, Math.min(DEFAULT_RANK_RUNS_KEPT, fit));
}

/** What a rank monitor (geo.rank_monitor) stores in `monitors.settings`. */
export interface RankMonitorSettings {
  readonly taskName: string;
  readonly platforms: readonly PlatformCode[];
  readonly brandKeywords: readonly string[];
  /** Asks of each prompt on each platform per round (1..3). */
  readonly repeatQueryTimes: number;
  /** How many of the newest runs each prompt keeps in the result (at least 1). */
  readonly runsKept: number;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** Reads a rank monitor's stored settings; a malformed row is a bug, so it throws. */
export function parseRankMonitorSettings(json: string): RankMonitorSettings {
  const value = JSON.parse(json) as Partial<Record<keyof RankMonitorSettings, unknown>> | null;
  if (
    !value ||
    typeof value.taskName !== "string" ||
    !isStringList(value.platforms) ||
    !isStringList(value.brandKeywords) ||
    !Number.isInteger(value.repeatQueryTimes) ||
    (value.repeatQueryTimes as number) < 1
  ) {
    throw new Error(`malformed rank monitor settings: ${json.slice(0, 200)}`);
  }
  const runsKept = Number.isInteger(value.runsKept)
    ? Math.max(1, value.runsKept as number)
    : DEFAULT_RANK_RUNS_KEPT;
  return {
    taskName: value.taskName,
    platforms: value.platforms as PlatformCode[],
    brandKeywords: value.brandKeywords,
    repeatQueryTimes: value.repeatQueryTimes as number,
    runsKept,
  };
}
