import { Type } from "typebox";
import { WEBHOOK_EVENT_TYPES } from "../webhooks/webhook-events.ts";

const EXAMPLE_ID = "whk_3f9a1c0e5b7d4e2a8c6b1d0f9e8a7b6c";

const EventType = Type.Union(
  WEBHOOK_EVENT_TYPES.map((type) => Type.Literal(type)),
  { description: "An event a webhook receives (docs/webhooks.md)." },
);

const webhookFields = {
  webhookId: Type.String({ description: "whk_ + 32 hex digits.", examples: [EXAMPLE_ID] }),
  url: Type.String({
    description: "Where deliveries are POSTed.",
    examples: ["https://hooks.example.com/answerlens"],
  }),
  events: Type.Array(EventType, { examples: [["task.finished", "signal.detected"]] }),
  createdAt: Type.String({ description: "ISO 8601 UTC.", examples: ["2026-11-23T16:00:00.000Z"] }),
};

/** A webhook as listed: never with its secret. */
export const WebhookRecord = Type.Object(webhookFields, {
  examples: [
    {
      webhookId: EXAMPLE_ID,
      url: "https://hooks.example.com/answerlens",
      events: ["task.finished"],
      createdAt: "2026-11-23T16:00:00.000Z",
    },
  ],
});

/** The answer to a creation: the only time the secret is shown. */
export const CreatedWebhookRecord = Type.Object(
  {
    ...webhookFields,
    secret: Type.String({
      description: "Signing secret (whsec_ + 43 base64url characters); shown only in this answer.",
      examples: ["whsec_q2V0c2VjcmV0LWV4YW1wbGUtbm90LXJlYWwtMDEyMzQ1Njc4OQ"],
    }),
  },
  {
    examples: [
      {
        webhookId: EXAMPLE_ID,
        url: "https://hooks.example.com/answerlens",
        events: ["task.finished", "signal.detected"],
        createdAt: "2026-11-23T16:00:00.000Z",
        secret: "whsec_q2V0c2VjcmV0LWV4YW1wbGUtbm90LXJlYWwtMDEyMzQ1Njc4OQ",
      },
    ],
  },
);

export const CreateWebhookBody = Type.Object(
  {
    url: Type.String({
      description: "Absolute http(s) URL without credentials; not a private address (docs/webhooks.md).",
    }),
    events: Type.Array(EventType, { minItems: 1, uniqueItems: true }),
  },
  {
    examples: [{ url: "https://hooks.example.com/answerlens", events: ["task.finished", "signal.detected"] }],
  },
);

export const WebhookIdParams = Type.Object({
  webhookId: Type.String({ description: "The webhook's id.", examples: [EXAMPLE_ID] }),
});
