import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { newId } from "../util/ids.ts";
import type { WebhookEventType } from "./webhook-events.ts";

export interface WebhookEvent {
  readonly accountId: string;
  readonly type: WebhookEventType;
  /** The event's `data`, as JSON. */
  readonly data: unknown;
  /** Service time of the event (epoch ms). */
  readonly now: number;
}

/**
 * Records an event in the outbox: one delivery per webhook of the account subscribed to its type, in ONE
 * statement (INSERT ... SELECT), run on `trx`, the transaction that makes the event happen, so the event
 * and its deliveries commit together or not at all. The request body is fixed here, so every attempt
 * sends the same bytes and the same event id. Returns the event id (also when nobody is subscribed).
 */
export async function recordWebhookEvent(trx: Kysely<DatabaseSchema>, event: WebhookEvent): Promise<string> {
  const id = newId("evt");
  const payload = JSON.stringify({
    id,
    type: event.type,
    createdAt: new Date(event.now).toISOString(),
    data: event.data,
  });
  // The events column holds a JSON array of names without quotes or wildcards inside them.
  const subscribed = `%${JSON.stringify(event.type)}%`;
  await trx
    .insertInto("webhook_deliveries")
    .columns([
      "webhook_id",
      "event_id",
      "event_type",
      "payload",
      "status",
      "attempts",
      "next_attempt_at",
      "created_at",
      "updated_at",
    ])
    .expression((eb) =>
      eb
        .selectFrom("webhooks")
        .select([
          "webhooks.id",
          sql<string>`cast(${id} as text)`.as("event_id"),
          sql<string>`cast(${event.type} as text)`.as("event_type"),
          sql<string>`cast(${payload} as text)`.as("payload"),
          sql<string>`cast(${"pending"} as text)`.as("status"),
          sql<number>`cast(0 as integer)`.as("attempts"),
          sql<number>`cast(${event.now} as bigint)`.as("next_attempt_at"),
          sql<number>`cast(${event.now} as bigint)`.as("created_at"),
          sql<number>`cast(${event.now} as bigint)`.as("updated_at"),
        ])
        .where("webhooks.account_id", "=", event.accountId)
        .where("webhooks.events", "like", subscribed),
    )
    .execute();
  return id;
}
