import { h, num, render } from "../dom.js";
import { t } from "../i18n.js";

/**
 * Unconfirmed brand candidates of a brand's account (brand.candidates, standing `candidate`) with Confirm
 * and Reject buttons (brand.candidate.decide). When the service does not offer these operations the panel
 * says so instead.
 */
export async function candidateReview(api, brandId) {
  const panel = h(
    "section",
    { class: "panel", "aria-labelledby": "candidates" },
    h("h2", { id: "candidates" }, t("candidates")),
  );
  const body = h("div", {});
  panel.append(body);
  const status = h("p", { class: "muted", role: "status" });
  if (!(await api.offers("brand.candidates"))) {
    render(body, h("p", { class: "muted" }, t("candidatesUnavailable")));
    return panel;
  }
  let listing;
  try {
    listing = await api.execute("brand.candidates", { brandId, standing: "candidate", limit: 20 });
  } catch (error) {
    render(body, h("p", { class: "muted" }, error.message));
    return panel;
  }
  const decide = async (name, decision, row) => {
    try {
      await api.execute("brand.candidate.decide", { brandId, name, decision });
      row.remove();
      status.textContent = t("decided", { name, decision: t(decision) });
    } catch (error) {
      status.textContent = error.message;
    }
  };
  const names = listing.names ?? [];
  render(
    body,
    h("p", { class: "muted" }, t("candidatesIntro")),
    names.length === 0
      ? h("p", {}, t("noCandidates"))
      : h(
          "ul",
          { class: "candidate-list" },
          names.map((candidate) => {
            const row = h("li", {});
            row.append(
              h("span", { class: "strong" }, candidate.name),
              h(
                "span",
                { class: "muted" },
                ` ${num(candidate.answers, 0)} ${t("answers")} · ${num(candidate.score)} · ${(candidate.evidence ?? []).join(", ")}`,
              ),
              h(
                "button",
                { type: "button", class: "small", onclick: () => decide(candidate.name, "confirm", row) },
                t("confirm"),
              ),
              h(
                "button",
                {
                  type: "button",
                  class: "small secondary",
                  onclick: () => decide(candidate.name, "reject", row),
                },
                t("reject"),
              ),
            );
            return row;
          }),
        ),
    status,
  );
  return panel;
}
