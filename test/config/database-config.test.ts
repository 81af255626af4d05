import assert from "node:assert/strict";
import { test } from "node:test";
import { loadConfig } from "../../src/config/config.ts";

const URL = "postgres://postgres@127.0.0.1:5432/any";

test("PostgreSQL prepares statements unless ANSWERLENS_DB_PREPARED_STATEMENTS turns it off", () => {
  const on = loadConfig({ env: { DATABASE_URL: URL } }).database;
  assert.equal(on.kind === "postgres" && on.preparedStatements, true);
  const off = loadConfig({ env: { DATABASE_URL: URL, ANSWERLENS_DB_PREPARED_STATEMENTS: "off" } }).database;
  assert.equal(off.kind === "postgres" && off.preparedStatements, false);
});

test("a prepared-statements value that is not a boolean is refused, naming the variable", () => {
  assert.throws(
    () => loadConfig({ env: { DATABASE_URL: URL, ANSWERLENS_DB_PREPARED_STATEMENTS: "sometimes" } }),
    /ANSWERLENS_DB_PREPARED_STATEMENTS[\s\S]*true or false/,
  );
});
