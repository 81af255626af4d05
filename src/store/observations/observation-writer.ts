import type { Kysely } from "kysely";
import { createNaturalBatcher } from "../../util/natural-batcher.ts";
import type { DatabaseSchema } from "../database-schema.ts";
import type { NameSightings } from "../known-names/record-name-sightings.ts";
import type { BrandObservationFacts } from "../rollups/rollup-deltas.ts";
import {
  insertObservation,
  insertObservations,
  MAX_OBSERVATIONS_PER_INSERT,
  type NewObservation,
  type ObservationWrite,
} from "./insert-observation.ts";

/** Counters since the writer was created. */
export interface ObservationWriterStats {
  /** Multi-row inserts (each with its rollups, in one transaction when any row had facts). */
  readonly flushes: number;
  /** Writes those flushes carried. */
  readonly rows: number;
  /** Writes stored one by one because the flush that carried them failed. */
  readonly retried: number;
}

export interface ObservationWriter {
  /**
   * Stores the observation (its rollup facts and name sightings with it) as insertObservation does;
   * resolves once the flush that carried it committed, with whether the row was new.
   */
  write(row: NewObservation, facts?: BrandObservationFacts, sightings?: NameSightings): Promise<boolean>;
  stats(): ObservationWriterStats;
}

export interface ObservationWriterOptions {
  /** Most writes per flush (default 100). */
  readonly maxRows?: number;
}

/**
 * Batches observation inserts naturally (util/natural-batcher.ts): the answers written in one event-loop
 * turn, or while a flush is in flight, go in one multi-row INSERT. Many tasks answering at once then cost
 * one statement per flush instead of one per answer (on PostgreSQL each statement costs the service a
 * socket write and the server a parse and plan; on SQLite, whose statements run synchronously, only the
 * end-of-turn start lets answers meet at all). A flush that fails is retried row by row, so a bad row fails
 * only its own write.
 */
export function createObservationWriter(
  db: Kysely<DatabaseSchema>,
  options: ObservationWriterOptions = {},
): ObservationWriter {
  let flushes = 0;
  let rows = 0;
  let retried = 0;
  const batcher = createNaturalBatcher<ObservationWrite, boolean>({
    maxBatch: Math.max(1, Math.min(options.maxRows ?? 100, MAX_OBSERVATIONS_PER_INSERT)),
    async runBatch(writes) {
      flushes += 1;
      rows += writes.length;
      const isNew = await insertObservations(db, writes);
      return isNew.map((value) => ({ ok: true, value }));
    },
    // The flush's statement or transaction stored nothing; each row alone shows which one was bad.
    runOne(write) {
      retried += 1;
      return insertObservation(db, write.row, write.facts, write.sightings);
    },
  });

  return {
    write: (row, facts, sightings) => batcher.add({ row, facts, sightings }),
    stats: () => ({ flushes, rows, retried }),
  };
}
