import { language, t } from "./i18n.js";

/**
 * `h("p", {class: "x", onclick: fn}, "text", child)`: an element with attributes, listeners and children.
 * Text is always set as text (never parsed as HTML), so answer texts cannot inject markup.
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") element.addEventListener(name.slice(2), value);
    else if (name === "class") element.className = value;
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  append(element, children);
  return element;
}

function append(element, children) {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(element, child);
    else element.append(child instanceof Node ? child : String(child));
  }
}

/** A number with `digits` decimals in the interface's locale, or the "none" mark. */
export function num(value, digits = 2) {
  if (value === null || value === undefined || Number.isNaN(value)) return t("none");
  return Number(value).toLocaleString(language() === "zh" ? "zh-CN" : "en-US", {
    maximumFractionDigits: digits,
  });
}

/** A statistics figure (value and its 95 % interval) as text, e.g. "41.2 % (35.1 to 47.6)". */
export function figureText(figure, unit = "") {
  if (!figure || figure.value === null) return t("none");
  const interval =
    figure.lower === null || figure.upper === null ? "" : ` [${num(figure.lower)}–${num(figure.upper)}]`;
  return `${num(figure.value)}${unit}${interval}`;
}

/** A figure for a table cell: the value, then its interval in smaller type. */
export function figureCell(figure, unit = "") {
  if (!figure || figure.value === null) return t("none");
  return h(
    "span",
    { class: figure.tooFewSamples ? "figure-cell few" : "figure-cell" },
    `${num(figure.value)}${unit}`,
    figure.lower === null ? null : h("small", {}, ` ${num(figure.lower)}–${num(figure.upper)}`),
  );
}

/** A table with a caption, a header row and one row per item; `cells(item)` gives the row's cells. */
export function table(caption, headers, items, cells, options = {}) {
  return h(
    "div",
    { class: "table-wrap" },
    h(
      "table",
      { class: options.className ?? "data" },
      h("caption", {}, caption),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          headers.map((text) => h("th", { scope: "col" }, text)),
        ),
      ),
      h(
        "tbody",
        {},
        items.length === 0
          ? h("tr", {}, h("td", { colspan: headers.length, class: "muted" }, options.empty ?? t("none")))
          : items.map((item) =>
              h(
                "tr",
                {},
                cells(item).map((cell) => h("td", {}, cell)),
              ),
            ),
      ),
    ),
  );
}

/** Today minus `days` - 1 as yyyy-MM-dd (the browser's day; the service cuts an end past its today). */
export function dayOffset(days) {
  const date = new Date();
  date.setDate(date.getDate() - days + 1);
  return date.toLocaleDateString("sv-SE");
}

export function today() {
  return new Date().toLocaleDateString("sv-SE");
}

/** Replaces a container's content. */
export function render(container, ...children) {
  container.replaceChildren();
  append(container, children);
}

/** A message for a failed load, in place of the view's content. */
export function errorBox(error) {
  return h("p", { class: "error", role: "alert" }, t("loadFailed", { msg: error.message }));
}
