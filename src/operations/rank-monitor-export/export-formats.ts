import type { RankObservationRow } from "./rank-observation-rows.ts";

export const EXPORT_FORMATS = ["csv", "jsonl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  jsonl: "application/x-ndjson; charset=utf-8",
};

/** The byte order mark that makes spreadsheet programs read a CSV file as UTF-8 (Chinese prompts). */
export const UTF8_BOM = "\uFEFF";

/** The CSV columns, in order, with how each cell is read from a row. */
const CSV_COLUMNS: readonly [string, (row: RankObservationRow) => string | number][] = [
  ["runId", (r) => r.runId],
  ["runTime", (r) => r.runTime],
  ["roundStatus", (r) => r.roundStatus],
  ["promptOrder", (r) => r.promptOrder],
  ["promptId", (r) => r.promptId],
  ["promptText", (r) => r.promptText],
  ["platform", (r) => r.platform],
  ["repeatIndex", (r) => r.repeatIndex],
  ["analysisId", (r) => r.analysisId],
  ["askedAt", (r) => r.askedAt],
  ["status", (r) => r.status],
  ["isRecommended", (r) => r.isRecommended],
  ["exposureCount", (r) => r.exposureCount],
  ["position", (r) => r.position],
  ["citationSourceCount", (r) => r.citationSourceCount],
  ["brandCount", (r) => r.brandCount],
  // Lists flattened into one cell each: "name:exposure@rank; ..." and the cited URLs.
  [
    "brands",
    (r) => r.brandRecords.map((b) => `${b.brandName}:${b.exposureCount}@${b.rankingPosition}`).join("; "),
  ],
  ["sources", (r) => r.sourceRecords.map((s) => s.citationUrl).join(" ")],
  ["error", (r) => r.error ?? ""],
];

export const CSV_HEADER = CSV_COLUMNS.map(([name]) => name).join(",");

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet
 * would run as a formula (starting with = + - @, tab or CR) gets a leading apostrophe (OWASP's advice for
 * CSV injection): prompts and brand names come from users.
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(row: RankObservationRow): string {
  return CSV_COLUMNS.map(([, read]) => csvCell(read(row))).join(",");
}

/** Lines are handed on in chunks of about this many characters, not one write per row. */
const CHUNK_CHARACTERS = 64 * 1024;

/** The export file as text chunks: CSV (BOM, header, a line per row) or JSON Lines (an object per row). */
export async function* exportChunks(
  rows: AsyncIterable<RankObservationRow>,
  format: ExportFormat,
): AsyncGenerator<string> {
  let chunk = format === "csv" ? `${UTF8_BOM}${CSV_HEADER}\r\n` : "";
  for await (const row of rows) {
    chunk += format === "csv" ? `${csvLine(row)}\r\n` : `${JSON.stringify(row)}\n`;
    if (chunk.length >= CHUNK_CHARACTERS) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}
