import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type BrandScope, type RangeFilter, rollupRowsOf } from "./brand-owned-by.ts";
import { TARGET_SUM_COLUMNS, type TargetSums } from "./metric-formulas.ts";

export interface TopicPlatformSums extends TargetSums {
  readonly topicId: string;
  readonly topicName: string;
  readonly platform: string;
}

/**
 * The target brand's sums per (topic, platform) over a day range: topics in the profile's order, then
 * platforms by code. Reads at most days x topics x platforms rows of brand_topic_days; a topic no longer
 * in brand_topics is left out (its name is unknown).
 */
export async function queryTopicPlatformSums(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
): Promise<TopicPlatformSums[]> {
  return db
    .selectFrom("brand_topic_days as d")
    .innerJoin("brand_topics as t", (join) =>
      join.onRef("t.id", "=", "d.topic_id").onRef("t.brand_id", "=", "d.brand_id"),
    )
    .select((eb) => [
      "d.topic_id as topicId",
      "t.name as topicName",
      "d.platform",
      ...TARGET_SUM_COLUMNS.map((column) => eb.fn.sum<number>(`d.${column}`).as(column)),
    ])
    .where(rollupRowsOf(db, "d", scope, range))
    .groupBy(["d.topic_id", "t.name", "t.topic_order", "d.platform"])
    .orderBy("t.topic_order")
    .orderBy("t.name")
    .orderBy("d.platform")
    .execute();
}
