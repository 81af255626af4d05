import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { chargePermissionUse } from "../../accounts/charge-permission-use.ts";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import {
  findRankMonitor,
  type RankMonitorOfTask,
} from "../../operations/rank-monitor-export/find-rank-monitor.ts";
import type { Services } from "../../services.ts";
import { ApiKeyHeaders, ErrorEnvelope } from "../api-schemas.ts";
import { authenticate, requirePermission } from "../request-context.ts";
import { TaskIdParams } from "./get-task-route.ts";

const FormatQuery = Type.Object({
  format: Type.Optional(Type.String({ description: "The file format (see the operation)." })),
});

/** The route schema of a download: the key header, the task id, `format`, and envelope errors. */
export function downloadRouteSchema(summary: string, description: string) {
  return {
    summary,
    description,
    tags: ["integrations"],
    headers: ApiKeyHeaders,
    params: TaskIdParams,
    querystring: FormatQuery,
    response: { default: ErrorEnvelope },
  };
}

/** The `format` query parameter: one of `formats`, the first when absent; 400 otherwise. */
export function readFormat<F extends string>(request: FastifyRequest, formats: readonly F[]): F {
  const format = (request.query as { format?: string }).format ?? formats[0];
  if (!formats.includes(format as F)) {
    throw new ServiceError(ERROR_CODES.badRequest, `format must be one of: ${formats.join(", ")}`);
  }
  return format as F;
}

/**
 * The checks of a rank monitor download (export or report), in the order of a submit's: key (429/401),
 * then `checkQuery` (400 for a bad format), then the permission (403), the task (404, or 400 for another
 * apiCode), and last one use of the permission (4003 when used up).
 */
export async function authorizeDownload<Query>(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  permissionCode: string,
  checkQuery: () => Query,
): Promise<RankMonitorOfTask & { query: Query }> {
  const caller = await authenticate(services, request, reply);
  const query = checkQuery();
  requirePermission(caller, permissionCode, `GET ${request.url.split("?")[0]}`);
  const found = await findRankMonitor(services.database.db, {
    taskId: (request.params as { taskId: string }).taskId,
    accountId: caller.accountId,
    visibleSince: services.now() - services.config.tasks.retentionMs,
  });
  await chargePermissionUse(services.database.db, caller.accountId, permissionCode);
  return { ...found, query };
}
