/**
 * The pipeline benchmark's load client, a process of its own so that its CPU is not the service's:
 *
 *   node bench/pipeline-load-client.ts --server URL --key KEY --tasks N --poll-ms MS
 *
 * Submits every geo.ranking task (SUBMIT_PARALLEL requests at a time), then polls each pending task at
 * the spec's interval until all are final, as a well-behaved client does. Prints one JSON line.
 */
import { Agent, request as httpRequest } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { STANDARD_PLATFORMS } from "../src/platforms/platform-codes.ts";

const SUBMIT_PARALLEL = 20;
const KEYWORDS = ["手机哪个牌子好", "新能源汽车推荐", "扫地机器人怎么选", "咖啡机推荐", "best running shoes"];

export interface ClientReport {
  succeeded: number;
  failed: number;
  answers: number;
}

/**
 * One request over node:http with a keep-alive agent: the client's CPU competes with the service for the
 * machine's cores, and node:http costs about half of what fetch does per request.
 */
function request(agent: Agent, url: URL, method: string, key: string, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        agent,
        method,
        headers: {
          "service-api-key": key,
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve(text));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function runClient(options: { server: string; key: string; tasks: number; pollMs: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const call = async (method: string, path: string, body?: unknown) => {
    const text = await request(
      agent,
      new URL(path, options.server),
      method,
      options.key,
      body === undefined ? undefined : JSON.stringify(body),
    );
    return JSON.parse(text) as {
      code: number;
      msg: string;
      data: { taskId: string; status: number; result: { completedPlatforms: number } | null };
    };
  };
  const report: ClientReport = { succeeded: 0, failed: 0, answers: 0 };
  let next = 0;
  const watchers: Promise<void>[] = [];
  const watch = async (taskId: string) => {
    for (;;) {
      await sleep(options.pollMs);
      const record = await call("GET", `/v1/openapi/tasks/${taskId}`);
      if (record.data.status === 1) continue;
      if (record.data.status === 2) {
        report.succeeded++;
        report.answers += record.data.result?.completedPlatforms ?? 0;
      } else report.failed++;
      return;
    }
  };
  const submitter = async () => {
    while (next < options.tasks) {
      const n = next++;
      const submit = await call("POST", "/v1/openapi/tasks", {
        apiCode: "geo.ranking",
        data: {
          keyword: `${KEYWORDS[n % KEYWORDS.length]} ${n}`,
          brandKeyword: ["小米", "华为", "特斯拉"],
          platforms: STANDARD_PLATFORMS,
        },
      });
      if (submit.code !== 200) throw new Error(`submit refused: ${submit.code} ${submit.msg}`);
      watchers.push(watch(submit.data.taskId));
    }
  };
  await Promise.all(Array.from({ length: SUBMIT_PARALLEL }, submitter));
  await Promise.all(watchers);
  agent.destroy();
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

const { values } = parseArgs({
  options: {
    server: { type: "string" },
    key: { type: "string" },
    tasks: { type: "string" },
    "poll-ms": { type: "string" },
  },
});
await runClient({
  server: String(values.server),
  key: String(values.key),
  tasks: Number(values.tasks),
  pollMs: Number(values["poll-ms"]),
});
