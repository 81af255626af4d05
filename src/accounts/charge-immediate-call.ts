import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type QuotaCharge, refundQuota, useQuota } from "./use-quota.ts";

/**
 * Runs `work` under a quota charge for a call answered in the same response: the charge is taken first
 * (4003 when exhausted) and given back if `work` throws.
 */
export async function chargeImmediateCall<T>(
  db: Kysely<DatabaseSchema>,
  charge: QuotaCharge,
  now: number,
  work: () => Promise<T>,
): Promise<T> {
  await db.transaction().execute((trx) => useQuota(trx, charge));
  try {
    return await work();
  } catch (error) {
    await db.transaction().execute((trx) => refundQuota(trx, charge, now));
    throw error;
  }
}
