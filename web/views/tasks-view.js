import { h, num, render, table } from "../dom.js";
import { t } from "../i18n.js";
import { TASK_FORMS, taskFields } from "./task-forms.js";
import { taskResult } from "./task-results.js";

const STATUS_KEYS = { 1: "pending", 2: "success", 3: "failed", 4: "timeout", 5: "cancelled" };

function taskHref(taskId, apiCode) {
  return `#/tasks/${encodeURIComponent(taskId)}?apiCode=${encodeURIComponent(apiCode)}`;
}

/** Polls a task until it is final (1.5 s apart for the first half minute, then 5 s), while its view shows. */
async function watchTask(api, panel, taskId, apiCode) {
  const started = Date.now();
  const status = h("p", { role: "status", class: "muted" });
  const body = h("div", {});
  const cancel = h(
    "button",
    {
      type: "button",
      class: "secondary",
      onclick: async () => {
        await api.cancel(taskId).catch((error) => {
          status.textContent = error.message;
        });
      },
    },
    t("cancel"),
  );
  render(panel, h("h2", { id: "task-detail" }, `${apiCode} · ${taskId}`), status, cancel, body);
  for (;;) {
    if (!panel.isConnected) return;
    const record = await api.task(taskId);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (record.status === 1) {
      status.textContent = t("waiting", { seconds });
      await new Promise((resolve) => setTimeout(resolve, seconds < 30 ? 1500 : 5000));
      continue;
    }
    cancel.remove();
    status.textContent = `${t("status")}: ${t(STATUS_KEYS[record.status])}`;
    status.dataset.status = String(record.status);
    if (record.status === 2) {
      // A rank monitor's mention rates get their intervals from rank_monitor.statistics when the key may read it.
      const extra =
        apiCode === "geo.rank_monitor"
          ? await api.execute("rank_monitor.statistics", { taskId }).catch(() => null)
          : null;
      const rendered = taskResult(apiCode, record.result, extra);
      render(body, ...rendered.nodes);
      rendered.drawCharts();
    } else {
      render(
        body,
        h("p", { class: "error", role: "alert" }, record.errorMessage ?? t(STATUS_KEYS[record.status])),
      );
    }
    return;
  }
}

function submitPanel(api, preset) {
  let apiCode = preset.apiCode ?? "geo.ranking";
  const message = h("p", { class: "error", role: "alert", id: "submit-message" });
  const fieldsBox = h("div", { class: "fields" });
  let fields;
  const showFields = () => {
    fields = taskFields(apiCode, apiCode === "geo.ranking" ? { keyword: preset.keyword } : {});
    render(fieldsBox, fields.controls);
  };
  const select = h(
    "select",
    {
      id: "operation",
      onchange: (event) => {
        apiCode = event.target.value;
        message.textContent = "";
        showFields();
      },
    },
    Object.keys(TASK_FORMS).map((code) => h("option", { value: code, selected: code === apiCode }, code)),
  );
  const button = h("button", { type: "submit" }, t("submit"));
  showFields();
  return h(
    "form",
    {
      class: "panel",
      novalidate: true,
      "aria-labelledby": "submit-title",
      onsubmit: async (event) => {
        event.preventDefault();
        button.disabled = true;
        message.textContent = t("submitting");
        try {
          const submitted = await api.submit(apiCode, TASK_FORMS[apiCode].data(fields.read()));
          message.textContent = t("submitted", { taskId: submitted.taskId });
          location.hash = taskHref(submitted.taskId, apiCode);
        } catch (error) {
          message.textContent = `${error.code}: ${error.message}`;
        } finally {
          button.disabled = false;
        }
      },
    },
    h("h2", { id: "submit-title" }, t("submitTask")),
    h("div", { class: "field" }, h("label", { for: "operation" }, t("operation")), select),
    fieldsBox,
    button,
    message,
  );
}

function discoveryPanel(api, onUse) {
  const input = h("input", { id: "discover-keyword", type: "text" });
  const results = h("div", {});
  const message = h("p", { class: "error", role: "alert" });
  const list = (caption, items) =>
    table(caption, [t("question"), t("hotValue"), ""], items, (item) => [
      item.keyword,
      num(item.hotValue, 0),
      h(
        "button",
        { type: "button", class: "small secondary", onclick: () => onUse(item.keyword) },
        t("useAsKeyword"),
      ),
    ]);
  return h(
    "form",
    {
      class: "panel",
      novalidate: true,
      "aria-labelledby": "discover-title",
      onsubmit: async (event) => {
        event.preventDefault();
        message.textContent = "";
        try {
          const answer = await api.submit("geo.questions_corr_recommend", { keyword: input.value });
          render(
            results,
            list(t("aiQuestions"), answer.result.aiQuestions),
            list(t("baiduQuestions"), answer.result.baiduQuestions),
          );
        } catch (error) {
          message.textContent = `${error.code}: ${error.message}`;
        }
      },
    },
    h("h2", { id: "discover-title" }, t("discover")),
    h("p", { class: "muted" }, t("discoverIntro")),
    h("div", { class: "field" }, h("label", { for: "discover-keyword" }, t("keyword")), input),
    h("button", { type: "submit" }, t("discoverRun")),
    message,
    results,
  );
}

/** Tasks: submit forms, the selected task's progress and result, question discovery, recent tasks. */
export async function showTasks(container, api, taskId, params) {
  const detail = h("section", { class: "panel task-detail", "aria-labelledby": "task-detail" });
  const recent = h("div", {});
  const refresh = async () => {
    const page = await api.execute("task.list", { size: 15 });
    render(
      recent,
      table(
        t("recentTasks"),
        [t("taskId"), t("operation"), t("status"), t("created"), ""],
        page.records,
        (task) => [
          h("code", {}, task.taskId.slice(0, 13)),
          task.apiCode,
          h("span", { class: `status-${task.status}` }, t(STATUS_KEYS[task.status])),
          task.createTime,
          h("a", { href: taskHref(task.taskId, task.apiCode) }, t("view")),
        ],
        { empty: t("noTasks") },
      ),
    );
  };
  const layout = h("div", { class: "tasks-layout" });
  const renderForms = (preset) => {
    render(
      layout,
      h(
        "div",
        {},
        submitPanel(api, preset),
        discoveryPanel(api, (keyword) => renderForms({ apiCode: "geo.ranking", keyword })),
      ),
      h(
        "section",
        { class: "panel", "aria-labelledby": "recent-title" },
        h("h2", { id: "recent-title" }, t("recentTasks")),
        h("button", { type: "button", class: "secondary small", onclick: refresh }, t("refresh")),
        recent,
      ),
    );
  };
  renderForms({});
  render(container, h("h1", {}, t("tasksTitle")), taskId ? detail : null, layout);
  await refresh();
  if (taskId) {
    watchTask(api, detail, taskId, params.get("apiCode") ?? "geo.ranking")
      .then(refresh)
      .catch((error) => render(detail, h("p", { class: "error", role: "alert" }, error.message)));
  }
}
