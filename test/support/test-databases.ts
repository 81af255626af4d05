import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Every API and task test runs on both dialects. PostgreSQL is required, not optional: when it is not
 * reachable the tests fail with a message saying how to point them at one (.ci/run starts one).
 */
export const DIALECTS = ["sqlite", "postgres"] as const;
export type Dialect = (typeof DIALECTS)[number];

export const ADMIN_POSTGRES_URL =
  process.env.ANSWERLENS_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Creates an empty PostgreSQL database for one test suite; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `answerlens_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${ADMIN_POSTGRES_URL} (${(error as Error).message}); start it or set ANSWERLENS_TEST_POSTGRES_URL`,
    );
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
