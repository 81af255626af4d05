import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { SyncContext } from "../sync-handler.ts";
import { loadBrand, type StoredBrand } from "./brand-registry.ts";

/**
 * The caller's brand with its competitors. An unknown id and another account's brand are the same 404
 * (the answer never says whether the id exists): unlike the metrics queries, whose empty shape is a true
 * answer, these operations read and change one brand's knowledge and have nothing to answer without it.
 */
export async function ownedBrand(brandId: string, context: SyncContext): Promise<StoredBrand> {
  const owned = await context.db
    .selectFrom("brands")
    .select("id")
    .where("id", "=", brandId)
    .where("account_id", "=", context.accountId)
    .executeTakeFirst();
  if (!owned) throw new ServiceError(ERROR_CODES.notFound, `brand ${brandId} not found`);
  return loadBrand(context.db, brandId);
}
