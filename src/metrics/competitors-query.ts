import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { type BrandScope, brandOwnedBy } from "./brand-owned-by.ts";

export interface CompetitorRow {
  readonly id: string;
  readonly name: string;
  readonly logoUrl: string | null;
  readonly website: string | null;
  /** JSON array text, or null. */
  readonly keywords: string | null;
  readonly monitorType: number;
  readonly createdAt: number;
}

/** LIKE's wildcards and its escape character, taken literally. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A brand's competitors, newest first (then by name key). `nameKeyContains` is an already normalised
 * name (normalizeName), matched as a substring of each competitor's normalised name, so the filter
 * ignores case, width and traditional/simplified script the way brand matching does.
 */
export async function queryCompetitors(
  db: Kysely<DatabaseSchema>,
  scope: BrandScope,
  nameKeyContains: string | undefined,
): Promise<CompetitorRow[]> {
  let query = db
    .selectFrom("brand_competitors")
    .select([
      "id",
      "name",
      "logo_url as logoUrl",
      "website",
      "keywords",
      "monitor_type as monitorType",
      "created_at as createdAt",
    ])
    .where("brand_id", "=", scope.brandId)
    .where(brandOwnedBy(db, scope));
  if (nameKeyContains !== undefined) {
    query = query.where(
      sql<boolean>`${sql.ref("name_key")} like ${likeContaining(nameKeyContains)} escape '\\'`,
    );
  }
  return query.orderBy("created_at", "desc").orderBy("name_key").execute();
}
