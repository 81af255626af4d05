import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { hasActiveMonitor } from "../../operations/monitoring/has-active-monitor.ts";
import type { Services } from "../../services.ts";
import { cancelTask } from "../../tasks/cancel-task.ts";
import { findTaskForAccount } from "../../tasks/find-task.ts";
import { TASK_ID_PATTERN } from "../../util/ids.ts";
import { ApiKeyHeaders, ErrorEnvelope, envelopeSchema, TaskRecord } from "../api-schemas.ts";
import { JSON_CONTENT_TYPE, successEnvelopeJson } from "../envelope.ts";
import { authenticate } from "../request-context.ts";
import { taskRecordJson } from "../task-record-json.ts";
import { TaskIdParams, taskNotFound } from "./get-task-route.ts";

/**
 * `POST /v1/openapi/tasks/:taskId/cancel` (answerlens addition, DESIGN 4): a pending task becomes
 * CANCELLED; a task that already ended keeps its status. A geo.brand or geo.rank_monitor task's monitor
 * stops either way (docs/scheduling.md). Answers the task record and `monitorStopped`, whether this
 * call stopped a monitor.
 */
export function registerCancelTaskRoute(app: FastifyInstance, services: Services): void {
  app.post(
    "/v1/openapi/tasks/:taskId/cancel",
    {
      schema: {
        summary: "Cancel a pending task; stop a monitoring task's monitor (answerlens addition)",
        tags: ["tasks"],
        headers: ApiKeyHeaders,
        params: TaskIdParams,
        response: {
          200: envelopeSchema(
            Type.Object({
              ...TaskRecord.properties,
              monitorStopped: Type.Boolean({
                description:
                  "True when this call stopped the monitor of a geo.brand or geo.rank_monitor task.",
              }),
            }),
            "The task record after the cancel, and whether a monitor was stopped.",
          ),
          default: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(services, request, reply);
      const { taskId } = request.params as { taskId: string };
      if (!TASK_ID_PATTERN.test(taskId)) throw taskNotFound();
      const now = services.now();
      const visibleSince = now - services.config.tasks.retentionMs;
      if (!(await findTaskForAccount(services.database.db, taskId, caller.accountId, visibleSince)))
        throw taskNotFound();
      // cancelTask stops every active monitor of the task, so one active now is one this call stops.
      const monitorStopped = await hasActiveMonitor(services.database.db, taskId);
      await cancelTask(services.database.db, taskId, caller.accountId, now);
      const task = await findTaskForAccount(services.database.db, taskId, caller.accountId, visibleSince);
      if (!task) throw taskNotFound();
      request.log.info({ taskId, status: task.status, monitorStopped }, "task cancel requested");
      reply.type(JSON_CONTENT_TYPE);
      const record = taskRecordJson(task);
      return successEnvelopeJson(
        `${record.slice(0, -1)},"monitorStopped":${monitorStopped}}`,
        services.now(),
      );
    },
  );
}
