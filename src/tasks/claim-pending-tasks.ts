import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { TASK_STATUS } from "./task-status.ts";

/**
 * Embedded runtime (SQLite only): leases up to `limit` pending tasks whose lease is free or lapsed to
 * `owner`, in one statement, and returns the leased ids. Tasks whose lease lapsed (interrupted work) go
 * first, then never-leased ones in insertion order. Each half walks the (status, lease_until) index and
 * stops after `limit` rows: ordering all pending tasks by created_at read and sorted every row of the
 * backlog on every claim (0.3 ms per claim at 2000 queued tasks, the claim runs once per finished task).
 */
export async function claimPendingTasks(
  db: Kysely<DatabaseSchema>,
  owner: string,
  limit: number,
  now: number,
  leaseMs: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .updateTable("tasks")
    .set({ lease_owner: owner, lease_until: now + leaseMs })
    .where(
      sql<boolean>`id in (
        select id from (select id from tasks where status = ${TASK_STATUS.pending} and lease_until < ${now}
          order by lease_until limit ${limit})
        union all
        select id from (select id from tasks where status = ${TASK_STATUS.pending} and lease_until is null
          order by rowid limit ${limit})
        limit ${limit})`,
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/** Extends the leases a worker holds on tasks that are still pending. */
export async function renewLeases(
  db: Kysely<DatabaseSchema>,
  owner: string,
  taskIds: string[],
  until: number,
): Promise<void> {
  if (taskIds.length === 0) return;
  await db
    .updateTable("tasks")
    .set({ lease_until: until })
    .where("lease_owner", "=", owner)
    .where("id", "in", taskIds)
    .where("status", "=", TASK_STATUS.pending)
    .execute();
}

/** Frees every lease: the embedded worker is alone on its database (a lock file guards that). */
export async function releaseAllLeases(db: Kysely<DatabaseSchema>): Promise<void> {
  await db
    .updateTable("tasks")
    .set({ lease_owner: null, lease_until: null })
    .where("status", "=", TASK_STATUS.pending)
    .where("lease_owner", "is not", null)
    .execute();
}
