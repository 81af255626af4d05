import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { askCost, describeAskCost } from "../../operations/monitoring/round-cost.ts";
import { TASK_API_CODES, type TaskApiCode } from "../../operations/operation.ts";
import { findOperation } from "../../operations/operation-definitions.ts";
import { type CliCommand, type CliIo, CliUsageError } from "../cli-command.ts";

const usage = `Usage:
  answerlens task submit geo.ranking --keyword Q --brand NAME... --platform CODE...
  answerlens task submit geo.checker --url PAGE --title TITLE --platform CODE... [--question Q]...
  answerlens task submit geo.questions_corr_recommend --keyword WORD
  answerlens task submit geo.brand --brand-name NAME --platform CODE... [--website-url U] [--description D] [--product P] [--repeat N]
  answerlens task submit geo.rank_monitor --task-name N --prompt Q... --brand NAME... --platform CODE... [--repeat N]
  answerlens task submit APICODE --data '{"...": "..."}'
  answerlens task get TASK_ID
  answerlens task cancel TASK_ID

Talks to a running answerlens server over HTTP (it never opens the database).
  --server URL     the server (env ANSWERLENS_URL, default http://127.0.0.1:8080). For every command but
                   \`submit geo.checker\`, --url means the server too; there --url is the page to check.
  --key KEY        the API key (env ANSWERLENS_KEY); sent as Service-API-Key, never printed
  --platform CODE  repeat it or separate codes with commas; --brand, --prompt, --question repeat
  --interval S     seconds between polls while a task is pending (default 10, the spec's interval)
  --timeout S      stop waiting after S seconds (default 300, the spec's wait ceiling)
  --no-wait        submit prints the taskId and returns at once
  --json           print the task record (or the immediate result) as JSON instead of tables
  --repeat N       samples: times each prompt is asked per platform per round (1-3, default 3)
  --dry-run        check the request and print its cost (platform asks per round, quota) without
                   submitting; needs no server or key

submit waits for the task to end, showing progress on stderr, then prints the result.
Exit codes: 0 success; 1 the task failed, timed out or was cancelled, or the server refused the call;
2 a usage mistake. task cancel exits 0 when it cancelled the task or stopped its monitor (geo.brand,
geo.rank_monitor), 1 when the task had already ended and had no monitor to stop.`;

const OPTIONS = {
  server: { type: "string" },
  url: { type: "string" },
  key: { type: "string" },
  interval: { type: "string" },
  timeout: { type: "string" },
  "no-wait": { type: "boolean" },
  json: { type: "boolean" },
  data: { type: "string" },
  "request-id": { type: "string" },
  keyword: { type: "string" },
  brand: { type: "string", multiple: true },
  platform: { type: "string", multiple: true },
  title: { type: "string" },
  question: { type: "string", multiple: true },
  "brand-name": { type: "string" },
  "website-url": { type: "string" },
  description: { type: "string" },
  product: { type: "string" },
  "task-name": { type: "string" },
  prompt: { type: "string", multiple: true },
  repeat: { type: "string" },
  "dry-run": { type: "boolean" },
} as const;

function parse(argv: string[]) {
  return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
}

type Values = ReturnType<typeof parse>["values"];
type Json = Record<string, unknown>;
type Envelope = { code: number; msg: string; data: Json | null };

const STATUS_NAMES: Record<number, string> = {
  1: "pending",
  2: "success",
  3: "failed",
  4: "timeout",
  5: "cancelled",
};

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === "") throw new CliUsageError(`${flag} is required`);
  return value;
}

function list(values: readonly string[] | undefined, flag: string): string[] {
  const items = (values ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (items.length === 0) throw new CliUsageError(`${flag} is required`);
  return items;
}

function seconds(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new CliUsageError(`${flag} must be a number of seconds`);
  return n;
}

/** The `data` object of a submit, built from the operation's flags (the server validates it). */
function requestData(apiCode: string, v: Values): unknown {
  if (v.data !== undefined) {
    try {
      return JSON.parse(v.data);
    } catch {
      throw new CliUsageError("--data must be a JSON object");
    }
  }
  switch (apiCode) {
    case "geo.ranking":
      return {
        keyword: required(v.keyword, "--keyword"),
        brandKeyword: list(v.brand, "--brand"),
        platforms: list(v.platform, "--platform"),
      };
    case "geo.checker":
      return {
        url: required(v.url, "--url (the page to check)"),
        title: required(v.title, "--title"),
        platforms: list(v.platform, "--platform").join(","),
        ...(v.question?.length ? { questions: JSON.stringify(v.question) } : {}),
      };
    case "geo.questions_corr_recommend":
      return { keyword: required(v.keyword, "--keyword") };
    case "geo.brand":
      return {
        brandName: required(v["brand-name"], "--brand-name"),
        platforms: list(v.platform, "--platform"),
        ...(v["website-url"] ? { websiteUrl: v["website-url"] } : {}),
        ...(v.description ? { brandDescription: v.description } : {}),
        ...(v.product ? { productService: v.product } : {}),
        ...(v.repeat !== undefined ? { repeatQueryTimes: Number(v.repeat) } : {}),
      };
    case "geo.rank_monitor":
      return {
        taskName: required(v["task-name"], "--task-name"),
        platforms: list(v.platform, "--platform"),
        promptTexts: list(v.prompt, "--prompt"),
        brandKeywords: list(v.brand, "--brand"),
        ...(v.repeat !== undefined ? { repeatQueryTimes: Number(v.repeat) } : {}),
      };
    default:
      throw new CliUsageError(`no flags for ${apiCode}: pass its data object with --data '{...}'`);
  }
}

function table(headers: string[], rows: (string | number | null)[][]): string {
  const cells = rows.map((row) => row.map((cell) => (cell === null ? "-" : String(cell))));
  const width = (text: string) => [...text].reduce((w, ch) => w + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0);
  const widths = headers.map((h, i) => Math.max(width(h), ...cells.map((r) => width(r[i]))));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell + " ".repeat(widths[i] - width(cell)))
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

const clip = (text: unknown, max = 60) => {
  const s = String(text ?? "");
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};

/** A readable view of a result; operations without one print JSON. */
function formatResult(apiCode: string, result: Json): string {
  if (apiCode === "geo.ranking") {
    const data = result.data as Json[];
    return [
      `Keyword: ${result.keyword}`,
      `Platforms: ${result.completedPlatforms} completed, ${result.failedPlatforms} failed of ${result.totalPlatforms}`,
      `Recommended: ${result.requestRecommendedCount} (${result.requestRecommendationRate}%), exposure ${result.requestTotalExposureCount}`,
      "",
      table(
        ["PLATFORM", "BRAND", "STATUS", "RECOMMENDED", "EXPOSURE", "POSITION", "SOURCES"],
        data.map((e) => [
          e.platform as string,
          e.brandKeyword as string,
          e.status as string,
          e.isRecommended ? "yes" : "no",
          e.exposureCount as number,
          e.position as number,
          e.countSourceRecord as number,
        ]),
      ),
    ].join("\n");
  }
  if (apiCode === "geo.checker") {
    const base = result.baseData as Json;
    const platforms = result.platformList as Json[];
    const urls = (result.urlCountList as Json[]).slice(0, 10);
    return [
      `Page: ${base.url}  (${base.title})`,
      `Questions: ${base.questionNum} (${base.type === 3 ? "given" : "generated"}), cited ${base.mentionNum} times among ${base.sourceNum} sources, score ${base.score ?? "-"}`,
      "",
      table(
        ["PLATFORM", "STATUS", "MENTIONS", "SOURCES"],
        platforms.map((p) => [
          p.platform as string,
          p.status as string,
          p.mentions as number,
          p.source as number,
        ]),
      ),
      "",
      table(
        ["COUNT", "SITE", "TYPE", "URL"],
        urls.map((u) => [
          u.count as number,
          u.websiteName as string,
          u.websiteType as string,
          u.url as string,
        ]),
      ),
    ].join("\n");
  }
  if (apiCode === "geo.questions_corr_recommend") {
    const rows = (source: string, items: Json[]) =>
      items.map((q) => [source, clip(q.keyword), q.hotValue as number]);
    return table(
      ["SOURCE", "QUESTION", "HOT"],
      [...rows("ai", result.aiQuestions as Json[]), ...rows("baidu", result.baiduQuestions as Json[])],
    );
  }
  return JSON.stringify(result, null, 2);
}

function createApi(server: string, key: string, requestId: string | undefined) {
  const base = server.replace(/\/+$/, "");
  return async (method: "GET" | "POST", path: string, body?: unknown): Promise<Envelope> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          "service-api-key": key,
          ...(requestId ? { "service-request-id": requestId } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new Error(`cannot reach ${base}: ${(error as Error).cause ?? (error as Error).message}`);
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as Envelope;
    } catch {
      throw new Error(`${base}${path} answered HTTP ${response.status} without a JSON envelope`);
    }
  };
}

function checked(envelope: Envelope): Json {
  if (envelope.code !== 200 || envelope.data === null)
    throw new Error(`server answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** Prints a task record; resolves to the exit code its status means. */
function printRecord(io: CliIo, record: Json, apiCode: string | undefined, json: boolean): number {
  const status = record.status as number;
  if (json) io.stdout.write(`${JSON.stringify(record)}\n`);
  else if (status === 2 && record.result && apiCode)
    io.stdout.write(`${formatResult(apiCode, record.result as Json)}\n`);
  else if (status === 2) io.stdout.write(`${JSON.stringify(record.result, null, 2)}\n`);
  else
    io.stdout.write(
      `${record.taskId}: ${STATUS_NAMES[status] ?? status}${record.errorMessage ? ` (${record.errorMessage})` : ""}\n`,
    );
  return status === 2 || status === 1 ? 0 : 1;
}

/** Validates a submit locally and describes what it will cost (docs/metrics.md "Samples and cost"). */
function dryRun(apiCode: string, data: unknown): string {
  const operation = findOperation(apiCode);
  if (operation?.kind !== "task")
    throw new CliUsageError(`--dry-run prices the task operations: ${TASK_API_CODES.join(", ")}`);
  let params: unknown;
  try {
    params = operation.parse(data, { today: new Date().toISOString().slice(0, 10) });
  } catch (error) {
    throw new CliUsageError(`the server would refuse this request: ${(error as Error).message}`);
  }
  return describeAskCost(askCost(operation.apiCode as TaskApiCode, params as never));
}

export const command: CliCommand = {
  name: "task",
  summary: "Submit tasks to a running server, wait for their results, query and cancel them",
  usage,
  async run(argv, io) {
    const { values, positionals } = parse(argv);
    const [action, target, ...extra] = positionals;
    if (!action || !target || extra.length > 0)
      throw new CliUsageError("expected `task submit APICODE`, `task get TASK_ID` or `task cancel TASK_ID`");
    if (action === "submit" && values["dry-run"]) {
      io.stdout.write(`${dryRun(target, requestData(target, values))}\nnothing submitted (--dry-run)\n`);
      return 0;
    }
    const checksPage = action === "submit" && target === "geo.checker";
    const server =
      values.server ??
      (checksPage ? undefined : values.url) ??
      io.env.ANSWERLENS_URL ??
      "http://127.0.0.1:8080";
    const key = values.key ?? io.env.ANSWERLENS_KEY;
    if (!key) throw new CliUsageError("an API key is required: --key KEY or ANSWERLENS_KEY");
    const api = createApi(server, key, values["request-id"]);
    const json = values.json === true;

    if (action === "get" || action === "cancel") {
      const path = `/v1/openapi/tasks/${encodeURIComponent(target)}${action === "cancel" ? "/cancel" : ""}`;
      const record = checked(await api(action === "get" ? "GET" : "POST", path));
      if (action === "cancel") {
        const stays = STATUS_NAMES[record.status as number];
        if (record.monitorStopped === true)
          io.stderr.write(
            `${target}: its monitor is stopped, no further rounds will run` +
              (record.status === 5
                ? "; the task is cancelled\n"
                : `; the task stays ${stays} with its last result\n`),
          );
        else if (record.status !== 5) io.stderr.write(`${target} had already ended; it stays ${stays}\n`);
        printRecord(io, record, undefined, json);
        return record.status === 5 || record.monitorStopped === true ? 0 : 1;
      }
      return printRecord(io, record, undefined, json);
    }
    if (action !== "submit") throw new CliUsageError(`unknown action "${action}"`);

    const apiCode = target;
    const intervalMs = seconds(values.interval, 10, "--interval") * 1000;
    const timeoutMs = seconds(values.timeout, 300, "--timeout") * 1000;
    const submitted = checked(
      await api("POST", "/v1/openapi/tasks", { apiCode, data: requestData(apiCode, values) }),
    );
    if (submitted.taskId === undefined) {
      // An operation answered in the submit response (geo.questions_corr_recommend).
      io.stdout.write(
        json ? `${JSON.stringify(submitted)}\n` : `${formatResult(apiCode, submitted.result as Json)}\n`,
      );
      return 0;
    }
    const taskId = String(submitted.taskId);
    if (values["no-wait"]) {
      io.stdout.write(json ? `${JSON.stringify(submitted)}\n` : `${taskId}\n`);
      return 0;
    }
    io.stderr.write(`submitted ${apiCode} as ${taskId} (request ${submitted.requestId})\n`);
    const started = Date.now();
    for (;;) {
      const record = checked(await api("GET", `/v1/openapi/tasks/${taskId}`));
      const elapsed = Math.round((Date.now() - started) / 1000);
      if (record.status !== 1) {
        io.stderr.write(
          `${taskId}: ${STATUS_NAMES[record.status as number] ?? record.status} after ${elapsed} s\n`,
        );
        return printRecord(io, record, apiCode, json);
      }
      if (Date.now() - started >= timeoutMs) {
        io.stderr.write(
          `${taskId}: still pending after ${elapsed} s; query it later with \`answerlens task get ${taskId}\`\n`,
        );
        return 1;
      }
      io.stderr.write(`${taskId}: pending (${elapsed} s)\n`);
      await sleep(intervalMs);
    }
  },
};
