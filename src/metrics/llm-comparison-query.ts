import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type BrandScope, type RangeFilter, rollupRowsOf } from "./brand-owned-by.ts";
import { TARGET_SUM_COLUMNS, type TargetSums } from "./metric-formulas.ts";

export interface PlatformSums extends TargetSums {
  readonly platform: string;
}

/**
 * The target brand's sums per platform over a day range, platforms in code order. Reads at most
 * days x platforms rows of brand_platform_days (1,830 for six months of ten platforms).
 */
export async function queryPlatformSums(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
): Promise<PlatformSums[]> {
  return db
    .selectFrom("brand_platform_days")
    .select((eb) => ["platform", ...TARGET_SUM_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column))])
    .where(rollupRowsOf(db, "brand_platform_days", scope, range))
    .groupBy("platform")
    .orderBy("platform")
    .execute();
}
