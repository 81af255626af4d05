import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type BrandScope, type RangeFilter, rollupRowsOf } from "./brand-owned-by.ts";
import { TARGET_SUM_COLUMNS, type TargetSums } from "./metric-formulas.ts";

export interface PlatformDaySums extends TargetSums {
  readonly platform: string;
  /** `yyyy-MM-dd`. */
  readonly day: string;
}

/**
 * The target brand's daily sums per platform, by platform code then day ascending. brand_platform_days
 * holds one row per (brand, day, platform), so this reads at most days x platforms rows, no grouping.
 */
export async function queryPlatformDaySums(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  range: RangeFilter,
): Promise<PlatformDaySums[]> {
  return db
    .selectFrom("brand_platform_days")
    .select(["platform", "day", ...TARGET_SUM_COLUMNS])
    .where(rollupRowsOf(db, "brand_platform_days", scope, range))
    .orderBy("platform")
    .orderBy("day")
    .execute();
}
