import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { SuggestionClient } from "../../platforms/suggestion-client.ts";
import type { ImmediateHandler } from "../immediate-handler.ts";
import type { HeatProvider } from "../providers/heat-provider.ts";
import type { QuestionGenerator } from "../question-generator.ts";
import type { GeoQuestionsCorrRecommendParams } from "./geo-questions-corr-recommend-params.ts";

/** The result of geo.questions_corr_recommend (spec 2.8). */
export interface GeoQuestionsCorrRecommendResult {
  aiQuestions: QuestionWithHeat[];
  baiduQuestions: QuestionWithHeat[];
}

export interface QuestionWithHeat {
  keyword: string;
  /** 0: no heat value known (spec 2.8), never a failure. */
  hotValue: number;
}

export interface GeoQuestionsCorrRecommendDeps {
  readonly generator: QuestionGenerator;
  /** The Baidu-style suggestion endpoint; undefined when none is configured (no Baidu questions). */
  readonly suggestions: SuggestionClient | undefined;
  readonly heat: HeatProvider;
  /** Longest the call waits for the generator platform (`interactive.timeoutSeconds`). */
  readonly timeoutMs: number;
}

/** Drops repeated questions (case and space insensitive), keeping the first. */
function distinct(questions: readonly string[]): string[] {
  const seen = new Set<string>();
  return questions
    .map((q) => q.trim())
    .filter((q) => {
      const key = q.toLowerCase().replace(/\s+/g, "");
      if (q === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The heat of each question; a heat source that fails or answers nonsense gives 0 (unknown). */
async function withHeat(questions: readonly string[], heat: HeatProvider, signal: AbortSignal) {
  return Promise.all(
    questions.map(async (keyword): Promise<QuestionWithHeat> => {
      let hotValue = 0;
      try {
        const value = await heat.heatOf(keyword, { signal });
        if (Number.isFinite(value) && value > 0) hotValue = Math.round(value);
      } catch {
        // Unknown heat is 0 by the spec, never a failure of the call.
      }
      return { keyword, hotValue };
    }),
  );
}

/**
 * geo.questions_corr_recommend, answered in the submit response: questions the generator platform
 * writes for the keyword (`aiQuestions`) and the suggestion endpoint's related searches
 * (`baiduQuestions`), both fetched at once, each with its heat. One source failing leaves its list
 * empty (the spec allows empty lists); both failing is a 503 so the quota charge is given back.
 *
 * A client waits on this call, so it asks in the platforms' interactive lane (its own share of each
 * platform's limits, ahead of tasks: docs/platforms.md) and waits at most `timeoutMs`: a generator that
 * has not answered by then is busy, and the call answers 503 (not charged) rather than a list without
 * AI questions.
 */
export function createGeoQuestionsCorrRecommendHandler(
  deps: GeoQuestionsCorrRecommendDeps,
): ImmediateHandler {
  return {
    apiCode: "geo.questions_corr_recommend",
    async handle(rawParams, context): Promise<GeoQuestionsCorrRecommendResult> {
      const { keyword } = rawParams as GeoQuestionsCorrRecommendParams;
      const bound = AbortSignal.timeout(deps.timeoutMs);
      const signal = AbortSignal.any([context.signal, bound]);
      const [ai, baidu] = await Promise.allSettled([
        deps.generator.generate(keyword, { signal, lane: "interactive" }),
        deps.suggestions ? deps.suggestions.suggest(keyword, { signal }) : Promise.resolve([]),
      ]);
      if (ai.status === "rejected" && bound.aborted && !context.signal.aborted) {
        throw new ServiceError(
          ERROR_CODES.unavailable,
          `the question generator platform did not answer within ${deps.timeoutMs / 1000} s (it is busy); nothing was charged, try again later`,
          { retryAfterSeconds: 5 },
        );
      }
      if (ai.status === "rejected" && (baidu.status === "rejected" || !deps.suggestions)) {
        const reasons = [ai, baidu]
          .filter((r): r is PromiseRejectedResult => r.status === "rejected")
          .map((r) => (r.reason instanceof Error ? r.reason.message : String(r.reason)));
        throw new ServiceError(ERROR_CODES.unavailable, `no question source answered: ${reasons.join("; ")}`);
      }
      const [aiQuestions, baiduQuestions] = await Promise.all([
        withHeat(ai.status === "fulfilled" ? distinct(ai.value) : [], deps.heat, signal),
        withHeat(baidu.status === "fulfilled" ? distinct(baidu.value) : [], deps.heat, signal),
      ]);
      return { aiQuestions, baiduQuestions };
    },
  };
}
