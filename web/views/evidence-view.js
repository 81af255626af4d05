import { dayOffset, h, num, render, today } from "../dom.js";
import { t } from "../i18n.js";
import { candidateReview, decisionButtons } from "./candidate-review.js";
import { evidenceHref } from "./evidence-link.js";
import { highlightedText } from "./highlighted-text.js";

const FILTERS = ["startDate", "endDate", "llmName", "promptId", "topicId", "mentioned", "recommended"];
const LEGEND = [
  ["brand", "legendBrand"],
  ["competitor", "legendCompetitor"],
  ["recommendation", "legendRecommendation"],
  ["warning", "legendWarning"],
  ["source", "legendSource"],
];

function filterForm(brandId, filters, platforms) {
  const field = (id, label, control) => h("div", { class: "field" }, h("label", { for: id }, label), control);
  const from = h("input", { id: "ev-from", type: "date", value: filters.startDate ?? dayOffset(7) });
  const to = h("input", { id: "ev-to", type: "date", value: filters.endDate ?? today() });
  const platform = h(
    "select",
    { id: "ev-platform" },
    h("option", { value: "" }, t("allPlatforms")),
    platforms.map((p) => h("option", { value: p, selected: p === filters.llmName }, p)),
  );
  const which =
    filters.recommended === "true"
      ? "recommended"
      : filters.mentioned === "true"
        ? "mentioned"
        : filters.mentioned === "false"
          ? "absent"
          : "";
  const answers = h(
    "select",
    { id: "ev-answers" },
    [
      ["", "anyAnswer"],
      ["mentioned", "mentionedOnly"],
      ["absent", "notMentioned"],
      ["recommended", "recommendedOnly"],
    ].map(([value, key]) => h("option", { value, selected: value === which }, t(key))),
  );
  return h(
    "form",
    {
      class: "controls filters",
      onsubmit: (event) => {
        event.preventDefault();
        location.hash = evidenceHref(brandId, {
          startDate: from.value,
          endDate: to.value,
          llmName: platform.value,
          promptId: filters.promptId,
          topicId: filters.topicId,
          mentioned:
            answers.value === "mentioned" ? "true" : answers.value === "absent" ? "false" : undefined,
          recommended: answers.value === "recommended" ? "true" : undefined,
        });
      },
    },
    field("ev-from", t("from"), from),
    field("ev-to", t("to"), to),
    field("ev-platform", t("platform"), platform),
    field("ev-answers", t("filterMentioned"), answers),
    h("button", { type: "submit" }, t("apply")),
  );
}

function badges(record) {
  const target = record.target;
  if (!target?.mentioned) return [h("span", { class: "badge muted-badge" }, t("notNamed"))];
  return [
    h("span", { class: "badge" }, t("rank", { n: target.position })),
    h(
      "span",
      { class: target.isRecommended ? "badge good" : "badge" },
      target.isRecommended ? t("recommended") : t("notRecommended"),
    ),
    h("span", { class: "badge" }, `${t("sentiment")}: ${target.sentiment} ${target.sentimentScore}`),
    h("span", { class: "badge" }, `${t("mentions")}: ${target.exposureCount}`),
  ];
}

function provenance(record) {
  const p = record.provenance;
  const rows = [
    [t("askedAt"), record.askedTime],
    ["taskId", p.taskId],
    ["roundId", p.roundId],
    ["monitorId", p.monitorId],
    ["repeat", p.repeatIndex],
    ["adapter", p.adapter],
    ["model", p.model],
    ["sandbox", String(p.sandbox)],
    ["search", `${p.searchEnabled} / ${p.searchUsed}`],
    ["latency", p.latencyMs === null ? null : `${p.latencyMs} ms`],
    ["observationId", record.observationId],
  ].filter(([, value]) => value !== null && value !== undefined);
  return h(
    "details",
    { class: "provenance" },
    h("summary", {}, t("provenance")),
    h(
      "dl",
      {},
      rows.map(([k, v]) => [h("dt", {}, k), h("dd", {}, String(v))]),
    ),
  );
}

/** The answer's own unaccepted candidates, each with Confirm and Reject when the service offers them. */
function answerCandidates(record, decide) {
  if (record.candidates.length === 0) return null;
  const status = h("p", { class: "muted", role: "status" });
  return h(
    "div",
    { class: "answer-candidates" },
    h("h4", {}, t("candidates")),
    h(
      "ul",
      { class: "candidate-list" },
      record.candidates.map((candidate) =>
        h(
          "li",
          {},
          h("span", { class: "strong" }, candidate.name),
          h("span", { class: "muted" }, ` ${num(candidate.score)} · ${candidate.evidence.join(", ")}`),
          decide ? decide(candidate.name, status) : null,
        ),
      ),
    ),
    status,
  );
}

function answerCard(record, decide) {
  const quotes = record.evidence.quotes;
  return h(
    "article",
    { class: "card answer", "aria-labelledby": `q-${record.observationId}` },
    h(
      "header",
      { class: "answer-head" },
      h("span", { class: "tag platform" }, record.platform),
      h("span", { class: "muted" }, record.askedTime),
      record.topicName ? h("span", { class: "tag" }, record.topicName) : null,
    ),
    h("h3", { id: `q-${record.observationId}` }, record.question),
    h("div", { class: "badges" }, badges(record)),
    highlightedText(record.answerText ?? "", record.highlights),
    quotes.length > 0
      ? h(
          "div",
          { class: "evidence-quotes" },
          h(
            "h4",
            {},
            record.evidence.kind === "recommendation" ? t("evidenceRecommendation") : t("evidenceWarning"),
          ),
          h(
            "ul",
            {},
            quotes.map((q) => h("li", {}, h("mark", { class: `hl-${record.evidence.kind}` }, q))),
          ),
        )
      : null,
    h(
      "div",
      { class: "two-columns" },
      h(
        "div",
        {},
        h("h4", {}, t("brandsNamed")),
        h(
          "ol",
          {},
          record.brandRecords.map((b) =>
            h(
              "li",
              {},
              h("span", { class: b.kind === "target" ? "strong" : "" }, b.brandName),
              ` · ${b.sentiment} ${b.sentimentScore} · ×${b.visibilityCount}`,
            ),
          ),
        ),
      ),
      h(
        "div",
        {},
        h("h4", {}, t("sources")),
        h(
          "ol",
          {},
          record.sourceRecords.map((s) =>
            h(
              "li",
              {},
              h("a", { href: s.url, target: "_blank", rel: "noopener noreferrer" }, s.title || s.url),
              " ",
              h("span", { class: "tag" }, s.websiteType),
              h("span", { class: "muted" }, ` ${s.domain}`),
            ),
          ),
        ),
      ),
    ),
    answerCandidates(record, decide),
    provenance(record),
  );
}

/** Evidence: the stored answers behind a figure, with the analysis highlighted in the text. */
export async function showEvidence(container, api, brandId, params) {
  const filters = Object.fromEntries(
    FILTERS.filter((name) => params.get(name)).map((name) => [name, params.get(name)]),
  );
  const current = Math.max(1, Number(params.get("current")) || 1);
  render(container, h("h1", {}, "…"));
  const request = {
    brandId,
    ...filters,
    mentioned: filters.mentioned === undefined ? undefined : filters.mentioned === "true",
    recommended: filters.recommended === undefined ? undefined : filters.recommended === "true",
    current,
    size: 10,
  };
  const [page, brands] = await Promise.all([
    api.execute("brand.evidence", request),
    api.execute("brand.list", {}),
  ]);
  const platforms = brands.find((b) => b.brandId === brandId)?.platforms ?? [];
  const pageLink = (n) => evidenceHref(brandId, { ...filters, current: n });
  const canDecide = (await api.offers("brand.candidates")) && (await api.offers("brand.candidate.decide"));
  const decide = canDecide ? (name, status) => decisionButtons(api, brandId, name, status, () => {}) : null;
  const review = await candidateReview(api, brandId, canDecide);
  render(
    container,
    h(
      "p",
      { class: "crumbs" },
      h("a", { href: `#/brand/${encodeURIComponent(brandId)}` }, `← ${page.brandName ?? brandId}`),
    ),
    h("h1", {}, t("evidenceTitle", { brand: page.brandName ?? brandId })),
    h("p", { class: "muted" }, t("evidenceIntro")),
    filterForm(brandId, { ...filters, startDate: page.startDate, endDate: page.endDate }, platforms),
    h(
      "div",
      { class: "legend", "aria-hidden": "true" },
      LEGEND.map(([kind, key]) => h("mark", { class: `hl-${kind}` }, t(key))),
    ),
    h(
      "p",
      { class: "muted", role: "status" },
      t("page", { current: page.current, pages: Math.max(page.pages, 1), total: num(page.total, 0) }),
    ),
    page.records.length === 0
      ? h("p", {}, t("noEvidence"))
      : page.records.map((record) => answerCard(record, decide)),
    h(
      "nav",
      { class: "pager", "aria-label": "pages" },
      page.current > 1
        ? h("a", { href: pageLink(page.current - 1), class: "button secondary" }, t("previous"))
        : null,
      page.current < page.pages
        ? h("a", { href: pageLink(page.current + 1), class: "button secondary" }, t("next"))
        : null,
    ),
    review,
  );
}
