import type { Kysely } from "kysely";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";

export interface QuotaCharge {
  accountId: string;
  permissionCode: string;
  /** Points of all the uses together. */
  points: number;
  /** Uses of the permission taken at once (a batch of submits); 1 when absent. */
  uses?: number;
}

/**
 * Uses `uses` counts of a permission (1 by default) and `points` points, atomically: each UPDATE checks
 * and changes in one statement, so two concurrent submits can never both take the last count. All or
 * nothing: when fewer counts are left than asked for, nothing is taken. Call inside the transaction that
 * creates the tasks, so a failed submit charges nothing.
 */
export async function useQuota(trx: Kysely<DatabaseSchema>, charge: QuotaCharge): Promise<void> {
  const uses = charge.uses ?? 1;
  const counted = await trx
    .updateTable("account_permissions")
    .set((eb) => ({ used_count: eb("used_count", "+", uses) }))
    .where("account_id", "=", charge.accountId)
    .where("permission_code", "=", charge.permissionCode)
    .where((eb) =>
      eb.or([eb("total_limit", "is", null), eb(eb("used_count", "+", uses), "<=", eb.ref("total_limit"))]),
    )
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) {
    const line = await trx
      .selectFrom("account_permissions")
      .select(["total_limit"])
      .where("account_id", "=", charge.accountId)
      .where("permission_code", "=", charge.permissionCode)
      .executeTakeFirst();
    if (!line) {
      throw new ServiceError(ERROR_CODES.forbidden, `the account has no ${charge.permissionCode} permission`);
    }
    throw new ServiceError(
      ERROR_CODES.quotaExhausted,
      uses === 1
        ? `${charge.permissionCode} quota exhausted: all ${line.total_limit} uses of this period are used`
        : `${charge.permissionCode} quota: fewer than ${uses} of ${line.total_limit} uses are left this period`,
    );
  }
  if (charge.points > 0) {
    const paid = await trx
      .updateTable("accounts")
      .set((eb) => ({ points: eb("points", "-", charge.points) }))
      .where("id", "=", charge.accountId)
      .where("points", ">=", charge.points)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) === 0) {
      throw new ServiceError(
        ERROR_CODES.quotaExhausted,
        `not enough points: this call needs ${charge.points}`,
      );
    }
  }
}

/**
 * Gives a charge back. The caller guarantees it runs once per charge (the task row's `refunded` flag is set
 * in the same transaction). A count used in an earlier period is not given back to the new one.
 */
export async function refundQuota(
  trx: Kysely<DatabaseSchema>,
  charge: QuotaCharge,
  chargedAt: number,
): Promise<void> {
  await trx
    .updateTable("account_permissions")
    .set((eb) => ({ used_count: eb("used_count", "-", 1) }))
    .where("account_id", "=", charge.accountId)
    .where("permission_code", "=", charge.permissionCode)
    .where("used_count", ">", 0)
    .where("period_started_at", "<=", chargedAt)
    .execute();
  if (charge.points > 0) {
    await trx
      .updateTable("accounts")
      .set((eb) => ({ points: eb("points", "+", charge.points) }))
      .where("id", "=", charge.accountId)
      .execute();
  }
}
