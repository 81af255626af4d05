import { changeBrandAliases } from "../brand-knowledge/change-brand-aliases.ts";
import { ownedBrand } from "../brand-knowledge/owned-brand.ts";
import { queueReanalysisAfterDecision } from "../reanalysis/queue-reanalysis.ts";
import type { SyncHandler } from "../sync-handler.ts";

/** brand.merge: `name` becomes an alias of `into`; queues the brand's re-analysis. */
export const brandMergeHandler: SyncHandler<"brand.merge"> = {
  apiCode: "brand.merge",
  async handle(params, context) {
    const stored = await ownedBrand(params.brandId, context);
    const result = await changeBrandAliases(context.db, {
      accountId: context.accountId,
      stored,
      name: params.into,
      add: [params.name],
      remove: [],
      now: context.now(),
    });
    return {
      brandId: stored.brand.id,
      merged: params.name,
      ...result,
      reanalysisQueued: await queueReanalysisAfterDecision(context, stored.brand.id),
    };
  },
};
