import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { migrateToLatest } from "../../src/store/database.ts";
import { MIGRATIONS } from "../../src/store/migrations/migrations.ts";
import { useScratchDatabase } from "../support/scratch-database.ts";
import { DIALECTS } from "../support/test-databases.ts";

const nameDay = (day: string, name: string, mentions: number) => ({
  brand_id: "brand_a",
  platform: "",
  day,
  prompt_id: "prompt_a",
  name_key: name.toLowerCase(),
  name,
  mentioned: 1,
  mention_sum: mentions,
  position_sum: 1,
  top1: 1,
  top3: 1,
  top10: 1,
  sentiment_sum: 50,
});

for (const dialect of DIALECTS) {
  describe(`migrations 0004 and 0005 fill the new rollup columns from existing rows (${dialect})`, () => {
    const databaseOf = useScratchDatabase(dialect, "months");

    test("monthly name sums, and the brand's own sums per prompt and day, from the daily name rows", async () => {
      const database = databaseOf();
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => MIGRATIONS } });
      const { error } = await migrator.migrateTo("0003-monitoring");
      assert.equal(error, undefined);
      // DatabaseSchema describes the latest schema; these rows are written as of 0003, without later columns.
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await db.insertInto("accounts").values({ id: "acct_a", name: "a", points: 0, created_at: 0 }).execute();
      await db
        .insertInto("brands")
        .values({
          id: "brand_a",
          account_id: "acct_a",
          name: "Acme",
          name_key: "acme",
          platforms: "[]",
          created_at: 0,
          updated_at: 0,
        })
        .execute();
      await db
        .insertInto("brand_name_days")
        .values([
          nameDay("2026-01-30", "Acme", 2),
          nameDay("2026-01-31", "Acme", 3),
          nameDay("2026-02-01", "Acme", 7),
          nameDay("2026-01-05", "Beta", 1),
        ])
        .execute();
      const promptDay = (day: string) => ({
        brand_id: "brand_a",
        platform: "",
        day,
        prompt_id: "prompt_a",
        observations: 4,
        all_mentions: 9,
      });
      await db
        .insertInto("brand_prompt_days")
        .values([promptDay("2026-01-30"), promptDay("2026-01-05")])
        .execute();
      await migrateToLatest(database);

      const months = await database.db
        .selectFrom("brand_name_months")
        .select(["month", "name", "mention_sum"])
        .orderBy("month")
        .orderBy("name")
        .execute();
      // node:sqlite rows have no prototype; compare plain copies.
      assert.deepEqual(
        months.map((row) => ({ ...row })),
        [
          { month: "2026-01", name: "Acme", mention_sum: 5 },
          { month: "2026-01", name: "Beta", mention_sum: 1 },
          { month: "2026-02", name: "Acme", mention_sum: 7 },
        ],
      );
      const days = await database.db
        .selectFrom("brand_prompt_days")
        .select(["day", "observations", "mentioned", "mention_sum", "position_sum", "sentiment_sum"])
        .orderBy("day")
        .execute();
      // January 5 names only Beta: the brand's sums stay 0.
      assert.deepEqual(
        days.map((row) => ({ ...row })),
        [
          {
            day: "2026-01-05",
            observations: 4,
            mentioned: 0,
            mention_sum: 0,
            position_sum: 0,
            sentiment_sum: 0,
          },
          {
            day: "2026-01-30",
            observations: 4,
            mentioned: 1,
            mention_sum: 2,
            position_sum: 1,
            sentiment_sum: 50,
          },
        ],
      );
    });
  });
}
