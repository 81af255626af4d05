import { type TSchema, Type } from "typebox";
import EXAMPLES from "./result-examples.json" with { type: "json" };

/**
 * OpenAPI result schemas of the task operations and question discovery (spec 2.4 to 2.8), field by field
 * as the spec names them; `additionalProperties: false`, so a field the service adds or drops fails the
 * test that checks real results against them (test/api/openapi-document.test.ts). Where answerlens
 * answers null for a field the spec types as a number (no previous day, no rank), the schema says so.
 * Examples are real sandbox answers (src/api/result-examples.json: lists cut to two items, long texts
 * shortened).
 */
export const closed = <T extends Record<string, TSchema>>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });
export const nullable = (schema: TSchema, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});
const int = (description?: string) => Type.Integer(description ? { description } : {});
const num = (description?: string) => Type.Number(description ? { description } : {});
const str = (description?: string) => Type.String(description ? { description } : {});
const DATE_TIME = "yyyy-MM-dd HH:mm:ss in the service time zone";

export const geoRankingResultSchema = closed(
  {
    keyword: str("The question used."),
    brandKeyword: str("The request's brand list as a JSON-serialized array string."),
    platforms: Type.Array(Type.String(), { description: "Platform codes checked." }),
    totalPlatforms: int(),
    completedPlatforms: int(),
    failedPlatforms: int(),
    requestTime: str(DATE_TIME),
    requestTotalPlatforms: int(),
    requestRecommendedCount: int(),
    requestTotalExposureCount: int(),
    requestRecommendationRate: num("Percent."),
    data: Type.Array(
      closed({
        requestId: Type.Optional(str()),
        platform: str(),
        keyword: str("Prompt used on that platform."),
        brandKeyword: str("Brand word of this entry."),
        status: str("`completed` or `failed`."),
        isRecommended: int("1 recommended, 0 not."),
        exposureCount: int(),
        recommendCount: int(),
        countSourceRecord: int("The number of sourceRecords."),
        position: int("Rank of the brand word; 0 when not found."),
        resultContent: nullable(str(), "The model's answer; null when not captured."),
        brandRecords: Type.Array(
          closed({
            brandName: str(),
            sentiment: str("正向, 中性 or 负向."),
            visibilityCount: int(),
            sentimentScore: int("0 to 100."),
            position: int(),
          }),
        ),
        sourceRecords: Type.Array(
          closed({ websiteName: str(), title: str(), url: str(), domain: str(), ranking: int() }),
        ),
      }),
      { description: "One entry per platform x brand word." },
    ),
  },
  "geo.ranking result (spec 2.4).",
);

const rankPlatformDetail = closed({
  analysisId: str(),
  platform: str(),
  promptText: str(),
  status: str("`success` or `failed`."),
  isRecommended: int(),
  exposureCount: int(),
  position: int(),
  citationSourceCount: int(),
  brandCount: int(),
  brandRecords: Type.Array(closed({ brandName: str(), exposureCount: int(), rankingPosition: int() })),
  sourceRecords: Type.Array(
    closed({
      platformName: str(),
      citationUrl: str(),
      citationCount: int(),
      citationTitle: str(),
      domain: str(),
    }),
  ),
});

export const geoRankMonitorResultSchema = closed(
  {
    lastMonitorTime: str(DATE_TIME),
    latestStatistics: nullable(
      closed({
        totalPrompt: int(),
        totalMonitor: int(),
        totalMentioned: int(),
        totalExposureCountSum: int(),
        avgExposure: num("Percent."),
      }),
    ),
    prompts: Type.Array(
      closed({
        promptId: str(),
        promptText: str(),
        promptOrder: int(),
        lastMonitorTime: str(),
        lastDetected: str("Empty while no run mentioned a brand keyword."),
        monitorCount: int(),
        mentionRate: num("Percent."),
        totalExposureCountSum: int(),
        platformExposures: Type.Array(
          closed({
            platform: str(),
            totalExposure: int(),
            totalMentions: int(),
            avgMentioned: num("Percent."),
            monitorCount: int(),
          }),
        ),
        runs: Type.Array(
          closed({
            runId: str(),
            runTime: str(),
            recommendedCount: int(),
            totalDetected: int(),
            totalExposure: int(),
            visibilityPercent: int("Percent."),
            platformDetails: Type.Array(rankPlatformDetail),
          }),
        ),
      }),
    ),
  },
  "geo.rank_monitor result (spec 2.5); later rounds rewrite it.",
);

const growth = (description: string) =>
  nullable(num(), `${description} null without previous-day data (answerlens).`);

export const geoBrandResultSchema = closed(
  {
    score: int("Recommendation-rate score; 0 without data."),
    info: closed({
      brandId: str(),
      brandName: str(),
      brandDescription: Type.Optional(str()),
      websiteUrl: Type.Optional(str()),
      products: Type.Optional(str("JSON-serialized array: parse it a second time.")),
      topics: Type.Optional(str("JSON-serialized array: parse it a second time.")),
      competitors: Type.Optional(str("JSON-serialized array: parse it a second time.")),
      langType: Type.Optional(str("e.g. zh_cn.")),
      platforms: Type.Array(Type.String()),
    }),
    platformStats: Type.Array(
      closed({
        platform: str(),
        hasData: Type.Boolean(),
        brandExposureSum: int(),
        brandRecommendedCount: int(),
        brandRecommendationRate: num("Two decimals."),
        exposureLevel: str("曝光差 below 50, 一般 50 to 79, 高曝光 80 and above."),
        previousDayExposureSum: nullable(int()),
        exposureGrowthRate: growth("Percent versus the previous day;"),
        previousDayRecommendedCount: nullable(int(), "null without previous-day data (answerlens)."),
        recommendedGrowthRate: growth("Percent;"),
        previousDayRecommendationRate: growth("Percent;"),
        recommendationRateChange: growth("Percentage points;"),
        topicStats: Type.Array(
          closed({
            topicName: str(),
            brandExposureCount: int(),
            previousDayExposureCount: Type.Optional(int()),
            growthRate: Type.Optional(num()),
          }),
        ),
      }),
    ),
    suggestion: nullable(
      closed({
        brandId: Type.Optional(str()),
        brandName: Type.Optional(str()),
        hasData: Type.Boolean(),
        statDate: Type.Optional(str("yyyy-MM-dd")),
        suggestions: Type.Optional(str()),
        overallPerformance: Type.Optional(str()),
        platformStrategy: Type.Optional(str()),
        competitorAnalysis: Type.Optional(str()),
        topicStrategy: Type.Optional(str()),
        summaryRecommendations: Type.Optional(str()),
      }),
    ),
  },
  "geo.brand result (spec 2.6).",
);

export const geoCheckerResultSchema = closed(
  {
    baseData: closed({
      id: str(),
      url: str(),
      title: str(),
      rank: nullable(int(), "Search-engine weight; null when unavailable."),
      urlInclude: nullable(int(), "1 indexed, 2 not indexed, null unknown."),
      createTime: str(),
      updateTime: str(),
      status: int(),
      mentionNum: int(),
      sourceNum: int(),
      questionNum: int(),
      userId: str(),
      platforms: str("JSON-serialized array of the platforms checked."),
      type: int("2 system-generated questions, 3 user-defined."),
      score: nullable(int()),
    }),
    platformList: Type.Array(
      closed({
        platform: str(),
        status: str("pending, completed or failed."),
        mentions: int(),
        source: int(),
        questions: Type.Array(
          closed({
            question: str(),
            status: str(),
            mentions: int(),
            source: int(),
            sources: Type.Array(closed({ title: str(), url: str(), urlSame: Type.Boolean() })),
          }),
        ),
      }),
    ),
    urlCountList: Type.Array(
      closed({
        title: str(),
        url: str(),
        count: int(),
        websiteName: Type.Optional(str()),
        websiteType: Type.Optional(str()),
      }),
    ),
    domainCountList: Type.Array(
      closed({ domain: str(), mainDomain: str(), rank: nullable(int()), count: int() }),
    ),
  },
  "geo.checker result (spec 2.7).",
);

const questionItem = closed({
  keyword: str("Question text."),
  hotValue: int("0 means no heat value is available, not failure."),
});
export const geoQuestionsResultSchema = closed(
  { aiQuestions: Type.Array(questionItem), baiduQuestions: Type.Array(questionItem) },
  "geo.questions_corr_recommend result (spec 2.8), in data.result of the submit response.",
);

/** The task results by apiCode, with their real examples. */
export const TASK_RESULT_SCHEMAS: Record<string, TSchema> = {
  "geo.ranking": geoRankingResultSchema,
  "geo.rank_monitor": geoRankMonitorResultSchema,
  "geo.brand": geoBrandResultSchema,
  "geo.checker": geoCheckerResultSchema,
  "geo.questions_corr_recommend": geoQuestionsResultSchema,
};

/** A real result per spec apiCode: answers of the sandbox, lists cut to two items, long texts shortened. */
export const RESULT_EXAMPLES: Record<string, unknown> = EXAMPLES;
