import { isDeepStrictEqual } from "node:util";
import { CompiledQuery, type Kysely, sql } from "kysely";
import { cachedSql } from "../store/cached-sql.ts";
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

/** The values the outbox insert binds, in its SQL's order. */
function parametersOf(eventId: string, type: string, payload: string, now: number, accountId: string) {
  return [eventId, type, payload, now, now, now, accountId, `%${JSON.stringify(type)}%`];
}

/**
 * The outbox insert's SQL, built once per dialect (it runs with every finished task; building it costs
 * Kysely more than running it): one delivery per webhook of the account whose events list the type (a
 * JSON array of names without quotes or LIKE wildcards in them).
 */
function outboxInsertText(db: Kysely<DatabaseSchema>): string {
  return cachedSql(db, "webhook_deliveries.record", () => {
    const [eventId, type, payload, now, accountId] = ["event-id", "type", "payload", -1, "account-id"];
    const [, , , , , , , subscribed] = parametersOf(eventId, type, payload, now, accountId);
    const compiled = db
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
            sql<string>`cast(${eventId} as text)`.as("event_id"),
            sql<string>`cast(${type} as text)`.as("event_type"),
            sql<string>`cast(${payload} as text)`.as("payload"),
            sql<string>`'pending'`.as("status"),
            sql<number>`0`.as("attempts"),
            sql<number>`cast(${now} as bigint)`.as("next_attempt_at"),
            sql<number>`cast(${now} as bigint)`.as("created_at"),
            sql<number>`cast(${now} as bigint)`.as("updated_at"),
          ])
          .where("webhooks.account_id", "=", accountId)
          .where("webhooks.events", "like", String(subscribed)),
      )
      .compile();
    if (!isDeepStrictEqual(compiled.parameters, parametersOf(eventId, type, payload, now, accountId)))
      throw new Error("webhook outbox insert: unexpected parameter layout");
    return compiled;
  });
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
  await trx.executeQuery(
    CompiledQuery.raw(
      outboxInsertText(trx),
      parametersOf(id, event.type, payload, event.now, event.accountId),
    ),
  );
  return id;
}
