import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { getQuotaUsage } from "../../accounts/get-quota-usage.ts";
import type { Services } from "../../services.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema } from "../api-schemas.ts";
import { successEnvelope } from "../envelope.ts";
import { authenticate } from "../request-context.ts";

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const QuotaRecord = Type.Object({
  points: Type.Integer({ description: "Remaining points of the account." }),
  permissions: Type.Array(
    Type.Object({
      permissionCode: Type.String(),
      permissionName: Type.String(),
      aiPlatforms: Type.Union([Type.Array(Type.String()), Type.Null()]),
      totalLimit: NullableInteger,
      usedCount: NullableInteger,
      remainingCount: NullableInteger,
    }),
  ),
});

/** `GET /v1/openapi/quota/usage` (spec 4.4): the quota object is `data` itself. */
export function registerQuotaUsageRoute(app: FastifyInstance, services: Services): void {
  app.get(
    "/v1/openapi/quota/usage",
    {
      schema: {
        summary: "Read the account's points and permission usage",
        tags: ["quota"],
        headers: ApiKeyHeaders,
        response: { 200: envelopeSchema(QuotaRecord, "The quota record."), default: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(services, request, reply);
      return successEnvelope(await getQuotaUsage(services.database.db, caller.accountId), services.now());
    },
  );
}
