import { mkdirSync } from "node:fs";
import { loadConfig } from "../config/config.ts";
import { type Database, migrateToLatest, openDatabase } from "../store/database.ts";
import type { CliIo } from "./cli-command.ts";

/** Storage flags shared by the admin commands. */
export const STORAGE_OPTIONS = {
  data: { type: "string" },
  "database-url": { type: "string" },
  config: { type: "string" },
} as const;

/**
 * Opens the same database a server uses (SQLite in WAL mode, so this works while a server runs on the same
 * data directory), bringing the schema up to date first.
 */
export async function openCliDatabase(
  values: { data?: string; "database-url"?: string; config?: string },
  io: CliIo,
): Promise<Database> {
  const config = loadConfig({
    flags: { data: values.data, "database-url": values["database-url"] },
    env: io.env,
    configFile: values.config,
  });
  if (config.database.kind === "sqlite") mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  return database;
}

/** Prints rows as an aligned text table. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export function isoOrDash(epochMs: number | null): string {
  return epochMs === null ? "-" : new Date(epochMs).toISOString();
}
