import { createApi } from "./api.js";
import { disposeDetached } from "./charts.js";
import { errorBox, h, render } from "./dom.js";
import { language, setLanguage, t } from "./i18n.js";
import { forgetKey, storedKey, storeKey } from "./session.js";
import { showBrand } from "./views/brand-view.js";
import { showBrands } from "./views/brands-view.js";
import { showEvidence } from "./views/evidence-view.js";
import { showTasks } from "./views/tasks-view.js";

/**
 * The dashboard's shell: sign-in, header, and a hash router (#/brands, #/brand/ID, #/evidence/ID?…,
 * #/tasks). The hash holds only ids and filters; the key never enters a URL.
 */
const main = document.getElementById("main");
const topBar = document.getElementById("top-bar");
let api = null;

function signOut() {
  forgetKey();
  api = null;
  location.hash = "";
  route();
}

function connect(key) {
  api = createApi(key, signOut);
}

function header() {
  const signedIn = api !== null;
  const current = location.hash.split("/")[1] ?? "";
  const link = (href, text, active) =>
    h(
      "a",
      { href, class: active ? "nav-link active" : "nav-link", "aria-current": active ? "page" : null },
      text,
    );
  const languageSelect = h(
    "select",
    {
      id: "language",
      onchange: (event) => {
        setLanguage(event.target.value);
        route();
      },
    },
    h("option", { value: "en", selected: language() === "en" }, "English"),
    h("option", { value: "zh", selected: language() === "zh" }, "中文"),
  );
  render(
    topBar,
    h(
      "a",
      { class: "brand-mark", href: signedIn ? "#/brands" : "#" },
      h("img", { src: "/app/icon.svg", alt: "" }),
      t("appName"),
    ),
    signedIn
      ? h(
          "nav",
          { "aria-label": t("navigation") },
          link("#/brands", t("navBrands"), ["brands", "brand", "evidence", ""].includes(current)),
          link("#/tasks", t("navTasks"), current === "tasks"),
          h("a", { href: "/docs", class: "nav-link", target: "_blank", rel: "noopener" }, t("navDocs")),
        )
      : h("span", { class: "spacer" }),
    h("label", { class: "language", for: "language" }, h("span", {}, t("language")), languageSelect),
    signedIn ? h("button", { type: "button", class: "secondary", onclick: signOut }, t("signOut")) : null,
  );
  document.getElementById("skip-link").textContent = t("skip");
}

function signInView() {
  const input = h("input", {
    id: "api-key",
    name: "api-key",
    type: "password",
    autocomplete: "off",
    spellcheck: "false",
    required: true,
  });
  const message = h("p", { class: "error", role: "alert" });
  const button = h("button", { type: "submit" }, t("signIn"));
  const form = h(
    "form",
    {
      class: "card sign-in",
      onsubmit: async (event) => {
        event.preventDefault();
        const key = input.value.trim();
        if (key === "") return;
        button.disabled = true;
        message.textContent = t("signingIn");
        try {
          await createApi(key).quota();
          storeKey(key);
          connect(key);
          input.value = "";
          if (!location.hash.startsWith("#/")) location.hash = "#/brands";
          else route();
        } catch (error) {
          message.textContent = t("keyRejected", { msg: error.message });
          button.disabled = false;
          input.focus();
        }
      },
    },
    h("h1", {}, t("signInTitle")),
    h("p", {}, t("signInIntro")),
    h("label", { for: "api-key" }, t("apiKey")),
    input,
    button,
    message,
  );
  render(main, form);
  input.focus();
}

async function route(focusHeading = false) {
  header();
  if (api === null) {
    signInView();
    return;
  }
  const [path, query = ""] = location.hash.replace(/^#\/?/, "").split("?");
  const [view, id] = path.split("/").map(decodeURIComponent);
  const params = new URLSearchParams(query);
  // Each navigation gets its own container: a slower earlier view finishing late writes into a detached one.
  const container = h("div", { class: "view" });
  render(main, container);
  disposeDetached();
  try {
    if (view === "brand" && id) await showBrand(container, api, id, params);
    else if (view === "evidence" && id) await showEvidence(container, api, id, params);
    else if (view === "tasks") await showTasks(container, api, id, params);
    else await showBrands(container, api);
  } catch (error) {
    render(container, errorBox(error));
  }
  const heading = container.querySelector("h1");
  heading?.setAttribute("tabindex", "-1");
  // After a navigation the keyboard starts at the new view's heading, as a page load would.
  if (focusHeading && container.isConnected) heading?.focus({ preventScroll: true });
}

window.addEventListener("hashchange", () => route(true));
const key = storedKey();
if (key) connect(key);
route();
