import { type Kysely, sql } from "kysely";
import type {
  BrandNameDaysTable,
  BrandNameMonthsTable,
  BrandPromptDaysTable,
  DatabaseSchema,
  MomentSums,
  TargetMetricSums,
} from "../database-schema.ts";
import type { RollupDeltas } from "./rollup-deltas.ts";

/** The numeric columns of a rollup table: its sums (its keys and names are text). */
type SumColumn<Table> = { [C in keyof Table]: Table[C] extends number ? C : never }[keyof Table] & string;

/**
 * A table's sum columns, listed as an object so that the compiler refuses a list that misses one of the
 * table's sums or names a column it does not have: a sum left out of an upsert would silently stop
 * counting.
 */
function sumColumns<Table>(columns: Record<SumColumn<Table>, true>): SumColumn<Table>[] {
  return Object.keys(columns) as SumColumn<Table>[];
}

const MOMENT_SUMS: Record<keyof MomentSums, true> = {
  moment_observations: true,
  position_sq_sum: true,
  sentiment_sq_sum: true,
  mention_sq_sum: true,
  all_mentions_sq_sum: true,
  mention_cross_sum: true,
};
const TARGET_SUMS = sumColumns<TargetMetricSums>({
  ...MOMENT_SUMS,
  observations: true,
  mentioned: true,
  mention_sum: true,
  position_sum: true,
  top1: true,
  top3: true,
  top10: true,
  sentiment_sum: true,
  recommended: true,
  recommend_sum: true,
  all_mentions: true,
});
const PROMPT_SUMS = sumColumns<BrandPromptDaysTable>({
  ...MOMENT_SUMS,
  observations: true,
  all_mentions: true,
  mentioned: true,
  mention_sum: true,
  position_sum: true,
  sentiment_sum: true,
});
const NAME_SUMS = sumColumns<BrandNameDaysTable>({
  mentioned: true,
  mention_sum: true,
  position_sum: true,
  top1: true,
  top3: true,
  top10: true,
  sentiment_sum: true,
});
const NAME_MONTH_SUMS = sumColumns<BrandNameMonthsTable>({ mention_sum: true });

/** Rows per INSERT: well under SQLite's variable limit (32766) with the widest row (20 columns). */
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
    NAME_MONTH_SUMS,
    deltas.nameMonths,
    { name: sql`excluded.name` },
  );
}
