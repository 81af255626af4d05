import pg from "pg";

/**
 * Prepared statements per connection, so that PostgreSQL parses and plans the service's frequent
 * statements once per connection instead of once per call.
 *
 * Kysely and pg-boss send every statement unnamed: PostgreSQL parses, analyses and plans it each time.
 * The service runs a few dozen statement texts over and over (the key lookup of every request, a task's
 * claim, answer and finish), and measured on the pipeline benchmark, naming them cut the PostgreSQL
 * backends' CPU by about 14 % (docs/tasks.md). This client names a statement the first time its text is
 * sent with parameters on this connection; later calls bind and execute the prepared one, and PostgreSQL
 * may keep a generic plan for it after five runs, as it does for any prepared statement (its
 * `plan_cache_mode` applies).
 *
 * Left unnamed:
 * - statements without parameters (transaction control, DDL, multi-statement text), which pg sends with
 *   the simple query protocol;
 * - statements whose result columns are a star (`select *`, `"t".*`, `returning *`). After a migration
 *   adds a column, a prepared star statement fails with "cached plan must not change result type"; a
 *   process still running the old code during a rolling upgrade would fail every such call. Unnamed, it
 *   just gets one more column. Should a named statement still meet that error (a column's type changed),
 *   its text is sent unnamed from then on;
 * - texts beyond the first MAX_PREPARED_PER_CONNECTION distinct ones, which bounds the memory each
 *   backend spends on plans (statements built with varying IN lists or row counts are each a text).
 *
 * Off (`storage.preparedStatements` false) for a pooler in transaction mode that cannot follow
 * prepared statements across server connections (PgBouncer before 1.21).
 */
export const MAX_PREPARED_PER_CONNECTION = 256;

/** A star in a select list or RETURNING: after `select`, `,`, `.` or `returning`, not `count(*)`. */
const STAR_RESULT = /(?:^|[\s,.])\*(?!\))/;
/** SQLSTATE feature_not_supported, raised as "cached plan must not change result type". */
const CACHED_PLAN_CHANGED = "0A000";

type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;

export class PreparedStatementClient extends pg.Client {
  /** Statement text -> its name on this connection, or null for a text that stays unnamed. */
  readonly #names = new Map<string, string | null>();
  #prepared = 0;

  /** The name to run `text` under on this connection, or undefined to send it unnamed. */
  #nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined) return known ?? undefined;
    if (this.#prepared >= MAX_PREPARED_PER_CONNECTION) return undefined;
    if (STAR_RESULT.test(text)) {
      this.#names.set(text, null);
      return undefined;
    }
    this.#prepared += 1;
    const name = `answerlens_${this.#prepared}`;
    this.#names.set(text, name);
    return name;
  }

  #forget(text: string, error: unknown): void {
    if ((error as { code?: string } | null)?.code === CACHED_PLAN_CHANGED) this.#names.set(text, null);
  }

  // pg.Client.query has a dozen overloads; this one intercepts only (text, values[, callback]), the form
  // Kysely and pg-pool use, and passes every other form through untouched.
  // biome-ignore lint/suspicious/noExplicitAny: forwards pg's overloaded arguments as they are
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config !== "string" || !Array.isArray(values) || values.length === 0) {
      return super.query(config, values, callback);
    }
    const name = this.#nameFor(config);
    if (name === undefined) return super.query(config, values, callback);
    const named = { name, text: config, values };
    if (typeof callback === "function") {
      return super.query(named, (error: Error | null, result: pg.QueryResult) => {
        if (error) this.#forget(config, error);
        (callback as QueryCallback)(error, result);
      });
    }
    return super.query(named).catch((error: unknown) => {
      this.#forget(config, error);
      throw error;
    });
  }
}
