/* biome-ignore-all lint/suspicious/noExplicitAny: the report reads API answers, whose shapes the spec gives. */
import { formatTable } from "../cli-database.ts";

const BARS = "▁▂▃▄▅▆▇█";

/** A one-line chart of percentages (0-100); a gap where a day has no value. */
export function sparkline(values: readonly (number | null)[]): string {
  return values
    .map((v) => (v === null ? " " : BARS[Math.min(BARS.length - 1, Math.floor((v / 100) * BARS.length))]))
    .join("");
}

const num = (v: number | null | undefined, suffix = "") =>
  v === null || v === undefined ? "-" : `${v}${suffix}`;

function growth(v: number | null | undefined): string {
  if (v === null || v === undefined) return "-";
  return `${v > 0 ? "+" : ""}${v}%`;
}

export function brandSection(result: any): string {
  const rows = (result.platformStats as any[]).map((p) => [
    p.platform,
    String(p.brandExposureSum),
    growth(p.exposureGrowthRate),
    `${p.brandRecommendationRate}%`,
    p.exposureLevel,
    (p.topicStats as any[]).length > 0 ? String(p.topicStats.length) : "-",
  ]);
  const lines = [
    `Brand ${result.info.brandName} (${result.info.brandId}): recommendation score ${result.score}`,
    `Topics: ${JSON.parse(result.info.topics ?? "[]").join(", ")}`,
    "",
    formatTable(["PLATFORM", "MENTIONS TODAY", "VS YESTERDAY", "RECOMMENDED", "EXPOSURE", "TOPICS"], rows),
  ];
  if (result.suggestion?.hasData && result.suggestion.summaryRecommendations) {
    lines.push("", `Advice: ${result.suggestion.summaryRecommendations}`);
  }
  return lines.join("\n");
}

export function comparisonSection(rows: any[]): string {
  return formatTable(
    ["PLATFORM", "ANSWERS", "VISIBILITY", "AVG POSITION", "TOP 3", "SENTIMENT", "SCORE"],
    rows.map((r) => [
      r.llmName,
      String(r.totalCount),
      num(r.visibilityRatePercent, "%"),
      num(r.position),
      num(r.top3Rate, "%"),
      num(r.sentimentScore),
      num(r.comprehensiveScore),
    ]),
  );
}

export function trendSection(trend: Record<string, any[]> | null): string {
  if (!trend) return "(no exposure data yet)";
  const rows = Object.entries(trend).map(([platform, points]) => {
    const values = points.map((p) => p.visibilityRatePercent as number | null);
    const known = values.filter((v): v is number => v !== null);
    const last = known.at(-1);
    return [platform, sparkline(values), last === undefined ? "-" : `${last}%`];
  });
  return formatTable(["PLATFORM", "VISIBILITY PER DAY", "LAST"], rows);
}

export function topicSection(topics: Record<string, any[]>): string {
  const rows: string[][] = [];
  for (const [topic, items] of Object.entries(topics)) {
    const hits = items.reduce((sum, i) => sum + (i.hitCount ?? 0), 0);
    const best = [...items].sort(
      (a, b) => (b.visibilityRatePercent ?? 0) - (a.visibilityRatePercent ?? 0),
    )[0];
    rows.push([
      topic,
      String(items.length),
      String(hits),
      best ? `${best.llmName} ${best.visibilityRatePercent}%` : "-",
    ]);
  }
  return rows.length === 0
    ? "(no topics)"
    : formatTable(["TOPIC", "PLATFORMS", "HITS", "BEST PLATFORM"], rows);
}

export function promptSection(overview: any[] | null, limit: number): string {
  if (!overview) return "(no prompt data)";
  const rows = [...overview]
    .sort((a, b) => (b.visibilityRatePercent ?? -1) - (a.visibilityRatePercent ?? -1))
    .slice(0, limit)
    .map((p) => [
      p.promptText.length > 28 ? `${p.promptText.slice(0, 27)}…` : p.promptText,
      num(p.visibilityRatePercent, "%"),
      num(p.avgPosition),
      sparkline((p.visibilityTrend as any[]).map((t) => t.value)),
      p.competitorsTop3 ?? "-",
    ]);
  return formatTable(["PROMPT", "VISIBILITY", "POSITION", "TREND", "TOP COMPETITORS"], rows);
}

export function competitorSection(page: any): string {
  const records = page.records as any[];
  const tracked = records.filter((r) => r.monitorType === 1).map((r) => r.competitorName);
  const learned = records.filter((r) => r.monitorType === 0).map((r) => r.competitorName);
  return [
    `Competitors: ${page.total} (${tracked.length} from the profile, ${learned.length} learned from answers)`,
    `  profile: ${tracked.join(", ") || "-"}`,
    `  learned: ${learned.slice(0, 12).join(", ") || "-"}${learned.length > 12 ? ", …" : ""}`,
  ].join("\n");
}

export function rankMonitorSection(result: any): string {
  const stats = result.latestStatistics;
  if (!stats) return "Rank monitor: no completed answers yet";
  return [
    `Rank monitor: ${stats.totalPrompt} prompts, ${stats.totalMonitor} prompt runs, ${stats.totalMentioned} answers with a brand, average exposure ${stats.avgExposure}%`,
    formatTable(
      ["PROMPT", "RUNS", "MENTION RATE", "EXPOSURE"],
      (result.prompts as any[]).map((p) => [
        p.promptText,
        String(p.monitorCount),
        `${p.mentionRate}%`,
        String(p.totalExposureCountSum),
      ]),
    ),
  ].join("\n");
}

export function rankingSection(result: any): string {
  return [
    `geo.ranking "${result.keyword}": ${result.completedPlatforms}/${result.totalPlatforms} platforms, recommendation rate ${result.requestRecommendationRate}%`,
    formatTable(
      ["PLATFORM", "BRAND", "RECOMMENDED", "MENTIONS", "POSITION", "SOURCES"],
      (result.data as any[]).map((d) => [
        d.platform,
        d.brandKeyword,
        d.status === "completed" ? (d.isRecommended ? "yes" : "no") : d.status,
        String(d.exposureCount),
        d.position ? String(d.position) : "-",
        String(d.countSourceRecord),
      ]),
    ),
  ].join("\n");
}

export function checkerSection(result: any): string {
  const base = result.baseData;
  const domains = (result.domainCountList as any[])
    .slice(0, 5)
    .map((d) => `${d.mainDomain} ${d.count}`)
    .join(", ");
  return [
    `geo.checker ${base.url}: ${base.questionNum} questions, cited as itself ${base.mentionNum} times in ${base.sourceNum} sources, score ${num(base.score)}`,
    `  most cited sites: ${domains || "-"}`,
  ].join("\n");
}

export function questionsSection(result: any): string {
  const ai = (result.aiQuestions as any[]).slice(0, 5).map((q) => `  - ${q.keyword}`);
  const baidu = (result.baiduQuestions as any[]).slice(0, 3).map((q) => `  - ${q.keyword}`);
  return ["Questions people ask (AI):", ...ai, "Search suggestions:", ...baidu].join("\n");
}

/** `66.67% [20.77-93.85] n=3*`: a figure, its 95 % interval and samples; `*` when too few (docs/metrics.md). */
export function figureText(figure: any, suffix = "%"): string {
  if (!figure || figure.value === null) return "-";
  const interval = figure.lower === null ? "" : ` [${figure.lower}-${figure.upper}]`;
  return `${figure.value}${suffix}${interval} n=${figure.sampleCount}${figure.tooFewSamples ? "*" : ""}`;
}

export function statisticsSection(statistics: any): string {
  if (!statistics.brand) return "(no statistics yet)";
  const row = (name: string, s: any) => [
    name,
    String(s.answers),
    figureText(s.visibilityRate),
    figureText(s.top3Rate),
    figureText(s.recommendationRate),
    figureText(s.shareOfVoice),
    figureText(s.position, ""),
  ];
  return [
    formatTable(
      ["SCOPE", "ANSWERS", "VISIBILITY [95%]", "TOP 3", "RECOMMENDED", "VOICE SHARE", "POSITION"],
      [row("brand", statistics.brand), ...(statistics.platforms as any[]).map((p) => row(p.llmName, p))],
    ),
    `* fewer than ${statistics.minimumSamples} samples: a rough reading. Intervals: Wilson (rates), delta method by answer (voice share), Student t (position).`,
  ].join("\n");
}

export function signalsSection(signals: any[]): string {
  if (signals.length === 0)
    return "No confirmed change: no rate moved by more than its noise (weighted Benjamini-Hochberg at 5 % over the brand's comparisons, at least 5 points).";
  const rows = signals.map((s) => [
    s.after.endDate,
    `${s.metric} ${s.direction}`,
    `${s.scope}${s.scopeName ? ` ${s.scopeName.length > 18 ? `${s.scopeName.slice(0, 17)}…` : s.scopeName}` : ""}`,
    s.window === "week" ? "week/week" : "day/day",
    `${figureText(s.before)} -> ${figureText(s.after)}`,
    s.confidence,
  ]);
  return formatTable(["DAY", "CHANGE", "SCOPE", "WINDOW", "BEFORE -> AFTER [95%]", "CONFIDENCE"], rows);
}
