import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { Services } from "../../services.ts";
import type { TasksTable } from "../../store/database-schema.ts";
import { findTaskForAccount } from "../../tasks/find-task.ts";
import { STATUS_DESC, TASK_STATUS, type TaskStatus } from "../../tasks/task-status.ts";
import { TASK_ID_PATTERN } from "../../util/ids.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema, TaskRecord } from "../api-schemas.ts";
import { successEnvelope } from "../envelope.ts";
import { authenticate } from "../request-context.ts";

export const TaskIdParams = Type.Object({ taskId: Type.String({ description: "task_<32 hex>" }) });

/** The task record of spec 2.3, plus `errorMessage` saying why a task did not succeed. */
export function taskRecord(task: TasksTable) {
  return {
    taskId: task.id,
    status: task.status,
    statusDesc: STATUS_DESC[task.status as TaskStatus],
    result:
      task.status === TASK_STATUS.success && task.result !== null
        ? (JSON.parse(task.result) as unknown)
        : null,
    errorMessage: task.error,
  };
}

export function taskNotFound(): ServiceError {
  return new ServiceError(ERROR_CODES.notFound, "task does not exist or has expired");
}

/** `GET /v1/openapi/tasks/:taskId` (spec 4.2). Unknown, expired and other accounts' tasks are all 404. */
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
      return successEnvelope(taskRecord(task), services.now());
    },
  );
}
