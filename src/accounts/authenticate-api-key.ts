import { CompiledQuery, type Kysely } from "kysely";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import { cachedSql } from "../store/cached-sql.ts";
import type { ApiKeysTable, DatabaseSchema } from "../store/database-schema.ts";
import { hashApiKey } from "./api-key-secret.ts";

/** Who is calling: the key and its account, after identity, validity and revocation checks. */
export interface Caller {
  keyId: string;
  accountId: string;
  /** Permission codes this key may use. */
  permissions: readonly string[];
}

const MAX_KEY_LENGTH = 256;

/**
 * The hash a presented key is looked up by. The API computes it once per request and names the key's
 * rate-limit bucket with it too: one hash a request, and the bucket map holds hashes, never keys.
 */
export function presentedKeyHash(apiKey: string): string {
  return hashApiKey(apiKey.trim());
}

/** The columns of a key that authentication reads. */
export type KeyRow = Pick<ApiKeysTable, "id" | "account_id" | "permissions" | "expires_at" | "revoked_at">;

/**
 * The checks that need no database: 401 for a missing or over-long `Service-API-Key` header. Returns the
 * presented key.
 */
export function checkPresentedKey(apiKey: string | undefined): string {
  if (apiKey === undefined || apiKey.trim() === "") {
    throw new ServiceError(ERROR_CODES.unauthorized, "missing Service-API-Key header");
  }
  if (apiKey.length > MAX_KEY_LENGTH) throw new ServiceError(ERROR_CODES.unauthorized, "invalid API key");
  return apiKey;
}

/**
 * The caller a key's row stands for, or 401 when there is no row (unknown key), or the key is revoked or
 * expired at `now`. The message never repeats the key and does not tell an unknown key from a revoked one
 * beyond what the key's owner can act on. Every way of reading a key's row (alone, or with the task a poll
 * asks for) ends here, so all answer alike.
 */
export function callerFromKeyRow(key: KeyRow | undefined, now: number): Caller {
  if (!key) throw new ServiceError(ERROR_CODES.unauthorized, "invalid API key");
  if (key.revoked_at !== null && key.revoked_at <= now) {
    throw new ServiceError(ERROR_CODES.unauthorized, "API key has been revoked");
  }
  if (key.expires_at !== null && key.expires_at <= now) {
    throw new ServiceError(ERROR_CODES.unauthorized, "API key has expired");
  }
  return { keyId: key.id, accountId: key.account_id, permissions: JSON.parse(key.permissions) as string[] };
}

/**
 * Reads the key's row. Every request authenticates, and building this same query each time cost about as
 * much as running it on SQLite: its SQL is built once (cachedSql) and run with the hash bound.
 */
async function findKeyByHash(db: Kysely<DatabaseSchema>, keyHash: string): Promise<KeyRow | undefined> {
  const text = cachedSql(db, "api_keys.by_hash", () =>
    db
      .selectFrom("api_keys")
      .select(["id", "account_id", "permissions", "expires_at", "revoked_at"])
      .where("key_hash", "=", keyHash)
      .compile(),
  );
  const { rows } = await db.executeQuery<KeyRow>(CompiledQuery.raw(text, [keyHash]));
  return rows[0];
}

/**
 * Resolves a presented key (already through checkPresentedKey, looked up by `presentedKeyHash`) to a
 * caller, or throws 401. Every call reads the key's row: a revoked key fails from the moment it is revoked.
 */
export async function authenticateApiKey(
  db: Kysely<DatabaseSchema>,
  keyHash: string,
  now: number,
): Promise<Caller> {
  return callerFromKeyRow(await findKeyByHash(db, keyHash), now);
}
