import { LEARNED_MIN_ANSWERS, LEARNED_MIN_PLATFORMS } from "../../store/known-names/learned-thresholds.ts";
import { knownNameRecord } from "../brand-knowledge/known-name-record.ts";
import { listKnownNames } from "../brand-knowledge/list-known-names.ts";
import { parseNameList } from "../brand-knowledge/name-list.ts";
import { ownedBrand } from "../brand-knowledge/owned-brand.ts";
import type { SyncHandler } from "../sync-handler.ts";

/**
 * brand.candidates: what the service knows about brand names for the caller's brand: the brand's own
 * aliases, its competitors with theirs, and the names seen across its account's answers with standing,
 * counts and evidence (docs/brand-monitoring.md, "Brand knowledge").
 */
export const brandCandidatesHandler: SyncHandler<"brand.candidates"> = {
  apiCode: "brand.candidates",
  async handle(params, context) {
    const stored = await ownedBrand(params.brandId, context);
    const listing = await listKnownNames(context.db, context.accountId, {
      standing: params.standing,
      limit: params.limit,
    });
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
      names: listing.names.map((row) => knownNameRecord(row, context.timeZone, { platforms: true })),
    };
  },
};
