import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import { SYNC_API_CODES, type SyncApiCode } from "../../operations/operation.ts";
import { findOperation } from "../../operations/operation-definitions.ts";
import { findSyncHandler } from "../../operations/sync-handlers.ts";
import type { Services } from "../../services.ts";
import { formatDay } from "../../util/time.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema, operationBody } from "../api-schemas.ts";
import { successEnvelope } from "../envelope.ts";
import { authenticate, requirePermission } from "../request-context.ts";

/**
 * The synchronous queries read brand-monitoring data, so a key needs the brand-monitor permission to call
 * them (docs/api.md); they use no quota.
 */
export const SYNC_PERMISSION = "GEO_BRAND_MONITOR";

/** rank_monitor.statistics reads a rank monitor's result: the rank-monitor permission, like its submit. */
function syncPermission(apiCode: string): string {
  return apiCode === "rank_monitor.statistics" ? "GEO_RANK_MONITOR" : SYNC_PERMISSION;
}

/** `POST /v1/openapi/execute`: the synchronous queries (spec 4.3). */
export function registerExecuteRoute(app: FastifyInstance, services: Services): void {
  app.post(
    "/v1/openapi/execute",
    {
      schema: {
        summary:
          "Run a synchronous operation (llm.comparison, llm.trend, llm.topic, prompt.analysis.overview, geo.competitors, brand.topic; answerlens additions brand.statistics, brand.signals, rank_monitor.statistics; brand knowledge: brand.candidates, brand.candidate.decide, brand.aliases, brand.merge)",
        tags: ["queries"],
        headers: ApiKeyHeaders,
        body: operationBody(["sync"]),
        response: {
          200: envelopeSchema(Type.Unknown(), "The query's result in data."),
          default: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(services, request, reply);
      const { apiCode, data } = request.body as { apiCode: string; data?: unknown };
      const operation = findOperation(apiCode);
      if (!operation) {
        throw new ServiceError(
          ERROR_CODES.badRequest,
          `apiCode "${apiCode}" is not a known operation (synchronous queries: ${SYNC_API_CODES.join(", ")})`,
        );
      }
      if (operation.kind !== "sync") {
        throw new ServiceError(
          ERROR_CODES.badRequest,
          `apiCode ${apiCode} is submitted through POST /v1/openapi/tasks`,
        );
      }
      requirePermission(caller, syncPermission(apiCode), apiCode);
      const params = operation.parse(data, {
        today: formatDay(new Date(services.now()), services.config.timeZone),
      });
      const result = await findSyncHandler(operation.apiCode as SyncApiCode).handle(params as never, {
        db: services.database.db,
        accountId: caller.accountId,
        timeZone: services.config.timeZone,
        now: services.now,
        keyId: caller.keyId,
        taskQueue: services.runtime,
      });
      return successEnvelope(result, services.now());
    },
  );
}
