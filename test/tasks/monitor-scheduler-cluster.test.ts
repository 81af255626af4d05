import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { after, before, describe, test } from "node:test";
import { sql } from "kysely";
import { createApiKey } from "../../src/accounts/create-api-key.ts";
import { type Database, migrateToLatest, openDatabase } from "../../src/store/database.ts";
import { SCHEDULER_QUEUE } from "../../src/tasks/pg-boss-task-runtime.ts";
import { TASK_STATUS } from "../../src/tasks/task-status.ts";
import {
  api,
  BIN,
  killStrayServers,
  type ServerProcess,
  startServerProcess,
} from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-databases.ts";
import { DAY_MS, roundsOf, waitFor } from "./monitor-fixtures.ts";

/** An `answerlens serve --role worker` process (no HTTP) that checks for due monitors every second. */
function startWorker(url: string): { child: ChildProcess; output: () => string } {
  const child = spawn(
    process.execPath,
    [BIN, "serve", "--database-url", url, "--role", "worker", "--sandbox"],
    {
      env: { ...process.env, ANSWERLENS_LOG_LEVEL: "info", ANSWERLENS_MONITOR_CHECK_INTERVAL_SECONDS: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function stopWorker(worker: { child: ChildProcess }): Promise<void> {
  if (worker.child.exitCode !== null) return;
  const exited = new Promise((resolve) => worker.child.once("exit", resolve));
  worker.child.kill("SIGTERM");
  await exited;
}

describe("monitor scheduling across two worker processes (PostgreSQL + pg-boss)", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  let apiKey: string;
  let apiServer: ServerProcess;
  let workers: ReturnType<typeof startWorker>[] = [];
  before(async () => {
    ({ url, drop } = await createPostgresDatabase());
    database = openDatabase({ kind: "postgres", url, poolSize: 4 });
    await migrateToLatest(database);
    ({ apiKey } = await createApiKey(database.db, { accountName: "cluster-monitors", now: Date.now() }));
    apiServer = await startServerProcess(["--database-url", url, "--role", "api", "--sandbox"]);
  });
  after(async () => {
    await Promise.all(workers.map(stopWorker));
    await apiServer.stop();
    killStrayServers();
    await database.close();
    await drop();
  });

  const readTask = (taskId: string) => api(apiServer.url, "GET", `/v1/openapi/tasks/${taskId}`, apiKey);

  /** A geo.rank_monitor task run to SUCCESS by the workers: its monitor's first round is done. */
  async function submitRankMonitor(taskName: string): Promise<{ taskId: string; monitorId: string }> {
    const submit = await api(apiServer.url, "POST", "/v1/openapi/tasks", apiKey, {
      apiCode: "geo.rank_monitor",
      data: {
        taskName,
        promptTexts: ["最好的咖啡品牌有哪些？"],
        brandKeywords: ["瑞幸"],
        platforms: ["deepseek", "kimi"],
      },
    });
    assert.equal(submit.code, 200, submit.msg);
    const taskId = submit.data.taskId as string;
    const record = await waitFor(async () => {
      const read = await readTask(taskId);
      return read.data?.status === TASK_STATUS.pending ? undefined : read;
    }, `${taskId} to finish`);
    assert.equal(record.data.status, TASK_STATUS.success, record.data.errorMessage);
    const monitor = await database.db
      .selectFrom("monitors")
      .select("id")
      .where("task_id", "=", taskId)
      .executeTakeFirstOrThrow();
    return { taskId, monitorId: monitor.id };
  }

  /** Waits until the monitor has a scheduled round and every one is final, then lets the workers race on. */
  async function settledRounds(monitorId: string) {
    await waitFor(
      async () => {
        const rounds = await roundsOf(database.db, monitorId);
        return rounds.length > 0 && rounds.every((r) => r.task_status !== TASK_STATUS.pending)
          ? rounds
          : undefined;
      },
      `a finished round of ${monitorId}`,
      60_000,
    );
    // Three more check intervals of both workers: any second round would show up by then.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    return roundsOf(database.db, monitorId);
  }

  /** Exactly one round, run once by one worker, and its answers merged into the owning task's result. */
  async function assertOneRound(monitorId: string, taskId: string) {
    const rounds = await settledRounds(monitorId);
    assert.equal(rounds.length, 1, "exactly one round for the slot");
    const [round] = rounds;
    assert.equal(round.attempts, 1, "run once, by one worker");
    assert.equal(round.task_status, TASK_STATUS.success);
    assert.equal(round.round_status, "success");
    const record = await readTask(taskId);
    assert.equal(record.data.status, TASK_STATUS.success, "the owning task's status never changes");
    assert.equal(record.data.result.prompts[0].runs.length, 2, "first round + one scheduled round");
    assert.equal(record.data.result.latestStatistics.totalMonitor, 2);
  }

  test("a monitor due when two workers start, and one that comes due while they run, each get one round", {
    timeout: 180_000,
  }, async () => {
    workers = [startWorker(url), startWorker(url)];
    const first = await submitRankMonitor("due at start");
    const second = await submitRankMonitor("due while running");
    await Promise.all(workers.map(stopWorker));

    // Down for five days: on start both workers' catch-up passes race for the one round it is owed.
    await database.db
      .updateTable("monitors")
      .set({ next_run_at: Date.now() - 5 * DAY_MS })
      .where("id", "=", first.monitorId)
      .execute();
    workers = [startWorker(url), startWorker(url)];
    await assertOneRound(first.monitorId, first.taskId);

    // Both workers are up now: their one-second timers (and the pg-boss cron job) race.
    await database.db
      .updateTable("monitors")
      .set({ next_run_at: Date.now() - 1000 })
      .where("id", "=", second.monitorId)
      .execute();
    await assertOneRound(second.monitorId, second.taskId);

    const all = await database.db
      .selectFrom("tasks")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("api_code", "=", "monitor.round")
      .executeTakeFirstOrThrow();
    assert.equal(Number(all.n), 2, "no other round task was created");
    const schedules = await sql<{
      name: string;
      cron: string;
    }>`select name, cron from pgboss.schedule`.execute(database.db);
    assert.deepEqual(
      schedules.rows.map((r) => [r.name, r.cron]),
      [[SCHEDULER_QUEUE, "* * * * *"]],
    );
    for (const worker of workers)
      assert.ok(worker.child.exitCode === null, `a worker exited:\n${worker.output()}`);
  });
});
