import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../src/store/database-schema.ts";
import { applyRollupDeltas } from "../../src/store/rollups/apply-rollup-deltas.ts";
import { RollupDeltas } from "../../src/store/rollups/rollup-deltas.ts";
import { answerFacts, type BrandProfile, insertBrandProfile, type NamedBrand } from "./brand-profile.ts";

/**
 * A small hand-computed data set (the expected figures in the metrics tests are worked out from it by
 * hand, in their comments). The service clock stands at NOW: today is 2026-03-15 in Asia/Shanghai, so
 * the default range is 2026-03-09 .. 2026-03-15.
 */
export const NOW = Date.parse("2026-03-15T04:00:00Z");
export const TODAY = "2026-03-15";
export const YESTERDAY = "2026-03-14";
/** Before the default range. */
export const EARLY = "2026-03-01";
/** A day of the last whole month, read from the monthly name rollup when a range covers February. */
export const FEBRUARY = "2026-02-10";
/** After today: a range ending later is cut to today, so this day is never read. */
export const TOMORROW = "2026-03-16";
/** 2026-03-10 10:00:00 in Asia/Shanghai. */
export const T0 = Date.parse("2026-03-10T02:00:00Z");

export const BRAND = "Acme";

/** Answers: [platform, day, prompt index, names]. Prompt 0 is on topic 续航, prompt 1 on 价格. */
export const ANSWERS: readonly (readonly [string, string, number, readonly NamedBrand[]])[] = [
  // a1
  [
    "deepseek",
    YESTERDAY,
    0,
    [
      ["Acme", 2, 1, 80],
      ["Beta", 1, 2, 50],
    ],
  ],
  // a2: the target not named
  [
    "deepseek",
    YESTERDAY,
    0,
    [
      ["Beta", 3, 1, 60],
      ["Gamma Corp", 1, 2, 50],
    ],
  ],
  // a3
  [
    "deepseek",
    TODAY,
    1,
    [
      ["Acme", 1, 3, 40],
      ["Beta", 1, 1, 70],
      ["Gamma Corp", 2, 2, 55],
    ],
  ],
  // a4: rank 12, outside every top-k
  [
    "gpt",
    TODAY,
    0,
    [
      ["ACME", 1, 12, 50],
      ["Delta", 1, 1, 50],
    ],
  ],
  // a5: an answer that names no brand at all
  ["kimi", YESTERDAY, 1, []],
  // a6: before the default range
  ["deepseek", EARLY, 0, [["Acme", 5, 1, 90]]],
  // a7: tomorrow, never inside a range (the end is cut to today)
  ["deepseek", TOMORROW, 0, [["Acme", 1, 1, 100]]],
  // a8: February
  [
    "deepseek",
    FEBRUARY,
    0,
    [
      ["Zeta", 4, 1, 70],
      ["Acme", 1, 2, 60],
      ["Beta", 1, 3, 50],
    ],
  ],
];

/** Seeds the sample brand for `accountId` through RollupDeltas + applyRollupDeltas, as rounds do. */
export async function seedSampleBrand(db: Kysely<DatabaseSchema>, accountId: string): Promise<BrandProfile> {
  const profile = await insertBrandProfile(db, {
    accountId,
    name: BRAND,
    createdAt: T0,
    topics: [
      { name: "续航", createdAt: T0 },
      { name: "价格", createdAt: T0 },
      { name: "售后", createdAt: T0 + 5_000 },
    ],
    competitors: [
      {
        name: "Beta",
        keywords: '["贝塔","BETA"]',
        monitorType: 1,
        createdAt: T0,
        website: "https://beta.example",
      },
      { name: "Gamma Corp", keywords: null, monitorType: 0, createdAt: T0 + 1_000 },
      { name: "德尔塔", keywords: '["Delta"]', monitorType: 1, createdAt: T0 + 2_000 },
    ],
    prompts: [
      { text: "哪款电动车续航最好", topic: 0 },
      { text: "哪款电动车最便宜", topic: 1 },
      { text: "电动车推荐", topic: null },
    ],
  });
  const deltas = new RollupDeltas();
  for (const [platform, day, prompt, names] of ANSWERS) {
    deltas.add(
      answerFacts({
        brandId: profile.brandId,
        targetName: BRAND,
        platform,
        day,
        promptId: profile.promptIds[prompt],
        topicId: profile.topicIds[prompt],
        names,
      }),
    );
  }
  await applyRollupDeltas(db, deltas);
  return profile;
}
