/**
 * The synchronous-query benchmark's data: a year-like history of one monitored brand, written the way
 * monitoring rounds write it (RollupDeltas + applyRollupDeltas), plus a compact `observations` row per
 * answer so that table really holds them. Deterministic (seeded), so runs compare.
 */
import type { Kysely } from "kysely";
import { normalizeName } from "../src/analysis/text-normalizer.ts";
import type { DatabaseSchema } from "../src/store/database-schema.ts";
import type { NewObservation } from "../src/store/observations/insert-observation.ts";
import { applyRollupDeltas } from "../src/store/rollups/apply-rollup-deltas.ts";
import { type BrandObservationFacts, RollupDeltas } from "../src/store/rollups/rollup-deltas.ts";
import { seededRandom } from "../src/util/seeded-random.ts";
import { addDays } from "../src/util/time.ts";

import type { BrandProfile } from "../test/metrics/brand-profile.ts";

export interface Workload {
  readonly days: number;
  readonly platforms: readonly string[];
  readonly prompts: number;
  readonly topics: number;
  readonly roundsPerDay: number;
  readonly repeats: number;
  /** Brands named per answer, about (7 to 9). */
  readonly namesPerAnswer: number;
  /** Share of answers that name the target, about. */
  readonly targetShare: number;
}

export const answersOf = (w: Workload) =>
  w.days * w.platforms.length * w.prompts * w.roundsPerDay * w.repeats;

const SYLLABLES = "安百博驰达德丰光海恒华佳捷金锦景凯康朗力隆美明诺鹏奇瑞森盛泰腾天通威鑫兴宇远云智卓";

/** The competitor names answers draw from: 40, each prompt's answers use 13 of them. */
export const COMPETITOR_POOL = Array.from({ length: 40 }, (_, i) =>
  i % 4 === 3
    ? `Nova${i}`
    : `${SYLLABLES[i % SYLLABLES.length]}${SYLLABLES[(i * 7 + 3) % SYLLABLES.length]}汽车`,
);
const POOL_PER_PROMPT = 13;

interface Named {
  readonly name: string;
  readonly nameKey: string;
}

/** Facts of one answer: the target with its day/platform-dependent chance, others from the prompt's pool. */
function answerFacts(
  rng: () => number,
  w: Workload,
  base: Omit<BrandObservationFacts, "target" | "names">,
  target: Named,
  pool: readonly Named[],
  targetChance: number,
): BrandObservationFacts {
  const count = w.namesPerAnswer - 1 + Math.floor(rng() * 3);
  const chosen: Named[] = [];
  if (rng() < targetChance) chosen.push(target);
  const others = [...pool];
  while (chosen.length < count && others.length > 0) {
    chosen.push(others.splice(Math.floor(rng() * others.length), 1)[0]);
  }
  // Positions: a shuffle of the chosen brands, so every brand ranks anywhere from 1 to about 9.
  for (let i = chosen.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [chosen[i], chosen[j]] = [chosen[j], chosen[i]];
  }
  const names = chosen.map((named, i) => ({
    ...named,
    mentions: 1 + Math.floor(rng() * 3),
    position: i + 1,
    sentimentScore: 35 + Math.floor(rng() * 55),
  }));
  const own = names.find((named) => named === target || named.nameKey === target.nameKey);
  return {
    ...base,
    target: {
      mentions: own?.mentions ?? 0,
      position: own?.position ?? 0,
      sentimentScore: own?.sentimentScore ?? 50,
      recommended: (own?.position ?? 99) <= 3,
      recommendCount: (own?.position ?? 99) <= 3 ? 1 : 0,
    },
    names,
  };
}

export interface LoadTimings {
  observationsMs: number;
  rollupsMs: number;
}

const OBSERVATION_BATCH = 1000;

/**
 * Writes `w` for the profile, one day at a time: that day's answers into `observations` (batched
 * inserts, one transaction) and that day's rollup increments (one transaction), timed separately.
 */
export async function loadHistory(
  db: Kysely<DatabaseSchema>,
  w: Workload,
  input: {
    accountId: string;
    brandName: string;
    profile: BrandProfile;
    promptTexts: string[];
    lastDay: string;
    dayStart: (day: string) => number;
  },
  onDay: (index: number) => void,
): Promise<LoadTimings> {
  const rng = seededRandom(20260630);
  const target = { name: input.brandName, nameKey: normalizeName(input.brandName) };
  const named = COMPETITOR_POOL.map((name) => ({ name, nameKey: normalizeName(name) }));
  const pools = input.profile.promptIds.map((_, p) =>
    Array.from({ length: POOL_PER_PROMPT }, (_, k) => named[(p * 3 + k) % named.length]),
  );
  const timings: LoadTimings = { observationsMs: 0, rollupsMs: 0 };
  let serial = 0;
  for (let d = 0; d < w.days; d++) {
    const day = addDays(input.lastDay, d - (w.days - 1));
    const deltas = new RollupDeltas();
    const rows: NewObservation[] = [];
    for (let pi = 0; pi < w.platforms.length; pi++) {
      const platform = w.platforms[pi];
      // Each platform has its own level and the level drifts over the months, so trends move.
      const chance = w.targetShare + (pi - w.platforms.length / 2) * 0.02 + 0.08 * Math.sin(d / 20 + pi);
      for (let p = 0; p < input.profile.promptIds.length; p++) {
        const promptId = input.profile.promptIds[p];
        const topicId = input.profile.topicIds[p % input.profile.topicIds.length];
        for (let round = 0; round < w.roundsPerDay; round++) {
          const roundId = `run_${day}_${round}`;
          for (let repeat = 0; repeat < w.repeats; repeat++) {
            deltas.add(
              answerFacts(
                rng,
                w,
                { brandId: input.profile.brandId, platform, day, promptId, topicId },
                target,
                pools[p],
                chance,
              ),
            );
            rows.push({
              id: `obs_${(serial++).toString(16).padStart(32, "0")}`,
              account_id: input.accountId,
              task_id: null,
              api_code: "geo.brand",
              platform,
              question: input.promptTexts[p],
              status: "completed",
              error: null,
              answer_text: null,
              sources: null,
              retrieved_sources: null,
              analysis: null,
              adapter: "sandbox",
              model: null,
              search_enabled: null,
              search_used: null,
              sandbox: 1,
              latency_ms: null,
              attempts: null,
              input_tokens: null,
              output_tokens: null,
              asked_at: input.dayStart(day) + round * 6 * 3_600_000,
              day,
              monitor_id: input.profile.monitorId,
              round_id: roundId,
              prompt_id: promptId,
              topic_id: topicId,
              brand_id: input.profile.brandId,
              repeat_index: repeat,
            });
          }
        }
      }
    }
    let started = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += OBSERVATION_BATCH) {
        await trx
          .insertInto("observations")
          .values(rows.slice(i, i + OBSERVATION_BATCH))
          .execute();
      }
    });
    timings.observationsMs += performance.now() - started;
    started = performance.now();
    await db.transaction().execute((trx) => applyRollupDeltas(trx, deltas));
    timings.rollupsMs += performance.now() - started;
    onDay(d);
  }
  return timings;
}
