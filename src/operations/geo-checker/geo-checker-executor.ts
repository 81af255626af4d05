import { getDomain } from "tldts";
import { canonicalUrl } from "../../analysis/canonical-url.ts";
import { isPlatformError } from "../../platforms/platform-error.ts";
import { derivedId } from "../../util/ids.ts";
import { formatDateTime } from "../../util/time.ts";
import { analyzePlatformAnswer } from "../answer-citations.ts";
import { type AskDeps, askPlatformStep, knowledgeOf } from "../ask-platform-step.ts";
import { createBrandAnalyzers } from "../brand-knowledge/brand-analyzers.ts";
import type { OperationProviders } from "../providers/operation-providers.ts";
import type { QuestionGenerator } from "../question-generator.ts";
import { onPlatform, type TaskExecutor, type TaskRunContext } from "../task-executor.ts";
import type { GeoCheckerParams } from "./geo-checker-params.ts";
import { buildGeoCheckerResult, type CheckerAnswer } from "./geo-checker-result.ts";

export interface GeoCheckerDeps extends AskDeps {
  readonly generator: QuestionGenerator;
  readonly providers: OperationProviders;
}

/** Asks a provider; a provider that fails or throws knows nothing (null), it never fails the task. */
async function ask<T>(work: () => Promise<T>, context: TaskRunContext): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (context.signal.aborted) throw error;
    return null;
  }
}

/**
 * geo.checker: the questions (given, or written by the generator platform for the title, as a durable
 * step) are asked on every platform at once; each answer's sources are compared with the checked URL
 * by canonical URL. SUCCESS when at least one platform answered a question, FAILED when none did.
 */
export function createGeoCheckerExecutor(deps: GeoCheckerDeps): TaskExecutor {
  return {
    apiCode: "geo.checker",
    async execute(rawParams, context) {
      const params = rawParams as GeoCheckerParams;
      let questions: readonly string[];
      if (params.questions) questions = params.questions;
      else {
        const generated = await context.step("generate-questions", async () => {
          try {
            // A platform wait like any question: a stalled generator platform does not keep the slot.
            const generate = () => deps.generator.generate(params.title, { signal: context.signal });
            return { questions: await onPlatform(context, deps.generator.platform, generate) };
          } catch (error) {
            if (context.signal.aborted || !isPlatformError(error)) throw error;
            return { error: `${error.platform}: ${error.message}` };
          }
        });
        if ("error" in generated)
          return { status: "failed", error: `question generation failed: ${generated.error}` };
        if (generated.questions.length === 0)
          return { status: "failed", error: "the generator platform answered no questions" };
        questions = generated.questions;
      }

      const checkedUrl = canonicalUrl(params.normalizedUrl) ?? params.normalizedUrl;
      const host = new URL(checkedUrl).hostname;
      const checkedMainDomain = getDomain(host) ?? host;
      const analyzerFor = createBrandAnalyzers(
        { targets: [{ name: params.title }], officialDomains: [checkedMainDomain] },
        await knowledgeOf(deps, context.accountId),
      );
      const outcomes = await Promise.all(
        params.platforms.map(async (platform) => ({
          platform,
          outcomes: await Promise.all(
            questions.map((question, index) =>
              askPlatformStep(deps, context, {
                apiCode: "geo.checker",
                platform,
                question,
                stepKey: `ask:${platform}:${index}`,
                analyze: (answer) => analyzePlatformAnswer(analyzerFor(question), answer),
              }),
            ),
          ),
        })),
      );
      const all = outcomes.flatMap((p) => p.outcomes);
      if (all.every((o) => o.status === "failed")) {
        const reasons = [...new Set(all.map((o) => (o.status === "failed" ? o.error : "")))];
        return { status: "failed", error: `every platform failed: ${reasons.join("; ")}` };
      }
      const answers = outcomes.map(({ platform, outcomes: list }) => ({
        platform,
        answers: list.map(
          (o): CheckerAnswer =>
            o.status === "completed"
              ? { status: "completed", sources: o.analysis.sourceRecords }
              : { status: "failed" },
        ),
      }));
      const hosts = [
        ...new Set(
          answers.flatMap((p) =>
            p.answers.flatMap((a) => (a.status === "completed" ? a.sources.map((s) => s.domain) : [])),
          ),
        ),
      ];
      const outside = await context.step("providers", async () => {
        const options = { signal: context.signal };
        const [rank, urlInclude, domainRanks] = await Promise.all([
          ask(() => deps.providers.siteRank.rankOf(checkedUrl, options), context),
          ask(() => deps.providers.indexStatus.isIndexed(checkedUrl, options), context),
          Promise.all(
            hosts.map(
              async (h) =>
                [
                  h,
                  await ask(() => deps.providers.siteRank.rankOf(`https://${h}/`, options), context),
                ] as const,
            ),
          ),
        ]);
        return { rank, urlInclude, domainRanks };
      });
      return {
        status: "success",
        result: buildGeoCheckerResult({
          id: derivedId("check", context.taskId),
          url: params.normalizedUrl,
          title: params.title,
          type: params.type,
          userId: context.accountId,
          createTime: formatDateTime(new Date(context.submittedAt), deps.timeZone),
          updateTime: formatDateTime(new Date(context.now()), deps.timeZone),
          questions,
          answers,
          checkedUrl,
          checkedMainDomain,
          rank: outside.rank,
          urlInclude: outside.urlInclude,
          domainRanks: new Map(outside.domainRanks),
        }),
      };
    },
  };
}
