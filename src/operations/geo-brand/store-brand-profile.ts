import { type Kysely, sql } from "kysely";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { derivedId, newId } from "../../util/ids.ts";
import { topicId } from "../brand-knowledge/brand-registry.ts";
import type { LangType } from "./brand-profile-prompt.ts";
import type { BrandProfile } from "./parse-brand-profile.ts";

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
