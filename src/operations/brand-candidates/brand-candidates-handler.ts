import { brandKnowledgeListing } from "../brand-knowledge/brand-knowledge-listing.ts";
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
    return brandKnowledgeListing(
      context.db,
      stored,
      { standing: params.standing, limit: params.limit },
      context.timeZone,
    );
  },
};
