import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  exportChunks,
} from "../../operations/rank-monitor-export/export-formats.ts";
import { rankObservationRows } from "../../operations/rank-monitor-export/rank-observation-rows.ts";
import type { Services } from "../../services.ts";
import { authorizeDownload, downloadRouteSchema, readFormat } from "./rank-monitor-download.ts";

export const EXPORT_PERMISSION = "GEO_RANK_MONITOR_EXPORT_DATA";

/**
 * `GET /v1/openapi/tasks/:taskId/export?format=csv|jsonl` (answerlens addition): every observation of a
 * geo.rank_monitor task (run x prompt x platform x repeat) with its figures, streamed from the database
 * page by page. CSV starts with a UTF-8 BOM and a header row. One use of GEO_RANK_MONITOR_EXPORT_DATA.
 */
export function registerExportTaskRoute(app: FastifyInstance, services: Services): void {
  app.get(
    "/v1/openapi/tasks/:taskId/export",
    {
      schema: downloadRouteSchema(
        "Export a geo.rank_monitor task's observations as CSV or JSON Lines (answerlens addition)",
        "format=csv (default; UTF-8 with BOM, header row) or jsonl. Needs GEO_RANK_MONITOR_EXPORT_DATA; one use per download.",
      ),
    },
    async (request, reply) => {
      const {
        task,
        monitor,
        query: format,
      } = await authorizeDownload(services, request, reply, EXPORT_PERMISSION, () =>
        readFormat(request, EXPORT_FORMATS),
      );
      request.log.info({ taskId: task.id, format }, "rank monitor export");
      const rows = rankObservationRows(services.database.db, monitor, services.config.timeZone);
      return reply
        .type(EXPORT_CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="${task.id}.${format}"`)
        .send(Readable.from(exportChunks(rows, format)));
    },
  );
}
