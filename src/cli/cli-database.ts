import { existsSync, mkdirSync } from "node:fs";
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
 *
 * `existing: true` is for commands that read (or change) what is already there (`keys list`, `monitors
 * list`, ...): a SQLite file that does not exist is an error naming the path, instead of a new empty
 * database in a mistyped directory. Only commands that create data (`keys create`) make one.
 */
export async function openCliDatabase(
  values: { data?: string; "database-url"?: string; config?: string },
  io: CliIo,
  options: { existing?: boolean } = {},
): Promise<Database> {
  const config = loadConfig({
    flags: { data: values.data, "database-url": values["database-url"] },
    env: io.env,
    configFile: values.config,
  });
  if (config.database.kind === "sqlite" && options.existing && !existsSync(config.database.path)) {
    throw new Error(
      `there is no answerlens database at ${config.database.path}. Check --data (or ANSWERLENS_DATA_DIR, ` +
        "storage.dataDir); `answerlens serve`, `answerlens demo` and `answerlens keys create` create one.",
    );
  }
  if (config.database.kind === "sqlite") mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  return database;
}

/** Terminal columns a string takes: CJK and full-width characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    width +=
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x20000 && code <= 0x3fffd)
        ? 2
        : 1;
  }
  return width;
}

/** Prints rows as an aligned text table (CJK-aware). */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i]))));
  const pad = (cell: string, width: number) => cell + " ".repeat(Math.max(0, width - displayWidth(cell)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i]))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export function isoOrDash(epochMs: number | null): string {
  return epochMs === null ? "-" : new Date(epochMs).toISOString();
}
