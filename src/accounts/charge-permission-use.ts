import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { useQuota } from "./use-quota.ts";

/**
 * Uses one count of a permission that costs no points (a rank monitor's export or report): 403 when the
 * account has no such line, 4003 when its limit is used up, like any submit.
 */
export async function chargePermissionUse(
  db: Kysely<DatabaseSchema>,
  accountId: string,
  permissionCode: string,
): Promise<void> {
  await db.transaction().execute((trx) => useQuota(trx, { accountId, permissionCode, points: 0 }));
}
