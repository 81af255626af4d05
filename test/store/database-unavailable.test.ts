import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { DatabaseSync } from "node:sqlite";
import { test } from "node:test";
import pg from "pg";
import { isDatabaseUnavailableError } from "../../src/store/database-unavailable.ts";
import { ADMIN_POSTGRES_URL } from "../support/test-databases.ts";

/**
 * The classifier behind 503 (issue 13, defect 3), fed errors produced for real by each kind of outage,
 * and errors that are not outages (which must stay 500s).
 */
async function caught(action: () => unknown): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  assert.fail("expected an error");
}

test("SQLite: a file that cannot be opened and a lock held past the busy timeout are outages", async () => {
  assert.ok(
    isDatabaseUnavailableError(await caught(() => new DatabaseSync("/nonexistent-dir/answerlens.db"))),
  );
  const path = `/tmp/answerlens-unavailable-${process.pid}.db`;
  const holder = new DatabaseSync(path);
  const waiter = new DatabaseSync(path);
  try {
    holder.exec("PRAGMA journal_mode = WAL; create table if not exists t(x)");
    waiter.exec("PRAGMA busy_timeout = 50");
    holder.exec("BEGIN EXCLUSIVE");
    assert.ok(isDatabaseUnavailableError(await caught(() => waiter.exec("insert into t values (1)"))));
    holder.exec("ROLLBACK");
    // A bad statement is a bug, not an outage.
    assert.ok(!isDatabaseUnavailableError(await caught(() => waiter.exec("select * from no_such_table"))));
  } finally {
    holder.close();
    waiter.close();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
  }
});

test("PostgreSQL: refused, terminated by pg_terminate_backend, pool connect timeout, missing database", async () => {
  const refused = new pg.Client({ host: "127.0.0.1", port: 1, user: "postgres", database: "test" });
  assert.ok(isDatabaseUnavailableError(await caught(() => refused.connect())));

  const victim = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
  victim.on("error", () => {});
  await victim.connect();
  const pid = (await victim.query("select pg_backend_pid() pid")).rows[0].pid;
  const admin = new pg.Client({ connectionString: ADMIN_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1)", [pid]);
    assert.ok(isDatabaseUnavailableError(await caught(() => victim.query("select 1"))));
    // A bad statement on a healthy connection is not an outage.
    assert.ok(!isDatabaseUnavailableError(await caught(() => admin.query("select * from no_such_table"))));
  } finally {
    await admin.end();
    await victim.end().catch(() => {});
  }

  // A server that accepts the connection and never answers: the pool's connect timeout.
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const port = (silent.address() as { port: number }).port;
  const pool = new pg.Pool({ host: "127.0.0.1", port, user: "postgres", connectionTimeoutMillis: 100 });
  try {
    assert.ok(isDatabaseUnavailableError(await caught(() => pool.query("select 1"))));
  } finally {
    await pool.end().catch(() => {});
    silent.close();
  }

  const url = new URL(ADMIN_POSTGRES_URL);
  url.pathname = "/answerlens_no_such_database";
  const missing = new pg.Client({ connectionString: url.toString() });
  assert.ok(isDatabaseUnavailableError(await caught(() => missing.connect())));
});
