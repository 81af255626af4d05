import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * What prompt.analysis.overview needs to read a bounded number of rows over six months (docs/metrics.md,
 * "Reading cost"):
 * - brand_name_months: mentions per (brand, platform, month, prompt, name), grown with brand_name_days
 *   and filled here from the daily rows that already exist; ranking a range's names reads whole months
 *   here, about 30x fewer rows than the days.
 * - brand_name_days_subject: one name's daily rows in a day range, without walking the other names of
 *   every day (the primary key puts the day before the name).
 */
export const nameMonths: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("brand_name_months")
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("platform", "text", (c) => c.notNull())
      .addColumn("month", "text", (c) => c.notNull())
      .addColumn("prompt_id", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("mention_sum", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("brand_name_months_pk", [
        "brand_id",
        "platform",
        "month",
        "prompt_id",
        "name_key",
      ])
      .execute();
    await sql`
      insert into brand_name_months (brand_id, platform, month, prompt_id, name_key, name, mention_sum)
      select brand_id, platform, substr(day, 1, 7), prompt_id, name_key, max(name), sum(mention_sum)
      from brand_name_days
      group by brand_id, platform, substr(day, 1, 7), prompt_id, name_key`.execute(db);
    await db.schema
      .createIndex("brand_name_days_subject")
      .on("brand_name_days")
      .columns(["brand_id", "platform", "name_key", "day"])
      .execute();
  },
};
