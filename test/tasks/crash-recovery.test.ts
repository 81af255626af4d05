import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { PLATFORM_CODES } from "../../src/platforms/platform-codes.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { api, BIN, killStrayServers, startServerProcess } from "../support/server-process.ts";
import { createPostgresDatabase, DIALECTS } from "../support/test-databases.ts";

const PLATFORMS = ["deepseek", "baidu", "tencent"] as const;
const TASKS = 12;
const POINTS_PER_TASK = 3;

/**
 * A real server process works through geo.ranking tasks whose platforms (a sandbox in this test process,
 * so it outlives the server) answer after 300 ms. It is killed with -9 mid-work and started again:
 * every task must end SUCCESS, the quota must be charged exactly once per task, and the platforms must
 * be asked exactly the questions that had no recorded answer at the kill - never a finished one again.
 */
for (const dialect of DIALECTS) {
  describe(`crash recovery after kill -9 (${dialect})`, () => {
    let dir: string;
    let storage: string[];
    let sandbox: SandboxServer;
    let databaseUrl: string | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), "answerlens-crash-"));
      sandbox = await startSandboxServer({ port: 0, faults: { latencyMs: { "*": 300 } } });
      // The server reaches the sandbox through its ordinary platform configuration.
      const configs = sandboxPlatformConfigs(sandbox.url);
      const section = Object.fromEntries(
        PLATFORM_CODES.map((code) => [
          code,
          {
            adapter: configs[code].adapter,
            baseUrl: configs[code].baseUrl,
            model: configs[code].model,
            apiKeyEnv: "SANDBOX_API_KEY",
          },
        ]),
      );
      writeFileSync(join(dir, "config.json"), JSON.stringify({ platforms: section }));
      storage = ["--data", join(dir, "data"), "--config", join(dir, "config.json")];
      if (dialect === "postgres") {
        const database = await createPostgresDatabase();
        databaseUrl = database.url;
        storage = ["--database-url", database.url, "--config", join(dir, "config.json")];
        dropDatabase = database.drop;
      }
    });
    after(async () => {
      killStrayServers();
      await sandbox.close();
      await dropDatabase?.();
      rmSync(dir, { recursive: true, force: true });
    });

    function openSameDatabase(): Database {
      return databaseUrl
        ? openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 2 })
        : openDatabase({ kind: "sqlite", path: join(dir, "data", "answerlens.db") });
    }

    const asked = () => PLATFORMS.reduce((sum, code) => sum + (sandbox.stats().requests[code] ?? 0), 0);

    test("tasks resume, finish once, are charged once, and no answered question is asked again", {
      timeout: 120_000,
    }, async () => {
      const { apiKey: key } = JSON.parse(
        execFileSync(
          process.execPath,
          [BIN, "keys", "create", "--account", "crash", "--points", "1000", ...storage, "--json"],
          {
            encoding: "utf8",
          },
        ),
      ) as { apiKey: string };
      const env = {
        ANSWERLENS_POINTS_PER_TASK: String(POINTS_PER_TASK),
        ANSWERLENS_WORKER_CONCURRENCY: "2",
        ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0",
        SANDBOX_API_KEY: "sandbox-key",
      };

      const first = await startServerProcess(storage, env);
      const taskIds: string[] = [];
      for (let i = 0; i < TASKS; i++) {
        const response = await api(first.url, "POST", "/v1/openapi/tasks", key, {
          apiCode: "geo.ranking",
          data: {
            keyword: `2026 年最值得买的手机品牌有哪些？(${i})`,
            brandKeyword: ["小米", "华为"],
            platforms: [...PLATFORMS],
          },
        });
        assert.equal(response.code, 200, response.msg);
        taskIds.push(response.data.taskId);
      }
      // Kill once some tasks are done and others are still waiting.
      const killBy = Date.now() + 30_000;
      for (;;) {
        const statuses = await Promise.all(
          taskIds.map(
            async (id) => (await api(first.url, "GET", `/v1/openapi/tasks/${id}`, key)).data.status,
          ),
        );
        if (statuses.filter((s) => s === 2).length >= 2 && statuses.filter((s) => s === 1).length >= 2) break;
        assert.ok(Date.now() < killBy, `no moment with both finished and pending tasks: ${statuses}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await first.kill9();
      const askedBeforeKill = asked();
      const database = openSameDatabase();
      // A platform question's durable record is its observation.
      const recorded = Number(
        (
          await database.db
            .selectFrom("observations")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
      await database.close();
      assert.ok(recorded < TASKS * PLATFORMS.length, "the kill must land before every answer is recorded");

      const second = await startServerProcess(storage, env);
      try {
        const deadline = Date.now() + 60_000;
        let records: {
          code: number;
          data: { status: number; result: { completedPlatforms: number } | null };
        }[] = [];
        for (;;) {
          records = await Promise.all(
            taskIds.map((id) => api(second.url, "GET", `/v1/openapi/tasks/${id}`, key)),
          );
          if (records.every((r) => r.code === 200 && r.data.status !== 1)) break;
          assert.ok(
            Date.now() < deadline,
            `tasks still pending 60 s after the restart: ${records.map((r) => r.data.status)}\n${second.output()}`,
          );
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.deepEqual(
          records.map((r) => r.data.status),
          Array(TASKS).fill(2),
        );
        assert.deepEqual(
          records.map((r) => r.data.result?.completedPlatforms),
          Array(TASKS).fill(PLATFORMS.length),
        );

        const quota = await api(second.url, "GET", "/v1/openapi/quota/usage", key);
        assert.equal(quota.data.points, 1000 - TASKS * POINTS_PER_TASK, "each task charged exactly once");
        const rankQuery = quota.data.permissions.find(
          (p: { permissionCode: string }) => p.permissionCode === "GEO_RANK_QUERY",
        );
        assert.equal(rankQuery.usedCount, TASKS);

        const askedAfterRestart = asked() - askedBeforeKill;
        assert.equal(
          askedAfterRestart,
          TASKS * PLATFORMS.length - recorded,
          "only questions without a recorded answer are asked again",
        );

        const check = openSameDatabase();
        const observations = await check.db
          .selectFrom("observations")
          .select(["task_id", "platform"])
          .execute();
        await check.close();
        assert.equal(observations.length, TASKS * PLATFORMS.length, "one observation per task and platform");
      } finally {
        await second.stop();
      }
    });
  });
}
