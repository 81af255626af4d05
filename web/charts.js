import * as echarts from "/vendor/echarts.mjs";

/**
 * Charts with Apache ECharts (SVG renderer: sharp at any zoom, and printable). Each chart records its
 * series' point counts on its element (`data-points`), which the browser tests read. Charts follow their
 * element's size and are disposed when a view replaces them.
 */
const PALETTE = ["#2456c9", "#d9480f", "#2b8a3e", "#862e9c", "#e67700", "#0b7285", "#c2255c", "#5c940d"];
const live = new Set();
// A real font list (not "inherit"): ECharts measures legend text with it, and "inherit" mismeasures.
const FONT =
  'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

function mount(element, option, label) {
  const chart = echarts.init(element, null, { renderer: "svg" });
  chart.setOption({ color: PALETTE, animation: false, textStyle: { fontFamily: FONT }, ...option });
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", label);
  const points = (option.series ?? []).map(
    (series) => series.data.filter((v) => v !== null && v !== undefined).length,
  );
  element.dataset.points = points.join(",");
  const observer = new ResizeObserver(() => chart.resize());
  observer.observe(element);
  live.add({ chart, observer, element });
  return chart;
}

/** Disposes the charts whose elements left the page (called on every view change). */
export function disposeDetached() {
  for (const entry of live) {
    if (!entry.element.isConnected) {
      entry.observer.disconnect();
      entry.chart.dispose();
      live.delete(entry);
    }
  }
}

/** A small line without axes, for tables. */
export function sparkline(element, values, label) {
  return mount(
    element,
    {
      grid: { left: 2, right: 2, top: 4, bottom: 4 },
      xAxis: { type: "category", show: false, data: values.map((_, i) => i) },
      yAxis: { type: "value", show: false, min: 0, max: 100 },
      series: [
        { type: "line", data: values, symbol: "none", lineStyle: { width: 2 }, areaStyle: { opacity: 0.12 } },
      ],
    },
    label,
  );
}

/**
 * A trend over days: one line per series, an optional 95 % interval band around the first series
 * (lower and upper, drawn as a stacked area), and markers for signals.
 */
export function trendChart(element, { dates, series, band, markers = [], yName, inverse = false, label }) {
  const lines = series.map((s, index) => ({
    name: s.name,
    type: "line",
    data: s.values,
    connectNulls: true,
    symbolSize: index === 0 ? 6 : 4,
    lineStyle: { width: index === 0 ? 3 : 1.5 },
    z: index === 0 ? 5 : 3,
    markPoint:
      index === 0 && markers.length > 0
        ? {
            symbol: "pin",
            symbolSize: 34,
            data: markers.map((m) => ({
              coord: [m.date, m.value],
              value: m.direction === "up" ? "▲" : "▼",
              itemStyle: { color: m.direction === "up" ? "#2b8a3e" : "#c92a2a" },
              name: m.label,
            })),
          }
        : undefined,
  }));
  const bands = band
    ? [
        {
          name: band.name,
          type: "line",
          data: band.lower,
          stack: "band",
          symbol: "none",
          lineStyle: { opacity: 0 },
          itemStyle: { color: "rgba(36, 86, 201, 0.35)" },
          silent: true,
        },
        {
          name: band.name,
          type: "line",
          data: band.upper.map((u, i) => (u === null || band.lower[i] === null ? null : u - band.lower[i])),
          stack: "band",
          symbol: "none",
          lineStyle: { opacity: 0 },
          areaStyle: { color: "rgba(36, 86, 201, 0.16)" },
          itemStyle: { color: "rgba(36, 86, 201, 0.35)" },
          silent: true,
        },
      ]
    : [];
  return mount(
    element,
    {
      grid: { left: 44, right: 16, top: 36, bottom: 56 },
      legend: { type: "scroll", bottom: 0 },
      tooltip: { trigger: "axis" },
      xAxis: { type: "category", data: dates, boundaryGap: false },
      yAxis: { type: "value", name: yName, inverse, min: inverse ? 1 : undefined, scale: inverse },
      series: [...lines, ...bands],
    },
    label,
  );
}

/** Grouped horizontal bars: one group per category, one bar per series. */
export function barChart(element, { categories, series, label }) {
  return mount(
    element,
    {
      grid: { left: 110, right: 24, top: 30, bottom: 24 },
      legend: { top: 0 },
      tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
      xAxis: { type: "value" },
      yAxis: { type: "category", data: categories, inverse: true },
      series: series.map((s) => ({ name: s.name, type: "bar", data: s.values, barMaxWidth: 16 })),
    },
    label,
  );
}
