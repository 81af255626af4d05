import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import type { PlatformCode } from "../../platforms/platform-codes.ts";

/** The result of geo.ranking (spec 2.4, DESIGN 9). */
export interface GeoRankingResult {
  keyword: string;
  brandKeyword: string;
  platforms: string[];
  totalPlatforms: number;
  completedPlatforms: number;
  failedPlatforms: number;
  requestTime: string;
  requestTotalPlatforms: number;
  requestRecommendedCount: number;
  requestTotalExposureCount: number;
  requestRecommendationRate: number;
  data: GeoRankingElement[];
}

export interface GeoRankingElement {
  platform: string;
  keyword: string;
  brandKeyword: string;
  status: "completed" | "failed";
  isRecommended: 0 | 1;
  exposureCount: number;
  recommendCount: number;
  countSourceRecord: number;
  position: number;
  resultContent: string | null;
  brandRecords: {
    brandName: string;
    sentiment: string;
    visibilityCount: number;
    sentimentScore: number;
    position: number;
  }[];
  sourceRecords: { websiteName: string; title: string; url: string; domain: string; ranking: number }[];
}

export type PlatformAnalysis =
  | { platform: PlatformCode; status: "completed"; text: string; analysis: AnswerAnalysis }
  | { platform: PlatformCode; status: "failed" };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Builds the result from each platform's analysed answer: one element per (platform, brand keyword),
 * platforms then brands in request order; failed platforms appear with status failed and zero counts.
 */
export function buildGeoRankingResult(input: {
  keyword: string;
  brandKeywords: readonly string[];
  platforms: readonly PlatformAnalysis[];
  requestTime: string;
}): GeoRankingResult {
  const data: GeoRankingElement[] = [];
  for (const platform of input.platforms) {
    for (const [index, brandKeyword] of input.brandKeywords.entries()) {
      if (platform.status === "failed") {
        data.push({
          platform: platform.platform,
          keyword: input.keyword,
          brandKeyword,
          status: "failed",
          isRecommended: 0,
          exposureCount: 0,
          recommendCount: 0,
          countSourceRecord: 0,
          position: 0,
          resultContent: null,
          brandRecords: [],
          sourceRecords: [],
        });
        continue;
      }
      const target = platform.analysis.targets[index];
      data.push({
        platform: platform.platform,
        keyword: input.keyword,
        brandKeyword,
        status: "completed",
        isRecommended: target.isRecommended,
        exposureCount: target.exposureCount,
        recommendCount: target.recommendCount,
        countSourceRecord: platform.analysis.sourceRecords.length,
        position: target.position,
        resultContent: platform.text,
        brandRecords: platform.analysis.brandRecords.map((b) => ({
          brandName: b.brandName,
          sentiment: b.sentiment,
          visibilityCount: b.visibilityCount,
          sentimentScore: b.sentimentScore,
          position: b.position,
        })),
        sourceRecords: platform.analysis.sourceRecords.map((s) => ({
          websiteName: s.websiteName,
          title: s.title,
          url: s.url,
          domain: s.domain,
          ranking: s.ranking,
        })),
      });
    }
  }
  const completed = data.filter((element) => element.status === "completed");
  const recommended = completed.filter((element) => element.isRecommended === 1).length;
  const completedPlatforms = input.platforms.filter((p) => p.status === "completed").length;
  return {
    keyword: input.keyword,
    brandKeyword: JSON.stringify(input.brandKeywords),
    platforms: input.platforms.map((p) => p.platform),
    totalPlatforms: input.platforms.length,
    completedPlatforms,
    failedPlatforms: input.platforms.length - completedPlatforms,
    requestTime: input.requestTime,
    requestTotalPlatforms: input.platforms.length,
    requestRecommendedCount: recommended,
    requestTotalExposureCount: completed.reduce((sum, element) => sum + element.exposureCount, 0),
    requestRecommendationRate: completed.length === 0 ? 0 : round2((recommended / completed.length) * 100),
    data,
  };
}
