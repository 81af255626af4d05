import type { SourceRecord, WebsiteType } from "../../analysis/analysis-types.ts";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { GeoCheckerQuestionType } from "./geo-checker-params.ts";

/** The result of geo.checker (spec 2.7; decisions in docs/operations.md). */
export interface GeoCheckerResult {
  baseData: CheckerBaseData;
  platformList: CheckerPlatform[];
  urlCountList: CheckerUrlCount[];
  domainCountList: CheckerDomainCount[];
}

export interface CheckerBaseData {
  id: string;
  url: string;
  title: string;
  rank: number | null;
  urlInclude: 1 | 2 | null;
  createTime: string;
  updateTime: string;
  /** 2 every platform answered every question; 3 some platform or question failed (docs/operations.md). */
  status: 2 | 3;
  mentionNum: number;
  sourceNum: number;
  questionNum: number;
  userId: string;
  platforms: string;
  type: GeoCheckerQuestionType;
  score: number | null;
}

export interface CheckerPlatform {
  platform: string;
  status: "completed" | "failed";
  mentions: number;
  source: number;
  questions: CheckerQuestion[];
}

export interface CheckerQuestion {
  question: string;
  status: "completed" | "failed";
  mentions: number;
  source: number;
  sources: { title: string; url: string; urlSame: boolean }[];
}

export interface CheckerUrlCount {
  title: string;
  url: string;
  count: number;
  websiteName: string;
  websiteType: WebsiteType;
}

export interface CheckerDomainCount {
  domain: string;
  mainDomain: string;
  rank: number | null;
  count: number;
}

/** One question's answer on one platform: its deduplicated sources, or a failure. */
export type CheckerAnswer = { status: "completed"; sources: readonly SourceRecord[] } | { status: "failed" };

export interface CheckerInput {
  id: string;
  url: string;
  title: string;
  type: GeoCheckerQuestionType;
  userId: string;
  createTime: string;
  updateTime: string;
  questions: readonly string[];
  /** Per platform in request order, one answer per question in question order. */
  answers: ReadonlyArray<{ platform: PlatformCode; answers: readonly CheckerAnswer[] }>;
  /** Canonical form of the checked URL (sources are canonical already). */
  checkedUrl: string;
  /** Registrable domain of the checked URL: other pages there count for the score. */
  checkedMainDomain: string;
  rank: number | null;
  urlInclude: boolean | null;
  /** Weight per host of `domainCountList`, from the site-rank provider. */
  domainRanks: ReadonlyMap<string, number | null>;
}

/** Sorts by count (or mentions) descending; equal counts keep their first-seen order. */
function byCountDescending<T>(items: T[], count: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => count(b.item) - count(a.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Score v1 (docs/operations.md): the mean, over every answer that completed, of the checked page's
 * citation credit: 1 when the answer cites the URL itself, 0.5 when it cites only another page of the
 * same registrable domain, 0 otherwise; times a position factor max(0.5, 1 - 0.1 x (ranking - 1)) of
 * the best-ranked such source. Percent, rounded to an integer; null when no answer completed.
 */
export function checkerScore(
  answers: readonly (readonly SourceRecord[])[],
  checkedUrl: string,
  checkedMainDomain: string,
): number | null {
  if (answers.length === 0) return null;
  const positionFactor = (ranking: number) => Math.max(0.5, 1 - 0.1 * (ranking - 1));
  let total = 0;
  for (const sources of answers) {
    const same = sources.find((s) => s.url === checkedUrl);
    const sameSite = sources.find((s) => s.registrableDomain === checkedMainDomain);
    if (same) total += positionFactor(same.ranking);
    else if (sameSite) total += 0.5 * positionFactor(sameSite.ranking);
  }
  return Math.round((total / answers.length) * 100);
}

/** Builds the spec 2.7 result from every (platform, question) answer. */
export function buildGeoCheckerResult(input: CheckerInput): GeoCheckerResult {
  const urlCounts = new Map<string, CheckerUrlCount>();
  const domainCounts = new Map<string, CheckerDomainCount>();
  const completedAnswers: (readonly SourceRecord[])[] = [];
  let anyFailed = false;

  const platformList: CheckerPlatform[] = input.answers.map(({ platform, answers }) => {
    const questions: CheckerQuestion[] = input.questions.map((question, i) => {
      const answer = answers[i];
      if (answer.status === "failed") {
        anyFailed = true;
        return { question, status: "failed", mentions: 0, source: 0, sources: [] };
      }
      completedAnswers.push(answer.sources);
      for (const source of answer.sources) {
        const url = urlCounts.get(source.url);
        if (url) url.count++;
        else
          urlCounts.set(source.url, {
            title: source.title,
            url: source.url,
            count: 1,
            websiteName: source.websiteName,
            websiteType: source.websiteType,
          });
        const domain = domainCounts.get(source.domain);
        if (domain) domain.count++;
        else
          domainCounts.set(source.domain, {
            domain: source.domain,
            mainDomain: source.registrableDomain,
            rank: input.domainRanks.get(source.domain) ?? null,
            count: 1,
          });
      }
      const sources = answer.sources.map((s) => ({
        title: s.title,
        url: s.url,
        urlSame: s.url === input.checkedUrl,
      }));
      return {
        question,
        status: "completed",
        mentions: sources.filter((s) => s.urlSame).length,
        source: sources.length,
        sources,
      };
    });
    const completed = questions.some((q) => q.status === "completed");
    return {
      platform,
      status: completed ? "completed" : "failed",
      mentions: questions.reduce((sum, q) => sum + q.mentions, 0),
      source: questions.reduce((sum, q) => sum + q.source, 0),
      questions,
    };
  });

  const sortedPlatforms = byCountDescending(platformList, (p) => p.mentions);
  return {
    baseData: {
      id: input.id,
      url: input.url,
      title: input.title,
      rank: input.rank,
      urlInclude: input.urlInclude === null ? null : input.urlInclude ? 1 : 2,
      createTime: input.createTime,
      updateTime: input.updateTime,
      status: anyFailed ? 3 : 2,
      mentionNum: platformList.reduce((sum, p) => sum + p.mentions, 0),
      sourceNum: platformList.reduce((sum, p) => sum + p.source, 0),
      questionNum: input.questions.length,
      userId: input.userId,
      platforms: JSON.stringify(platformList.filter((p) => p.status === "completed").map((p) => p.platform)),
      type: input.type,
      score: checkerScore(completedAnswers, input.checkedUrl, input.checkedMainDomain),
    },
    platformList: sortedPlatforms,
    urlCountList: byCountDescending([...urlCounts.values()], (u) => u.count),
    domainCountList: byCountDescending([...domainCounts.values()], (d) => d.count),
  };
}
