import type { WebhooksTable } from "../store/database-schema.ts";
import type { WebhookEventType } from "./webhook-events.ts";

/** A webhook as the API and the CLI show it: never with its secret. */
export interface WebhookView {
  readonly webhookId: string;
  readonly url: string;
  readonly events: WebhookEventType[];
  /** ISO 8601 UTC. */
  readonly createdAt: string;
}

export function toWebhookView(row: Pick<WebhooksTable, "id" | "url" | "events" | "created_at">): WebhookView {
  return {
    webhookId: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    createdAt: new Date(row.created_at).toISOString(),
  };
}
