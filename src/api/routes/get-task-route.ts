import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { callerFromKeyRow } from "../../accounts/authenticate-api-key.ts";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { Services } from "../../services.ts";
import { findTaskForKey } from "../../tasks/find-task-for-key.ts";
import { TASK_ID_PATTERN } from "../../util/ids.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema, TaskRecord } from "../api-schemas.ts";
import { JSON_CONTENT_TYPE, successEnvelopeJson } from "../envelope.ts";
import { authenticate, presentedKey } from "../request-context.ts";
import { taskRecordJson } from "../task-record-json.ts";

export const TaskIdParams = Type.Object({ taskId: Type.String({ description: "task_<32 hex>" }) });

export function taskNotFound(): ServiceError {
  return new ServiceError(ERROR_CODES.notFound, "task does not exist or has expired");
}

/**
 * `GET /v1/openapi/tasks/:taskId` (spec 4.2). Unknown, expired and other accounts' tasks are all 404. The
 * answer is sent as JSON text with the stored result spliced in (taskRecordJson); the response schema
 * still describes it in the OpenAPI document.
 *
 * Polls are the API's most frequent request (every running task every 10 s), so a poll runs one database
 * statement (findTaskForKey: the key's row and the task together) where other requests authenticate
 * first and then read. The answers and their order stay those of authenticate-then-read: 429, then 401
 * for the key (callerFromKeyRow, shared with authenticate), then 404 for the task. A malformed task id
 * needs no task statement, but a bad key still answers 401 before its 404.
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
      const { taskId } = request.params as { taskId: string };
      if (!TASK_ID_PATTERN.test(taskId)) {
        await authenticate(services, request, reply);
        throw taskNotFound();
      }
      const keyHash = presentedKey(services, request, reply);
      const now = services.now();
      const found = await findTaskForKey(
        services.database.db,
        keyHash,
        taskId,
        now - services.config.tasks.retentionMs,
      );
      callerFromKeyRow(found?.key, now);
      const task = found?.task;
      if (!task) throw taskNotFound();
      reply.type(JSON_CONTENT_TYPE);
      return successEnvelopeJson(taskRecordJson(task), services.now());
    },
  );
}
