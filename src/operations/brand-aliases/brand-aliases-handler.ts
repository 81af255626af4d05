import { changeBrandAliases } from "../brand-knowledge/change-brand-aliases.ts";
import { ownedBrand } from "../brand-knowledge/owned-brand.ts";
import { queueReanalysisAfterDecision } from "../reanalysis/queue-reanalysis.ts";
import type { SyncHandler } from "../sync-handler.ts";

/** brand.aliases: changes the aliases and queues the brand's re-analysis. */
export const brandAliasesHandler: SyncHandler<"brand.aliases"> = {
  apiCode: "brand.aliases",
  async handle(params, context) {
    const stored = await ownedBrand(params.brandId, context);
    const result = await changeBrandAliases(context.db, {
      accountId: context.accountId,
      stored,
      name: params.name,
      add: params.add,
      remove: params.remove,
      now: context.now(),
    });
    return {
      brandId: stored.brand.id,
      ...result,
      reanalysisQueued: await queueReanalysisAfterDecision(context, stored.brand.id),
    };
  },
};
