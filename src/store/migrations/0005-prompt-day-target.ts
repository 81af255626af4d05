import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

const COLUMNS = ["mentioned", "mention_sum", "position_sum", "sentiment_sum"] as const;

/**
 * The target brand's sums per prompt and day in brand_prompt_days, so prompt.analysis.overview about the
 * brand itself (its usual call) reads one row per prompt and day instead of joining brand_name_days
 * (docs/metrics.md, "Reading cost"). Existing rows are filled from the brand's own name rows.
 */
export const promptDayTarget: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of COLUMNS) {
      await db.schema
        .alterTable("brand_prompt_days")
        .addColumn(column, "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
    }
    for (const column of COLUMNS) {
      await sql`
        update brand_prompt_days set ${sql.ref(column)} = coalesce((
          select ${sql.ref(`n.${column}`)} from brand_name_days n
          join brands b on b.id = n.brand_id and b.name_key = n.name_key
          where n.brand_id = brand_prompt_days.brand_id and n.platform = brand_prompt_days.platform
            and n.day = brand_prompt_days.day and n.prompt_id = brand_prompt_days.prompt_id), 0)`.execute(db);
    }
  },
};
