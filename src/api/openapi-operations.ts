import { OPERATION_DEFINITIONS } from "../operations/operation-definitions.ts";
import { OPERATION_EXAMPLES } from "../operations/operation-examples.ts";
import {
  brandCompetitionResultSchema,
  brandEvidenceResultSchema,
  brandListResultSchema,
  brandSourcesResultSchema,
  brandStatisticsSeriesResultSchema,
  taskListResultSchema,
} from "./dashboard-result-schemas.ts";
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
    "Each operation's `data` schema is listed under components.schemas, named after its apiCode",
    "(`geo.rank_monitor`: `GeoRankMonitorData`); each endpoint's request body has one example per operation.",
    "Each operation's result is named likewise (`GeoRankMonitorResult`), with a real example; the request",
    "bodies of /tasks and /execute and the task record's result are typed per apiCode (docs/api.md).",
    "The dashboard's additions (docs/dashboard.md) are `BrandListResult`, `BrandEvidenceResult`,",
    "`BrandCompetitionResult`, `BrandSourcesResult`, `BrandStatisticsSeriesResult` and `TaskListResult`.",
  );
  return lines.join("\n");
}

/**
 * The component name of an operation's `data` schema: `geo.rank_monitor` -> `GeoRankMonitorData`.
 * Component names may hold only letters, digits, `.`, `-` and `_` (OpenAPI 3.1, 4.8.7.1).
 */
export function dataSchemaName(apiCode: string): string {
  return `${pascalName(apiCode)}Data`;
}

/** The component name of an operation's result: `geo.rank_monitor` -> `GeoRankMonitorResult`. */
export function resultSchemaName(apiCode: string): string {
  return `${pascalName(apiCode)}Result`;
}

function pascalName(apiCode: string): string {
  const words = apiCode.split(/[._]/).filter((word) => word !== "");
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join("");
}

/** Component schemas: each operation's `data` with its example, and the answerlens additions' results. */
export function operationDataSchemas(): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      Object.values(OPERATION_DEFINITIONS).map((definition) => [
        dataSchemaName(definition.apiCode),
        { ...definition.dataSchema, examples: [OPERATION_EXAMPLES[definition.apiCode]] },
      ]),
    ),
    BrandStatisticsResult: brandStatisticsResultSchema,
    BrandSignalsResult: brandSignalsResultSchema,
    RankMonitorStatisticsResult: rankMonitorStatisticsResultSchema,
    BrandListResult: brandListResultSchema,
    BrandEvidenceResult: brandEvidenceResultSchema,
    BrandCompetitionResult: brandCompetitionResultSchema,
    BrandSourcesResult: brandSourcesResultSchema,
    BrandStatisticsSeriesResult: brandStatisticsSeriesResultSchema,
    TaskListResult: taskListResultSchema,
  };
}
