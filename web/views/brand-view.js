import { dayOffset, figureCell, figureText, h, num, render, table } from "../dom.js";
import { t } from "../i18n.js";
import {
  card,
  controls,
  figureCells,
  figureHeaders,
  intervalDetail,
  RANGES,
  section,
  valueText,
} from "./brand-parts.js";
import { drawCompetition, drawTrends, signalScope, trendSlots } from "./brand-trends.js";
import { evidenceHref } from "./evidence-link.js";
import { bucketStatistics } from "./statistics-buckets.js";

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

  const trendCharts = trendSlots();
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

  drawTrends(trendCharts, { brandId, llmName, buckets, trend, signals });
  drawCompetition(competitionChart, competition.names);
}
