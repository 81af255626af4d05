import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { Services } from "../../services.ts";
import { deleteWebhook } from "../../webhooks/delete-webhook.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema } from "../api-schemas.ts";
import { successEnvelope } from "../envelope.ts";
import { authenticate } from "../request-context.ts";
import { WebhookIdParams } from "../webhook-schemas.ts";

/**
 * `DELETE /v1/openapi/webhooks/:webhookId` (answerlens addition): removes the webhook and its deliveries
 * still waiting. Another account's webhook answers 404 exactly like an unknown id.
 */
export function registerDeleteWebhookRoute(app: FastifyInstance, services: Services): void {
  app.delete(
    "/v1/openapi/webhooks/:webhookId",
    {
      schema: {
        summary: "Delete a webhook (answerlens addition)",
        tags: ["webhooks"],
        headers: ApiKeyHeaders,
        params: WebhookIdParams,
        response: {
          200: envelopeSchema(
            Type.Object(
              { webhookId: Type.String() },
              { examples: [{ webhookId: "whk_3f9a1c0e5b7d4e2a8c6b1d0f9e8a7b6c" }] },
            ),
            "The deleted webhook's id.",
          ),
          default: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(services, request, reply);
      const { webhookId } = request.params as { webhookId: string };
      if (!(await deleteWebhook(services.database.db, webhookId, caller.accountId))) {
        throw new ServiceError(ERROR_CODES.notFound, `webhook ${webhookId} does not exist`);
      }
      request.log.info({ webhookId }, "webhook deleted");
      return successEnvelope({ webhookId }, services.now());
    },
  );
}
