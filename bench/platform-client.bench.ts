/**
 * CPU per platform ask: createPlatformClient().ask for the five standard platforms against the
 * sandbox started in this process (zero latency, real HTTP on 127.0.0.1), compared in the same run
 * with a bare node:http POST of the same request bodies to the same endpoints (keep-alive agent,
 * URL parsed once, body sent as one string, answer read whole and JSON-parsed, nothing else). Both
 * include the server side's work, so `ask - bare` is what the client layer (limiter, signals,
 * adapter, classification) costs per call.
 *
 * Composing an answer costs the sandbox several times what the client spends, which would drown the
 * difference in noise; so by default both paths go through a replay front in this process that asks
 * the sandbox once per distinct request and then answers with the recorded bytes (--direct skips it).
 * Rounds alternate bare and ask so a busy neighbour on a shared machine hits both alike; the
 * medians are printed.
 *
 * Run: npm run bench:platforms [-- --asks 3000 --in-flight 40 --rounds 9 --direct]
 * Profile: node --cpu-prof --cpu-prof-dir=/tmp/prof bench/platform-client.bench.ts --rounds 2
 */

import http from "node:http";
import type { AddressInfo } from "node:net";
import { urlToHttpOptions } from "node:url";
import { parseArgs } from "node:util";
import { createPlatformClient } from "../src/platforms/platform-client.ts";
import { STANDARD_PLATFORMS } from "../src/platforms/platform-codes.ts";
import { sandboxPlatformConfigs } from "../src/platforms/sandbox/sandbox-platform-configs.ts";
import { startSandboxServer } from "../src/platforms/sandbox/start-sandbox-server.ts";

const { values } = parseArgs({
  options: {
    asks: { type: "string", default: "3000" },
    "in-flight": { type: "string", default: "40" },
    rounds: { type: "string", default: "9" },
    direct: { type: "boolean", default: false },
  },
});
const ASKS = Number(values.asks);
const IN_FLIGHT = Number(values["in-flight"]);
const ROUNDS = Number(values.rounds);

const SUBJECTS = [
  "国产手机",
  "笔记本电脑",
  "扫地机器人",
  "电动牙刷",
  "新能源汽车",
  "CRM 软件",
  "跑鞋",
  "咖啡机",
];
const QUESTIONS = SUBJECTS.flatMap((s) => [`最好的${s}品牌有哪些？`, `${s}怎么选？`, `${s}推荐`]);

/**
 * The exact requests the adapters send for each platform and question, taken once from a server
 * that refuses them all (401 is final, so one request per ask), for the bare path to send again.
 */
async function captureRequests(): Promise<Map<string, { path: string; body: unknown }>> {
  let last = { path: "", body: null as unknown };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      last = { path: req.url ?? "/", body: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
      res.writeHead(401, { "content-type": "application/json" });
      res.end('{"error":{"message":"captured"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const capturing = createPlatformClient(sandboxPlatformConfigs(url));
  const captured = new Map<string, { path: string; body: unknown }>();
  for (const code of STANDARD_PLATFORMS)
    for (const question of QUESTIONS) {
      await capturing.ask(code, question).catch(() => undefined);
      captured.set(`${code} ${question}`, last);
    }
  capturing.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return captured;
}

const agent = new http.Agent({ keepAlive: true });

/** The leanest POST: options parsed once, body sent as one string, the answer read whole and parsed. */
function barePost(target: http.RequestOptions, body: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request(target, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Serves each distinct (path, body) with the sandbox's recorded answer after asking it once. */
async function startReplayFront(target: string) {
  const recorded = new Map<string, { status: number; type: string; body: Buffer }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const key = `${req.url} ${body.toString("utf8")}`;
      let answer = recorded.get(key);
      if (!answer) {
        const response = await fetch(`${target}${req.url}`, {
          method: "POST",
          headers: req.headers as Record<string, string>,
          body,
        });
        answer = {
          status: response.status,
          type: response.headers.get("content-type") ?? "application/json",
          body: Buffer.from(await response.arrayBuffer()),
        };
        recorded.set(key, answer);
      }
      res.writeHead(answer.status, { "content-type": answer.type, "content-length": answer.body.length });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Runs `count` calls, `inFlight` at a time; returns CPU and wall microseconds per call. */
async function measure(count: number, inFlight: number, call: (i: number) => Promise<unknown>) {
  let next = 0;
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) await call(next++);
    }),
  );
  const wallUs = Number(process.hrtime.bigint() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { cpuUs: (used.user + used.system) / count, wallUs: wallUs / count };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x: number) => x.toFixed(1).padStart(7);

const server = await startSandboxServer();
const front = values.direct ? null : await startReplayFront(server.url);
const configs = sandboxPlatformConfigs(front?.url ?? server.url, {
  concurrency: IN_FLIGHT,
  requestsPerMinute: 1_000_000,
});
const client = createPlatformClient(configs);
const platformOf = (i: number) => STANDARD_PLATFORMS[i % STANDARD_PLATFORMS.length];
const questionOf = (i: number) => QUESTIONS[Math.floor(i / STANDARD_PLATFORMS.length) % QUESTIONS.length];
const ask = (i: number) => client.ask(platformOf(i), questionOf(i));
const captured = await captureRequests();
const bareTargets = new Map<string, http.RequestOptions>();
const bare = (i: number) => {
  const request = captured.get(`${platformOf(i)} ${questionOf(i)}`) as { path: string; body: unknown };
  let target = bareTargets.get(request.path);
  if (!target) {
    const url = new URL(`${front?.url ?? server.url}${request.path}`);
    const headers = { "content-type": "application/json", authorization: "Bearer sandbox-key" };
    target = { ...urlToHttpOptions(url), method: "POST", agent, headers };
    bareTargets.set(request.path, target);
  }
  return barePost(target, JSON.stringify(request.body));
};

// Warm up both paths (JIT, connections) before measuring.
await measure(Math.min(ASKS, 1000), IN_FLIGHT, bare);
await measure(Math.min(ASKS, 1000), IN_FLIGHT, ask);

const rows: { bare: number; ask: number; bareWall: number; askWall: number }[] = [];
console.log(
  `${ASKS} calls per round over ${STANDARD_PLATFORMS.join(", ")}, ${IN_FLIGHT} in flight, ` +
    (front ? "sandbox answers replayed" : "sandbox composing every answer"),
);
console.log("round   bare cpu µs  ask cpu µs  overhead µs  ask/bare");
const line = (label: string, bareUs: number, askUs: number, overhead: number, ratio: number) =>
  console.log(
    `${label.padStart(6)}    ${fmt(bareUs)}     ${fmt(askUs)}      ${fmt(overhead)}    ${ratio.toFixed(2)}`,
  );
for (let round = 1; round <= ROUNDS; round++) {
  const b = await measure(ASKS, IN_FLIGHT, bare);
  const a = await measure(ASKS, IN_FLIGHT, ask);
  rows.push({ bare: b.cpuUs, ask: a.cpuUs, bareWall: b.wallUs, askWall: a.wallUs });
  line(String(round), b.cpuUs, a.cpuUs, a.cpuUs - b.cpuUs, a.cpuUs / b.cpuUs);
}
// Medians of each column on their own: a round disturbed by a neighbour moves one row, not the result.
const col = (f: (row: (typeof rows)[number]) => number) => median(rows.map(f));
line(
  "median",
  col((r) => r.bare),
  col((r) => r.ask),
  col((r) => r.ask - r.bare),
  col((r) => r.ask / r.bare),
);
console.log(
  `wall µs per call (median): bare ${col((r) => r.bareWall).toFixed(1)}, ask ${col((r) => r.askWall).toFixed(1)}`,
);

client.close();
agent.destroy();
await front?.close();
await server.close();
