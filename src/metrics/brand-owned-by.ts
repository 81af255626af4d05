import { type Kysely, type SqlBool, sql } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

/** Which brand a query reads, on behalf of which account. */
export interface BrandScope {
  readonly accountId: string;
  readonly brandId: string;
}

/**
 * `EXISTS (the brand belongs to the caller's account)`: every metrics query carries it beside its own
 * `brand_id = ?`, so another account's (or an unknown) brand id reads no rows at all and the operation
 * answers its empty shape. Both planners evaluate the uncorrelated EXISTS once, by primary key.
 */
export function brandOwnedBy(db: Kysely<DatabaseSchema>, scope: BrandScope) {
  const owned = db
    .selectFrom("brands")
    .select("brands.id")
    .where("brands.id", "=", scope.brandId)
    .where("brands.account_id", "=", scope.accountId);
  // Kysely parenthesises an interpolated query itself.
  return sql<SqlBool>`exists ${owned}`;
}

/** An inclusive range of service-zone days and an optional platform filter. */
export interface RangeFilter {
  /** `yyyy-MM-dd`, inclusive. */
  readonly startDate: string;
  readonly endDate: string;
  /** A platform code; undefined for every platform. */
  readonly platform: string | undefined;
}

/**
 * `brand_id = ? AND day BETWEEN ? AND ? [AND platform = ?] AND <owned>` over the rollup table (or alias)
 * `table`. `platform` defaults to the range's filter; brand_prompt_days and brand_name_days pass '' for
 * their all-platform rows.
 */
export function rollupRowsOf(
  db: Kysely<DatabaseSchema>,
  table: string,
  scope: BrandScope,
  range: RangeFilter,
  platform: string | undefined = range.platform,
) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions = [
    sql<SqlBool>`${column("brand_id")} = ${scope.brandId}`,
    sql<SqlBool>`${column("day")} >= ${range.startDate}`,
    sql<SqlBool>`${column("day")} <= ${range.endDate}`,
  ];
  if (platform !== undefined) conditions.push(sql<SqlBool>`${column("platform")} = ${platform}`);
  conditions.push(brandOwnedBy(db, scope));
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}
