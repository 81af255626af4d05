import { isDeepStrictEqual } from "node:util";
import { CompiledQuery, type Kysely } from "kysely";
import type { KeyRow } from "../accounts/authenticate-api-key.ts";
import { cachedSql } from "../store/cached-sql.ts";
import type { DatabaseSchema, TasksTable } from "../store/database-schema.ts";
import { visibleToAccount, visibleToAccountParameters } from "./find-task.ts";

/** The columns of a task its record (spec 2.3) is made of. */
export type TaskRecordRow = Pick<TasksTable, "id" | "status" | "result" | "error">;

/** One row of the poll statement: the key's columns under `api_key_` names, the task's (null without one). */
interface PollRow {
  api_key_id: string;
  api_key_account_id: string;
  api_key_permissions: string;
  api_key_expires_at: number | null;
  api_key_revoked_at: number | null;
  id: string | null;
  status: number | null;
  result: string | null;
  error: string | null;
}

/** The values the poll statement binds, in its SQL's order: the join's, then the key hash. */
function parametersOf(keyHash: string, taskId: string, visibleSince: number): unknown[] {
  return [taskId, ...visibleToAccountParameters(visibleSince), keyHash];
}

/** The poll statement's SQL, built once from distinct values, so that the layout check tells them apart. */
function pollText(db: Kysely<DatabaseSchema>): string {
  return cachedSql(db, "tasks.poll", () => {
    const [keyHash, taskId, visibleSince] = ["key-hash", "task-id", -1];
    const compiled = db
      .selectFrom("api_keys")
      .leftJoin("tasks", (join) =>
        join
          .on("tasks.id", "=", taskId)
          .onRef("tasks.account_id", "=", "api_keys.account_id")
          .on((eb) => visibleToAccount(eb, visibleSince)),
      )
      .select([
        "api_keys.id as api_key_id",
        "api_keys.account_id as api_key_account_id",
        "api_keys.permissions as api_key_permissions",
        "api_keys.expires_at as api_key_expires_at",
        "api_keys.revoked_at as api_key_revoked_at",
        "tasks.id",
        "tasks.status",
        "tasks.result",
        "tasks.error",
      ])
      .where("api_keys.key_hash", "=", keyHash)
      .compile();
    // Values are bound by parametersOf; a change to the statement or to visibleToAccount that moves them
    // must fail here, not bind a date where a task id belongs.
    if (!isDeepStrictEqual(compiled.parameters, parametersOf(keyHash, taskId, visibleSince)))
      throw new Error("task poll: unexpected parameter layout");
    return compiled;
  });
}

/**
 * A task poll's one statement: the presented key's row (by its hash) with the task `taskId` if that key's
 * account may see it (findTaskForAccount's conditions, shared through visibleToAccount). Undefined when
 * no key has the hash; `task` undefined when the key's account may not see the task. The key's row is
 * read on every poll, so a revoked key fails from the moment it is revoked; the caller checks it
 * (callerFromKeyRow) before it looks at the task.
 *
 * Why one statement: clients poll each running task every 10 s, so polls are the API's most frequent
 * request, and on PostgreSQL every statement costs a round trip and a socket write that wakes a backend.
 */
export async function findTaskForKey(
  db: Kysely<DatabaseSchema>,
  keyHash: string,
  taskId: string,
  visibleSince: number,
): Promise<{ key: KeyRow; task: TaskRecordRow | undefined } | undefined> {
  const { rows } = await db.executeQuery<PollRow>(
    CompiledQuery.raw(pollText(db), parametersOf(keyHash, taskId, visibleSince)),
  );
  const row = rows[0];
  if (!row) return undefined;
  const key: KeyRow = {
    id: row.api_key_id,
    account_id: row.api_key_account_id,
    permissions: row.api_key_permissions,
    expires_at: row.api_key_expires_at,
    revoked_at: row.api_key_revoked_at,
  };
  if (row.id === null) return { key, task: undefined };
  return { key, task: { id: row.id, status: row.status as number, result: row.result, error: row.error } };
}
