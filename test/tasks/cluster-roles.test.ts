import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { after, before, describe, test } from "node:test";
import {
  api,
  BIN,
  createKeyWithCli,
  killStrayServers,
  startServerProcess,
} from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-databases.ts";

/**
 * Cluster mode: an `--role api` process only accepts tasks, an `--role worker` process (no HTTP) runs them,
 * both on one PostgreSQL database through pg-boss.
 */
describe("cluster roles on PostgreSQL", () => {
  let url: string;
  let drop: () => Promise<void>;
  before(async () => {
    ({ url, drop } = await createPostgresDatabase());
  });
  after(async () => {
    killStrayServers();
    await drop();
  });

  test("tasks submitted to an api process wait until a worker process runs them", {
    timeout: 90_000,
  }, async () => {
    const apiKey = createKeyWithCli(url, "cluster");
    const apiServer = await startServerProcess(["--database-url", url, "--role", "api", "--sandbox"]);
    try {
      const submit = await api(apiServer.url, "POST", "/v1/openapi/tasks", apiKey, {
        apiCode: "geo.ranking",
        data: { keyword: "最好的咖啡品牌有哪些？", brandKeyword: ["瑞幸"], platforms: ["deepseek", "kimi"] },
      });
      assert.equal(submit.code, 200, submit.msg);
      const taskId = submit.data.taskId;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const waiting = await api(apiServer.url, "GET", `/v1/openapi/tasks/${taskId}`, apiKey);
      assert.equal(waiting.data.status, 1, "an api-only process runs no task");

      const worker = spawn(
        process.execPath,
        [BIN, "serve", "--database-url", url, "--role", "worker", "--sandbox"],
        {
          env: { ...process.env, ANSWERLENS_LOG_LEVEL: "info" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      try {
        const deadline = Date.now() + 60_000;
        let record = waiting;
        while (record.data.status === 1) {
          assert.ok(Date.now() < deadline, "the worker did not run the task");
          await new Promise((resolve) => setTimeout(resolve, 200));
          record = await api(apiServer.url, "GET", `/v1/openapi/tasks/${taskId}`, apiKey);
        }
        assert.equal(record.data.status, 2);
        assert.equal(record.data.result.completedPlatforms, 2);
      } finally {
        worker.kill("SIGTERM");
        await new Promise((resolve) => worker.once("exit", resolve));
      }
    } finally {
      await apiServer.stop();
    }
  });

  test("--role api or worker without PostgreSQL is refused with a clear message", () => {
    let stderr = "";
    try {
      execFileSync(process.execPath, [BIN, "serve", "--role", "worker", "--port", "0"], {
        encoding: "utf8",
        stdio: "pipe",
      });
    } catch (error) {
      stderr = (error as { stderr: string }).stderr;
    }
    assert.match(stderr, /--role worker needs PostgreSQL/);
  });
});
