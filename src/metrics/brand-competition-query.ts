import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { ALL_PLATFORMS } from "../store/rollups/rollup-deltas.ts";
import { type BrandScope, type RangeFilter, rollupRowsOf } from "./brand-owned-by.ts";

export interface NameSums {
  readonly nameKey: string;
  readonly name: string;
  readonly mentioned: number;
  readonly mentionSum: number;
  readonly positionSum: number;
  readonly top1: number;
  readonly top3: number;
  readonly sentimentSum: number;
}

/** Answers and every brand's mentions in them over the range (all prompts). */
export async function queryAnswerTotals(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
): Promise<{ answers: number; allMentions: number }> {
  const row = await db
    .selectFrom("brand_prompt_days")
    .select((eb) => [
      eb.fn.sum<number>("observations").as("answers"),
      eb.fn.sum<number>("all_mentions").as("all_mentions"),
    ])
    .where(rollupRowsOf(db, "brand_prompt_days", scope, range, range.platform ?? ALL_PLATFORMS))
    .executeTakeFirst();
  return { answers: Number(row?.answers ?? 0), allMentions: Number(row?.all_mentions ?? 0) };
}

/**
 * The `limit` names with the most mentions over the range, plus `alwaysKey` (the brand itself) wherever it
 * ranks, summed over prompts and days of brand_name_days (at most prompts x days x names rows, grouped in
 * SQL). A name is spelled as its latest row spells it.
 */
export async function queryNameSums(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
  alwaysKey: string,
  limit: number,
): Promise<NameSums[]> {
  const grouped = db
    .selectFrom("brand_name_days")
    .select((eb) => [
      "name_key",
      eb.fn.max("name").as("name"),
      eb.fn.sum<number>("mentioned").as("mentioned"),
      eb.fn.sum<number>("mention_sum").as("mention_sum"),
      eb.fn.sum<number>("position_sum").as("position_sum"),
      eb.fn.sum<number>("top1").as("top1"),
      eb.fn.sum<number>("top3").as("top3"),
      eb.fn.sum<number>("sentiment_sum").as("sentiment_sum"),
    ])
    .where(rollupRowsOf(db, "brand_name_days", scope, range, range.platform ?? ALL_PLATFORMS))
    .groupBy("name_key");
  const [top, own] = await Promise.all([
    grouped.orderBy("mention_sum", "desc").orderBy("name_key").limit(limit).execute(),
    grouped.having("name_key", "=", alwaysKey).execute(),
  ]);
  const rows = top.some((row) => row.name_key === alwaysKey) ? top : [...top, ...own];
  return rows.map((row) => ({
    nameKey: row.name_key,
    name: String(row.name),
    mentioned: Number(row.mentioned),
    mentionSum: Number(row.mention_sum),
    positionSum: Number(row.position_sum),
    top1: Number(row.top1),
    top3: Number(row.top3),
    sentimentSum: Number(row.sentiment_sum),
  }));
}
