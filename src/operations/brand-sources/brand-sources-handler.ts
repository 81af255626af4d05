import type { AnswerAnalysis, SourceRecord } from "../../analysis/analysis-types.ts";
import { queryEvidenceAnalyses } from "../../metrics/brand-evidence-query.ts";
import { percent } from "../../metrics/metric-formulas.ts";
import { brandScope, type SyncHandler } from "../sync-handler.ts";

/** How many pages and domains are listed (most cited first). */
export const SOURCE_LIST_LIMIT = 50;

interface Tally {
  readonly first: SourceRecord;
  answers: number;
}

function ranked(tallies: Map<string, Tally>) {
  return [...tallies.entries()]
    .sort((a, b) => b[1].answers - a[1].answers || a[0].localeCompare(b[0]))
    .slice(0, SOURCE_LIST_LIMIT);
}

/**
 * brand.sources (answerlens addition, docs/api.md): over the brand's stored answers in the range (newest
 * 20 000 at most), each cited page and registrable domain with the number of answers citing it and its
 * site class (docs/analysis.md), and the answers per class. Read from the answers' analyses, so the
 * figures are exactly what brand.evidence shows answer by answer.
 */
export const brandSourcesHandler: SyncHandler<"brand.sources"> = {
  apiCode: "brand.sources",
  async handle(params, context) {
    const rows = await queryEvidenceAnalyses(context.db, {
      ...brandScope(params, context),
      startDate: params.startDate,
      endDate: params.endDate,
      platform: params.llmName,
      promptId: undefined,
      topicId: undefined,
    });
    const pages = new Map<string, Tally>();
    const domains = new Map<string, Tally>();
    const classes = new Map<string, number>();
    let citing = 0;
    for (const row of rows) {
      const sources = row.analysis === null ? [] : (JSON.parse(row.analysis) as AnswerAnalysis).sourceRecords;
      if (sources.length > 0) citing += 1;
      const seen = { pages: new Set<string>(), domains: new Set<string>(), classes: new Set<string>() };
      for (const source of sources) {
        const domain = source.registrableDomain || source.domain;
        if (!seen.pages.has(source.url)) {
          seen.pages.add(source.url);
          const tally = pages.get(source.url) ?? { first: source, answers: 0 };
          tally.answers += 1;
          pages.set(source.url, tally);
        }
        if (!seen.domains.has(domain)) {
          seen.domains.add(domain);
          const tally = domains.get(domain) ?? { first: source, answers: 0 };
          tally.answers += 1;
          domains.set(domain, tally);
        }
        if (!seen.classes.has(source.websiteType)) {
          seen.classes.add(source.websiteType);
          classes.set(source.websiteType, (classes.get(source.websiteType) ?? 0) + 1);
        }
      }
    }
    return {
      brandId: params.brandId,
      llmName: params.llmName ?? null,
      startDate: params.startDate,
      endDate: params.endDate,
      answers: rows.length,
      answersCiting: citing,
      pages: ranked(pages).map(([url, tally]) => ({
        url,
        title: tally.first.title,
        websiteName: tally.first.websiteName,
        domain: tally.first.domain,
        websiteType: tally.first.websiteType,
        answers: tally.answers,
      })),
      domains: ranked(domains).map(([domain, tally]) => ({
        domain,
        websiteType: tally.first.websiteType,
        answers: tally.answers,
        answerShare: percent(tally.answers, rows.length),
      })),
      classes: [...classes.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([websiteType, answers]) => ({
          websiteType,
          answers,
          answerShare: percent(answers, rows.length),
        })),
    };
  },
};
