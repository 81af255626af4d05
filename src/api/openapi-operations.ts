import { OPERATION_DEFINITIONS } from "../operations/operation-definitions.ts";
import {
  brandSignalsResultSchema,
  brandStatisticsResultSchema,
  rankMonitorStatisticsResultSchema,
} from "./statistics-result-schemas.ts";

/**
 * The operations' `data` schemas, written into the OpenAPI document's description and as named
 * components, so each apiCode's parameters are documented from the same definitions that validate them.
 */
export function describeOperations(): string {
  const lines = [
    "Implements the Brand Visibility Analytics API v1. Every response is the envelope `{code, msg, data, timeStamp}`;",
    "the HTTP status mirrors `code` (4001, 4002 and 4003 travel with HTTP 400).",
    "",
    "| apiCode | endpoint | what it does |",
    "|---|---|---|",
  ];
  for (const definition of Object.values(OPERATION_DEFINITIONS)) {
    const endpoint = definition.kind === "sync" ? "POST /v1/openapi/execute" : "POST /v1/openapi/tasks";
    lines.push(`| \`${definition.apiCode}\` | ${endpoint} | ${definition.summary} |`);
  }
  lines.push(
    "",
    "Each operation's `data` schema is listed under components.schemas as `data.<apiCode>`; the answerlens",
    "additions' results as `result.<apiCode>` (brand.statistics, brand.signals, rank_monitor.statistics; docs/metrics.md version 3).",
  );
  return lines.join("\n");
}

/**
 * Component schemas: each operation's `data` (`data.<apiCode>`) and the results of the answerlens
 * additions (`result.<apiCode>`). Names keep to OpenAPI's `^[a-zA-Z0-9._-]+$`.
 */
export function operationDataSchemas(): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      Object.values(OPERATION_DEFINITIONS).map((definition) => [
        `data.${definition.apiCode}`,
        definition.dataSchema,
      ]),
    ),
    "result.brand.statistics": brandStatisticsResultSchema,
    "result.brand.signals": brandSignalsResultSchema,
    "result.rank_monitor.statistics": rankMonitorStatisticsResultSchema,
  };
}
