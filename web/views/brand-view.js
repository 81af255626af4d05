import { barChart, trendChart } from "../charts.js";
import { dayOffset, figureCell, figureText, h, num, render, table } from "../dom.js";
import { t } from "../i18n.js";
import { evidenceHref } from "./evidence-link.js";
import { bucketStatistics } from "./statistics-buckets.js";

const RANGES = [7, 14, 30, 90, 180];

function controls(brandId, days, llmName, platforms) {
  const go = (nextDays, nextPlatform) => {
    const query = new URLSearchParams({ days: String(nextDays) });
    if (nextPlatform) query.set("llmName", nextPlatform);
    location.hash = `#/brand/${encodeURIComponent(brandId)}?${query}`;
  };
  const rangeSelect = h(
    "select",
    { id: "range", onchange: (e) => go(e.target.value, llmName) },
    RANGES.map((d) => h("option", { value: d, selected: d === days }, t("lastDays", { days: d }))),
  );
  const platformSelect = h(
    "select",
    { id: "platform", onchange: (e) => go(days, e.target.value) },
    h("option", { value: "" }, t("allPlatforms")),
    platforms.map((p) => h("option", { value: p, selected: p === llmName }, p)),
  );
  return h(
    "div",
    { class: "controls" },
    h("label", { for: "range" }, t("range")),
    rangeSelect,
    h("label", { for: "platform" }, t("platform")),
    platformSelect,
  );
}

function card(label, value, detail, href) {
  return h(
    "div",
    { class: "card figure" },
    h("div", { class: "figure-label" }, label),
    h("div", { class: "figure-value" }, value),
    detail ? h("div", { class: "figure-detail" }, detail) : null,
    href ? h("a", { href, class: "figure-link" }, `${t("evidenceLink")} →`) : null,
  );
}

function valueText(figure, unit = "") {
  return !figure || figure.value === null ? t("none") : `${num(figure.value)}${unit}`;
}

function intervalDetail(figure, minimum) {
  if (!figure || figure.value === null) return null;
  const parts = [];
  if (figure.lower !== null) parts.push(`${t("interval")}: ${num(figure.lower)}–${num(figure.upper)}`);
  parts.push(`n = ${figure.sampleCount}`);
  if (figure.tooFewSamples) parts.push(t("tooFew", { n: minimum }));
  return parts.join(" · ");
}

/** The brand.statistics figures a platform or topic row shows, with their intervals. */
function figureHeaders() {
  return [
    "answers",
    "visibility",
    "top3Rate",
    "recommendationRate",
    "shareOfVoice",
    "position",
    "sentiment",
  ].map((key) => t(key));
}

function figureCells(row) {
  return [
    num(row.answers, 0),
    figureCell(row.visibilityRate, " %"),
    figureCell(row.top3Rate, " %"),
    figureCell(row.recommendationRate, " %"),
    figureCell(row.shareOfVoice, " %"),
    figureCell(row.position),
    figureCell(row.sentimentScore),
  ];
}

function section(id, title, ...children) {
  return h("section", { class: "panel", "aria-labelledby": id }, h("h2", { id }, title), ...children);
}

/** A brand: score, per-platform figures, trends with intervals and signals, competitors, topics, prompts, sources. */
export async function showBrand(container, api, brandId, params) {
  const days = RANGES.includes(Number(params.get("days"))) ? Number(params.get("days")) : 30;
  const llmName = params.get("llmName") || undefined;
  const startDate = dayOffset(days);
  const range = { brandId, startDate, llmName };
  render(container, h("h1", {}, "…"));
  const [brands, statistics, trend, signals, competition, sources] = await Promise.all([
    api.execute("brand.list", { startDate }),
    api.execute("brand.statistics", range),
    api.execute("llm.trend", range),
    api.execute("brand.signals", { brandId, startDate }),
    api.execute("brand.competition", range),
    api.execute("brand.sources", range),
  ]);
  const brand = brands.find((b) => b.brandId === brandId);
  const brandName = brand?.brandName ?? brandId;
  const overview = await api.execute("prompt.analysis.overview", { ...range, competitorName: brandName });
  const buckets = await bucketStatistics(api, {
    brandId,
    llmName,
    startDate: statistics.startDate,
    endDate: statistics.endDate,
  });
  const all = statistics.brand;
  const min = statistics.minimumSamples;
  const link = (filters) =>
    evidenceHref(brandId, {
      startDate: statistics.startDate,
      endDate: statistics.endDate,
      llmName,
      ...filters,
    });

  const trendCharts = [
    ["chart-visibility", t("visibilityTrend"), "visibilityRate", "visibilityRatePercent", false],
    ["chart-voice", t("voiceTrend"), "shareOfVoice", "brandRate", false],
    ["chart-position", t("positionTrend"), "position", "position", true],
  ].map(([id, title, figure, trendField, inverse]) => ({
    id,
    title,
    figure,
    trendField,
    inverse,
    element: h("div", { class: "chart", id }),
  }));
  const competitionChart = h("div", { class: "chart short", id: "chart-competition" });
  const promptOverview = new Map((overview ?? []).map((row) => [row.promptId, row]));

  render(
    container,
    h("h1", {}, brandName),
    controls(brandId, days, llmName, brand?.platforms ?? []),
    h(
      "div",
      { class: "cards" },
      card(t("score"), num(brand?.score, 0), brand?.statDate ? `${t("statDate")}: ${brand.statDate}` : null),
      card(
        t("visibility"),
        valueText(all?.visibilityRate, " %"),
        intervalDetail(all?.visibilityRate, min),
        link({ mentioned: "true" }),
      ),
      card(
        t("recommendationRate"),
        valueText(all?.recommendationRate, " %"),
        intervalDetail(all?.recommendationRate, min),
        link({ recommended: "true" }),
      ),
      card(
        t("shareOfVoice"),
        valueText(all?.shareOfVoice, " %"),
        intervalDetail(all?.shareOfVoice, min),
        link({}),
      ),
      card(
        t("position"),
        valueText(all?.position),
        intervalDetail(all?.position, min),
        link({ mentioned: "true" }),
      ),
    ),
    section(
      "per-platform",
      t("perPlatform"),
      table(
        `${statistics.startDate} – ${statistics.endDate}`,
        [t("platform"), ...figureHeaders(), ""],
        statistics.platforms,
        (p) => [
          p.llmName,
          ...figureCells(p),
          h("a", { href: link({ llmName: p.llmName }) }, t("evidenceLink")),
        ],
      ),
    ),
    section(
      "trends",
      t("trend"),
      h(
        "div",
        { class: "chart-grid" },
        trendCharts.map((c) => h("figure", {}, h("figcaption", {}, c.title), c.element)),
      ),
    ),
    section(
      "signals",
      t("signals"),
      table(
        t("signals"),
        [t("metric"), t("scope"), t("window"), t("before"), t("after"), t("confidence"), ""],
        signals,
        (s) => [
          h(
            "span",
            { class: s.direction === "up" ? "up" : "down" },
            `${s.direction === "up" ? "▲" : "▼"} ${s.metric}`,
          ),
          `${s.scope}${s.scopeName ? `: ${s.scopeName}` : ""}`,
          s.window,
          `${figureText(s.before, " %")} (${s.before.startDate} – ${s.before.endDate})`,
          `${figureText(s.after, " %")} (${s.after.startDate} – ${s.after.endDate})`,
          s.confidence,
          h(
            "a",
            {
              href: evidenceHref(brandId, {
                startDate: s.after.startDate,
                endDate: s.after.endDate,
                ...signalScope(s),
              }),
            },
            t("evidenceLink"),
          ),
        ],
        { empty: t("noSignals") },
      ),
    ),
    section(
      "competition",
      t("competitors"),
      competitionChart,
      table(
        t("competitors"),
        [
          t("competitor"),
          t("answersNaming"),
          t("visibility"),
          t("shareOfVoice"),
          t("position"),
          t("top3Rate"),
          t("sentiment"),
        ],
        competition.names,
        (n) => [
          h(
            "span",
            { class: n.isBrand ? "strong" : "" },
            n.name,
            " ",
            h(
              "span",
              { class: "tag" },
              n.isBrand
                ? t("thisBrand")
                : n.monitorType === 1
                  ? t("tracked")
                  : n.monitorType === 0
                    ? t("learned")
                    : "",
            ),
          ),
          num(n.answersNaming, 0),
          `${num(n.visibilityRate)} %`,
          `${num(n.shareOfVoice)} %`,
          num(n.position),
          `${num(n.top3Rate)} %`,
          num(n.sentimentScore),
        ],
      ),
    ),
    section(
      "topics",
      t("topics"),
      table(t("topics"), [t("topic"), ...figureHeaders(), ""], statistics.topics, (topic) => [
        topic.topicName,
        ...figureCells(topic),
        h("a", { href: link({ topicId: topic.topicId }) }, t("evidenceLink")),
      ]),
    ),
    section(
      "prompts",
      t("prompts"),
      table(
        t("prompts"),
        [
          t("prompt"),
          t("topic"),
          t("answers"),
          t("visibility"),
          t("shareOfVoice"),
          t("position"),
          t("competitors"),
          "",
        ],
        statistics.prompts,
        (p) => [
          p.promptText,
          p.topicName ?? t("none"),
          num(p.answers, 0),
          figureCell(p.visibilityRate, " %"),
          figureCell(p.shareOfVoice, " %"),
          figureCell(p.position),
          promptOverview.get(p.promptId)?.competitorsTop3 ?? t("none"),
          h("a", { href: link({ promptId: p.promptId }) }, t("evidenceLink")),
        ],
      ),
    ),
    section(
      "sources",
      t("sources"),
      h(
        "p",
        { class: "muted" },
        `${num(sources.answersCiting, 0)} / ${num(sources.answers, 0)} ${t("answers")}`,
      ),
      h(
        "div",
        { class: "two-columns" },
        table(t("siteType"), [t("siteType"), t("answers"), "%"], sources.classes, (c) => [
          c.websiteType,
          num(c.answers, 0),
          num(c.answerShare),
        ]),
        table(
          t("domains"),
          [t("domain"), t("siteType"), t("answers"), "%"],
          sources.domains.slice(0, 15),
          (d) => [
            d.domain,
            h("span", { class: "tag" }, d.websiteType),
            num(d.answers, 0),
            num(d.answerShare),
          ],
        ),
      ),
      table(
        t("sources"),
        [t("title"), t("domain"), t("siteType"), t("citations")],
        sources.pages.slice(0, 20),
        (p) => [
          h("a", { href: p.url, target: "_blank", rel: "noopener noreferrer" }, p.title || p.url),
          p.domain,
          h("span", { class: "tag" }, p.websiteType),
          num(p.answers, 0),
        ],
      ),
    ),
  );

  const platformTrends = trend ?? {};
  for (const c of trendCharts) {
    const dates = buckets.map((b) => b.label);
    const values = buckets.map((b) => b.figures?.[c.figure]?.value ?? null);
    const lines = [{ name: llmName ?? t("allPlatformsSeries"), values }];
    if (buckets.daily && !llmName) {
      for (const [platform, points] of Object.entries(platformTrends)) {
        const byDay = new Map(points.map((p) => [p.queryDate, p[c.trendField]]));
        lines.push({ name: platform, values: buckets.map((b) => byDay.get(b.startDate) ?? null) });
      }
    }
    const markers = c.figure === "position" ? [] : signalMarkers(signals, buckets, values);
    const chart = trendChart(c.element, {
      dates,
      series: lines,
      band: {
        name: t("intervalBand"),
        lower: buckets.map((b) => b.figures?.[c.figure]?.lower ?? null),
        upper: buckets.map((b) => b.figures?.[c.figure]?.upper ?? null),
      },
      markers,
      yName: c.figure === "position" ? "" : "%",
      inverse: c.inverse,
      label: c.title,
    });
    chart.on("click", (event) => {
      const bucket = buckets[event.dataIndex];
      if (bucket)
        location.hash = evidenceHref(brandId, {
          startDate: bucket.startDate,
          endDate: bucket.endDate,
          llmName,
        });
    });
  }
  // The brand and the seven names its answers carry most, in the order of mentions.
  const shown = [
    ...competition.names.filter((n) => n.isBrand),
    ...competition.names.filter((n) => !n.isBrand).slice(0, 7),
  ].sort((a, b) => b.mentions - a.mentions);
  barChart(competitionChart, {
    categories: shown.map((n) => n.name),
    series: [
      { name: t("visibility"), values: shown.map((n) => n.visibilityRate) },
      { name: t("shareOfVoice"), values: shown.map((n) => n.shareOfVoice) },
      { name: t("top3Rate"), values: shown.map((n) => n.top3Rate) },
    ],
    label: t("competitors"),
  });
}

/** Evidence filters of a signal's scope. */
function signalScope(signal) {
  if (signal.scope === "platform") return { llmName: signal.scopeId };
  if (signal.scope === "topic") return { topicId: signal.scopeId };
  if (signal.scope === "prompt") return { promptId: signal.scopeId };
  return {};
}

/** Chart markers for the brand-level signals whose "after" window ends on a bucket. */
function signalMarkers(signals, buckets, values) {
  return signals
    .filter((s) => s.scope === "brand" && s.metric === "visibilityRate")
    .flatMap((s) => {
      const index = buckets.findIndex((b) => b.startDate <= s.after.endDate && s.after.endDate <= b.endDate);
      if (index < 0 || values[index] === null) return [];
      return [{ date: buckets[index].label, value: values[index], direction: s.direction, label: s.metric }];
    });
}
