import { hash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { chargeImmediateCall } from "../../accounts/charge-immediate-call.ts";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import { PERMISSION_BY_API_CODE, TASK_API_CODES } from "../../operations/operation.ts";
import { findOperation } from "../../operations/operation-definitions.ts";
import type { Services } from "../../services.ts";
import { formatDay } from "../../util/time.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema, operationBody } from "../api-schemas.ts";
import { clientGone } from "../client-gone.ts";
import { successEnvelope } from "../envelope.ts";
import { authenticate, requestIdOf, requirePermission } from "../request-context.ts";

const SubmitResponse = envelopeSchema(
  Type.Object({
    requestId: Type.String(),
    taskId: Type.Optional(
      Type.String({ description: "task_<32 hex>; absent for geo.questions_corr_recommend." }),
    ),
    result: Type.Optional(
      Type.Unknown({ description: "geo.questions_corr_recommend only: the result itself." }),
    ),
  }),
  "Submit response: requestId and taskId (or, for geo.questions_corr_recommend, the result).",
);

/** Stable hash of apiCode + data: key order does not matter, so a re-sent body hashes the same. */
function bodyHash(apiCode: string, data: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return hash("sha256", JSON.stringify([apiCode, canonical(data)]), "hex");
}

/** `POST /v1/openapi/tasks`: the unified entry of the task operations and question discovery (spec 4.1). */
export function registerSubmitTaskRoute(app: FastifyInstance, services: Services): void {
  app.post(
    "/v1/openapi/tasks",
    {
      schema: {
        summary:
          "Submit a task (geo.ranking, geo.rank_monitor, geo.brand, geo.checker, geo.questions_corr_recommend)",
        tags: ["tasks"],
        headers: ApiKeyHeaders,
        body: operationBody(["task", "immediate"]),
        response: { 200: SubmitResponse, default: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(services, request, reply);
      const { apiCode, data } = request.body as { apiCode: string; data?: unknown };
      const operation = findOperation(apiCode);
      if (!operation) {
        throw new ServiceError(
          ERROR_CODES.badRequest,
          `apiCode "${apiCode}" is not a known operation (task operations: ${[...TASK_API_CODES, "geo.questions_corr_recommend"].join(", ")})`,
        );
      }
      if (operation.kind === "sync") {
        throw new ServiceError(
          ERROR_CODES.badRequest,
          `apiCode ${apiCode} is a synchronous query: call POST /v1/openapi/execute`,
        );
      }
      const permission = PERMISSION_BY_API_CODE[operation.apiCode as keyof typeof PERMISSION_BY_API_CODE];
      requirePermission(caller, permission, apiCode);
      const now = services.now();
      const params = operation.parse(data, { today: formatDay(new Date(now), services.config.timeZone) });
      const { requestId, fromClient } = requestIdOf(request);

      if (operation.kind === "immediate") {
        const handler = services.immediateHandlers.get(apiCode);
        if (!handler) {
          throw new ServiceError(
            ERROR_CODES.unavailable,
            `${apiCode} is not available in this version of answerlens`,
          );
        }
        const charge = {
          accountId: caller.accountId,
          permissionCode: permission,
          points: services.config.tasks.pointsPerTask,
        };
        // A client that goes away before the answer is not charged: the work stops and is refunded.
        const gone = clientGone(reply);
        const answered = await chargeImmediateCall(
          services.database.db,
          {
            charge,
            now,
            requestId: fromClient
              ? { keyId: caller.keyId, requestId, bodyHash: bodyHash(apiCode, data) }
              : undefined,
            staleBefore: now - 2 * services.config.interactive.timeoutMs,
          },
          async () => {
            const result = await handler.handle(params, {
              accountId: caller.accountId,
              requestId,
              signal: gone,
              now: services.now,
            });
            gone.throwIfAborted();
            return { requestId, result };
          },
        );
        return successEnvelope(answered, services.now());
      }
      const submitted = await services.taskSubmitter.submit({
        caller,
        apiCode,
        permissionCode: permission,
        params,
        requestId,
        clientRequestId: fromClient,
        bodyHash: bodyHash(apiCode, data),
        points: services.config.tasks.pointsPerTask,
        deadlineMs: services.config.tasks.deadlineMs,
        now,
      });
      request.log.info({ taskId: submitted.taskId, apiCode }, "task submitted");
      return successEnvelope(submitted, services.now());
    },
  );
}
