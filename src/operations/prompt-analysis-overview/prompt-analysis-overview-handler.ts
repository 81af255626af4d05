import { normalizeName } from "../../analysis/text-normalizer.ts";
import { mean, percent } from "../../metrics/metric-formulas.ts";
import {
  queryBrandNameKey,
  queryBrandPrompts,
  queryPromptDays,
  queryTopNames,
} from "../../metrics/prompt-overview-query.ts";
import { brandScope, rangeFilter, type SyncHandler } from "../sync-handler.ts";

/** competitorsTop3 holds at most this many names. */
const TOP_COMPETITORS = 3;

interface TrendValue {
  queryDate: string;
  value: number;
}

/** Sums of one prompt over the range, and its daily trend points. */
interface PromptTotals {
  observations: number;
  allMentions: number;
  mentioned: number;
  mentionSum: number;
  positionSum: number;
  sentimentSum: number;
  visibilityTrend: TrendValue[];
  positionTrend: TrendValue[];
  brandShareTrend: TrendValue[];
}

/**
 * prompt.analysis.overview (spec 2.9, docs/metrics.md): per prompt of the brand's monitor, in prompt
 * order, the standing of the subject named by `competitorName` (normally the brand itself; a competitor's
 * name shows that competitor's standing on the brand's prompts). Only prompts with answers in the range
 * are listed; `data` is null when none has.
 */
export const promptAnalysisOverviewHandler: SyncHandler<"prompt.analysis.overview"> = {
  apiCode: "prompt.analysis.overview",
  async handle(params, context) {
    const scope = brandScope(params, context);
    const range = rangeFilter(params);
    const subjectKey = normalizeName(params.competitorName);
    const brandKey = await queryBrandNameKey(context.db, scope);
    if (brandKey === undefined) return null;
    const subject = { nameKey: subjectKey, isBrand: subjectKey === brandKey };
    const [prompts, promptDays, topNames] = await Promise.all([
      queryBrandPrompts(context.db, scope),
      queryPromptDays(context.db, scope, range, subject),
      queryTopNames(context.db, scope, range, subjectKey, TOP_COMPETITORS),
    ]);

    // Rows come by day ascending, so every trend comes out in date order.
    const totals = new Map<string, PromptTotals>();
    for (const day of promptDays) {
      if (day.observations === 0) continue;
      let sums = totals.get(day.promptId);
      if (!sums) {
        sums = {
          observations: 0,
          allMentions: 0,
          mentioned: 0,
          mentionSum: 0,
          positionSum: 0,
          sentimentSum: 0,
          visibilityTrend: [],
          positionTrend: [],
          brandShareTrend: [],
        };
        totals.set(day.promptId, sums);
      }
      sums.observations += day.observations;
      sums.allMentions += day.allMentions;
      sums.mentioned += day.mentioned;
      sums.mentionSum += day.mentionSum;
      sums.positionSum += day.positionSum;
      sums.sentimentSum += day.sentimentSum;
      const queryDate = day.day;
      sums.visibilityTrend.push({ queryDate, value: percent(day.mentioned, day.observations) ?? 0 });
      const position = mean(day.positionSum, day.mentioned);
      if (position !== null) sums.positionTrend.push({ queryDate, value: position });
      const share = percent(day.mentionSum, day.allMentions);
      if (share !== null) sums.brandShareTrend.push({ queryDate, value: share });
    }

    const competitors = new Map<string, string[]>();
    for (const row of topNames) {
      const names = competitors.get(row.promptId) ?? [];
      names.push(row.name);
      competitors.set(row.promptId, names);
    }

    const overview = [];
    for (const prompt of prompts) {
      const sums = totals.get(prompt.promptId);
      if (!sums) continue;
      overview.push({
        promptId: prompt.promptId,
        promptText: prompt.promptText,
        topicName: prompt.topicName,
        visibilityRatePercent: percent(sums.mentioned, sums.observations),
        avgPosition: mean(sums.positionSum, sums.mentioned),
        brandRate: percent(sums.mentionSum, sums.allMentions),
        competitorsTop3: competitors.get(prompt.promptId)?.join(",") ?? null,
        sentimentScore: mean(sums.sentimentSum, sums.mentioned),
        visibilityTrend: sums.visibilityTrend,
        positionTrend: sums.positionTrend,
        brandShareTrend: sums.brandShareTrend,
      });
    }
    return overview.length === 0 ? null : overview;
  },
};
