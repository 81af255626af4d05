import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The second-moment sums of MomentSums, on every rollup that carries the target brand's sums. Listed
 * here, not imported: a released migration must not change when the application's lists do.
 */
const MOMENT_COLUMNS = [
  "moment_observations",
  "position_sq_sum",
  "sentiment_sq_sum",
  "mention_sq_sum",
  "all_mentions_sq_sum",
  "mention_cross_sum",
] as const;

const TARGET_ROLLUPS = ["brand_platform_days", "brand_topic_days", "brand_prompt_days"] as const;

/**
 * Samples and signals (issue 14, docs/metrics.md version 3):
 * - second-moment sums on the target rollups, so means and the voice share get intervals from summed
 *   rows (existing rows start at 0 with `moment_observations` 0: their squares are unknown, so ranges
 *   that include them report no interval for those figures; rates keep theirs, counts suffice);
 * - brand_signals: confirmed changes, one row per (brand, metric, scope, window, day), so detection time
 *   is recorded once and a re-run round detects nothing twice.
 * The sample index of an answer is observations.repeat_index (0003); rollups count every sample as an
 * observation.
 */
export const samplesAndSignals: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TARGET_ROLLUPS) {
      for (const column of MOMENT_COLUMNS) {
        await db.schema
          .alterTable(table)
          .addColumn(column, "bigint", (c) => c.notNull().defaultTo(0))
          .execute();
      }
    }
    await db.schema
      .createTable("brand_signals")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("metric", "text", (c) => c.notNull())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("scope_id", "text", (c) => c.notNull())
      .addColumn("window", "text", (c) => c.notNull())
      .addColumn("before_start", "text", (c) => c.notNull())
      .addColumn("before_end", "text", (c) => c.notNull())
      .addColumn("after_start", "text", (c) => c.notNull())
      .addColumn("after_end", "text", (c) => c.notNull())
      .addColumn("before_successes", "bigint", (c) => c.notNull())
      .addColumn("before_n", "bigint", (c) => c.notNull())
      .addColumn("after_successes", "bigint", (c) => c.notNull())
      .addColumn("after_n", "bigint", (c) => c.notNull())
      .addColumn("p_value", "double precision", (c) => c.notNull())
      .addColumn("q_value", "double precision", (c) => c.notNull())
      .addColumn("direction", "text", (c) => c.notNull())
      .addColumn("tier", "text", (c) => c.notNull())
      .addColumn("round_id", "text", (c) => c.notNull())
      .addColumn("detected_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("brand_signals_brand_day")
      .on("brand_signals")
      .columns(["brand_id", "after_end"])
      .execute();
  },
};
