import { barChart } from "../charts.js";
import { figureCell, h, num, table } from "../dom.js";
import { t } from "../i18n.js";

const yesNo = (value) => (value ? t("yes") : t("no"));

function cards(items) {
  return h(
    "div",
    { class: "cards" },
    items.map(([label, value]) =>
      h(
        "div",
        { class: "card figure" },
        h("div", { class: "figure-label" }, label),
        // A long value (a URL) in text size, so it wraps instead of filling the card.
        h("div", { class: String(value).length > 16 ? "figure-value long" : "figure-value" }, value),
      ),
    ),
  );
}

/** A chart element and the call that draws it once the element is on the page. */
function chartSlot(id, draw) {
  const element = h("div", { class: "chart short", id });
  return { element, draw: () => draw(element) };
}

function ranking(result) {
  const brands = [...new Set(result.data.map((d) => d.brandKeyword))];
  const platforms = [...new Set(result.data.map((d) => d.platform))];
  const chart = chartSlot("chart-result", (element) =>
    barChart(element, {
      categories: platforms,
      series: brands.map((brand) => ({
        name: brand,
        values: platforms.map(
          (p) => result.data.find((d) => d.platform === p && d.brandKeyword === brand)?.exposureCount ?? 0,
        ),
      })),
      label: t("exposure"),
    }),
  );
  const answers = platforms.map((p) => result.data.find((d) => d.platform === p && d.resultContent));
  return {
    nodes: [
      cards([
        [t("recommendationRate"), `${num(result.requestRecommendationRate)} %`],
        [t("recommendedCount"), num(result.requestRecommendedCount, 0)],
        [t("exposure"), num(result.requestTotalExposureCount, 0)],
        [t("platforms"), `${result.completedPlatforms} / ${result.totalPlatforms}`],
      ]),
      h("figure", {}, h("figcaption", {}, `${t("exposure")}: ${result.keyword}`), chart.element),
      table(
        t("result"),
        [
          t("platform"),
          t("brandWord"),
          t("status"),
          t("recommendedQ"),
          t("exposure"),
          t("position"),
          t("sources"),
        ],
        result.data,
        (d) => [
          d.platform,
          d.brandKeyword,
          d.status,
          yesNo(d.isRecommended === 1),
          num(d.exposureCount, 0),
          d.position || t("none"),
          num(d.countSourceRecord, 0),
        ],
      ),
      answers
        .filter(Boolean)
        .map((d) =>
          h(
            "details",
            { class: "card" },
            h("summary", {}, `${d.platform}: ${t("answers")}`),
            h("div", { class: "answer-text" }, d.resultContent),
          ),
        ),
    ],
    charts: [chart],
  };
}

function checker(result) {
  const base = result.baseData;
  const citing = result.platformList.flatMap((p) =>
    p.questions.map((q) => ({
      platform: p.platform,
      question: q.question,
      status: q.status,
      cites: q.sources.some((s) => s.urlSame),
      mentions: q.mentions,
      source: q.source,
    })),
  );
  const chart = chartSlot("chart-result", (element) =>
    barChart(element, {
      categories: result.platformList.map((p) => p.platform),
      series: [
        { name: t("mentionsOfPage"), values: result.platformList.map((p) => p.mentions) },
        { name: t("sources"), values: result.platformList.map((p) => p.source) },
      ],
      label: t("citingAnswers"),
    }),
  );
  return {
    nodes: [
      cards([
        [t("checkedUrl"), base.url],
        [t("mentionsOfPage"), num(base.mentionNum, 0)],
        [t("sources"), num(base.sourceNum, 0)],
        [t("questionCount"), num(base.questionNum, 0)],
      ]),
      h("figure", {}, h("figcaption", {}, t("citingAnswers")), chart.element),
      table(
        t("citingAnswers"),
        [t("platform"), t("question"), t("citesPage"), t("mentionsOfPage"), t("sources"), t("status")],
        citing,
        (row) => [
          row.platform,
          row.question,
          h("span", { class: row.cites ? "badge good" : "badge" }, yesNo(row.cites)),
          num(row.mentions, 0),
          num(row.source, 0),
          row.status,
        ],
      ),
      table(t("domains"), [t("domain"), t("citations")], result.domainCountList.slice(0, 15), (d) => [
        d.domain,
        num(d.count, 0),
      ]),
    ],
    charts: [chart],
  };
}

/** geo.rank_monitor's result; `statistics` (rank_monitor.statistics, or null) adds the 95 % intervals. */
function rankMonitor(result, statistics) {
  const stats = result.latestStatistics;
  const intervals = new Map((statistics?.prompts ?? []).map((p) => [p.promptId, p.mentionRate]));
  const chart = chartSlot("chart-result", (element) =>
    barChart(element, {
      categories: result.prompts.map((p) => p.promptText.slice(0, 16)),
      series: [{ name: t("mentionRate"), values: result.prompts.map((p) => p.mentionRate) }],
      label: t("mentionRate"),
    }),
  );
  return {
    nodes: [
      stats
        ? cards([
            [t("prompts"), num(stats.totalPrompt, 0)],
            [t("monitorCount"), num(stats.totalMonitor, 0)],
            [t("mentions"), num(stats.totalMentioned, 0)],
            [t("exposure"), `${num(stats.avgExposure)} %`],
          ])
        : null,
      h("figure", {}, h("figcaption", {}, t("mentionRate")), chart.element),
      table(
        t("prompts"),
        [t("promptCol"), t("mentionRate"), t("interval"), t("monitorCount"), t("exposure")],
        result.prompts,
        (p) => [
          p.promptText,
          num(p.mentionRate),
          figureCell(intervals.get(p.promptId)),
          num(p.monitorCount, 0),
          num(p.totalExposureCountSum, 0),
        ],
      ),
    ],
    charts: [chart],
  };
}

function brand(result) {
  const chart = chartSlot("chart-result", (element) =>
    barChart(element, {
      categories: result.platformStats.map((p) => p.platform),
      series: [
        { name: t("recommendationRate"), values: result.platformStats.map((p) => p.brandRecommendationRate) },
      ],
      label: t("recommendationRate"),
    }),
  );
  const suggestion = result.suggestion;
  return {
    nodes: [
      cards([
        [t("brand"), result.info.brandName],
        [t("score"), num(result.score, 0)],
      ]),
      h(
        "p",
        {},
        h(
          "a",
          { href: `#/brand/${encodeURIComponent(result.info.brandId)}` },
          `${t("open")} ${result.info.brandName} →`,
        ),
      ),
      h("figure", {}, h("figcaption", {}, t("recommendationRate")), chart.element),
      table(
        t("platformStats"),
        [t("platform"), t("exposure"), t("recommendedCount"), t("recommendationRate"), t("exposureLevel")],
        result.platformStats,
        (p) => [
          p.platform,
          num(p.brandExposureSum, 0),
          num(p.brandRecommendedCount, 0),
          `${num(p.brandRecommendationRate)} %`,
          p.exposureLevel,
        ],
      ),
      suggestion?.hasData
        ? h(
            "section",
            { class: "panel" },
            h("h3", {}, t("suggestions")),
            h("p", { class: "prewrap" }, suggestion.suggestions ?? ""),
          )
        : null,
    ],
    charts: [chart],
  };
}

const RENDERERS = {
  "geo.ranking": ranking,
  "geo.checker": checker,
  "geo.rank_monitor": rankMonitor,
  "geo.brand": brand,
};

/** A finished task's result as tables and charts (by apiCode), plus the whole JSON for reference. */
export function taskResult(apiCode, result, extra = null) {
  const rendered = RENDERERS[apiCode]?.(result, extra) ?? { nodes: [], charts: [] };
  return {
    nodes: [
      ...rendered.nodes,
      h(
        "details",
        { class: "raw" },
        h("summary", {}, t("rawResult")),
        h("pre", {}, JSON.stringify(result, null, 2)),
      ),
    ],
    drawCharts: () => {
      for (const chart of rendered.charts) chart.draw();
    },
  };
}
