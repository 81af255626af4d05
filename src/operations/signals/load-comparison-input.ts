import { type Kysely, sql } from "kysely";
import {
  type ComparisonInput,
  comparisonStartDay,
  dailyCounts,
} from "../../metrics/signals/brand-comparisons.ts";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { ALL_PLATFORMS } from "../../store/rollups/rollup-deltas.ts";

/**
 * The rollup rows a brand's comparisons on `statDate` read: the 14 days up to it, per platform
 * (brand_platform_days), per topic summed over platforms (brand_topic_days) and per prompt over all
 * platforms (brand_prompt_days' '' rows). At most 14 x (platforms + topics + prompts) rows.
 */
export async function loadComparisonInput(
  db: Kysely<DatabaseSchema>,
  brandId: string,
  statDate: string,
): Promise<ComparisonInput> {
  const startDay = comparisonStartDay(statDate);
  const [platformRows, topicRows, promptRows] = await Promise.all([
    db
      .selectFrom("brand_platform_days")
      .select(["day", "platform", "observations", "mentioned", "top3", "recommended"])
      .where("brand_id", "=", brandId)
      .where("day", ">=", startDay)
      .where("day", "<=", statDate)
      .execute(),
    db
      .selectFrom("brand_topic_days")
      .select((eb) => [
        "day",
        "topic_id",
        eb.fn.sum<number>("observations").as("observations"),
        eb.fn.sum<number>("mentioned").as("mentioned"),
        eb.fn.sum<number>("top3").as("top3"),
        eb.fn.sum<number>("recommended").as("recommended"),
      ])
      .where("brand_id", "=", brandId)
      .where("day", ">=", startDay)
      .where("day", "<=", statDate)
      .groupBy(["day", "topic_id"])
      .execute(),
    db
      .selectFrom("brand_prompt_days")
      .select(["day", "prompt_id", "observations", "mentioned"])
      .where("brand_id", "=", brandId)
      .where("platform", "=", sql.lit(ALL_PLATFORMS))
      .where("day", ">=", startDay)
      .where("day", "<=", statDate)
      .execute(),
  ]);
  return {
    statDate,
    platformDays: platformRows.map((row) => dailyCounts(row.platform, row)),
    topicDays: topicRows.map((row) => dailyCounts(row.topic_id, row)),
    promptDays: promptRows.map((row) => dailyCounts(row.prompt_id, row)),
  };
}
