import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import type { ClaimedDelivery } from "./claim-webhook-deliveries.ts";
import type { SendOutcome } from "./send-webhook.ts";
import { RETRY_WINDOW_MS, webhookRetryDelay } from "./webhook-retry-delay.ts";

export interface Settled {
  /** delivered, pending (retry at nextAttemptAt) or failed (the retry window ended). */
  readonly status: "delivered" | "pending" | "failed";
  readonly nextAttemptAt?: number;
  /** False when the claim was no longer this worker's (its lease ran out and another took it). */
  readonly applied: boolean;
}

/**
 * Records an attempt's outcome, only if the attempt still holds the delivery (same owner and attempt
 * number): a worker that outlived its lease cannot overwrite a newer attempt. A failure schedules the next
 * attempt with backoff, until RETRY_WINDOW_MS after the event; then the delivery is given up (failed).
 */
export async function settleWebhookDelivery(
  db: Kysely<DatabaseSchema>,
  claim: ClaimedDelivery & { owner: string },
  outcome: SendOutcome,
  now: number,
): Promise<Settled> {
  let settled: Settled;
  let values: Partial<DatabaseSchema["webhook_deliveries"]>;
  if (outcome.delivered) {
    settled = { status: "delivered", applied: true };
    // The owner stays on a finished delivery: which worker made the last attempt.
    values = { status: "delivered", last_error: null, updated_at: now };
  } else if (now - claim.createdAt >= RETRY_WINDOW_MS) {
    settled = { status: "failed", applied: true };
    values = { status: "failed", last_error: outcome.error, updated_at: now };
  } else {
    const nextAttemptAt = now + webhookRetryDelay(claim.attempt);
    settled = { status: "pending", nextAttemptAt, applied: true };
    values = {
      lease_owner: null,
      next_attempt_at: nextAttemptAt,
      last_error: outcome.error,
      updated_at: now,
    };
  }
  const result = await db
    .updateTable("webhook_deliveries")
    .set(values)
    .where("webhook_id", "=", claim.webhookId)
    .where("event_id", "=", claim.eventId)
    .where("lease_owner", "=", claim.owner)
    .where("attempts", "=", claim.attempt)
    .executeTakeFirst();
  return { ...settled, applied: Number(result.numUpdatedRows) > 0 };
}
