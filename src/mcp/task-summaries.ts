/**
 * Compact views of task results for AI agents: the figures an agent reasons with, without the answers'
 * full texts (a geo.ranking result is about 31 000 characters, mostly answer text).
 */
type Json = Record<string, unknown>;

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** geo.ranking (spec 2.4): the request's figures and one line per platform. */
export function summarizeRanking(result: Json): Json {
  return {
    keyword: result.keyword,
    brandKeyword: result.brandKeyword,
    requestTime: result.requestTime,
    completedPlatforms: result.completedPlatforms,
    failedPlatforms: result.failedPlatforms,
    requestRecommendedCount: result.requestRecommendedCount,
    requestTotalExposureCount: result.requestTotalExposureCount,
    requestRecommendationRate: result.requestRecommendationRate,
    platforms: list(result.data).map((entry) => ({
      platform: entry.platform,
      brandKeyword: entry.brandKeyword,
      status: entry.status,
      isRecommended: entry.isRecommended,
      position: entry.position,
      exposureCount: entry.exposureCount,
      brandsMentioned: list(entry.brandRecords)
        .slice(0, 8)
        .map((brand) => `${brand.brandName} #${brand.position} (${brand.sentiment})`),
      topSources: list(entry.sourceRecords)
        .slice(0, 3)
        .map((source) => source.url),
    })),
  };
}

/** geo.checker (spec 2.7): the page's score and where each platform cited it. */
export function summarizeChecker(result: Json): Json {
  const base = (result.baseData ?? {}) as Json;
  return {
    url: base.url,
    title: base.title,
    score: base.score,
    mentionNum: base.mentionNum,
    sourceNum: base.sourceNum,
    questionNum: base.questionNum,
    platforms: list(result.platformList).map((platform) => ({
      platform: platform.platform,
      status: platform.status,
      mentions: platform.mentions,
      source: platform.source,
      questions: list(platform.questions).map((q) => ({
        question: q.question,
        mentions: q.mentions,
        source: q.source,
      })),
    })),
    topUrls: list(result.urlCountList).slice(0, 5),
    topDomains: list(result.domainCountList).slice(0, 5),
  };
}

/** geo.brand (spec 2.6): score, the brand's id (for the query tools) and per-platform figures. */
export function summarizeBrand(result: Json): Json {
  const info = (result.info ?? {}) as Json;
  return {
    brandId: info.brandId,
    brandName: info.brandName,
    score: result.score,
    platformStats: list(result.platformStats).map((stat) => ({
      platform: stat.platform,
      brandExposureSum: stat.brandExposureSum,
      brandRecommendedCount: stat.brandRecommendedCount,
      brandRecommendationRate: stat.brandRecommendationRate,
      exposureLevel: stat.exposureLevel,
      exposureGrowthRate: stat.exposureGrowthRate,
    })),
    suggestion: (result.suggestion as Json | null)?.summaryRecommendations ?? null,
  };
}
