import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

export interface ClaimedDelivery {
  readonly webhookId: string;
  readonly eventId: string;
  readonly payload: string;
  /** This attempt's number (1 = first); with the owner it identifies the attempt when it is settled. */
  readonly attempt: number;
  readonly createdAt: number;
}

export interface ClaimOptions {
  readonly owner: string;
  readonly now: number;
  readonly leaseMs: number;
  readonly limit: number;
}

/**
 * Claims up to `limit` due deliveries for one attempt each, in one atomic UPDATE ... RETURNING: the claim
 * moves `next_attempt_at` to the end of the lease, so nobody else takes the delivery meanwhile, and a
 * delivery whose worker died is due again once the lease runs out. On PostgreSQL the candidate rows are
 * locked with SKIP LOCKED, so concurrent workers take different deliveries instead of waiting; SQLite has
 * one writer at a time.
 */
export async function claimWebhookDeliveries(
  db: Kysely<DatabaseSchema>,
  dialect: "sqlite" | "postgres",
  options: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const lock = dialect === "postgres" ? sql`for update skip locked` : sql``;
  const { rows } = await sql<{
    webhook_id: string;
    event_id: string;
    payload: string;
    attempts: number;
    created_at: number;
  }>`
    update webhook_deliveries
    set lease_owner = ${options.owner}, attempts = attempts + 1,
        next_attempt_at = ${options.now + options.leaseMs}, updated_at = ${options.now}
    where (webhook_id, event_id) in (
      select webhook_id, event_id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${options.now}
      order by next_attempt_at
      limit ${options.limit}
      ${lock})
    returning webhook_id, event_id, payload, attempts, created_at`.execute(db);
  return rows.map((row) => ({
    webhookId: row.webhook_id,
    eventId: row.event_id,
    payload: row.payload,
    attempt: Number(row.attempts),
    createdAt: Number(row.created_at),
  }));
}

/**
 * Embedded mode only (one process per database, held by the worker lock): the leases a killed process
 * left are released at start, so its deliveries are retried at once instead of after the lease.
 */
export async function releaseWebhookLeases(db: Kysely<DatabaseSchema>, now: number): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ lease_owner: null, next_attempt_at: now })
    .where("status", "=", "pending")
    .where("lease_owner", "is not", null)
    .execute();
}
