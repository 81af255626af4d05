import { figureCell, h, num } from "../dom.js";
import { t } from "../i18n.js";

export const RANGES = [7, 14, 30, 90, 180];

/** The range and platform selects; a change rewrites the hash (ids and filters only). */
export function controls(brandId, days, llmName, platforms) {
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

export function card(label, value, detail, href) {
  return h(
    "div",
    { class: "card figure" },
    h("div", { class: "figure-label" }, label),
    h("div", { class: "figure-value" }, value),
    detail ? h("div", { class: "figure-detail" }, detail) : null,
    href ? h("a", { href, class: "figure-link" }, `${t("evidenceLink")} →`) : null,
  );
}

export function valueText(figure, unit = "") {
  return !figure || figure.value === null ? t("none") : `${num(figure.value)}${unit}`;
}

export function intervalDetail(figure, minimum) {
  if (!figure || figure.value === null) return null;
  const parts = [];
  if (figure.lower !== null) parts.push(`${t("interval")}: ${num(figure.lower)}–${num(figure.upper)}`);
  parts.push(`n = ${figure.sampleCount}`);
  if (figure.tooFewSamples) parts.push(t("tooFew", { n: minimum }));
  return parts.join(" · ");
}

/** The brand.statistics figures a platform or topic row shows, with their intervals. */
export function figureHeaders() {
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

export function figureCells(row) {
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

export function section(id, title, ...children) {
  return h("section", { class: "panel", "aria-labelledby": id }, h("h2", { id }, title), ...children);
}
