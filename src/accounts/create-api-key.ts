import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { newId } from "../util/ids.ts";
import { generateApiKey } from "./api-key-secret.ts";
import { DEFAULT_KEY_PERMISSIONS, findPermission } from "./permission-catalog.ts";

export interface PermissionGrant {
  code: string;
  /** Uses allowed in the period; null for unlimited. */
  limit: number | null;
}

export interface CreateApiKeyInput {
  accountName: string;
  /** Points of a new account (default 1000); for an existing account, replaces its points when given. */
  points?: number;
  /** Permissions of the key; defaults to every apiCode's permission with no limit. */
  permissions?: PermissionGrant[];
  expiresAt?: number | null;
  now: number;
}

export interface CreatedApiKey {
  /** The secret, shown once; only its hash is stored. */
  apiKey: string;
  keyId: string;
  accountId: string;
  accountName: string;
  keyPrefix: string;
  permissions: string[];
  expiresAt: number | null;
}

export const DEFAULT_ACCOUNT_POINTS = 1000;

/**
 * Creates an API key, creating its account on first use. Each granted permission becomes an account
 * permission line; a grant with a limit starts a new period (used count back to 0).
 */
export async function createApiKey(
  db: Kysely<DatabaseSchema>,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  const grants = input.permissions?.length
    ? input.permissions
    : DEFAULT_KEY_PERMISSIONS.map((code) => ({ code, limit: null }));
  for (const grant of grants) {
    if (!findPermission(grant.code)) throw new Error(`unknown permission code "${grant.code}"`);
  }
  const { apiKey, keyHash, keyPrefix } = generateApiKey();
  const keyId = newId("key");

  return db.transaction().execute(async (trx) => {
    let account = await trx
      .selectFrom("accounts")
      .select(["id", "name"])
      .where("name", "=", input.accountName)
      .executeTakeFirst();
    if (!account) {
      account = { id: newId("acct"), name: input.accountName };
      await trx
        .insertInto("accounts")
        .values({ ...account, points: input.points ?? DEFAULT_ACCOUNT_POINTS, created_at: input.now })
        .execute();
    } else if (input.points !== undefined) {
      await trx.updateTable("accounts").set({ points: input.points }).where("id", "=", account.id).execute();
    }

    for (const grant of grants) {
      const row = {
        account_id: account.id,
        permission_code: grant.code,
        total_limit: grant.limit,
        used_count: 0,
        period_started_at: input.now,
      };
      if (grant.limit === null) {
        // Unlimited grant: keep an existing line's count and period as they are.
        await trx
          .insertInto("account_permissions")
          .values(row)
          .onConflict((oc) => oc.columns(["account_id", "permission_code"]).doNothing())
          .execute();
      } else {
        await trx
          .insertInto("account_permissions")
          .values(row)
          .onConflict((oc) =>
            oc.columns(["account_id", "permission_code"]).doUpdateSet({
              total_limit: grant.limit,
              used_count: 0,
              period_started_at: input.now,
            }),
          )
          .execute();
      }
    }

    const permissions = [...new Set(grants.map((g) => g.code))];
    await trx
      .insertInto("api_keys")
      .values({
        id: keyId,
        account_id: account.id,
        key_hash: keyHash,
        key_prefix: keyPrefix,
        permissions: JSON.stringify(permissions),
        created_at: input.now,
        expires_at: input.expiresAt ?? null,
        revoked_at: null,
      })
      .execute();

    return {
      apiKey,
      keyId,
      accountId: account.id,
      accountName: account.name,
      keyPrefix,
      permissions,
      expiresAt: input.expiresAt ?? null,
    };
  });
}
