import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import pino from "pino";
import type { TaskExecutor, TaskExecutors } from "../../src/operations/task-executor.ts";
import { createPgBossTaskRuntime, jobIdForTask } from "../../src/tasks/pg-boss-task-runtime.ts";
import type { TaskRuntime } from "../../src/tasks/task-runtime.ts";
import { TASK_STATUS } from "../../src/tasks/task-status.ts";
import { startTestService, type TestService, waitForFinalStatus } from "../support/test-service.ts";

/**
 * Cluster mode runs tasks through one fetch loop per process (src/tasks/pg-boss-fetch-loop.ts) with
 * `concurrency` slots. These tests drive it through the real service on PostgreSQL with an executor
 * that counts how many tasks run at once.
 */
function countingExecutor(mode: { hang: boolean }) {
  const state = { running: 0, maxRunning: 0, started: 0 };
  const executor: TaskExecutor = {
    apiCode: "geo.ranking",
    async execute(_params, context) {
      state.started++;
      state.running++;
      state.maxRunning = Math.max(state.maxRunning, state.running);
      try {
        // Hanging tasks end only when the signal aborts them (here: shutdown).
        await sleep(mode.hang ? 3_600_000 : 150, undefined, { signal: context.signal });
      } finally {
        state.running--;
      }
      return { status: "success", result: { attempt: context.resumed ? "resumed" : "first" } };
    },
  };
  return { executors: new Map([["geo.ranking", executor]]), state };
}

async function submit(service: TestService, key: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await service.call({
      method: "POST",
      url: "/v1/openapi/tasks",
      key,
      body: { apiCode: "geo.ranking", data: { keyword: `k${i}`, brandKeyword: ["a"], platforms: ["kimi"] } },
    });
    assert.equal(response.envelope.code, 200, response.envelope.msg);
    ids.push(response.envelope.data.taskId);
  }
  return ids;
}

async function jobStates(service: TestService, taskIds: string[]): Promise<string[]> {
  const jobIds = taskIds.map(jobIdForTask);
  const { rows } = await sql<{ id: string; state: string }>`
    select id, state from pgboss.job where id = any(${jobIds}::uuid[])`.execute(service.services.database.db);
  return jobIds.map((id) => rows.find((row) => row.id === id)?.state ?? "missing");
}

const readTasks = (service: TestService, taskIds: string[]) =>
  service.services.database.db
    .selectFrom("tasks")
    .select(["id", "status", "attempts"])
    .where("id", "in", taskIds)
    .execute();

/** A worker process's runtime (role worker) on the service's database. */
async function startWorker(service: TestService, executors: TaskExecutors): Promise<TaskRuntime> {
  const database = service.services.config.database;
  assert.equal(database.kind, "postgres");
  const worker = createPgBossTaskRuntime({
    db: service.services.database.db,
    executors,
    now: Date.now,
    logger: pino({ level: "silent" }),
    connectionString: database.kind === "postgres" ? database.url : "",
    runsWorkers: true,
    concurrency: 2,
    retentionMs: 86_400_000,
  });
  await worker.start();
  return worker;
}

async function waitUntil(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < until, `timed out waiting until ${what}`);
    await sleep(25);
  }
}

describe("pg-boss fetch loop (PostgreSQL)", () => {
  describe("with concurrency 2 and 5 tasks queued", () => {
    const { executors, state } = countingExecutor({ hang: false });
    let service: TestService;
    before(async () => {
      // An api process queues the tasks; the worker starts once all 5 wait.
      service = await startTestService("postgres", {
        workers: false,
        env: { ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0" },
      });
    });
    after(() => service.close());

    test("runs them two at a time, each to SUCCESS, and completes their pg-boss jobs", async () => {
      const { apiKey } = await service.createKey({ points: 100 });
      const taskIds = await submit(service, apiKey, 5);
      assert.deepEqual(await jobStates(service, taskIds), Array(5).fill("created"));
      const worker = await startWorker(service, executors);
      try {
        for (const taskId of taskIds) {
          const record = await waitForFinalStatus(service, apiKey, taskId);
          assert.equal(record.data.status, 2, JSON.stringify(record));
        }
        assert.equal(state.started, 5);
        assert.equal(state.maxRunning, 2, "two slots, both used, never more");
        // The complete follows the task's own finish by a statement.
        await waitUntil(
          async () => (await jobStates(service, taskIds)).every((s) => s === "completed"),
          "every job is completed",
        );
      } finally {
        await worker.stop();
      }
    });
  });

  describe("stopped in the middle", () => {
    const mode = { hang: true };
    const { executors, state } = countingExecutor(mode);
    let service: TestService;
    before(async () => {
      service = await startTestService("postgres", {
        executors,
        env: { ANSWERLENS_WORKER_CONCURRENCY: "2", ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0" },
      });
    });
    after(() => service.close());

    test("leaves the interrupted tasks pending with retryable jobs, and a new worker finishes all", {
      timeout: 60_000,
    }, async () => {
      const { apiKey } = await service.createKey({ points: 100 });
      const taskIds = await submit(service, apiKey, 5);
      await waitUntil(() => state.started === 2, "two tasks run");
      // Longer than the polling interval: a free slot would have fetched a third task by now.
      await sleep(800);
      assert.equal(state.started, 2);

      await service.services.runtime.stop();
      assert.equal(state.running, 0, "stop waits for the running tasks to reach a safe point");
      const tasks = await readTasks(service, taskIds);
      assert.deepEqual(
        tasks.map((task) => task.status),
        Array(5).fill(TASK_STATUS.pending),
      );
      const interrupted = tasks.filter((task) => task.attempts === 1).map((task) => task.id);
      assert.equal(interrupted.length, 2);
      const states = await jobStates(service, taskIds);
      assert.deepEqual(
        taskIds.map((id, i) => [interrupted.includes(id), states[i]]),
        taskIds.map((id) => (interrupted.includes(id) ? [true, "retry"] : [false, "created"])),
      );

      // Another worker process (a second runtime on the same database) picks every job up.
      mode.hang = false;
      const worker = await startWorker(service, executors);
      try {
        await waitUntil(
          async () => (await jobStates(service, taskIds)).every((s) => s === "completed"),
          "every job is completed by the new worker",
        );
        for (const task of await readTasks(service, taskIds)) {
          assert.equal(task.status, TASK_STATUS.success);
          assert.equal(task.attempts, interrupted.includes(task.id) ? 2 : 1);
        }
        assert.ok(state.maxRunning <= 2);
      } finally {
        await worker.stop();
      }
    });
  });
});
