import { formatDateTime } from "../../util/time.ts";
import { analyzePlatformAnswer } from "../answer-citations.ts";
import { type AskDeps, askPlatformStep, knowledgeOf } from "../ask-platform-step.ts";
import { createBrandAnalyzers } from "../brand-knowledge/brand-analyzers.ts";
import type { TaskExecutor } from "../task-executor.ts";
import type { GeoRankingParams } from "./geo-ranking-params.ts";
import { buildGeoRankingResult, type PlatformAnalysis } from "./geo-ranking-result.ts";

/**
 * geo.ranking: asks the keyword on every requested platform at once (each platform's own limits apply in
 * the platform client), analyses each answer for every brand keyword, and builds the spec's result.
 * SUCCESS when at least one platform answered, FAILED when none did.
 */
export function createGeoRankingExecutor(deps: AskDeps): TaskExecutor {
  return {
    apiCode: "geo.ranking",
    async execute(rawParams, context) {
      const params = rawParams as GeoRankingParams;
      const analyzer = createBrandAnalyzers(
        { targets: params.brandKeyword.map((name) => ({ name })) },
        await knowledgeOf(deps, context.accountId),
      )(params.keyword);
      const outcomes = await Promise.all(
        params.platforms.map((platform) =>
          askPlatformStep(deps, context, {
            apiCode: "geo.ranking",
            platform,
            question: params.keyword,
            stepKey: `ask:${platform}`,
            analyze: (answer) => analyzePlatformAnswer(analyzer, answer),
          }),
        ),
      );
      const analysed: PlatformAnalysis[] = outcomes.map((outcome, i) =>
        outcome.status === "completed"
          ? {
              platform: params.platforms[i],
              status: "completed",
              text: outcome.answer.text,
              analysis: outcome.analysis,
            }
          : { platform: params.platforms[i], status: "failed" },
      );
      if (analysed.every((p) => p.status === "failed")) {
        const reasons = outcomes.map((o) => (o.status === "failed" ? o.error : "")).filter(Boolean);
        return { status: "failed", error: `every platform failed: ${reasons.join("; ")}` };
      }
      return {
        status: "success",
        result: buildGeoRankingResult({
          keyword: params.keyword,
          brandKeywords: params.brandKeyword,
          platforms: analysed,
          requestTime: formatDateTime(new Date(context.submittedAt), deps.timeZone),
        }),
      };
    },
  };
}
