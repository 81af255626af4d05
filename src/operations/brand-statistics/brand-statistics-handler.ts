import { addSums, queryBrandStatisticSums } from "../../metrics/brand-statistics-query.ts";
import { queryBrandPrompts } from "../../metrics/prompt-overview-query.ts";
import { coreStatistics, fullStatistics, MIN_SAMPLES } from "../../metrics/statistics/figure-statistics.ts";
import { brandScope, rangeFilter, type SyncHandler } from "../sync-handler.ts";

/**
 * brand.statistics (answerlens addition, docs/metrics.md version 3): the brand's figures over a range,
 * each with its sample count, 95 % interval and too-few-samples flag, for the brand (all its platforms,
 * or the llmName one), per platform, per topic and per prompt. Reads the rollups only. An unknown brand
 * or one of another account gives `brand` null and empty lists, as a brand without data does.
 */
export const brandStatisticsHandler: SyncHandler<"brand.statistics"> = {
  apiCode: "brand.statistics",
  async handle(params, context) {
    const scope = brandScope(params, context);
    const range = rangeFilter(params);
    const [sums, prompts] = await Promise.all([
      queryBrandStatisticSums(context.db, scope, range),
      queryBrandPrompts(context.db, scope),
    ]);
    const promptSums = new Map(sums.prompts.map((row) => [row.promptId, row]));
    return {
      brandId: params.brandId,
      llmName: params.llmName ?? null,
      startDate: params.startDate,
      endDate: params.endDate,
      minimumSamples: MIN_SAMPLES,
      brand: sums.platforms.length === 0 ? null : fullStatistics(addSums(sums.platforms)),
      platforms: sums.platforms.map((row) => ({ llmName: row.platform, ...fullStatistics(row) })),
      topics: sums.topics
        .filter((row) => row.observations > 0)
        .map((row) => ({ topicId: row.topicId, topicName: row.topicName, ...fullStatistics(row) })),
      prompts: prompts.flatMap((prompt) => {
        const row = promptSums.get(prompt.promptId);
        if (row === undefined || row.observations === 0) return [];
        return [{ ...prompt, ...coreStatistics(row) }];
      }),
    };
  },
};
