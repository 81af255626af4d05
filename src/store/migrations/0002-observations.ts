import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** One row per platform answer: the question, the answer, its analysis and where it came from. */
export const observations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("observations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("task_id", "text")
      .addColumn("api_code", "text", (c) => c.notNull())
      .addColumn("platform", "text", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("error", "text")
      .addColumn("answer_text", "text")
      .addColumn("sources", "text")
      .addColumn("analysis", "text")
      .addColumn("adapter", "text")
      .addColumn("model", "text")
      .addColumn("search_enabled", "integer")
      .addColumn("search_used", "integer")
      .addColumn("sandbox", "integer", (c) => c.notNull())
      .addColumn("latency_ms", "integer")
      .addColumn("attempts", "integer")
      .addColumn("input_tokens", "integer")
      .addColumn("output_tokens", "integer")
      .addColumn("asked_at", "bigint", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("observations_task").on("observations").column("task_id").execute();
    await db.schema
      .createIndex("observations_account_day")
      .on("observations")
      .columns(["account_id", "day", "platform"])
      .execute();
  },
};
