import { decideKnownName } from "../brand-knowledge/decide-known-name.ts";
import { knownNameRecord } from "../brand-knowledge/known-name-record.ts";
import { ownedBrand } from "../brand-knowledge/owned-brand.ts";
import { queueReanalysisAfterDecision } from "../reanalysis/queue-reanalysis.ts";
import type { SyncHandler } from "../sync-handler.ts";

/** brand.candidate.decide: records the decision for the account and queues the brand's re-analysis. */
export const brandCandidateDecideHandler: SyncHandler<"brand.candidate.decide"> = {
  apiCode: "brand.candidate.decide",
  async handle(params, context) {
    const stored = await ownedBrand(params.brandId, context);
    const row = await decideKnownName(context.db, {
      accountId: context.accountId,
      stored,
      name: params.name,
      decision: params.decision,
      now: context.now(),
    });
    return {
      brandId: stored.brand.id,
      ...knownNameRecord(row, context.timeZone),
      reanalysisQueued: await queueReanalysisAfterDecision(context, stored.brand.id),
    };
  },
};
