/**
 * Pipeline benchmark: how many geo.ranking tasks per minute the service completes, and how much of its
 * own CPU it spends per platform answer, when every platform answers after a fixed latency.
 *
 *   node bench/pipeline.bench.ts [--tasks 2000] [--latency 300] [--platform-calls 200] [--task-slots N]
 *                                [--poll-ms 10000] [--database-url postgres://HOST/ANY_DB [--worker-processes N]]
 *
 * Three processes, so that process.cpuUsage() of this one is the service's own CPU and nothing else:
 * - the sandbox platforms (`answerlens sandbox --latency *=MS`), a child process;
 * - the service (createServices + buildApp on a real port, real workers, real database), this process;
 * - the load client (pipeline-load-client.ts), a child process: it submits every task over HTTP, then
 *   polls each at the spec's 10 s interval until it is final.
 * Each task asks the spec's five standard platforms at once. Each platform allows platform-calls / 5
 * requests in flight (its limiter in the platform client), so at most platform-calls are in flight in
 * all. The workers run more tasks than that (task-slots, 1.5 x platform-calls / 5 by default), as a
 * deployment would: a task spends part of its run on the database, before its first question and after
 * its last answer, and spare slots keep the platforms busy meanwhile.
 * With --worker-processes N (PostgreSQL), this process is the API role and N child processes run the
 * tasks (role worker), the cluster mode of DESIGN 1; their CPU (from /proc) is added to the service's.
 * Throughput is tasks / (first submit to last task final), read from the tasks table; CPU is measured
 * over the same span. Ideal throughput is latency-bound: (platform-calls / 5) / latency tasks per second.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import pino from "pino";
import { createApiKey } from "../src/accounts/create-api-key.ts";
import { buildApp } from "../src/api/build-app.ts";
import { loadConfig } from "../src/config/config.ts";
import type { TaskExecutor } from "../src/operations/task-executor.ts";
import { createTaskExecutors } from "../src/operations/task-executors.ts";
import { createPlatformClient } from "../src/platforms/platform-client.ts";
import { STANDARD_PLATFORMS } from "../src/platforms/platform-codes.ts";
import { sandboxPlatformConfigs } from "../src/platforms/sandbox/sandbox-platform-configs.ts";
import { createServices } from "../src/services.ts";
import type { ClientReport } from "./pipeline-load-client.ts";
import { readPipelineTimings } from "./pipeline-timings.ts";
import { postgresBackendsCpuMs, processCpuMs } from "./process-cpu.ts";

const SELF = fileURLToPath(import.meta.url);
const CLIENT = fileURLToPath(new URL("./pipeline-load-client.ts", import.meta.url));
const USAGE = `Usage: node bench/pipeline.bench.ts [options]
  --tasks N             geo.ranking tasks to submit (default 2000)
  --latency MS          every sandbox platform answers after MS ms (default 300)
  --platform-calls N    platform calls in flight at once, N / 5 per platform (default 200)
  --task-slots N        tasks the workers run at once (default 1.5 x platform-calls / 5)
  --poll-ms MS          the client's poll interval per task (default 10000, the spec's)
  --database-url URL    PostgreSQL server: the bench creates and drops a database of its own there
  --worker-processes N  with --database-url: 1 API process and N worker processes (cluster mode)
`;
const BIN = fileURLToPath(new URL("../bin/answerlens.js", import.meta.url));

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped by `drop`. */
async function createBenchDatabase(
  adminUrl: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `answerlens_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) {
        child.stdout?.off("data", onData);
        resolve(match);
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`child exited with ${code}: ${output}`)));
  });
}

/**
 * One service process on the benchmark's database: createServices with the platforms pointed at the
 * sandbox (`perPlatformCalls` in flight per platform), logging at info to a file, as in production.
 */
async function startService(options: {
  env: Record<string, string>;
  sandboxUrl: string;
  perPlatformCalls: number;
  logFile: string;
}) {
  const config = loadConfig({ env: options.env });
  const logger = pino({ level: "info" }, pino.destination({ dest: options.logFile, sync: false }));
  // Executors are added once the database exists; the runtime reads the map when a task runs.
  const executors = new Map<string, TaskExecutor>();
  const services = await createServices(config, { logger, executors });
  const platforms = createPlatformClient(
    sandboxPlatformConfigs(options.sandboxUrl, {
      concurrency: options.perPlatformCalls,
      requestsPerMinute: 1_000_000,
    }),
    { logger },
  );
  for (const [code, executor] of createTaskExecutors({
    db: services.database.db,
    platforms,
    timeZone: config.timeZone,
  }))
    executors.set(code, executor);
  await services.start();
  return {
    config,
    services,
    async close() {
      platforms.close();
      await services.close();
    },
  };
}

/** A worker process (--worker): runs tasks from the PostgreSQL queue until SIGTERM. */
async function runWorker(options: {
  env: Record<string, string>;
  sandboxUrl: string;
  perPlatformCalls: number;
}) {
  const service = await startService({ ...options, logFile: "/dev/null" });
  process.stdout.write("worker ready\n");
  await new Promise((resolve) => process.once("SIGTERM", resolve));
  await service.close();
}

async function main() {
  const { values } = parseArgs({
    options: {
      help: { type: "boolean" },
      worker: { type: "boolean" },
      "sandbox-url": { type: "string" },
      "worker-processes": { type: "string", default: "0" },
      concurrency: { type: "string" },
      "poll-ms": { type: "string", default: "10000" },
      tasks: { type: "string", default: "2000" },
      latency: { type: "string", default: "300" },
      "platform-calls": { type: "string", default: "200" },
      "task-slots": { type: "string" },
      "per-platform-calls": { type: "string" },
      "database-url": { type: "string" },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const tasks = Number(values.tasks);
  if (values.worker) {
    await runWorker({
      env: {
        DATABASE_URL: String(values["database-url"]),
        ANSWERLENS_ROLE: "worker",
        ANSWERLENS_WORKER_CONCURRENCY: String(values.concurrency),
      },
      sandboxUrl: String(values["sandbox-url"]),
      perPlatformCalls: Number(values["per-platform-calls"]),
    });
    return;
  }
  const latencyMs = Number(values.latency);
  const workerProcesses = Number(values["worker-processes"]);
  if (workerProcesses > 0 && !values["database-url"])
    throw new Error("--worker-processes needs PostgreSQL: pass --database-url");
  const platformCalls = Number(values["platform-calls"]);
  const perPlatformCalls = Math.max(1, Math.floor(platformCalls / STANDARD_PLATFORMS.length));
  const workerConcurrency = values["task-slots"]
    ? Number(values["task-slots"])
    : Math.ceil(perPlatformCalls * 1.5);

  const sandbox = spawn(process.execPath, [BIN, "sandbox", "--port", "0", "--latency", `*=${latencyMs}`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const dataDir = mkdtempSync(join(tmpdir(), "answerlens-bench-"));
  // --database-url names a PostgreSQL server; the benchmark works in a database of its own there.
  const postgres = values["database-url"] ? await createBenchDatabase(values["database-url"]) : undefined;
  try {
    const [, sandboxUrl] = await waitForLine(sandbox, /listening on (http:\/\/\S+)/);
    // With --worker-processes the service is one API process (this one) and N worker processes.
    const perWorker = Math.ceil(workerConcurrency / Math.max(1, workerProcesses));
    const perWorkerPlatformCalls = Math.ceil(perPlatformCalls / Math.max(1, workerProcesses));
    const { config, services, close } = await startService({
      env: {
        ANSWERLENS_DATA_DIR: dataDir,
        ANSWERLENS_WORKER_CONCURRENCY: String(workerConcurrency),
        ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0",
        ANSWERLENS_POINTS_PER_TASK: "0",
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        ...(workerProcesses > 0 ? { ANSWERLENS_ROLE: "api" } : {}),
      },
      sandboxUrl,
      perPlatformCalls: perWorkerPlatformCalls,
      logFile: join(dataDir, "service.log"),
    });
    const workers = Array.from({ length: workerProcesses }, () =>
      spawn(
        process.execPath,
        [
          SELF,
          "--worker",
          "--database-url",
          String(postgres?.url),
          "--sandbox-url",
          sandboxUrl,
          "--concurrency",
          String(perWorker),
          "--per-platform-calls",
          String(perWorkerPlatformCalls),
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      ),
    );
    await Promise.all(workers.map((worker) => waitForLine(worker, /worker ready/)));
    const app = await buildApp(services);
    const server = await app.listen({ host: "127.0.0.1", port: 0 });
    const { apiKey } = await createApiKey(services.database.db, { accountName: "bench", now: Date.now() });

    const workerCpu = () => workers.reduce((sum, worker) => sum + (processCpuMs(worker.pid) ?? 0), 0);
    const workerCpuBefore = workerCpu();
    const cpuBefore = process.cpuUsage();
    const eluBefore = performance.eventLoopUtilization();
    const sandboxCpuBefore = processCpuMs(sandbox.pid);
    const postgresCpuBefore = postgres ? postgresBackendsCpuMs(postgres.name) : null;
    const client = spawn(
      process.execPath,
      [
        CLIENT,
        "--server",
        server,
        "--key",
        apiKey,
        "--tasks",
        String(tasks),
        "--poll-ms",
        String(values["poll-ms"]),
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const clientReport = waitForLine(client, /^\{.*\}\s*$/m);
    // The service's work ends when the last task is final: measure CPU there, not after the client's
    // last 10 s poll. Checking costs one indexed count query per 100 ms.
    const db = services.database.db;
    for (;;) {
      const { pending } = await db
        .selectFrom("tasks")
        .select((eb) => eb.fn.countAll<number>().as("pending"))
        .where("status", "=", 1)
        .executeTakeFirstOrThrow();
      const { total } = await db
        .selectFrom("tasks")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      if (Number(total) === tasks && Number(pending) === 0) break;
      await sleep(100);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const workerCpuMs = workerCpu() - workerCpuBefore;
    const elu = performance.eventLoopUtilization(eluBefore);
    const sandboxCpuAfter = processCpuMs(sandbox.pid);
    const postgresCpuAfter = postgres ? postgresBackendsCpuMs(postgres.name) : null;
    // Backends that exited meanwhile are lost to both counts: this is a lower bound.
    const postgresCpu =
      postgresCpuAfter === null ? null : Math.max(0, postgresCpuAfter - (postgresCpuBefore ?? 0));
    const clientCpu = processCpuMs(client.pid);
    const span = await db
      .selectFrom("tasks")
      .select((eb) => [eb.fn.min("created_at").as("first"), eb.fn.max("finished_at").as("last")])
      .executeTakeFirstOrThrow();
    const durationMs = Number(span.last) - Number(span.first);
    const timings = await readPipelineTimings(db, workerConcurrency, durationMs);
    const [line] = await clientReport;
    const report = JSON.parse(line) as ClientReport;
    for (const worker of workers) worker.kill("SIGTERM");
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve))));
    await app.close();
    await close();

    const cpuMs = (cpu.user + cpu.system) / 1000 + workerCpuMs;
    const minutes = durationMs / 60_000;
    const tasksPerMinute = report.succeeded / minutes;
    // Latency-bound: every platform answers perPlatformCalls questions per latency, one per task.
    const idealPerMinute = (perPlatformCalls / (latencyMs / 1000)) * 60;
    const rows: [string, string][] = [
      ["database", config.database.kind],
      [
        "service processes",
        workerProcesses > 0
          ? `1 api + ${workerProcesses} workers (${perWorker} tasks each)`
          : "1 (api and workers)",
      ],
      ["platform latency", `${latencyMs} ms`],
      [
        "concurrent platform calls (at most)",
        `${perPlatformCalls * STANDARD_PLATFORMS.length} (${perPlatformCalls} per platform x ${STANDARD_PLATFORMS.length} platforms)`,
      ],
      ["task slots", String(workerConcurrency)],
      ["tasks succeeded / failed", `${report.succeeded} / ${report.failed}`],
      ["platform answers", String(report.answers)],
      ["first submit to last task final", `${(durationMs / 1000).toFixed(1)} s`],
      ["tasks per minute", tasksPerMinute.toFixed(0)],
      ["ideal tasks per minute", `${idealPerMinute.toFixed(0)} (latency-bound)`],
      ["measured / ideal", `${((tasksPerMinute / idealPerMinute) * 100).toFixed(1)} %`],
      [
        "  platform round trip (service view)",
        `mean ${timings.roundTrip.mean.toFixed(0)} ms, p95 ${timings.roundTrip.p95.toFixed(0)} ms`,
      ],
      [
        "  task run (first ask to final)",
        `mean ${timings.taskRun.mean.toFixed(0)} ms, p95 ${timings.taskRun.p95.toFixed(0)} ms`,
      ],
      ["  worker slots busy", `${(timings.slotsBusy * 100).toFixed(1)} %`],
      ["  first to last submit", `${(timings.submitSpanMs / 1000).toFixed(1)} s`],
      [
        "  tasks per minute while submitting / after",
        `${timings.perMinute.whileSubmitting.toFixed(0)} / ${timings.perMinute.afterSubmits.toFixed(0)}`,
      ],
      [
        "service CPU",
        `${cpuMs.toFixed(0)} ms (${((cpuMs / durationMs) * 100).toFixed(0)} % of one core${workerProcesses > 0 ? `; workers ${workerCpuMs.toFixed(0)} ms` : ""})`,
      ],
      [
        workerProcesses > 0 ? "api process event loop busy" : "service event loop busy",
        `${(elu.utilization * 100).toFixed(0)} %`,
      ],
      [
        "sandbox / client CPU (not counted)",
        sandboxCpuBefore === null || sandboxCpuAfter === null
          ? "n/a"
          : `${(sandboxCpuAfter - sandboxCpuBefore).toFixed(0)} / ${clientCpu?.toFixed(0) ?? "?"} ms`,
      ],
      ...(postgres
        ? [
            [
              "PostgreSQL backends CPU (not counted, at least)",
              postgresCpu === null ? "n/a (not on this machine)" : `${postgresCpu.toFixed(0)} ms`,
            ] as [string, string],
          ]
        : []),
      ["service CPU per answer", `${(cpuMs / Math.max(1, report.answers)).toFixed(3)} ms`],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    process.stdout.write(`${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join("\n")}\n`);
  } finally {
    sandbox.kill("SIGTERM");
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
