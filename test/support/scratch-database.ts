import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before } from "node:test";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { createPostgresDatabase, type Dialect } from "./test-databases.ts";

/**
 * Registers a suite's before/after: an empty, unmigrated database of `dialect` (a fresh SQLite file or
 * PostgreSQL database), for tests that run migrations step by step. Call the getter in tests.
 */
export function useScratchDatabase(dialect: Dialect, prefix: string): () => Database {
  let database: Database | undefined;
  let cleanUp: () => Promise<void> = async () => {};
  before(async () => {
    if (dialect === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), `answerlens-${prefix}-`));
      database = openDatabase({ kind: "sqlite", path: join(dir, "a.db") });
      cleanUp = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const postgres = await createPostgresDatabase();
      database = openDatabase({ kind: "postgres", url: postgres.url, poolSize: 2 });
      cleanUp = postgres.drop;
    }
  });
  after(async () => {
    await database?.close();
    await cleanUp();
  });
  return () => {
    if (!database) throw new Error("the scratch database is opened in before()");
    return database;
  };
}
