import type { Kysely } from "kysely";
import type { DatabaseSchema, ObservationsTable } from "../database-schema.ts";

/**
 * Stores one observation. Ids are derived from the task and the question's place in it, so a task that
 * resumes after a crash writes the same row again and the conflict leaves the first one in place.
 */
export async function insertObservation(db: Kysely<DatabaseSchema>, row: ObservationsTable): Promise<void> {
  await db
    .insertInto("observations")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
