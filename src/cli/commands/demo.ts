import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createApiKey } from "../../accounts/create-api-key.ts";
import { loadConfig } from "../../config/config.ts";
import { closeOnSignals, startServer } from "../../server.ts";
import { addDays, formatDay } from "../../util/time.ts";
import { type CliCommand, type CliIo, CliUsageError } from "../cli-command.ts";
import { createDemoClient } from "../demo/demo-client.ts";
import { createDemoClock } from "../demo/demo-clock.ts";
import {
  brandSection,
  checkerSection,
  comparisonSection,
  competitorSection,
  promptSection,
  questionsSection,
  rankingSection,
  rankMonitorSection,
  signalsSection,
  statisticsSection,
  topicSection,
  trendSection,
} from "../demo/demo-report.ts";
import { fillDemoHistory } from "../demo/fill-demo-history.ts";

const PLATFORMS = ["deepseek", "kimi", "baidu", "volcengine", "aliyun"];
/**
 * One sample per prompt, platform and round in the demo: the sandbox answers a question the same way all
 * day, so more samples of one round would repeat one answer (and narrow the intervals without adding
 * information). Real platforms get the default of 3 (docs/metrics.md "Samples and cost").
 */
const DEMO_SAMPLES = 1;
const BRAND = {
  brandName: "小米",
  websiteUrl: "https://www.mi.com",
  brandDescription: "小米是一家以智能手机为核心、连接智能硬件和IoT平台的消费电子公司。",
  productService: "智能手机",
  platforms: PLATFORMS,
  repeatQueryTimes: DEMO_SAMPLES,
};
const RANK_MONITOR = {
  taskName: "国产手机口碑",
  platforms: PLATFORMS,
  promptTexts: ["2026年最值得买的国产手机品牌有哪些？", "拍照好的手机推荐", "性价比高的5G手机推荐"],
  brandKeywords: ["小米", "华为", "OPPO"],
  repeatQueryTimes: DEMO_SAMPLES,
};

/** One updating line on a terminal; elsewhere (logs, CI) only the lines that say a step is done. */
function progress(io: CliIo, text: string): void {
  if (io.stderr.isTTY) io.stderr.write(`\r\x1b[2K${text}`);
  else if (text !== "" && !text.endsWith("running)")) io.stderr.write(`${text}\n`);
}

/** The demo starts from an empty database each time; it only ever removes its own files. */
function clearDemoData(dir: string): void {
  if (!existsSync(dir)) return;
  const foreign = readdirSync(dir).filter(
    (name) => !/^answerlens\.db(-wal|-shm)?$|^worker\.lock$/.test(name),
  );
  if (foreign.length > 0) {
    throw new CliUsageError(
      `${dir} holds files the demo did not make (${foreign.join(", ")}); pick another --data`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}

export const command: CliCommand = {
  name: "demo",
  summary: "Start answerlens on SQLite with the sandbox, fill 30 days of monitoring and run every operation",
  usage: `Usage: answerlens demo [--port 8080] [--data ./data/demo] [--days 30] [--exit]

Starts the server on the embedded database with the sandbox platforms (no keys, no network), creates a
demo API key, and fills --days days of history through the real monitoring pipeline: geo.brand and
geo.rank_monitor are submitted with the service clock set that many days back, then the clock moves
from one daily slot to the next and the scheduler runs each day's rounds. It then runs geo.ranking,
geo.checker and geo.questions_corr_recommend and the six synchronous queries, prints a summary with
the URLs to open, and keeps serving until Ctrl-C (--exit stops at once). The demo's data directory
is emptied first.`,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string" },
        data: { type: "string" },
        days: { type: "string" },
        exit: { type: "boolean" },
      },
    });
    const days = Number(values.days ?? 30);
    if (!Number.isInteger(days) || days < 1 || days > 180) throw new CliUsageError("--days must be 1 to 180");
    const dataDir = values.data ?? join("data", "demo");
    clearDemoData(dataDir);
    // The summary is the demo's output: the service logs only warnings unless asked for more.
    const config = loadConfig({
      flags: { port: values.port, data: dataDir, sandbox: true },
      env: { ...io.env, ANSWERLENS_LOG_LEVEL: io.env.ANSWERLENS_LOG_LEVEL || "warn" },
    });
    const clock = createDemoClock();
    const server = await startServer(config, { now: clock.now });
    const url = server.url as string;
    try {
      const key = await createApiKey(server.services.database.db, { accountName: "demo", now: Date.now() });
      const client = createDemoClient(url, key.apiKey);
      io.stdout.write(`answerlens is running at ${url} on ${config.dataDir} with the sandbox platforms.\n`);
      io.stdout.write(`Demo API key (shown once): ${key.apiKey}\n\n`);

      const started = Date.now();
      const monitors = await fillDemoHistory({
        services: server.services,
        client,
        clock,
        days,
        brand: BRAND,
        rankMonitor: RANK_MONITOR,
        onProgress: (text) => progress(io, text),
      });
      progress(io, "geo.ranking, geo.checker, geo.questions_corr_recommend");
      const ranking = await client.runTask("geo.ranking", {
        keyword: RANK_MONITOR.promptTexts[0],
        brandKeyword: RANK_MONITOR.brandKeywords,
        platforms: PLATFORMS,
      });
      const checker = await client.runTask("geo.checker", {
        url: "https://www.mi.com/shop",
        title: "小米手机",
        platforms: PLATFORMS.join(","),
      });
      const questions = await client.call("POST", "/v1/openapi/tasks", {
        apiCode: "geo.questions_corr_recommend",
        data: { keyword: "小米手机" },
      });
      const { brandId, brandName } = monitors.brand;
      const range = { brandId, startDate: monitors.firstDay };
      const [brandRecord, rankRecord] = await Promise.all([
        client.call("GET", `/v1/openapi/tasks/${monitors.brand.taskId}`),
        client.call("GET", `/v1/openapi/tasks/${monitors.rank.taskId}`),
      ]);
      const comparison = await client.execute("llm.comparison", range);
      const trend = await client.execute("llm.trend", range);
      const topics = await client.execute("llm.topic", range);
      const overview = await client.execute("prompt.analysis.overview", {
        ...range,
        competitorName: brandName,
      });
      const competitors = await client.execute("geo.competitors", { brandId });
      const brandTopics = await client.execute("brand.topic", { brandId });
      const statistics = await client.execute("brand.statistics", range);
      const signals = await client.execute("brand.signals", range);
      progress(io, "");
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const today = formatDay(new Date(), config.timeZone);

      const out = [
        `${monitors.rounds + 1} days of monitoring (${monitors.firstDay} to ${today}, ${monitors.rounds} scheduled rounds) and every operation in ${seconds} s.`,
        "",
        brandSection(brandRecord.data.result),
        "",
        `llm.comparison, ${monitors.firstDay} to ${today}:`,
        comparisonSection(comparison),
        "",
        `brand.statistics (answerlens), ${monitors.firstDay} to ${today}, with 95 % intervals:`,
        statisticsSection(statistics),
        "",
        `brand.signals (answerlens), confirmed changes of these ${monitors.rounds + 1} days:`,
        signalsSection(signals),
        "",
        "llm.trend (visibility per day):",
        trendSection(trend),
        "",
        `llm.topic (${brandTopics.length} topics from brand.topic):`,
        topicSection(topics),
        "",
        "prompt.analysis.overview (best prompts):",
        promptSection(overview, 6),
        "",
        competitorSection(competitors),
        "",
        rankMonitorSection(rankRecord.data.result),
        "",
        rankingSection(ranking.result),
        "",
        checkerSection(checker.result),
        "",
        questions.code === 200 ? questionsSection(questions.data.result) : `questions: ${questions.msg}`,
        "",
        "Open:",
        `  API docs (try every call):  ${url}/docs`,
        `  OpenAPI document:           ${url}/openapi.json`,
        "Try:",
        `  curl -s ${url}/v1/openapi/execute -H 'Service-API-Key: ${key.apiKey}' -H 'Content-Type: application/json' \\`,
        `    -d '{"apiCode":"llm.trend","data":{"brandId":"${brandId}","startDate":"${addDays(today, -13)}"}}'`,
        `  curl -s ${url}/v1/openapi/tasks/${monitors.brand.taskId} -H 'Service-API-Key: ${key.apiKey}'`,
        `  curl -s ${url}/v1/openapi/quota/usage -H 'Service-API-Key: ${key.apiKey}'`,
        `  answerlens monitors list --data ${config.dataDir}`,
        "",
      ];
      io.stdout.write(out.join("\n"));
    } catch (error) {
      await server.close();
      throw error;
    }
    if (values.exit) {
      await server.close();
      return 0;
    }
    io.stdout.write("Serving until Ctrl-C; the monitors keep running daily.\n");
    closeOnSignals(server);
    await new Promise<never>(() => {});
    return 0;
  },
};
