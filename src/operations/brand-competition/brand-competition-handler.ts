import { normalizeName } from "../../analysis/text-normalizer.ts";
import { queryAnswerTotals, queryNameSums } from "../../metrics/brand-competition-query.ts";
import { queryCompetitors } from "../../metrics/competitors-query.ts";
import { mean, percent } from "../../metrics/metric-formulas.ts";
import { queryBrandNameKey } from "../../metrics/prompt-overview-query.ts";
import { brandScope, rangeFilter, type SyncHandler } from "../sync-handler.ts";

/** How many other brands are compared with the monitored one. */
export const COMPETITION_NAMES = 10;

/**
 * brand.competition (answerlens addition, docs/api.md): over the brand's monitored answers in the range,
 * the brand and the most-mentioned other names with the same figures, from the daily rollups. `monitorType`
 * is the competitor's (1 tracked, 0 learned), null for a name that is not a competitor.
 */
export const brandCompetitionHandler: SyncHandler<"brand.competition"> = {
  apiCode: "brand.competition",
  async handle(params, context) {
    const scope = brandScope(params, context);
    const range = rangeFilter(params);
    const head = {
      brandId: params.brandId,
      llmName: params.llmName ?? null,
      startDate: params.startDate,
      endDate: params.endDate,
    };
    const ownKey = await queryBrandNameKey(context.db, scope);
    if (ownKey === undefined) return { ...head, answers: 0, names: [] };
    const [totals, names, competitors] = await Promise.all([
      queryAnswerTotals(context.db, scope, range),
      queryNameSums(context.db, scope, range, ownKey, COMPETITION_NAMES + 1),
      queryCompetitors(context.db, scope, undefined),
    ]);
    const monitorTypes = new Map(competitors.map((row) => [normalizeName(row.name), row.monitorType]));
    return {
      ...head,
      answers: totals.answers,
      names: names.map((row) => ({
        name: row.name,
        isBrand: row.nameKey === ownKey,
        monitorType: monitorTypes.get(row.nameKey) ?? null,
        answersNaming: row.mentioned,
        visibilityRate: percent(row.mentioned, totals.answers),
        mentions: row.mentionSum,
        shareOfVoice: percent(row.mentionSum, totals.allMentions),
        position: mean(row.positionSum, row.mentioned),
        top1Rate: percent(row.top1, totals.answers),
        top3Rate: percent(row.top3, totals.answers),
        sentimentScore: mean(row.sentimentSum, row.mentioned),
      })),
    };
  },
};
