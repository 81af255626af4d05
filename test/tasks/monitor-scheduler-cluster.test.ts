import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { after, before, describe, test } from "node:test";
import { sql } from "kysely";
import { createApiKey } from "../../src/accounts/create-api-key.ts";
import { type Database, migrateToLatest, openDatabase } from "../../src/store/database.ts";
import { SCHEDULER_QUEUE } from "../../src/tasks/pg-boss-task-runtime.ts";
import { TASK_STATUS } from "../../src/tasks/task-status.ts";
import { BIN } from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-databases.ts";
import { roundsOf, seedMonitor, waitFor } from "./monitor-fixtures.ts";

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
  let owner: { accountId: string; keyId: string };
  const workers: ReturnType<typeof startWorker>[] = [];
  before(async () => {
    ({ url, drop } = await createPostgresDatabase());
    database = openDatabase({ kind: "postgres", url, poolSize: 4 });
    await migrateToLatest(database);
    owner = await createApiKey(database.db, { accountName: "cluster-monitors", now: Date.now() });
  });
  after(async () => {
    await Promise.all(workers.map(stopWorker));
    await database.close();
    await drop();
  });

  /** Waits until the monitor has a round and every round's task is final, then lets the workers race on. */
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

  function assertOneRunRound(rounds: Awaited<ReturnType<typeof roundsOf>>) {
    assert.equal(rounds.length, 1, "exactly one round for the slot");
    const [round] = rounds;
    assert.equal(round.api_code, "monitor.round");
    assert.equal(round.attempts, 1, "run once, by one worker");
    assert.notEqual(round.round_status, "running", "the round was run to its end");
    assert.ok([TASK_STATUS.success, TASK_STATUS.failed].includes(round.task_status as 2 | 3));
  }

  test("a monitor due when two workers start, and one that comes due while they run, each get one round", {
    timeout: 120_000,
  }, async () => {
    const now = Date.now();
    const atStart = await seedMonitor(database.db, { ...owner, now, nextRunAt: now - 1000 });
    // Both workers start together: their start-up passes race for the same slot.
    workers.push(startWorker(url), startWorker(url));
    assertOneRunRound(await settledRounds(atStart.monitorId));

    // Both workers are up now: their one-second timers (and the pg-boss cron job) race.
    const later = Date.now();
    const whileRunning = await seedMonitor(database.db, { ...owner, now: later, nextRunAt: later - 1000 });
    assertOneRunRound(await settledRounds(whileRunning.monitorId));

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
