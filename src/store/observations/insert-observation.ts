import type { Kysely } from "kysely";
import type { DatabaseSchema, ObservationsTable } from "../database-schema.ts";
import { applyRollupDeltas } from "../rollups/apply-rollup-deltas.ts";
import { type BrandObservationFacts, RollupDeltas } from "../rollups/rollup-deltas.ts";

/** Monitoring columns default to null for one-off operations. */
export type NewObservation = Omit<
  ObservationsTable,
  "monitor_id" | "round_id" | "prompt_id" | "topic_id" | "brand_id" | "repeat_index"
> &
  Partial<ObservationsTable>;

/**
 * Stores one observation. Ids are derived from the task and the question's place in it, so a task that
 * resumes after a crash writes the same row again and the conflict leaves the first one in place. When
 * `facts` are given (a brand-monitoring answer), the daily rollups grow in the same transaction, and only
 * when the row was new: an answer is never counted twice. Returns whether the row was new.
 */
export async function insertObservation(
  db: Kysely<DatabaseSchema>,
  row: NewObservation,
  facts?: BrandObservationFacts,
): Promise<boolean> {
  const values: ObservationsTable = {
    monitor_id: null,
    round_id: null,
    prompt_id: null,
    topic_id: null,
    brand_id: null,
    repeat_index: null,
    ...row,
  };
  const insert = (trx: Kysely<DatabaseSchema>) =>
    trx
      .insertInto("observations")
      .values(values)
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
  if (!facts) {
    const result = await insert(db);
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  return db.transaction().execute(async (trx) => {
    const result = await insert(trx);
    const inserted = Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    if (inserted) {
      const deltas = new RollupDeltas();
      deltas.add(facts);
      await applyRollupDeltas(trx, deltas);
    }
    return inserted;
  });
}
