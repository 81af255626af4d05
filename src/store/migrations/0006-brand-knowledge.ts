import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Brand knowledge (docs/brand-monitoring.md, "Brand knowledge"):
 * - brands.aliases: other spellings of a monitored brand that count as its mentions (user decisions).
 * - known_names: every name the analysis found in an account's answers, as a brand or as a candidate
 *   below the acceptance threshold, with how often and where it was seen, and the user's decision.
 * - observations.analysis_version: the metrics version whose analysis the row holds (null: before
 *   version 3), and an index to re-analyse a brand's answers day by day.
 */
export const brandKnowledge: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("brands").addColumn("aliases", "text").execute();
    await db.schema.alterTable("observations").addColumn("analysis_version", "integer").execute();
    await db.schema
      .createIndex("observations_brand_day")
      .on("observations")
      .columns(["brand_id", "day"])
      .execute();

    await db.schema
      .createTable("known_names")
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("answers", "bigint", (c) => c.notNull())
      .addColumn("accepted", "bigint", (c) => c.notNull())
      .addColumn("platform_mask", "bigint", (c) => c.notNull())
      .addColumn("best_score", "integer", (c) => c.notNull())
      .addColumn("evidence", "text")
      .addColumn("first_seen_at", "bigint", (c) => c.notNull())
      .addColumn("last_seen_at", "bigint", (c) => c.notNull())
      .addColumn("standing", "text", (c) => c.notNull())
      .addColumn("decision", "text")
      .addColumn("merged_into", "text")
      .addColumn("aliases", "text")
      .addColumn("decided_at", "bigint")
      .addPrimaryKeyConstraint("known_names_pk", ["account_id", "name_key"])
      .execute();
    await db.schema
      .createIndex("known_names_standing")
      .on("known_names")
      .columns(["account_id", "standing"])
      .execute();
  },
};
