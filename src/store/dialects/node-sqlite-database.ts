import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts `node:sqlite` to the small database interface Kysely's SqliteDialect drives (the shape of
 * better-sqlite3), so the embedded default needs no native addon.
 */
export function openNodeSqliteDatabase(path: string): { database: SqliteDatabase; raw: DatabaseSync } {
  const raw = new DatabaseSync(path);
  // WAL lets the CLI (keys create, ...) write while a server holds the same file; busy_timeout makes the
  // second writer wait instead of failing with SQLITE_BUSY.
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA busy_timeout = 10000");
  raw.exec("PRAGMA synchronous = NORMAL");
  raw.exec("PRAGMA foreign_keys = ON");

  const cache = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = raw.prepare(sql);
      if (cache.size > 500) cache.clear();
      cache.set(sql, statement);
    }
    return statement;
  };

  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const statement = prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...toInputs(parameters)),
        run: (parameters) => statement.run(...toInputs(parameters)),
        iterate: (parameters) => statement.iterate(...toInputs(parameters)),
      };
    },
  };
  return { database, raw };
}

/** node:sqlite binds numbers, bigints, strings, buffers and null; booleans become 0/1. */
function toInputs(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value === undefined) return null;
    if (value instanceof Date) return value.getTime();
    return value as SQLInputValue;
  });
}
