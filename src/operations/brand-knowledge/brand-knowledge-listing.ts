import type { Kysely } from "kysely";
import type { DatabaseSchema, KnownNameStanding } from "../../store/database-schema.ts";
import { LEARNED_MIN_ANSWERS, LEARNED_MIN_PLATFORMS } from "../../store/known-names/learned-thresholds.ts";
import type { StoredBrand } from "./brand-registry.ts";
import { knownNameRecord } from "./known-name-record.ts";
import { listKnownNames } from "./list-known-names.ts";
import { parseNameList } from "./name-list.ts";

/**
 * A brand's knowledge as brand.candidates and `answerlens brands candidates` show it: the brand's own
 * aliases, its competitors with theirs, and its account's known names with standing, counts and evidence.
 */
export async function brandKnowledgeListing(
  db: Kysely<DatabaseSchema>,
  stored: StoredBrand,
  filter: { readonly standing: KnownNameStanding | undefined; readonly limit: number },
  timeZone: string,
) {
  const listing = await listKnownNames(db, stored.brand.account_id, filter);
  return {
    brandId: stored.brand.id,
    brandName: stored.brand.name,
    aliases: parseNameList(stored.brand.aliases),
    competitors: stored.competitors.map((competitor) => ({
      competitorName: competitor.name,
      monitorType: competitor.monitor_type,
      aliases: parseNameList(competitor.keywords),
    })),
    thresholds: { learnedMinAnswers: LEARNED_MIN_ANSWERS, learnedMinPlatforms: LEARNED_MIN_PLATFORMS },
    counts: listing.counts,
    names: listing.names.map((row) => knownNameRecord(row, timeZone, { platforms: true })),
  };
}
