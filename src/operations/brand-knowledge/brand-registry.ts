import { type Kysely, sql } from "kysely";
import { getDomain } from "tldts";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type {
  BrandCompetitorsTable,
  BrandsTable,
  BrandTopicsTable,
  DatabaseSchema,
} from "../../store/database-schema.ts";
import { derivedId, newId } from "../../util/ids.ts";
import { brandLangType } from "../geo-brand/brand-profile-prompt.ts";
import { normalizeWebsiteUrl } from "../params/web-address.ts";
import type { AnalyzerBase } from "./brand-analyzers.ts";
import { parseNameList } from "./name-list.ts";

export interface BrandRegistration {
  readonly accountId: string;
  readonly brandName: string;
  readonly description: string | undefined;
  readonly websiteUrl: string | undefined;
  readonly productService: string | undefined;
  readonly platforms: readonly string[];
  readonly now: number;
}

/**
 * The account's brand of that name (normalizeName: `Acme` and `ＡＣＭＥ` are one brand), created on first
 * use. A re-submit overwrites the fields it gives and the platforms; fields it leaves out keep their
 * value, and the name keeps its first spelling. Safe under concurrent submits (one row per name).
 */
export async function registerBrand(db: Kysely<DatabaseSchema>, reg: BrandRegistration): Promise<string> {
  const nameKey = normalizeName(reg.brandName);
  await db
    .insertInto("brands")
    .values({
      id: newId("brand"),
      account_id: reg.accountId,
      name: reg.brandName,
      name_key: nameKey,
      description: reg.description ?? null,
      website_url: reg.websiteUrl ?? null,
      product_service: reg.productService ?? null,
      products: null,
      topics: null,
      competitors: null,
      lang_type: brandLangType(reg.brandName, reg.description),
      platforms: JSON.stringify(reg.platforms),
      created_at: reg.now,
      updated_at: reg.now,
      aliases: null,
    })
    .onConflict((oc) =>
      oc.columns(["account_id", "name_key"]).doUpdateSet({
        description: sql`coalesce(excluded.description, brands.description)`,
        website_url: sql`coalesce(excluded.website_url, brands.website_url)`,
        product_service: sql`coalesce(excluded.product_service, brands.product_service)`,
        platforms: sql`excluded.platforms`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .execute();
  const row = await db
    .selectFrom("brands")
    .select("id")
    .where("account_id", "=", reg.accountId)
    .where("name_key", "=", nameKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface StoredBrand {
  readonly brand: BrandsTable;
  readonly topics: BrandTopicsTable[];
  readonly competitors: BrandCompetitorsTable[];
}

/** A brand with its topics (profile order) and competitors (oldest first). */
export async function loadBrand(db: Kysely<DatabaseSchema>, brandId: string): Promise<StoredBrand> {
  const brand = await db.selectFrom("brands").selectAll().where("id", "=", brandId).executeTakeFirstOrThrow();
  const topics = await db
    .selectFrom("brand_topics")
    .selectAll()
    .where("brand_id", "=", brandId)
    .orderBy("topic_order")
    .execute();
  const competitors = await db
    .selectFrom("brand_competitors")
    .selectAll()
    .where("brand_id", "=", brandId)
    .orderBy("created_at")
    .orderBy("name_key")
    .execute();
  return { brand, topics, competitors };
}

/** Whether the brand has its profile already (it is generated once per brand). */
export function hasProfile(brand: BrandsTable): boolean {
  return brand.topics !== null;
}

/** The id of a brand's topic: derived from the brand and the topic's name, so writes are idempotent. */
export const topicId = (brandId: string, name: string) => derivedId("topic", `${brandId}\u0000${name}`);

/** The registrable domain of the brand's website: sources there are typed 官网. */
function officialDomains(websiteUrl: string | null): string[] {
  const url = websiteUrl ? normalizeWebsiteUrl(websiteUrl) : undefined;
  if (!url) return [];
  return [getDomain(url.hostname) ?? url.hostname];
}

/**
 * What a brand's answers are analysed for: the brand with its aliases as the only target; as
 * competitors, those tracked from the profile (monitor_type 1) and those a user gave aliases (their
 * keywords), matched by name and keywords (learned competitors without aliases are found by discovery
 * like any other brand); the brand's website domain as official.
 */
export function brandAnalysisSpecs(stored: Pick<StoredBrand, "brand" | "competitors">): AnalyzerBase {
  return {
    officialDomains: officialDomains(stored.brand.website_url),
    targets: [{ name: stored.brand.name, aliases: parseNameList(stored.brand.aliases) }],
    competitors: stored.competitors
      .filter((competitor) => competitor.monitor_type === 1 || competitor.keywords !== null)
      .map((competitor) => ({ name: competitor.name, aliases: parseNameList(competitor.keywords) })),
  };
}
