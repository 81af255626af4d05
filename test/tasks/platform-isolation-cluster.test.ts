import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import {
  api,
  BIN,
  createKeyWithCli,
  killStrayServers,
  startServerProcess,
} from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-databases.ts";

/**
 * Issue 13, defect 1 across cluster worker processes: two `--role worker` processes (two task slots
 * each) whose sandbox kimi never answers, fed by an `--role api` process. Kimi's tasks, queued first, must
 * not keep a volcengine task waiting in either worker.
 */
const FAULTY = {
  ANSWERLENS_SANDBOX_FAULTS: "kimi=timeout",
  ANSWERLENS_WORKER_CONCURRENCY: "2",
  ANSWERLENS_TASK_DEADLINE_SECONDS: "8",
  ANSWERLENS_LOG_LEVEL: "info",
};

/** A worker process; resolves once it has started its task loop. */
async function startWorker(url: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [BIN, "serve", "--database-url", url, "--role", "worker", "--sandbox"],
    {
      env: { ...process.env, ...FAULTY },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 20_000);
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("answerlens started")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

describe("a hanging platform does not stall cluster workers (PostgreSQL, 2 worker processes)", () => {
  let url: string;
  let drop: () => Promise<void>;
  const workers: ChildProcess[] = [];
  before(async () => {
    ({ url, drop } = await createPostgresDatabase());
  });
  after(async () => {
    for (const worker of workers) worker.kill("SIGKILL");
    killStrayServers();
    await drop();
  });

  test("kimi's tasks fill both workers' slots; a volcengine task still answers in seconds", {
    timeout: 90_000,
  }, async () => {
    const apiKey = createKeyWithCli(url, "cluster");
    const apiServer = await startServerProcess(["--database-url", url, "--role", "api", "--sandbox"], FAULTY);
    try {
      workers.push(await startWorker(url), await startWorker(url));
      const submit = async (platforms: string[]) => {
        const answer = await api(apiServer.url, "POST", "/v1/openapi/tasks", apiKey, {
          apiCode: "geo.ranking",
          data: { keyword: "最好的国产手机品牌", brandKeyword: ["小米"], platforms },
        });
        assert.equal(answer.code, 200, answer.msg);
        return answer.data.taskId as string;
      };
      for (let i = 0; i < 8; i++) await submit(["kimi"]);
      await sleep(500);
      const started = Date.now();
      const taskId = await submit(["volcengine"]);
      let record = await api(apiServer.url, "GET", `/v1/openapi/tasks/${taskId}`, apiKey);
      while (record.data.status === 1) {
        assert.ok(Date.now() - started < 20_000, "the volcengine task never finished");
        await sleep(100);
        record = await api(apiServer.url, "GET", `/v1/openapi/tasks/${taskId}`, apiKey);
      }
      const took = Date.now() - started;
      assert.equal(record.data.status, 2);
      // Before: both workers' slots held by kimi until its tasks' 8 s deadline.
      assert.ok(took < 6000, `the volcengine task took ${took} ms behind hanging kimi`);
    } finally {
      await apiServer.stop();
    }
  });
});
