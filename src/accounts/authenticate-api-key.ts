import type { Kysely } from "kysely";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
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
 * Resolves the `Service-API-Key` header to a caller, or throws 401. The message never repeats the key and
 * does not tell an unknown key from a revoked one beyond what the key's owner can act on.
 */
export async function authenticateApiKey(
  db: Kysely<DatabaseSchema>,
  apiKey: string | undefined,
  now: number,
): Promise<Caller> {
  if (apiKey === undefined || apiKey.trim() === "") {
    throw new ServiceError(ERROR_CODES.unauthorized, "missing Service-API-Key header");
  }
  if (apiKey.length > MAX_KEY_LENGTH) throw new ServiceError(ERROR_CODES.unauthorized, "invalid API key");
  const key = await db
    .selectFrom("api_keys")
    .select(["id", "account_id", "permissions", "expires_at", "revoked_at"])
    .where("key_hash", "=", hashApiKey(apiKey.trim()))
    .executeTakeFirst();
  if (!key) throw new ServiceError(ERROR_CODES.unauthorized, "invalid API key");
  if (key.revoked_at !== null && key.revoked_at <= now) {
    throw new ServiceError(ERROR_CODES.unauthorized, "API key has been revoked");
  }
  if (key.expires_at !== null && key.expires_at <= now) {
    throw new ServiceError(ERROR_CODES.unauthorized, "API key has expired");
  }
  return { keyId: key.id, accountId: key.account_id, permissions: JSON.parse(key.permissions) as string[] };
}
