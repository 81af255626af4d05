import { barChart, trendChart } from "../charts.js";
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { evidenceHref } from "./evidence-link.js";

/** The three trend charts of a brand: which figure each draws and which llm.trend field its platform lines read. */
export function trendSlots() {
  return [
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
}

/**
 * Draws the trend charts: the brand's figure per bucket (brand.statistics.series) as the thick line with
 * its 95 % interval as a band, each platform's daily line (llm.trend) on daily buckets, signal markers;
 * a click on a point opens the answers of that bucket.
 */
export function drawTrends(trendCharts, { brandId, llmName, buckets, trend, signals }) {
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
}

/** The brand beside the seven names its answers carry most (brand.competition), as grouped bars. */
export function drawCompetition(element, names) {
  // The brand and the seven names its answers carry most, in the order of mentions.
  const shown = [...names.filter((n) => n.isBrand), ...names.filter((n) => !n.isBrand).slice(0, 7)].sort(
    (a, b) => b.mentions - a.mentions,
  );
  barChart(element, {
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
export function signalScope(signal) {
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
