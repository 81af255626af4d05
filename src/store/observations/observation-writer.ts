import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../database-schema.ts";
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
   * Stores the observation (and its rollup facts) as insertObservation does; resolves once the flush
   * that carried it committed, with whether the row was new.
   */
  write(row: NewObservation, facts?: BrandObservationFacts): Promise<boolean>;
  stats(): ObservationWriterStats;
}

export interface ObservationWriterOptions {
  /** Most writes per flush (default 100). */
  readonly maxRows?: number;
}

interface PendingWrite extends ObservationWrite {
  resolve(isNew: boolean): void;
  reject(error: unknown): void;
}

/**
 * Batches observation inserts naturally: with no flush in flight a write is flushed at the end of the
 * current event-loop turn (setImmediate: no timer, no measurable latency), together with the writes of
 * the answers that arrived in the same turn; writes that arrive while a flush is in flight wait for it
 * and go together in the next one. (Without the hop, SQLite, whose statements run synchronously,
 * finished every flush before the next answer was read, so nothing was ever batched.) Many tasks answering at once then cost one statement per flush instead of one per answer
 * (on PostgreSQL each statement costs the service a socket write and the server a parse and plan).
 * A flush that fails is retried row by row, so a bad row fails only its own write.
 */
export function createObservationWriter(
  db: Kysely<DatabaseSchema>,
  options: ObservationWriterOptions = {},
): ObservationWriter {
  const maxRows = Math.max(1, Math.min(options.maxRows ?? 100, MAX_OBSERVATIONS_PER_INSERT));
  const queue: PendingWrite[] = [];
  let flushing = false;
  let flushes = 0;
  let rows = 0;
  let retried = 0;

  async function flush(batch: PendingWrite[]): Promise<void> {
    flushes += 1;
    rows += batch.length;
    let isNew: boolean[];
    try {
      isNew = await insertObservations(db, batch);
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      // The flush's statement or transaction stored nothing; each row alone shows which one was bad.
      retried += batch.length;
      for (const write of batch) {
        try {
          write.resolve(await insertObservation(db, write.row, write.facts));
        } catch (rowError) {
          write.reject(rowError);
        }
      }
      return;
    }
    batch.forEach((write, index) => {
      write.resolve(isNew[index]);
    });
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) await flush(queue.splice(0, maxRows));
    } finally {
      flushing = false;
    }
  }

  return {
    write(row, facts) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ row, facts, resolve, reject });
        if (!flushing) {
          flushing = true;
          setImmediate(drain);
        }
      });
    },
    stats: () => ({ flushes, rows, retried }),
  };
}
