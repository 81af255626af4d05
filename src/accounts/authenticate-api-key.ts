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

type KeyRow = Pick<ApiKeysTable, "id" | "account_id" | "permissions" | "expires_at" | "revoked_at">;

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
 * Resolves the `Service-API-Key` header to a caller, or throws 401. The message never repeats the key and
 * does not tell an unknown key from a revoked one beyond what the key's owner can act on. `keyHash` is
 * `presentedKeyHash(apiKey)` when the caller has it already. Every call reads the key's row: a revoked key
 * fails from the moment it is revoked.
 */
export async function authenticateApiKey(
  db: Kysely<DatabaseSchema>,
  apiKey: string | undefined,
  now: number,
  keyHash?: string,
): Promise<Caller> {
  if (apiKey === undefined || apiKey.trim() === "") {
    throw new ServiceError(ERROR_CODES.unauthorized, "missing Service-API-Key header");
  }
  if (apiKey.length > MAX_KEY_LENGTH) throw new ServiceError(ERROR_CODES.unauthorized, "invalid API key");
  const key = await findKeyByHash(db, keyHash ?? presentedKeyHash(apiKey));
  if (!key) throw new ServiceError(ERROR_CODES.unauthorized, "invalid API key");
  if (key.revoked_at !== null && key.revoked_at <= now) {
    throw new ServiceError(ERROR_CODES.unauthorized, "API key has been revoked");
  }
  if (key.expires_at !== null && key.expires_at <= now) {
    throw new ServiceError(ERROR_CODES.unauthorized, "API key has expired");
  }
  return { keyId: key.id, accountId: key.account_id, permissions: JSON.parse(key.permissions) as string[] };
}
