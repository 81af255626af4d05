import type { FastifyInstance } from "fastify";
import { rankObservationRows } from "../../operations/rank-monitor-export/rank-observation-rows.ts";
import { collectReportData } from "../../operations/rank-monitor-export/rank-report-data.ts";
import { renderPdf, requirePdfRendering } from "../../reports/render-pdf.ts";
import { renderReportHtml } from "../../reports/report-html.ts";
import type { Services } from "../../services.ts";
import { formatDateTime } from "../../util/time.ts";
import { authorizeDownload, downloadRouteSchema, readFormat } from "./rank-monitor-download.ts";

export const REPORT_PERMISSION = "GEO_RANK_MONITOR_REPORT_GENERATION";
const REPORT_FORMATS = ["html", "pdf"] as const;

/**
 * `GET /v1/openapi/tasks/:taskId/report[?format=pdf]` (answerlens addition): a geo.rank_monitor task's
 * report as one self-contained HTML page (figures, inline SVG charts, prompts x platforms table, print
 * styles), or that page printed to PDF by Chromium (503 when there is none). One use of
 * GEO_RANK_MONITOR_REPORT_GENERATION.
 */
export function registerReportTaskRoute(app: FastifyInstance, services: Services): void {
  app.get(
    "/v1/openapi/tasks/:taskId/report",
    {
      schema: downloadRouteSchema(
        "A geo.rank_monitor task's report as HTML or PDF (answerlens addition)",
        "format=html (default) or pdf (needs Chromium on the server; 503 otherwise). Needs GEO_RANK_MONITOR_REPORT_GENERATION; one use per report.",
      ),
    },
    async (request, reply) => {
      const {
        task,
        monitor,
        settings,
        query: format,
      } = await authorizeDownload(services, request, reply, REPORT_PERMISSION, () => {
        const format = readFormat(request, REPORT_FORMATS);
        // Before the use is counted: a PDF that cannot be made costs nothing.
        if (format === "pdf") requirePdfRendering(services.config.integrations.chromiumPath);
        return format;
      });
      const { timeZone } = services.config;
      const data = await collectReportData(rankObservationRows(services.database.db, monitor, timeZone), {
        taskId: task.id,
        taskName: settings.taskName,
        brandKeywords: settings.brandKeywords,
        platforms: settings.platforms,
      });
      const html = renderReportHtml(data, formatDateTime(new Date(services.now()), timeZone));
      if (format === "html") return reply.type("text/html; charset=utf-8").send(html);
      const pdf = await renderPdf(html, services.config.integrations.chromiumPath, request.log);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${task.id}.pdf"`)
        .send(pdf);
    },
  );
}
