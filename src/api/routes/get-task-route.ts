import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { Services } from "../../services.ts";
import { findTaskForAccount } from "../../tasks/find-task.ts";
import { TASK_ID_PATTERN } from "../../util/ids.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema, TaskRecord } from "../api-schemas.ts";
import { JSON_CONTENT_TYPE, successEnvelopeJson } from "../envelope.ts";
import { authenticate } from "../request-context.ts";
import { taskRecordJson } from "../task-record-json.ts";

export const TaskIdParams = Type.Object({ taskId: Type.String({ description: "task_<32 hex>" }) });

export function taskNotFound(): ServiceError {
  return new ServiceError(ERROR_CODES.notFound, "task does not exist or has expired");
}

/**
 * `GET /v1/openapi/tasks/:taskId` (spec 4.2). Unknown, expired and other accounts' tasks are all 404. The
 * answer is sent as JSON text with the stored result spliced in (taskRecordJson); the response schema
 * still describes it in the OpenAPI document.
 */
export function registerGetTaskRoute(app: FastifyInstance, services: Services): void {
  app.get(
    "/v1/openapi/tasks/:taskId",
    {
      schema: {
        summary: "Query a task",
        tags: ["tasks"],
        headers: ApiKeyHeaders,
        params: TaskIdParams,
        response: { 200: envelopeSchema(TaskRecord, "The task record."), default: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(services, request, reply);
      const { taskId } = request.params as { taskId: string };
      if (!TASK_ID_PATTERN.test(taskId)) throw taskNotFound();
      const now = services.now();
      const task = await findTaskForAccount(
        services.database.db,
        taskId,
        caller.accountId,
        now - services.config.tasks.retentionMs,
      );
      if (!task) throw taskNotFound();
      reply.type(JSON_CONTENT_TYPE);
      return successEnvelopeJson(taskRecordJson(task), services.now());
    },
  );
}
