import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SIMULATION, simulateStatistics } from "../../bench/statistics-simulation.ts";
import {
  brandComparisons,
  type Comparison,
  comparisonStartDay,
  type DailyCounts,
} from "../../src/metrics/signals/brand-comparisons.ts";
import {
  confidenceTier,
  detectSignals,
  MIN_EFFECT_POINTS,
} from "../../src/metrics/signals/detect-signals.ts";
import { addDays } from "../../src/util/time.ts";

const STAT = "2026-03-14";

/** 14 days of one platform: `n` answers a day, `before` mentioned a day in the first week, `after` in the second. */
function twoWeeks(scopeId: string, n: number, before: number, after: number): DailyCounts[] {
  return Array.from({ length: 14 }, (_, i) => ({
    day: addDays(comparisonStartDay(STAT), i),
    scopeId,
    observations: n,
    mentioned: i < 7 ? before : after,
    top3: 0,
    recommended: 0,
  }));
}

const comparison = (before: [number, number], after: [number, number]): Comparison => ({
  metric: "visibilityRate",
  scope: "platform",
  scopeId: "deepseek",
  window: "week",
  beforeRange: { startDate: "2026-03-01", endDate: "2026-03-07" },
  afterRange: { startDate: "2026-03-08", endDate: "2026-03-14" },
  before: { successes: before[0], n: before[1] },
  after: { successes: after[0], n: after[1] },
});

test("comparisons: every scope x rate x window, with the right windows and sums", () => {
  const input = {
    statDate: STAT,
    platformDays: [...twoWeeks("deepseek", 40, 12, 28), ...twoWeeks("kimi", 40, 20, 20)],
    topicDays: twoWeeks("topic_a", 80, 32, 48),
    // Prompt rows count no top-3 or recommendation: only their visibility is compared.
    promptDays: twoWeeks("prompt_a", 80, 32, 48).map(({ top3: _t, recommended: _r, ...row }) => row),
  };
  assert.equal(comparisonStartDay(STAT), "2026-03-01");
  const all = brandComparisons(input);
  // brand 1 + platforms 2 + topics 1 = 4 scopes x 3 rates x 2 windows, prompts 1 x 1 rate x 2 windows.
  assert.equal(all.length, 4 * 3 * 2 + 2);
  const week = all.find(
    (c) =>
      c.scope === "platform" &&
      c.scopeId === "deepseek" &&
      c.window === "week" &&
      c.metric === "visibilityRate",
  );
  assert.deepEqual(week?.beforeRange, { startDate: "2026-03-01", endDate: "2026-03-07" });
  assert.deepEqual(week?.afterRange, { startDate: "2026-03-08", endDate: "2026-03-14" });
  assert.deepEqual(week?.before, { successes: 84, n: 280 });
  assert.deepEqual(week?.after, { successes: 196, n: 280 });
  const brandDay = all.find(
    (c) => c.scope === "brand" && c.window === "day" && c.metric === "visibilityRate",
  );
  assert.deepEqual(brandDay?.beforeRange, { startDate: "2026-03-13", endDate: "2026-03-13" });
  assert.deepEqual(brandDay?.before, { successes: 48, n: 80 });
  assert.deepEqual(brandDay?.after, { successes: 48, n: 80 });

  const signals = detectSignals(all);
  const keys = signals.map((s) => `${s.scope}:${s.scopeId}:${s.window}:${s.metric}:${s.direction}`);
  // deepseek 30 % -> 70 %, the brand 40 % -> 60 %, the topic and prompt 40 % -> 60 % week over week.
  assert.ok(keys.includes("platform:deepseek:week:visibilityRate:up"), keys.join(" "));
  assert.ok(keys.includes("brand::week:visibilityRate:up"), keys.join(" "));
  assert.ok(keys.includes("topic:topic_a:week:visibilityRate:up"), keys.join(" "));
  assert.ok(!keys.some((key) => key.startsWith("platform:kimi")), "kimi did not change");
  assert.ok(!keys.some((key) => key.includes(":day:")), "no day moved against the day before");
  for (const signal of signals) assert.equal(signal.tier, confidenceTier(signal.qValue));
});

test("detection: below the minimum samples nothing is tested; a small change is not reported", () => {
  // 0 % -> 100 % on 20 answers each: certain, but too few samples to enter the family.
  assert.deepEqual(detectSignals([comparison([0, 20], [20, 20])]), []);
  // 50.0 % -> 53.0 % on 100,000 answers each: p far below 1e-9, but under the minimum effect.
  const tiny = comparison([50_000, 100_000], [53_000, 100_000]);
  assert.ok(MIN_EFFECT_POINTS > 3);
  assert.deepEqual(detectSignals([tiny]), []);
  const [big] = detectSignals([comparison([30, 100], [70, 100])]);
  assert.equal(big.direction, "up");
  assert.equal(big.tier, "high");
  const [down] = detectSignals([comparison([70, 100], [45, 100])]);
  assert.equal(down.direction, "down");
  assert.deepEqual(detectSignals([comparison([50, 100], [55, 100])]), []);
});

test("detection: the family shares one error budget (a borderline change alone passes, among 200 nulls it does not)", () => {
  const borderline = comparison([40, 100], [56, 100]);
  assert.equal(detectSignals([borderline]).length, 1);
  const nulls = Array.from({ length: 200 }, () => comparison([50, 100], [50, 100]));
  assert.deepEqual(detectSignals([borderline, ...nulls]), []);
});

test("confidence tiers follow the q-value", () => {
  assert.equal(confidenceTier(0.0005), "high");
  assert.equal(confidenceTier(0.005), "medium");
  assert.equal(confidenceTier(0.04), "low");
});

test("statistics bench goals hold on a smaller seeded run (coverage, false alarms, power)", () => {
  const result = simulateStatistics({ ...DEFAULT_SIMULATION, brands: 80, seed: 7 });
  assert.ok(result.coverage >= 0.93 && result.coverage <= 0.97, `coverage ${result.coverage}`);
  assert.ok(result.falseAlarmRate <= 0.05, `falseAlarmRate ${result.falseAlarmRate}`);
  assert.ok(result.detectionPower >= 0.8, `detectionPower ${result.detectionPower}`);
});
