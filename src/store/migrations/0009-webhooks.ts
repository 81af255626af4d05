import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Outgoing webhooks (docs/webhooks.md): an account's subscriptions, and the outbox of deliveries, one row
 * per event and webhook, written in the transaction of the event itself. A delivery is due when
 * `next_attempt_at` has come; claiming it moves `next_attempt_at` past the lease, so a delivery whose worker
 * died is simply due again when the lease runs out.
 */
export const webhooks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("webhooks")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("events", "text", (c) => c.notNull())
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("webhooks_account").on("webhooks").columns(["account_id"]).execute();

    await db.schema
      .createTable("webhook_deliveries")
      .addColumn("webhook_id", "text", (c) => c.notNull().references("webhooks.id").onDelete("cascade"))
      .addColumn("event_id", "text", (c) => c.notNull())
      .addColumn("event_type", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("lease_owner", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("webhook_deliveries_pk", ["webhook_id", "event_id"])
      .execute();
    await db.schema
      .createIndex("webhook_deliveries_due")
      .on("webhook_deliveries")
      .columns(["status", "next_attempt_at"])
      .execute();
  },
};
