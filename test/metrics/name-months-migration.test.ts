import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { Migrator } from "kysely/migration";
import { type Database, migrateToLatest, openDatabase } from "../../src/store/database.ts";
import { MIGRATIONS } from "../../src/store/migrations/migrations.ts";
import { createPostgresDatabase, DIALECTS } from "../support/test-databases.ts";

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
  describe(`migration 0004 fills brand_name_months from existing daily rows (${dialect})`, () => {
    let database: Database;
    let cleanUp: () => Promise<void>;
    before(async () => {
      if (dialect === "sqlite") {
        const dir = mkdtempSync(join(tmpdir(), "answerlens-months-"));
        database = openDatabase({ kind: "sqlite", path: join(dir, "a.db") });
        cleanUp = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        const postgres = await createPostgresDatabase();
        database = openDatabase({ kind: "postgres", url: postgres.url, poolSize: 2 });
        cleanUp = postgres.drop;
      }
    });
    after(async () => {
      await database.close();
      await cleanUp();
    });

    test("monthly sums per (brand, platform, month, prompt, name) equal the daily ones", async () => {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => MIGRATIONS } });
      const { error } = await migrator.migrateTo("0003-monitoring");
      assert.equal(error, undefined);
      await database.db
        .insertInto("brand_name_days")
        .values([
          nameDay("2026-01-30", "Acme", 2),
          nameDay("2026-01-31", "Acme", 3),
          nameDay("2026-02-01", "Acme", 7),
          nameDay("2026-01-05", "Beta", 1),
        ])
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
    });
  });
}
