import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Services } from "../../services.ts";
import { listWebhooks } from "../../webhooks/list-webhooks.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema } from "../api-schemas.ts";
import { successEnvelope } from "../envelope.ts";
import { authenticate } from "../request-context.ts";
import { WebhookRecord } from "../webhook-schemas.ts";

/** `GET /v1/openapi/webhooks` (answerlens addition): the caller's account's webhooks, without secrets. */
export function registerListWebhooksRoute(app: FastifyInstance, services: Services): void {
  app.get(
    "/v1/openapi/webhooks",
    {
      schema: {
        summary: "List the account's webhooks (answerlens addition)",
        tags: ["webhooks"],
        headers: ApiKeyHeaders,
        response: {
          200: envelopeSchema(
            Type.Object({ webhooks: Type.Array(WebhookRecord) }),
            "The account's webhooks, oldest first.",
          ),
          default: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(services, request, reply);
      const webhooks = await listWebhooks(services.database.db, caller.accountId);
      return successEnvelope(
        { webhooks: webhooks.map(({ accountId: _account, ...webhook }) => webhook) },
        services.now(),
      );
    },
  );
}
