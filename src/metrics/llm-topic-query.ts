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
  // Sum first, join the topic names to the (topics x platforms) sums after: joining every daily row
  // first costs a topic lookup per row.
  const sums = db
    .selectFrom("brand_topic_days")
    .select((eb) => [
      "topic_id",
      "platform",
      ...TARGET_SUM_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column)),
    ])
    .where(rollupRowsOf(db, "brand_topic_days", scope, range))
    .groupBy(["topic_id", "platform"]);
  return db
    .selectFrom(sums.as("s"))
    .innerJoin("brand_topics as t", (join) =>
      join.onRef("t.id", "=", "s.topic_id").on("t.brand_id", "=", scope.brandId),
    )
    .select([
      "s.topic_id as topicId",
      "t.name as topicName",
      "s.platform",
      ...TARGET_SUM_COLUMNS.map((column) => `s.${column}` as const),
    ])
    .orderBy("t.topic_order")
    .orderBy("t.name")
    .orderBy("s.platform")
    .execute();
}
