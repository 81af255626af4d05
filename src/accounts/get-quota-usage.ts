import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { findPermission, PERMISSION_CATALOG } from "./permission-catalog.ts";

/** The quota record of spec 2.10. */
export interface QuotaUsage {
  points: number;
  permissions: {
    permissionCode: string;
    permissionName: string;
    aiPlatforms: string[] | null;
    totalLimit: number | null;
    usedCount: number | null;
    remainingCount: number | null;
  }[];
}

const catalogOrder = new Map(PERMISSION_CATALOG.map((p, index) => [p.code, index]));

/**
 * An account's points and permission lines. Unlimited lines report null `totalLimit` and
 * `remainingCount` (never 0) with the real `usedCount`; benefits without an apiCode report null counts.
 */
export async function getQuotaUsage(db: Kysely<DatabaseSchema>, accountId: string): Promise<QuotaUsage> {
  const account = await db
    .selectFrom("accounts")
    .select(["points"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("account_permissions")
    .select(["permission_code", "total_limit", "used_count"])
    .where("account_id", "=", accountId)
    .execute();
  rows.sort(
    (a, b) => (catalogOrder.get(a.permission_code) ?? 99) - (catalogOrder.get(b.permission_code) ?? 99),
  );
  return {
    points: account?.points ?? 0,
    permissions: rows.map((row) => {
      const info = findPermission(row.permission_code);
      const benefit = info?.benefit ?? false;
      return {
        permissionCode: row.permission_code,
        permissionName: info?.name ?? row.permission_code,
        aiPlatforms: info?.aiPlatforms ? [...info.aiPlatforms] : null,
        totalLimit: benefit ? null : row.total_limit,
        usedCount: benefit ? null : row.used_count,
        remainingCount:
          benefit || row.total_limit === null ? null : Math.max(0, row.total_limit - row.used_count),
      };
    }),
  };
}
