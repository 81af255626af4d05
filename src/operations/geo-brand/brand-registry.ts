import { type Kysely, sql } from "kysely";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type {
  BrandCompetitorsTable,
  BrandsTable,
  BrandTopicsTable,
  DatabaseSchema,
} from "../../store/database-schema.ts";
import { derivedId, newId } from "../../util/ids.ts";
import { brandLangType, type LangType } from "./brand-profile-prompt.ts";
import type { BrandProfile } from "./parse-brand-profile.ts";

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

/**
 * Stores a generated profile, once, in one transaction: the spec's JSON-array info strings on the brand,
 * its topics, its competitors as monitor_type 1 (tracked by name in every analysis; a competitor learned
 * earlier is promoted) and the monitoring prompts of every topic on the brand's monitor. When another
 * submit stored a profile first, this one is dropped (returns false): the brand keeps one set of topics
 * and prompts.
 */
export async function storeProfile(
  db: Kysely<DatabaseSchema>,
  target: { brandId: string; monitorId: string },
  profile: BrandProfile,
  langType: LangType,
  now: number,
): Promise<boolean> {
  const { brandId, monitorId } = target;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("brands")
      .set({
        products: JSON.stringify(profile.products),
        topics: JSON.stringify(profile.topics.map((topic) => topic.name)),
        competitors: JSON.stringify(profile.competitors.map((competitor) => competitor.name)),
        lang_type: langType,
        updated_at: now,
      })
      .where("id", "=", brandId)
      .where("topics", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (profile.topics.length > 0) {
      await trx
        .insertInto("brand_topics")
        .values(
          profile.topics.map((topic, i) => ({
            id: topicId(brandId, topic.name),
            brand_id: brandId,
            name: topic.name,
            topic_order: i + 1,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(["brand_id", "name"]).doNothing())
        .execute();
      const prompts = profile.topics.flatMap((topic) =>
        topic.prompts.map((text) => ({ text, topicId: topicId(brandId, topic.name) })),
      );
      await trx
        .insertInto("prompts")
        .values(
          prompts.map((prompt, i) => ({
            id: derivedId("prompt", `${monitorId}\u0000${i}`),
            monitor_id: monitorId,
            topic_id: prompt.topicId,
            text: prompt.text,
            prompt_order: i + 1,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
    for (const competitor of profile.competitors) {
      const keywords = competitor.keywords ? JSON.stringify(competitor.keywords) : null;
      await trx
        .insertInto("brand_competitors")
        .values({
          id: newId("comp"),
          brand_id: brandId,
          name: competitor.name,
          name_key: normalizeName(competitor.name),
          logo_url: null,
          website: competitor.website ?? null,
          keywords,
          monitor_type: 1,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(["brand_id", "name_key"]).doUpdateSet({
            monitor_type: 1,
            keywords: sql`coalesce(excluded.keywords, brand_competitors.keywords)`,
            website: sql`coalesce(excluded.website, brand_competitors.website)`,
          }),
        )
        .execute();
    }
    return true;
  });
}
