import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

export interface ApiKeySummary {
  keyId: string;
  keyPrefix: string;
  accountId: string;
  accountName: string;
  permissions: string[];
  createdAt: number;
  expiresAt: number | null;
  revokedAt: number | null;
}

/** Every key (never the secret, which is not stored), optionally of one account, newest first. */
export async function listApiKeys(
  db: Kysely<DatabaseSchema>,
  accountName?: string,
): Promise<ApiKeySummary[]> {
  let query = db
    .selectFrom("api_keys")
    .innerJoin("accounts", "accounts.id", "api_keys.account_id")
    .select([
      "api_keys.id",
      "api_keys.key_prefix",
      "api_keys.account_id",
      "accounts.name",
      "api_keys.permissions",
      "api_keys.created_at",
      "api_keys.expires_at",
      "api_keys.revoked_at",
    ])
    .orderBy("api_keys.created_at", "desc")
    .orderBy("api_keys.id");
  if (accountName !== undefined) query = query.where("accounts.name", "=", accountName);
  const rows = await query.execute();
  return rows.map((row) => ({
    keyId: row.id,
    keyPrefix: row.key_prefix,
    accountId: row.account_id,
    accountName: row.name,
    permissions: JSON.parse(row.permissions) as string[],
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  }));
}
