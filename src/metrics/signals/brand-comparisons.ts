import { addDays } from "../../util/time.ts";
import type { ProportionCount } from "../statistics/two-proportion-test.ts";

/** The rates signals watch (docs/metrics.md "Signals"): proportions of answers, so one test fits all. */
export const SIGNAL_METRICS = ["visibilityRate", "top3Rate", "recommendationRate"] as const;
export type SignalMetric = (typeof SIGNAL_METRICS)[number];

export type SignalScope = "brand" | "platform" | "topic" | "prompt";

/** Day over day (the stat day against the day before) or week over week (7 days against the 7 before). */
export const SIGNAL_WINDOWS = { day: 1, week: 7 } as const;
export type SignalWindow = keyof typeof SIGNAL_WINDOWS;

export interface DayRangeOf {
  readonly startDate: string;
  readonly endDate: string;
}

/** One rate of one scope compared between two windows. */
export interface Comparison {
  readonly metric: SignalMetric;
  readonly scope: SignalScope;
  /** '' for the brand; the platform code, topic id or prompt id. */
  readonly scopeId: string;
  readonly window: SignalWindow;
  readonly beforeRange: DayRangeOf;
  readonly afterRange: DayRangeOf;
  readonly before: ProportionCount;
  readonly after: ProportionCount;
}

/** A day's counts of one scope: answers, and those mentioning / ranking top 3 / recommending the brand. */
export interface DailyCounts {
  readonly day: string;
  /** The platform code, topic id or prompt id; ignored for the brand scope. */
  readonly scopeId: string;
  readonly observations: number;
  readonly mentioned: number;
  /** Undefined where the rollup does not count it (prompt days): that metric is not compared. */
  readonly top3?: number;
  readonly recommended?: number;
}

/** A rollup row's counts (numbers or numeric strings, as drivers return sums) as DailyCounts of `scopeId`. */
export function dailyCounts(
  scopeId: string,
  row: { day: string; observations: unknown; mentioned: unknown; top3?: unknown; recommended?: unknown },
): DailyCounts {
  const n = (value: unknown) => Number(value ?? 0);
  return {
    day: row.day,
    scopeId,
    observations: n(row.observations),
    mentioned: n(row.mentioned),
    top3: row.top3 === undefined ? undefined : n(row.top3),
    recommended: row.recommended === undefined ? undefined : n(row.recommended),
  };
}

/** The rollup rows of the 2 x 7 days up to the stat day, per scope. */
export interface ComparisonInput {
  /** `yyyy-MM-dd`: the day the round's answers count for. */
  readonly statDate: string;
  readonly platformDays: readonly DailyCounts[];
  readonly topicDays: readonly DailyCounts[];
  readonly promptDays: readonly DailyCounts[];
}

/** The first day a round settling on `statDate` reads: the start of the week-over-week "before" window. */
export function comparisonStartDay(statDate: string): string {
  return addDays(statDate, -2 * SIGNAL_WINDOWS.week + 1);
}

function windows(statDate: string, days: number): { before: DayRangeOf; after: DayRangeOf } {
  return {
    after: { startDate: addDays(statDate, -days + 1), endDate: statDate },
    before: { startDate: addDays(statDate, -2 * days + 1), endDate: addDays(statDate, -days) },
  };
}

function successesOf(row: DailyCounts, metric: SignalMetric): number | undefined {
  if (metric === "visibilityRate") return row.mentioned;
  if (metric === "top3Rate") return row.top3;
  return row.recommended;
}

function sumWindow(rows: readonly DailyCounts[], range: DayRangeOf, metric: SignalMetric) {
  let successes = 0;
  let n = 0;
  for (const row of rows) {
    if (row.day < range.startDate || row.day > range.endDate) continue;
    const s = successesOf(row, metric);
    if (s === undefined) return undefined;
    successes += s;
    n += row.observations;
  }
  return { successes, n };
}

function groupBy(rows: readonly DailyCounts[]): Map<string, DailyCounts[]> {
  const groups = new Map<string, DailyCounts[]>();
  for (const row of rows) {
    const group = groups.get(row.scopeId);
    if (group) group.push(row);
    else groups.set(row.scopeId, [row]);
  }
  return groups;
}

/**
 * Every comparison of a brand on its stat day: each scope (the brand over all platforms, each
 * platform, each topic over all platforms, each prompt over all platforms) x each watched rate x day
 * over day and week over week. Pure; the service feeds it rollup rows, the statistics bench simulated ones.
 */
export function brandComparisons(input: ComparisonInput): Comparison[] {
  const scopes: [SignalScope, Map<string, DailyCounts[]>][] = [
    ["brand", new Map([["", [...input.platformDays]]])],
    ["platform", groupBy(input.platformDays)],
    ["topic", groupBy(input.topicDays)],
    ["prompt", groupBy(input.promptDays)],
  ];
  const comparisons: Comparison[] = [];
  for (const [scope, groups] of scopes) {
    for (const scopeId of [...groups.keys()].sort()) {
      const rows = groups.get(scopeId) ?? [];
      for (const window of Object.keys(SIGNAL_WINDOWS) as SignalWindow[]) {
        const range = windows(input.statDate, SIGNAL_WINDOWS[window]);
        for (const metric of SIGNAL_METRICS) {
          const before = sumWindow(rows, range.before, metric);
          const after = sumWindow(rows, range.after, metric);
          if (before === undefined || after === undefined) continue;
          comparisons.push({
            metric,
            scope,
            scopeId,
            window,
            beforeRange: range.before,
            afterRange: range.after,
            before,
            after,
          });
        }
      }
    }
  }
  return comparisons;
}
