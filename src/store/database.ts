import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import pg from "pg";
import type { DatabaseSchema } from "./database-schema.ts";
import { openNodeSqliteDatabase } from "./dialects/node-sqlite-database.ts";
import { PreparedStatementClient } from "./dialects/prepared-statement-client.ts";
import { MIGRATIONS } from "./migrations/migrations.ts";

export type DatabaseConfig =
  | { kind: "sqlite"; path: string }
  | {
      kind: "postgres";
      url: string;
      poolSize: number;
      /** Name frequent statements per connection (PreparedStatementClient); default true. */
      preparedStatements?: boolean;
    };

export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly dialect: "sqlite" | "postgres";
  close(): Promise<void>;
}

const INT8_OID = 20;
const CONNECT_TIMEOUT_MS = 10_000;
const NUMERIC_OID = 1700;

/** Opens the configured database. Call `migrateToLatest` before use (start-up does). */
export function openDatabase(config: DatabaseConfig): Database {
  if (config.kind === "sqlite") {
    const { database } = openNodeSqliteDatabase(config.path);
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database }) });
    return { db, dialect: "sqlite", close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    ...(config.preparedStatements === false ? {} : { Client: PreparedStatementClient }),
    connectionString: config.url,
    max: config.poolSize,
    // Without a bound a request waits forever for a connection to an unreachable server; with it the
    // request fails and answers 503 (database-unavailable.ts).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Epoch milliseconds and counters are BIGINT; they fit a JS number, so read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection emits an error; without a listener that would crash the process.
  pool.on("error", () => {});
  // A checked-out client whose socket fails (the server went away between two statements) emits the
  // error on itself as well as to its query; unhandled, that event would end the process. The query's
  // own rejection is what the caller sees (503, database-unavailable.ts).
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  },
};

/** Brings the schema up to date; safe to run from several processes at once (Kysely takes a lock). */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`database migration ${failed} failed: ${(error as Error).message ?? String(error)}`);
  }
}
