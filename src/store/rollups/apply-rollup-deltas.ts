import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../database-schema.ts";
import type { RollupDeltas } from "./rollup-deltas.ts";

const TARGET_SUMS = [
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
const PROMPT_SUMS = [
  "observations",
  "all_mentions",
  "mentioned",
  "mention_sum",
  "position_sum",
  "sentiment_sum",
] as const;
const NAME_SUMS = [
  "mentioned",
  "mention_sum",
  "position_sum",
  "top1",
  "top3",
  "top10",
  "sentiment_sum",
] as const;

/** Rows per INSERT: well under SQLite's variable limit with the widest row (15 columns). */
const CHUNK = 400;

type RollupTable =
  | "brand_platform_days"
  | "brand_topic_days"
  | "brand_prompt_days"
  | "brand_name_days"
  | "brand_name_months";

async function upsert<R extends object>(
  db: Kysely<DatabaseSchema>,
  table: RollupTable,
  keyColumns: readonly string[],
  sumColumns: readonly string[],
  rows: Map<string, R>,
  extraSet: Record<string, ReturnType<typeof sql>> = {},
): Promise<void> {
  if (rows.size === 0) return;
  // A fixed key order: concurrent rounds on PostgreSQL then lock shared rows in the same order (no deadlock).
  const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  const set: Record<string, ReturnType<typeof sql>> = { ...extraSet };
  for (const column of sumColumns)
    set[column] = sql`${sql.ref(`${table}.${column}`)} + excluded.${sql.ref(column)}`;
  for (let i = 0; i < sorted.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(sorted.slice(i, i + CHUNK) as never)
      .onConflict((oc) => oc.columns(keyColumns as never).doUpdateSet(set as never))
      .execute();
  }
}

/**
 * Adds accumulated increments to the daily rollups. Call it inside the transaction that stores the
 * observations, and only for observations that transaction actually inserted, so a resumed round never
 * counts an answer twice.
 */
export async function applyRollupDeltas(db: Kysely<DatabaseSchema>, deltas: RollupDeltas): Promise<void> {
  await upsert(db, "brand_platform_days", ["brand_id", "day", "platform"], TARGET_SUMS, deltas.platformDays);
  await upsert(
    db,
    "brand_topic_days",
    ["brand_id", "day", "topic_id", "platform"],
    TARGET_SUMS,
    deltas.topicDays,
  );
  await upsert(
    db,
    "brand_prompt_days",
    ["brand_id", "platform", "day", "prompt_id"],
    PROMPT_SUMS,
    deltas.promptDays,
  );
  await upsert(
    db,
    "brand_name_days",
    ["brand_id", "platform", "day", "prompt_id", "name_key"],
    NAME_SUMS,
    deltas.nameDays,
    { name: sql`excluded.name` },
  );
  await upsert(
    db,
    "brand_name_months",
    ["brand_id", "platform", "month", "prompt_id", "name_key"],
    ["mention_sum"],
    deltas.nameMonths,
    { name: sql`excluded.name` },
  );
}
