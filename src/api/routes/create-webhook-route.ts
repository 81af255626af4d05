import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";
import { createWebhook } from "../../webhooks/create-webhook.ts";
import { checkWebhookInput } from "../../webhooks/webhook-input.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema } from "../api-schemas.ts";
import { successEnvelope } from "../envelope.ts";
import { authenticate } from "../request-context.ts";
import { CreatedWebhookRecord, CreateWebhookBody } from "../webhook-schemas.ts";

/**
 * `POST /v1/openapi/webhooks` (answerlens addition, docs/webhooks.md): subscribes a URL to events and
 * answers the webhook with its signing secret, shown only here. The body schema documents the request;
 * the checks are checkWebhookInput's, so each error names its field after authentication.
 */
export function registerCreateWebhookRoute(app: FastifyInstance, services: Services): void {
  app.post(
    "/v1/openapi/webhooks",
    {
      schema: {
        summary: "Create a webhook (answerlens addition)",
        tags: ["webhooks"],
        headers: ApiKeyHeaders,
        body: CreateWebhookBody,
        response: {
          200: envelopeSchema(CreatedWebhookRecord, "The webhook, with its secret (shown once)."),
          default: ErrorEnvelope,
        },
      },
      // Authentication comes before the body's checks, and they name the field: both happen in the handler.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const caller = await authenticate(services, request, reply);
      const input = checkWebhookInput(request.body, services.config.webhooks.allowPrivateAddresses);
      const webhook = await createWebhook(services.database.db, {
        accountId: caller.accountId,
        input,
        maxPerAccount: services.config.webhooks.maxPerAccount,
        now: services.now(),
      });
      request.log.info({ webhookId: webhook.webhookId, events: webhook.events }, "webhook created");
      return successEnvelope(webhook, services.now());
    },
  );
}
