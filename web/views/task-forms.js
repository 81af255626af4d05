import { h } from "../dom.js";
import { t } from "../i18n.js";

/** The platform codes of spec section 1; the standard five are checked by default. */
export const PLATFORMS = [
  "volcengine",
  "baidu",
  "deepseek",
  "tencent",
  "aliyun",
  "kimi",
  "gpt",
  "google",
  "perplexity",
  "quark",
];
const STANDARD = new Set(["volcengine", "baidu", "deepseek", "tencent", "aliyun"]);

const lines = (text) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/**
 * Each task operation's form fields and how they become the request's `data` (spec 4.1). The browser does
 * not validate (the forms are `novalidate`): the service's own messages are what the user sees.
 */
export const TASK_FORMS = {
  "geo.ranking": {
    fields: [
      ["keyword", "input"],
      ["brandKeyword", "textarea"],
      ["platforms", "platforms"],
    ],
    data: (v) => ({ keyword: v.keyword, brandKeyword: lines(v.brandKeyword), platforms: v.platforms }),
  },
  "geo.checker": {
    fields: [
      ["url", "input"],
      ["pageTitle", "input"],
      ["platforms", "platforms"],
      ["questions", "textarea"],
    ],
    data: (v) => {
      const questions = lines(v.questions);
      return {
        url: v.url,
        title: v.pageTitle,
        platforms: v.platforms.join(","),
        ...(questions.length > 0 ? { questions: JSON.stringify(questions) } : {}),
      };
    },
  },
  "geo.rank_monitor": {
    fields: [
      ["taskName", "input"],
      ["promptTexts", "textarea"],
      ["brandKeywords", "textarea"],
      ["platforms", "platforms"],
      ["repeatQueryTimes", "number"],
    ],
    data: (v) => ({
      taskName: v.taskName,
      promptTexts: lines(v.promptTexts),
      brandKeywords: lines(v.brandKeywords),
      platforms: v.platforms,
      ...(v.repeatQueryTimes === "" ? {} : { repeatQueryTimes: Number(v.repeatQueryTimes) }),
    }),
  },
  "geo.brand": {
    fields: [
      ["brandName", "input"],
      ["websiteUrl", "input"],
      ["brandDescription", "textarea"],
      ["productService", "input"],
      ["platforms", "platforms"],
    ],
    data: (v) => {
      const data = { brandName: v.brandName, platforms: v.platforms };
      for (const name of ["websiteUrl", "brandDescription", "productService"])
        if (v[name] !== "") data[name] = v[name];
      return data;
    },
  },
};

/** The controls of one operation's form; `read()` returns the values by field name. */
export function taskFields(apiCode, preset = {}) {
  const readers = {};
  const controls = TASK_FORMS[apiCode].fields.map(([name, kind]) => {
    const id = `f-${name}`;
    if (kind === "platforms") {
      const boxes = PLATFORMS.map((code) =>
        h("input", { type: "checkbox", id: `${id}-${code}`, value: code, checked: STANDARD.has(code) }),
      );
      readers[name] = () => boxes.filter((box) => box.checked).map((box) => box.value);
      return h(
        "fieldset",
        { class: "field platforms" },
        h("legend", {}, t("platforms")),
        boxes.map((box) => h("label", { class: "check", for: box.id }, box, box.value)),
      );
    }
    const control =
      kind === "textarea"
        ? h("textarea", { id, name, rows: 3 })
        : h("input", {
            id,
            name,
            type: kind === "number" ? "number" : "text",
            min: kind === "number" ? 1 : null,
            max: kind === "number" ? 3 : null,
          });
    if (preset[name] !== undefined) control.value = preset[name];
    readers[name] = () => control.value.trim();
    return h("div", { class: "field" }, h("label", { for: id }, t(name)), control);
  });
  const read = () => Object.fromEntries(Object.entries(readers).map(([name, reader]) => [name, reader()]));
  return { controls, read };
}
