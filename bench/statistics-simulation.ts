/**
 * Monitoring with known true rates, pushed through the service's own computation: simulated answers
 * become BrandObservationFacts, RollupDeltas sums them into the daily rollup rows exactly as a round does,
 * and the figures, intervals and signals come from the functions brand.statistics and the round's signal
 * detection use (figure-statistics.ts, brand-comparisons.ts, detect-signals.ts). Deterministic per seed.
 */
import { brandComparisons, type DailyCounts, dailyCounts } from "../src/metrics/signals/brand-comparisons.ts";
import { detectSignals } from "../src/metrics/signals/detect-signals.ts";
import {
  type FigureStatistic,
  rateStatistic,
  shareOfVoiceStatistic,
} from "../src/metrics/statistics/figure-statistics.ts";
import type { BrandPlatformDaysTable } from "../src/store/database-schema.ts";
import { type BrandObservationFacts, RollupDeltas } from "../src/store/rollups/rollup-deltas.ts";
import { seededRandom } from "../src/util/seeded-random.ts";
import { addDays } from "../src/util/time.ts";

export interface SimulationOptions {
  readonly seed: number;
  /** Simulated brands per scenario (unchanged, and changed). */
  readonly brands: number;
  /** Samples per prompt, platform and day (k). */
  readonly samples: number;
  readonly platforms: number;
  readonly topics: number;
  readonly promptsPerTopic: number;
  /** Size of the real change, in percentage points of one platform's visibility rate. */
  readonly changePoints: number;
}

/**
 * The documented default (docs/metrics.md "Signals"): k = 3 samples, a brand of 5 platforms x 5 topics x
 * 3 prompts (the geo.brand profile defaults), and a 20-point step in one platform's visibility, seen a
 * week later week over week.
 */
export const DEFAULT_SIMULATION: SimulationOptions = {
  seed: 14,
  brands: 400,
  samples: 3,
  platforms: 5,
  topics: 5,
  promptsPerTopic: 3,
  changePoints: 20,
};

export interface SimulationResult {
  /** Share of 95 % intervals (rates and voice shares, every scope and window) holding the true value. */
  readonly coverage: number;
  readonly intervals: number;
  /** Share of unchanged brands with at least one signal on their stat day. */
  readonly falseAlarmRate: number;
  /** Share of changed brands whose changed platform's visibility is signalled. */
  readonly detectionPower: number;
}

const DAYS = 14;
const FIRST_DAY = "2026-01-01";
const STAT_DATE = addDays(FIRST_DAY, DAYS - 1);
/** Given mentioned: ranks 1-3 with this chance (so top3 = 0.6 x visibility) and recommended with 0.5. */
const TOP3_GIVEN_MENTIONED = 0.6;
const RECOMMENDED_GIVEN_MENTIONED = 0.5;
/** Target mentions 1..3 (mean 2); other brands' mentions 5..15 (mean 10). */
const TARGET_MENTIONS_MEAN = 2;
const OTHER_MENTIONS_MEAN = 5 * 2;

const int = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

interface BrandWorld {
  /** True visibility of [platform][prompt] before and after the change day. */
  readonly before: number[][];
  readonly after: number[][];
  readonly changeDay: string | null;
  readonly changedPlatform: number;
}

function makeWorld(random: () => number, options: SimulationOptions, changed: boolean): BrandWorld {
  const prompts = options.topics * options.promptsPerTopic;
  const delta = options.changePoints / 100;
  const changedPlatform = int(random, 0, options.platforms - 1);
  const sign = random() < 0.5 ? -1 : 1;
  const before: number[][] = [];
  const after: number[][] = [];
  for (let p = 0; p < options.platforms; p++) {
    // Platform levels from 10 % to 90 %, prompts spread +-10 points around them.
    const base = changed && p === changedPlatform ? 0.25 + random() * 0.5 : 0.1 + random() * 0.8;
    const row = Array.from({ length: prompts }, () =>
      Math.min(0.98, Math.max(0.02, base + (random() - 0.5) * 0.2)),
    );
    before.push(row);
    after.push(
      changed && p === changedPlatform
        ? row.map((v) => Math.min(0.99, Math.max(0.01, v + sign * delta)))
        : row,
    );
  }
  return { before, after, changeDay: changed ? addDays(FIRST_DAY, DAYS / 2) : null, changedPlatform };
}

const platformCode = (p: number) => `p${p}`;
const promptId = (q: number) => `q${String(q).padStart(2, "0")}`;
const topicId = (q: number, perTopic: number) => `t${Math.floor(q / perTopic)}`;

function simulateAnswer(
  random: () => number,
  p: number,
): BrandObservationFacts["target"] & { others: number } {
  const mentioned = random() < p;
  const others = int(random, 5, 15);
  if (!mentioned)
    return { mentions: 0, position: 0, sentimentScore: 50, recommended: false, recommendCount: 0, others };
  const top3 = random() < TOP3_GIVEN_MENTIONED;
  const recommended = random() < RECOMMENDED_GIVEN_MENTIONED;
  return {
    mentions: int(random, 1, 3),
    position: top3 ? int(random, 1, 3) : int(random, 4, 12),
    sentimentScore: int(random, 30, 90),
    recommended,
    recommendCount: recommended ? 1 : 0,
    others,
  };
}

/** Runs `world` for DAYS days through RollupDeltas: the rollup rows a real brand would have. */
function simulateRollups(random: () => number, world: BrandWorld, options: SimulationOptions): RollupDeltas {
  const deltas = new RollupDeltas();
  for (let d = 0; d < DAYS; d++) {
    const day = addDays(FIRST_DAY, d);
    const rates = world.changeDay !== null && day >= world.changeDay ? world.after : world.before;
    for (let p = 0; p < options.platforms; p++) {
      rates[p].forEach((rate, q) => {
        for (let k = 0; k < options.samples; k++) {
          const { others, ...target } = simulateAnswer(random, rate);
          const names = [
            { name: "Other", nameKey: "other", mentions: others, position: 1, sentimentScore: 50 },
          ];
          if (target.mentions > 0)
            names.push({
              name: "Brand",
              nameKey: "brand",
              mentions: target.mentions,
              position: target.position,
              sentimentScore: target.sentimentScore,
            });
          deltas.add({
            brandId: "brand_sim",
            platform: platformCode(p),
            day,
            promptId: promptId(q),
            topicId: topicId(q, options.promptsPerTopic),
            target,
            names,
          });
        }
      });
    }
  }
  return deltas;
}

/** The rollup rows as the service's signal detection reads them (see record-brand-signals.ts). */
function comparisonInput(deltas: RollupDeltas) {
  const topicSums = new Map<string, DailyCounts>();
  for (const row of deltas.topicDays.values()) {
    const key = `${row.topic_id}\u0000${row.day}`;
    const sum = topicSums.get(key);
    topicSums.set(key, {
      day: row.day,
      scopeId: row.topic_id,
      observations: (sum?.observations ?? 0) + row.observations,
      mentioned: (sum?.mentioned ?? 0) + row.mentioned,
      top3: (sum?.top3 ?? 0) + row.top3,
      recommended: (sum?.recommended ?? 0) + row.recommended,
    });
  }
  return {
    statDate: STAT_DATE,
    platformDays: [...deltas.platformDays.values()].map((row) => dailyCounts(row.platform, row)),
    topicDays: [...topicSums.values()],
    promptDays: [...deltas.promptDays.values()]
      .filter((row) => row.platform === "")
      .map((row) => dailyCounts(row.prompt_id, { ...row, top3: undefined })),
  };
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function contains(figure: FigureStatistic, truth: number): boolean | null {
  if (figure.lower === null || figure.upper === null) return null;
  // Figures are rounded to two decimals (percent); compare with the truth at the same precision.
  const t = Math.round(truth * 10000) / 100;
  return figure.lower <= t && t <= figure.upper;
}

function sumRows(rows: readonly BrandPlatformDaysTable[]): BrandPlatformDaysTable {
  const total = { ...rows[0] };
  for (const row of rows.slice(1))
    for (const key of Object.keys(row) as (keyof BrandPlatformDaysTable)[])
      if (typeof row[key] === "number") (total[key] as number) += row[key] as number;
  return total;
}

/** Interval checks of one unchanged brand: each platform and the brand, on the stat day and its week. */
function coverageChecks(deltas: RollupDeltas, world: BrandWorld): boolean[] {
  const results: boolean[] = [];
  const rows = [...deltas.platformDays.values()];
  const platforms = world.before.length;
  const truthOf = (rates: number[]) => {
    const visibility = mean(rates);
    const share =
      (visibility * TARGET_MENTIONS_MEAN) / (visibility * TARGET_MENTIONS_MEAN + OTHER_MENTIONS_MEAN);
    return { visibility, share };
  };
  for (const days of [1, 7]) {
    const first = addDays(STAT_DATE, -days + 1);
    const inWindow = rows.filter((row) => row.day >= first && row.day <= STAT_DATE);
    const scopes: [BrandPlatformDaysTable[], number[]][] = [];
    for (let p = 0; p < platforms; p++)
      scopes.push([inWindow.filter((row) => row.platform === platformCode(p)), world.before[p]]);
    scopes.push([inWindow, world.before.flat()]);
    for (const [scopeRows, rates] of scopes) {
      const sums = sumRows(scopeRows);
      const truth = truthOf(rates);
      const checks = [
        contains(rateStatistic(sums.mentioned, sums.observations), truth.visibility),
        contains(rateStatistic(sums.top3, sums.observations), truth.visibility * TOP3_GIVEN_MENTIONED),
        contains(
          rateStatistic(sums.recommended, sums.observations),
          truth.visibility * RECOMMENDED_GIVEN_MENTIONED,
        ),
        contains(shareOfVoiceStatistic(sums), truth.share),
      ];
      for (const check of checks) if (check !== null) results.push(check);
    }
  }
  return results;
}

/**
 * Simulates `brands` unchanged and `brands` changed brands. Unchanged ones give coverage and false
 * alarms (any signal at all on the stat day, over the brand's whole family of comparisons); changed
 * ones give power (the changed platform's visibility signalled on the stat day, a week after the change).
 */
export function simulateStatistics(options: SimulationOptions): SimulationResult {
  const random = seededRandom(options.seed);
  const covered: boolean[] = [];
  let falseAlarms = 0;
  let detected = 0;
  for (let b = 0; b < options.brands; b++) {
    const calm = makeWorld(random, options, false);
    const calmRollups = simulateRollups(random, calm, options);
    covered.push(...coverageChecks(calmRollups, calm));
    if (detectSignals(brandComparisons(comparisonInput(calmRollups))).length > 0) falseAlarms += 1;

    const moved = makeWorld(random, options, true);
    const signals = detectSignals(brandComparisons(comparisonInput(simulateRollups(random, moved, options))));
    if (
      signals.some(
        (signal) =>
          signal.scope === "platform" &&
          signal.scopeId === platformCode(moved.changedPlatform) &&
          signal.metric === "visibilityRate",
      )
    )
      detected += 1;
  }
  return {
    coverage: covered.filter(Boolean).length / covered.length,
    intervals: covered.length,
    falseAlarmRate: falseAlarms / options.brands,
    detectionPower: detected / options.brands,
  };
}
