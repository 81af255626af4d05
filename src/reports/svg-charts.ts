import { escapeHtml } from "./html-escape.ts";

/**
 * Charts drawn as inline SVG by code: the report needs no script, no web font and nothing fetched, so it
 * shows the same in a browser, an e-mail attachment and Chromium's PDF printer.
 */
const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 44 };
const COLOR = "#2563eb";

export interface ChartPoint {
  label: string;
  value: number;
}

function frame(title: string, body: string, height = HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-label="${escapeHtml(title)}"><title>${escapeHtml(title)}</title>${body}</svg>`;
}

/** A line chart of percentages (0..100) over the points in order, e.g. the mention rate per round. */
export function percentLineChart(title: string, points: readonly ChartPoint[]): string {
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (i: number) =>
    MARGIN.left + (points.length <= 1 ? plotWidth / 2 : (i / (points.length - 1)) * plotWidth);
  const y = (value: number) =>
    MARGIN.top + plotHeight - (Math.min(100, Math.max(0, value)) / 100) * plotHeight;
  const grid = [0, 25, 50, 75, 100]
    .map(
      (tick) =>
        `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e5e7eb"/>` +
        `<text x="${MARGIN.left - 6}" y="${y(tick) + 4}" font-size="11" text-anchor="end" fill="#6b7280">${tick}%</text>`,
    )
    .join("");
  const path = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(" ");
  // At most about 8 labels on the axis, so dates never overlap; the ends align inwards to stay visible.
  const every = Math.max(1, Math.ceil(points.length / 8));
  const anchor = (i: number) =>
    points.length === 1 ? "middle" : i === 0 ? "start" : i === points.length - 1 ? "end" : "middle";
  const marks = points
    .map(
      (p, i) =>
        `<circle cx="${x(i).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="3" fill="${COLOR}"><title>${escapeHtml(`${p.label}: ${p.value}%`)}</title></circle>` +
        (i % every === 0 || i === points.length - 1
          ? `<text x="${x(i).toFixed(1)}" y="${HEIGHT - MARGIN.bottom + 16}" font-size="10" text-anchor="${anchor(i)}" fill="#374151">${escapeHtml(p.label)}</text>`
          : ""),
    )
    .join("");
  const line = points.length > 1 ? `<path d="${path}" fill="none" stroke="${COLOR}" stroke-width="2"/>` : "";
  return frame(title, `${grid}${line}${marks}`);
}

/** Horizontal bars, one per item, scaled to the largest value (e.g. exposure per platform). */
export function horizontalBarChart(title: string, items: readonly ChartPoint[], unit = ""): string {
  const rowHeight = 26;
  const height = MARGIN.top + items.length * rowHeight + 8;
  const labelWidth = 110;
  const barSpace = WIDTH - labelWidth - 70;
  const max = Math.max(1, ...items.map((item) => item.value));
  const bars = items
    .map((item, i) => {
      const top = MARGIN.top + i * rowHeight;
      const width = (item.value / max) * barSpace;
      return (
        `<text x="${labelWidth - 8}" y="${top + 15}" font-size="12" text-anchor="end" fill="#374151">${escapeHtml(item.label)}</text>` +
        `<rect x="${labelWidth}" y="${top + 3}" width="${width.toFixed(1)}" height="${rowHeight - 8}" fill="${COLOR}" rx="2"/>` +
        `<text x="${(labelWidth + width + 6).toFixed(1)}" y="${top + 15}" font-size="12" fill="#111827">${escapeHtml(`${item.value}${unit}`)}</text>`
      );
    })
    .join("");
  return frame(title, bars, height);
}
