import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { ALL_PLATFORMS, MOMENT_SUM_COLUMNS } from "../store/rollups/rollup-deltas.ts";
import { type BrandScope, type RangeFilter, rollupRowsOf } from "./brand-owned-by.ts";
import type { FullStatisticSums, TargetStatisticSums } from "./statistics/figure-statistics.ts";

/** What every scope's figures read: counts, sums and the second moments. */
const CORE_COLUMNS = [
  "observations",
  "mentioned",
  "mention_sum",
  "position_sum",
  "sentiment_sum",
  "all_mentions",
  ...MOMENT_SUM_COLUMNS,
] as const satisfies readonly (keyof TargetStatisticSums)[];

/** Platform and topic rows also count top-k ranks and recommendations. */
const FULL_COLUMNS = [
  ...CORE_COLUMNS,
  "top1",
  "top3",
  "top10",
  "recommended",
] as const satisfies readonly (keyof FullStatisticSums)[];

type Sums<C extends readonly string[]> = Record<C[number], number>;

function numbers<C extends readonly string[]>(row: Record<string, unknown>, columns: C): Sums<C> {
  return Object.fromEntries(columns.map((column) => [column, Number(row[column] ?? 0)])) as Sums<C>;
}

export interface PlatformStatisticSums extends FullStatisticSums {
  readonly platform: string;
}
export interface TopicStatisticSums extends FullStatisticSums {
  readonly topicId: string;
  readonly topicName: string;
}
export interface PromptStatisticSums extends TargetStatisticSums {
  readonly promptId: string;
}

/**
 * The sums brand.statistics reads over a range: per platform (brand_platform_days, at most days x
 * platforms rows), per topic over the range's platforms (brand_topic_days, in profile order) and per
 * prompt (brand_prompt_days: the platform's rows, or the all-platform '' rows). Another account's brand
 * reads nothing.
 */
export async function queryBrandStatisticSums(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
): Promise<{
  platforms: PlatformStatisticSums[];
  topics: TopicStatisticSums[];
  prompts: PromptStatisticSums[];
}> {
  const [platformRows, topicRows, promptRows] = await Promise.all([
    db
      .selectFrom("brand_platform_days")
      .select((eb) => ["platform", ...FULL_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column))])
      .where(rollupRowsOf(db, "brand_platform_days", scope, range))
      .groupBy("platform")
      .orderBy("platform")
      .execute(),
    db
      .selectFrom(
        db
          .selectFrom("brand_topic_days")
          .select((eb) => ["topic_id", ...FULL_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column))])
          .where(rollupRowsOf(db, "brand_topic_days", scope, range))
          .groupBy("topic_id")
          .as("s"),
      )
      .innerJoin("brand_topics as t", (join) =>
        join.onRef("t.id", "=", "s.topic_id").on("t.brand_id", "=", scope.brandId),
      )
      .selectAll("s")
      .select("t.name as topic_name")
      .orderBy("t.topic_order")
      .orderBy("t.name")
      .execute(),
    db
      .selectFrom("brand_prompt_days")
      .select((eb) => ["prompt_id", ...CORE_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column))])
      .where(rollupRowsOf(db, "brand_prompt_days", scope, range, range.platform ?? ALL_PLATFORMS))
      .groupBy("prompt_id")
      .execute(),
  ]);
  return {
    platforms: platformRows.map((row) => ({ platform: row.platform, ...numbers(row, FULL_COLUMNS) })),
    topics: topicRows.map((row) => ({
      topicId: row.topic_id,
      topicName: row.topic_name,
      ...numbers(row as Record<string, unknown>, FULL_COLUMNS),
    })),
    prompts: promptRows.map((row) => ({ promptId: row.prompt_id, ...numbers(row, CORE_COLUMNS) })),
  };
}

/** Sums of several rows (the brand over its platforms). */
export function addSums<T extends FullStatisticSums>(rows: readonly T[]): FullStatisticSums {
  const total = numbers({}, FULL_COLUMNS);
  for (const row of rows) for (const column of FULL_COLUMNS) total[column] += row[column];
  return total;
}
