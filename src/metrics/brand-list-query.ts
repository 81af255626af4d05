import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

export interface AccountBrandRow {
  readonly id: string;
  readonly name: string;
  readonly langType: string | null;
  readonly platforms: string;
  readonly createdAt: number;
  /** The owning geo.brand task's stored result (JSON text), null before its first round succeeded. */
  readonly result: string | null;
  readonly monitorActive: number | null;
}

export interface BrandDaySums {
  readonly brandId: string;
  readonly day: string;
  readonly observations: number;
  readonly mentioned: number;
  readonly recommended: number;
}

/** The account's brands, oldest first, each with the result its monitor keeps up to date. */
export async function queryAccountBrands(
  db: Kysely<DatabaseSchema>,
  accountId: string,
): Promise<AccountBrandRow[]> {
  const rows = await db
    .selectFrom("brands as b")
    .leftJoin("monitors as m", (join) => join.onRef("m.brand_id", "=", "b.id").on("m.kind", "=", "brand"))
    .leftJoin("tasks as t", "t.id", "m.task_id")
    .select(["b.id", "b.name", "b.lang_type", "b.platforms", "b.created_at", "t.result", "m.active"])
    .where("b.account_id", "=", accountId)
    .orderBy("b.created_at")
    .orderBy("b.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    langType: row.lang_type,
    platforms: row.platforms,
    createdAt: Number(row.created_at),
    result: row.result,
    monitorActive: row.active === null ? null : Number(row.active),
  }));
}

/** Daily sums over all platforms of the given brands (already the caller's), by brand then day. */
export async function queryBrandDaySums(
  db: Kysely<DatabaseSchema>,
  brandIds: readonly string[],
  range: { readonly startDate: string; readonly endDate: string },
): Promise<BrandDaySums[]> {
  if (brandIds.length === 0) return [];
  const rows = await db
    .selectFrom("brand_platform_days")
    .select((eb) => [
      "brand_id",
      "day",
      eb.fn.sum<number>("observations").as("observations"),
      eb.fn.sum<number>("mentioned").as("mentioned"),
      eb.fn.sum<number>("recommended").as("recommended"),
    ])
    .where("brand_id", "in", brandIds)
    .where("day", ">=", range.startDate)
    .where("day", "<=", range.endDate)
    .groupBy(["brand_id", "day"])
    .orderBy("brand_id")
    .orderBy("day")
    .execute();
  return rows.map((row) => ({
    brandId: row.brand_id,
    day: row.day,
    observations: Number(row.observations),
    mentioned: Number(row.mentioned),
    recommended: Number(row.recommended),
  }));
}
