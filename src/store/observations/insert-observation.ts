import { CompiledQuery, type Kysely } from "kysely";
import { cachedSql } from "../cached-sql.ts";
import type { DatabaseSchema, ObservationsTable } from "../database-schema.ts";
import { type NameSightings, recordNameSightings } from "../known-names/record-name-sightings.ts";
import { applyRollupDeltas } from "../rollups/apply-rollup-deltas.ts";
import { type BrandObservationFacts, RollupDeltas } from "../rollups/rollup-deltas.ts";

/** Monitoring columns default to null for one-off operations. */
export type NewObservation = Omit<
  ObservationsTable,
  "monitor_id" | "round_id" | "prompt_id" | "topic_id" | "brand_id" | "repeat_index" | "analysis_version"
> &
  Partial<ObservationsTable>;

/**
 * One observation to store, with what it adds to the brand rollups (brand monitoring only) and the names
 * it adds to the account's brand knowledge.
 */
export interface ObservationWrite {
  readonly row: NewObservation;
  readonly facts?: BrandObservationFacts;
  readonly sightings?: NameSightings;
}

/**
 * Rows per INSERT: the table has 29 columns, so 1000 rows bind 29 000 parameters, under SQLite's limit
 * (32 766) and PostgreSQL's (65 535).
 */
export const MAX_OBSERVATIONS_PER_INSERT = 1000;

/**
 * Every column, in the order the cached statements bind them. A record, so that a column added to the
 * table but not here (or named here but not in the table) fails to compile.
 */
const COLUMN_SET: Record<keyof ObservationsTable, true> = {
  id: true,
  account_id: true,
  task_id: true,
  api_code: true,
  platform: true,
  question: true,
  status: true,
  error: true,
  answer_text: true,
  sources: true,
  retrieved_sources: true,
  analysis: true,
  adapter: true,
  model: true,
  search_enabled: true,
  search_used: true,
  sandbox: true,
  latency_ms: true,
  attempts: true,
  input_tokens: true,
  output_tokens: true,
  asked_at: true,
  day: true,
  monitor_id: true,
  round_id: true,
  prompt_id: true,
  topic_id: true,
  brand_id: true,
  repeat_index: true,
  analysis_version: true,
};
const COLUMNS = Object.keys(COLUMN_SET) as (keyof ObservationsTable)[];

/** The INSERT text for `rows` rows, bound row by row in COLUMNS order. */
function insertText(db: Kysely<DatabaseSchema>, rows: number): string {
  return cachedSql(db, `observations.insert.${rows}`, () => {
    const placeholder = Object.fromEntries(
      COLUMNS.map((column) => [column, null]),
    ) as unknown as ObservationsTable;
    const compiled = db
      .insertInto("observations")
      .values(Array.from({ length: rows }, () => placeholder))
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .compile();
    // Values are bound row by row in COLUMNS order; anything else would misplace them.
    if (compiled.parameters.length !== rows * COLUMNS.length)
      throw new Error("observation insert: unexpected parameter layout");
    return compiled;
  });
}

function parametersOf(row: NewObservation): unknown[] {
  const full: Partial<ObservationsTable> = row;
  return COLUMNS.map((column) => full[column] ?? null);
}

/**
 * Stores observations in one multi-row INSERT. Ids are derived from the task and the question's place
 * in it, so a task that resumes after a crash writes the same row again and the conflict leaves the
 * first one in place. When any write has `facts` (brand-monitoring answers), the daily rollups and the
 * account's known names (`sightings`) grow in the same transaction by those of the rows actually
 * inserted: an answer is never counted twice.
 * Returns, per write, whether it stored a new row; of writes sharing an id, only the first can be new.
 */
export async function insertObservations(
  db: Kysely<DatabaseSchema>,
  writes: readonly ObservationWrite[],
): Promise<boolean[]> {
  if (writes.length === 0) return [];
  if (writes.length > MAX_OBSERVATIONS_PER_INSERT)
    throw new RangeError(
      `${writes.length} observations in one INSERT (at most ${MAX_OBSERVATIONS_PER_INSERT})`,
    );
  const firstOfId = new Map<string, number>();
  writes.forEach((write, index) => {
    if (!firstOfId.has(write.row.id)) firstOfId.set(write.row.id, index);
  });
  // Id order: two transactions inserting overlapping ids lock them in the same order (no deadlock).
  const rows = [...firstOfId.values()]
    .map((index) => writes[index].row)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const insert = async (trx: Kysely<DatabaseSchema>): Promise<boolean[]> => {
    const result = await trx.executeQuery<{ id: string }>(
      CompiledQuery.raw(insertText(trx, rows.length), rows.flatMap(parametersOf)),
    );
    const inserted = new Set(result.rows.map((row) => row.id));
    return writes.map((write, index) => firstOfId.get(write.row.id) === index && inserted.has(write.row.id));
  };
  const newSightings = (isNew: boolean[]) =>
    writes.flatMap((write, index) =>
      isNew[index] && write.sightings && write.sightings.names.length > 0 ? [write.sightings] : [],
    );
  if (!writes.some((write) => write.facts)) {
    // Answers without rollups (one-off operations, rank monitors): the names they teach are counted right
    // after the insert, outside a transaction (one statement more per flush instead of three): a process
    // killed between the two leaves those answers uncounted, never counted twice.
    const isNew = await insert(db);
    const sightings = newSightings(isNew);
    if (sightings.length > 0) await recordNameSightings(db, sightings);
    return isNew;
  }
  return db.transaction().execute(async (trx) => {
    const isNew = await insert(trx);
    const deltas = new RollupDeltas();
    writes.forEach((write, index) => {
      if (isNew[index] && write.facts) deltas.add(write.facts);
    });
    if (deltas.size > 0) await applyRollupDeltas(trx, deltas);
    const sightings = newSightings(isNew);
    if (sightings.length > 0) await recordNameSightings(trx, sightings);
    return isNew;
  });
}

/** Stores one observation (see insertObservations); returns whether the row was new. */
export async function insertObservation(
  db: Kysely<DatabaseSchema>,
  row: NewObservation,
  facts?: BrandObservationFacts,
  sightings?: NameSightings,
): Promise<boolean> {
  const [isNew] = await insertObservations(db, [{ row, facts, sightings }]);
  return isNew;
}
