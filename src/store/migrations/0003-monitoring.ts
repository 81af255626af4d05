import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** Metric sums shared by the target brand's daily rollups (see docs/metrics.md for how they are read). */
const TARGET_METRICS = [
  "observations",
  "mentioned",
  "mention_sum",
  "position_sum",
  "top1",
  "top3",
  "top10",
  "sentiment_sum",
  "recommended",
  "recommend_sum",
  "all_mentions",
] as const;

/** Metric sums of any brand named in the answers of a brand's prompts. */
const NAME_METRICS = [
  "mentioned",
  "mention_sum",
  "position_sum",
  "top1",
  "top3",
  "top10",
  "sentiment_sum",
] as const;

/**
 * Brand monitoring: brands with their profile, topics, competitors and prompts; monitors (a geo.brand or
 * geo.rank_monitor schedule) and their rounds; provenance of monitoring observations; and the daily
 * rollups the synchronous queries read.
 */
export const monitoring: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("brands")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("website_url", "text")
      .addColumn("product_service", "text")
      .addColumn("products", "text")
      .addColumn("topics", "text")
      .addColumn("competitors", "text")
      .addColumn("lang_type", "text")
      .addColumn("platforms", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addUniqueConstraint("brands_account_name", ["account_id", "name_key"])
      .execute();

    await db.schema
      .createTable("brand_topics")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("topic_order", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addUniqueConstraint("brand_topics_name", ["brand_id", "name"])
      .execute();

    await db.schema
      .createTable("brand_competitors")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("logo_url", "text")
      .addColumn("website", "text")
      .addColumn("keywords", "text")
      .addColumn("monitor_type", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addUniqueConstraint("brand_competitors_name", ["brand_id", "name_key"])
      .execute();

    await db.schema
      .createTable("monitors")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("key_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("task_id", "text", (c) => c.notNull())
      .addColumn("brand_id", "text", (c) => c.references("brands.id").onDelete("cascade"))
      .addColumn("settings", "text", (c) => c.notNull())
      .addColumn("interval_seconds", "integer", (c) => c.notNull())
      .addColumn("next_run_at", "bigint", (c) => c.notNull())
      .addColumn("last_round_at", "bigint")
      .addColumn("active", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("monitors_due").on("monitors").columns(["active", "next_run_at"]).execute();
    await db.schema.createIndex("monitors_task").on("monitors").column("task_id").execute();
    await db.schema.createIndex("monitors_brand").on("monitors").column("brand_id").execute();

    await db.schema
      .createTable("monitor_rounds")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("monitor_id", "text", (c) => c.notNull().references("monitors.id").onDelete("cascade"))
      .addColumn("slot_at", "bigint", (c) => c.notNull())
      .addColumn("started_at", "bigint", (c) => c.notNull())
      .addColumn("finished_at", "bigint")
      .addColumn("status", "text", (c) => c.notNull())
      .addUniqueConstraint("monitor_rounds_slot", ["monitor_id", "slot_at"])
      .execute();

    await db.schema
      .createTable("prompts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("monitor_id", "text", (c) => c.notNull().references("monitors.id").onDelete("cascade"))
      .addColumn("topic_id", "text")
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("prompt_order", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("prompts_monitor")
      .on("prompts")
      .columns(["monitor_id", "prompt_order"])
      .execute();

    for (const column of ["monitor_id", "round_id", "prompt_id", "topic_id", "brand_id"] as const) {
      await db.schema.alterTable("observations").addColumn(column, "text").execute();
    }
    await db.schema.alterTable("observations").addColumn("repeat_index", "integer").execute();
    await db.schema.createIndex("observations_round").on("observations").column("round_id").execute();

    let platformDays = db.schema
      .createTable("brand_platform_days")
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("platform", "text", (c) => c.notNull());
    for (const m of TARGET_METRICS) platformDays = platformDays.addColumn(m, "bigint", (c) => c.notNull());
    await platformDays
      .addPrimaryKeyConstraint("brand_platform_days_pk", ["brand_id", "day", "platform"])
      .execute();

    let topicDays = db.schema
      .createTable("brand_topic_days")
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("topic_id", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("platform", "text", (c) => c.notNull());
    for (const m of TARGET_METRICS) topicDays = topicDays.addColumn(m, "bigint", (c) => c.notNull());
    await topicDays
      .addPrimaryKeyConstraint("brand_topic_days_pk", ["brand_id", "day", "topic_id", "platform"])
      .execute();

    await db.schema
      .createTable("brand_prompt_days")
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("platform", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("prompt_id", "text", (c) => c.notNull())
      .addColumn("observations", "bigint", (c) => c.notNull())
      .addColumn("all_mentions", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("brand_prompt_days_pk", ["brand_id", "platform", "day", "prompt_id"])
      .execute();

    let nameDays = db.schema
      .createTable("brand_name_days")
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("platform", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("prompt_id", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull());
    for (const m of NAME_METRICS) nameDays = nameDays.addColumn(m, "bigint", (c) => c.notNull());
    await nameDays
      .addPrimaryKeyConstraint("brand_name_days_pk", ["brand_id", "platform", "day", "prompt_id", "name_key"])
      .execute();
  },
};
