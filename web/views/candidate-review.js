import { h, num, render } from "../dom.js";
import { t } from "../i18n.js";

/**
 * Confirm and Reject buttons for one name (brand.candidate.decide). `onDecided(decision)` runs after the
 * service accepted the decision; `status` receives the outcome or the service's message.
 */
export function decisionButtons(api, brandId, name, status, onDecided) {
  const decide = async (decision) => {
    try {
      await api.execute("brand.candidate.decide", { brandId, name, decision });
      status.textContent = t("decided", { name, decision: t(decision) });
      onDecided(decision);
    } catch (error) {
      status.textContent = error.message;
    }
  };
  return [
    h("button", { type: "button", class: "small", onclick: () => decide("confirm") }, t("confirm")),
    h("button", { type: "button", class: "small secondary", onclick: () => decide("reject") }, t("reject")),
  ];
}

/**
 * Unconfirmed brand candidates of a brand's account (brand.candidates, standing `candidate`) with Confirm
 * and Reject buttons. When the service does not offer these operations the panel says so instead.
 */
export async function candidateReview(api, brandId, canDecide) {
  const panel = h(
    "section",
    { class: "panel", "aria-labelledby": "candidates" },
    h("h2", { id: "candidates" }, t("candidates")),
  );
  const body = h("div", {});
  panel.append(body);
  const status = h("p", { class: "muted", role: "status" });
  if (!canDecide) {
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
            const row = h(
              "li",
              { "data-name": candidate.name },
              h("span", { class: "strong" }, candidate.name),
              h(
                "span",
                { class: "muted" },
                ` ${num(candidate.answers, 0)} ${t("answers")} · ${num(candidate.score)} · ${(candidate.evidence ?? []).join(", ")}`,
              ),
            );
            row.append(...decisionButtons(api, brandId, candidate.name, status, () => row.remove()));
            return row;
          }),
        ),
    status,
  );
  return panel;
}
