import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { fullStatistics } from "../../src/metrics/statistics/figure-statistics.ts";
import { migrateToLatest } from "../../src/store/database.ts";
import { MIGRATIONS } from "../../src/store/migrations/migrations.ts";
import { applyRollupDeltas } from "../../src/store/rollups/apply-rollup-deltas.ts";
import { RollupDeltas } from "../../src/store/rollups/rollup-deltas.ts";
import { useScratchDatabase } from "../support/scratch-database.ts";
import { DIALECTS } from "../support/test-databases.ts";

const SUMS = {
  observations: 40,
  mentioned: 20,
  mention_sum: 30,
  position_sum: 40,
  top1: 8,
  top3: 14,
  top10: 20,
  sentiment_sum: 1200,
  recommended: 10,
  recommend_sum: 12,
  all_mentions: 200,
};

for (const dialect of DIALECTS) {
  describe(`migration 0008: second moments on existing rollup rows, brand_signals (${dialect})`, () => {
    const databaseOf = useScratchDatabase(dialect, "moments");

    test("old rows keep their rates' intervals; means and voice share say no interval until rows are whole", async () => {
      const database = databaseOf();
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => MIGRATIONS } });
      assert.equal((await migrator.migrateTo("0005-prompt-day-target")).error, undefined);
      const old = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await old
        .insertInto("brand_platform_days")
        .values({ brand_id: "brand_a", day: "2026-01-01", platform: "kimi", ...SUMS })
        .execute();
      await migrateToLatest(database);

      const { db } = database;
      const read = () =>
        db
          .selectFrom("brand_platform_days")
          .selectAll()
          .where("brand_id", "=", "brand_a")
          .executeTakeFirstOrThrow();
      const row = await read();
      assert.equal(Number(row.moment_observations), 0);
      assert.equal(Number(row.position_sq_sum), 0);
      const figures = fullStatistics(
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as never,
      );
      assert.deepEqual(figures.visibilityRate, {
        value: 50,
        sampleCount: 40,
        lower: 35.2,
        upper: 64.8,
        tooFewSamples: false,
      });
      assert.equal(figures.position.value, 2);
      assert.deepEqual([figures.position.lower, figures.shareOfVoice.lower], [null, null]);

      // A later answer adds its moments, but the row still holds 40 answers without: still no interval.
      const deltas = new RollupDeltas();
      deltas.add({
        brandId: "brand_a",
        platform: "kimi",
        day: "2026-01-01",
        promptId: "prompt_a",
        topicId: null,
        target: { mentions: 2, position: 3, sentimentScore: 70, recommended: true, recommendCount: 1 },
        names: [{ name: "A", nameKey: "a", mentions: 2, position: 3, sentimentScore: 70 }],
      });
      await applyRollupDeltas(db, deltas);
      const grown = await read();
      assert.deepEqual(
        [grown.observations, grown.moment_observations, grown.position_sq_sum, grown.mention_cross_sum].map(
          Number,
        ),
        [41, 1, 9, 4],
      );
      assert.equal(
        fullStatistics(Object.fromEntries(Object.entries(grown).map(([k, v]) => [k, Number(v)])) as never)
          .position.lower,
        null,
      );

      // brand_signals exists with its key and the brand's day index.
      const signals = await db.selectFrom("brand_signals").selectAll().execute();
      assert.deepEqual(signals, []);
    });
  });
}
