import type { CompiledQuery, DialectAdapter, Kysely } from "kysely";
import type { DatabaseSchema } from "./database-schema.ts";

const texts = new WeakMap<DialectAdapter, Map<string, string>>();

/**
 * The SQL text of a hot statement, built by Kysely once per dialect and `key` and then run with
 * `CompiledQuery.raw(text, parameters)`. Building a query costs Kysely tens of microseconds (about 60 us
 * per row of a 28-column insert), as much as SQLite takes to run it; statements run once per request or
 * per answer are worth building once. `build` compiles the statement with any placeholder values and may
 * check its parameter layout. Keyed by the dialect adapter, which a transaction shares with its database.
 */
export function cachedSql(db: Kysely<DatabaseSchema>, key: string, build: () => CompiledQuery): string {
  const adapter = db.getExecutor().adapter;
  let byKey = texts.get(adapter);
  if (!byKey) {
    byKey = new Map();
    texts.set(adapter, byKey);
  }
  let text = byKey.get(key);
  if (text === undefined) {
    text = build().sql;
    byKey.set(key, text);
  }
  return text;
}
