import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

/**
 * Where accepted tasks wait for a worker. Embedded mode: the tasks table itself, claimed with leases by
 * in-process workers. Cluster mode: a pg-boss queue in PostgreSQL shared by every worker process.
 */
export interface TaskRuntime {
  readonly kind: "embedded" | "pg-boss";
  /** Starts workers (role worker/all) or only the enqueue side (role api). */
  start(): Promise<void>;
  /** Queues tasks, inside the transaction that creates them so they commit together. */
  enqueue(taskIds: readonly string[], trx: Kysely<DatabaseSchema>): Promise<void>;
  /** Called after the creating transaction committed: wakes a local worker at once. */
  notify(): void;
  /** Stops taking work and waits for running tasks to reach a safe point (they resume on restart). */
  stop(): Promise<void>;
}
