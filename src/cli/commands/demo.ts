import { parseArgs } from "node:util";
import { createApiKey } from "../../accounts/create-api-key.ts";
import { loadConfig } from "../../config/config.ts";
import type { GeoRankingResult } from "../../operations/geo-ranking/geo-ranking-result.ts";
import { closeOnSignals, startServer } from "../../server.ts";
import type { CliCommand, CliIo } from "../cli-command.ts";
import { formatTable } from "../cli-database.ts";

const DEMO_QUESTION = "2026年最值得买的国产手机品牌有哪些？";
const DEMO_BRANDS = ["小米", "华为", "OPPO"];
const DEMO_PLATFORMS = ["deepseek", "kimi", "baidu", "volcengine", "aliyun"];

async function call(url: string, key: string, method: "GET" | "POST", path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { "service-api-key": key, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { code: number; msg: string; data: any };
}

function progress(io: CliIo, text: string): void {
  io.stderr.write(io.stderr.isTTY ? `\r\x1b[2K${text}` : `${text}\n`);
}

export const command: CliCommand = {
  name: "demo",
  summary: "Start answerlens on SQLite with the sandbox platforms, make a key and run a first task",
  usage: `Usage: answerlens demo [--port 8080] [--data ./data] [--exit]

Starts the server on the embedded database with the sandbox platforms (no keys, no network needed),
creates a demo API key, asks one question on five platforms through the real task pipeline, prints
the result and the commands to try next, then keeps serving until Ctrl-C (--exit stops at once).`,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      options: { port: { type: "string" }, data: { type: "string" }, exit: { type: "boolean" } },
    });
    const config = loadConfig({
      flags: { port: values.port, data: values.data, sandbox: true },
      env: io.env,
    });
    const server = await startServer(config);
    const url = server.url as string;
    try {
      const key = await createApiKey(server.services.database.db, { accountName: "demo", now: Date.now() });
      io.stdout.write(`answerlens is running at ${url} on ${config.dataDir} with the sandbox platforms.\n`);
      io.stdout.write(`Demo API key (shown once): ${key.apiKey}\n\n`);

      const submit = await call(url, key.apiKey, "POST", "/v1/openapi/tasks", {
        apiCode: "geo.ranking",
        data: { keyword: DEMO_QUESTION, brandKeyword: DEMO_BRANDS, platforms: DEMO_PLATFORMS },
      });
      if (submit.code !== 200) throw new Error(`submit failed: ${submit.code} ${submit.msg}`);
      const taskId = submit.data.taskId as string;
      const started = Date.now();
      let record: any;
      for (;;) {
        record = (await call(url, key.apiKey, "GET", `/v1/openapi/tasks/${taskId}`)).data;
        progress(
          io,
          `geo.ranking ${taskId}: ${record.statusDesc} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        if (record.status !== 1) break;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      io.stderr.write("\n");
      if (record.status !== 2) throw new Error(`task ended ${record.statusDesc}: ${record.errorMessage}`);
      const result = record.result as GeoRankingResult;
      io.stdout.write(
        `"${result.keyword}" on ${result.completedPlatforms}/${result.totalPlatforms} platforms:\n\n`,
      );
      io.stdout.write(
        `${formatTable(
          ["PLATFORM", "BRAND", "RECOMMENDED", "MENTIONS", "POSITION", "SOURCES"],
          result.data.map((d) => [
            d.platform,
            d.brandKeyword,
            d.status === "completed" ? (d.isRecommended ? "yes" : "no") : d.status,
            String(d.exposureCount),
            d.position ? String(d.position) : "-",
            String(d.countSourceRecord),
          ]),
        )}\n\n`,
      );
      io.stdout.write(
        [
          `Recommendation rate ${result.requestRecommendationRate}%, ${result.requestTotalExposureCount} mentions in all.`,
          "",
          "Try next:",
          `  API docs:     ${url}/docs`,
          `  This task:    curl -s ${url}/v1/openapi/tasks/${taskId} -H 'Service-API-Key: ${key.apiKey}'`,
          `  Your quota:   curl -s ${url}/v1/openapi/quota/usage -H 'Service-API-Key: ${key.apiKey}'`,
          `  One question: answerlens ask --platform kimi "${DEMO_QUESTION}" --sandbox`,
          "",
        ].join("\n"),
      );
    } catch (error) {
      await server.close();
      throw error;
    }
    if (values.exit) {
      await server.close();
      return 0;
    }
    io.stdout.write("Serving until Ctrl-C.\n");
    closeOnSignals(server);
    await new Promise<never>(() => {});
    return 0;
  },
};
