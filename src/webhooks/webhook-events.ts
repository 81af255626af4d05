/** The events a webhook can subscribe to (docs/webhooks.md). */
export const WEBHOOK_EVENT_TYPES = ["task.finished", "signal.detected"] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === "string" && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
