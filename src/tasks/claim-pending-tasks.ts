import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { TASK_STATUS } from "./task-status.ts";

/**
 * Embedded runtime: leases up to `limit` pending tasks whose lease is free or lapsed to `owner`, oldest
 * first, in one statement. Returns the leased ids.
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
    .where("id", "in", (eb) =>
      eb
        .selectFrom("tasks")
        .select("id")
        .where("status", "=", TASK_STATUS.pending)
        .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<", now)]))
        .orderBy("created_at")
        .limit(limit),
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
