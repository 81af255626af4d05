import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { CompiledQuery } from "kysely";
import pg from "pg";
import { openDatabase } from "../../src/store/database.ts";
import {
  MAX_PREPARED_PER_CONNECTION,
  PreparedStatementClient,
} from "../../src/store/dialects/prepared-statement-client.ts";
import { createPostgresDatabase } from "../support/test-databases.ts";

/** The statements prepared on this session (pg_prepared_statements is per connection). */
async function preparedTexts(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    "select statement from pg_prepared_statements order by prepare_time",
  );
  return rows.map((row) => row.statement);
}

describe("PreparedStatementClient (PostgreSQL)", () => {
  let url: string;
  let drop: () => Promise<void>;
  let client: PreparedStatementClient;

  before(async () => {
    ({ url, drop } = await createPostgresDatabase());
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query("create table items (id int primary key, name text not null, size int not null)");
    await setup.query("insert into items values (1, 'one', 10), (2, 'two', 20)");
    await setup.end();
  });
  after(async () => {
    await client?.end();
    await drop();
  });

  test("prepares a statement with parameters once and reuses it", async () => {
    client = new PreparedStatementClient({ connectionString: url });
    await client.connect();
    const text = "select name from items where id = $1";
    const first = await client.query(text, [1]);
    const second = await client.query(text, [2]);
    assert.deepEqual(first.rows, [{ name: "one" }]);
    assert.deepEqual(second.rows, [{ name: "two" }]);
    assert.deepEqual(await preparedTexts(client), [text]);
  });

  test("leaves star results and statements without parameters unnamed; count(*) is prepared", async () => {
    await client.query("select * from items where id = $1", [1]);
    await client.query('select "items".* from items where id = $1', [1]);
    await client.query("update items set size = size where id = $1 returning *", [1]);
    await client.query("select name from items where id = 1");
    const counted = "select count(*) as n from items where size > $1";
    const { rows } = await client.query(counted, [15]);
    assert.equal(Number(rows[0].n), 1);
    const prepared = await preparedTexts(client);
    assert.equal(prepared.length, 2);
    assert.equal(prepared[1], counted);
  });

  test("a prepared statement with named columns survives a column added by a migration", async () => {
    const text = "select id, name from items where id = $1";
    await client.query(text, [1]);
    await client.query("alter table items add column colour text");
    const { rows } = await client.query(text, [2]);
    assert.deepEqual(rows, [{ id: 2, name: "two" }]);
    // The star statement, unnamed, simply returns the new column as well.
    const star = await client.query("select * from items where id = $1", [2]);
    assert.deepEqual(Object.keys(star.rows[0]), ["id", "name", "size", "colour"]);
  });

  test("a statement whose result type changed fails once, then runs unnamed", async () => {
    const text = "select size from items where id = $1";
    assert.deepEqual((await client.query(text, [1])).rows, [{ size: 10 }]);
    await client.query("alter table items alter column size type bigint");
    await assert.rejects(client.query(text, [1]), /cached plan must not change result type/);
    assert.deepEqual((await client.query(text, [1])).rows, [{ size: "10" }]);
  });

  test(`prepares at most ${MAX_PREPARED_PER_CONNECTION} texts per connection`, async () => {
    const fresh = new PreparedStatementClient({ connectionString: url });
    await fresh.connect();
    try {
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 20; i++) {
        const { rows } = await fresh.query(`select $1::int + ${i} as v`, [1]);
        assert.equal(rows[0].v, 1 + i);
      }
      assert.equal((await preparedTexts(fresh)).length, MAX_PREPARED_PER_CONNECTION);
    } finally {
      await fresh.end();
    }
  });

  test("works through pg.Pool's callback form, as pg-boss and Kysely use it", async () => {
    const pool = new pg.Pool({ Client: PreparedStatementClient, connectionString: url, max: 1 });
    try {
      const text = "select name from items where id = $1";
      assert.deepEqual((await pool.query(text, [2])).rows, [{ name: "two" }]);
      assert.deepEqual((await pool.query(text, [1])).rows, [{ name: "one" }]);
      const session = await pool.connect();
      try {
        assert.deepEqual(await preparedTexts(session as unknown as pg.Client), [text]);
      } finally {
        session.release();
      }
      await assert.rejects(pool.query("select nope from items where id = $1", [1]), /column "nope"/);
    } finally {
      await pool.end();
    }
  });

  for (const preparedStatements of [undefined, false]) {
    test(`openDatabase with preparedStatements ${preparedStatements ?? "unset (default)"}`, async () => {
      const database = openDatabase({ kind: "postgres", url, poolSize: 1, preparedStatements });
      try {
        const text = "select name from items where id = $1";
        const { rows } = await database.db.executeQuery(CompiledQuery.raw(text, [1]));
        assert.deepEqual(rows, [{ name: "one" }]);
        const prepared = await database.db.executeQuery<{ statement: string }>(
          CompiledQuery.raw("select statement from pg_prepared_statements"),
        );
        assert.deepEqual(
          prepared.rows.map((row) => row.statement),
          preparedStatements === false ? [] : [text],
        );
      } finally {
        await database.close();
      }
    });
  }
});
