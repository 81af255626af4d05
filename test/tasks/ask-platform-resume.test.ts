import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import pino from "pino";
import { createGeoRankingExecutor } from "../../src/operations/geo-ranking/geo-ranking-executor.ts";
import type { GeoRankingResult } from "../../src/operations/geo-ranking/geo-ranking-result.ts";
import { createPlatformClient, type PlatformClient } from "../../src/platforms/platform-client.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";
import type { ObservationsTable } from "../../src/store/database-schema.ts";
import { createObservationWriter } from "../../src/store/observations/observation-writer.ts";
import { runTask } from "../../src/tasks/run-task.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

// (Kimi's tool loop makes two requests per question: the question re-asked is deepseek's.)
const PLATFORMS = ["deepseek", "kimi"] as const;

/**
 * A platform question's durable record is its observation (by deterministic id); a resumed task reads
 * the answer and analysis back from it. These runs drive runTask directly against a real database and
 * the sandbox over HTTP, and rewind the task the way a crash at each point would leave it.
 */
for (const dialect of DIALECTS) {
  describe(`platform questions on resume (${dialect})`, () => {
    let service: TestService;
    let sandbox: SandboxServer;
    let platforms: PlatformClient;
    let key: string;

    before(async () => {
      service = await startTestService(dialect, { workers: false });
      sandbox = await startSandboxServer({ port: 0 });
      platforms = createPlatformClient(sandboxPlatformConfigs(sandbox.url));
      key = (await service.createKey()).apiKey;
    });
    after(async () => {
      platforms.close();
      await sandbox.close();
      await service.close();
    });

    const db = () => service.services.database.db;
    const asked = () => PLATFORMS.reduce((sum, code) => sum + (sandbox.stats().requests[code] ?? 0), 0);
    const run = (taskId: string) =>
      runTask(
        {
          db: db(),
          executors: new Map([
            [
              "geo.ranking",
              createGeoRankingExecutor({
                db: db(),
                observations: createObservationWriter(db()),
                platforms,
                timeZone: "Asia/Shanghai",
              }),
            ],
          ]),
          now: Date.now,
          logger: pino({ level: "silent" }),
        },
        taskId,
        new AbortController().signal,
      );
    const result = async (taskId: string) => {
      const row = await db()
        .selectFrom("tasks")
        .select(["status", "result"])
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 2);
      return JSON.parse(row.result ?? "null") as GeoRankingResult;
    };
    /** Leaves the task as a kill -9 before its final update would: pending, no result. */
    const rewind = (taskId: string) =>
      db()
        .updateTable("tasks")
        .set({ status: 1, result: null, finished_at: null })
        .where("id", "=", taskId)
        .execute();
    const submit = async (keyword: string) => {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: {
          apiCode: "geo.ranking",
          data: { keyword, brandKeyword: ["小米", "华为"], platforms: PLATFORMS },
        },
      });
      assert.equal(response.envelope.code, 200, response.envelope.msg);
      return response.envelope.data.taskId as string;
    };

    const changeObservation = (taskId: string, platform: string, values: Partial<ObservationsTable>) =>
      db()
        .updateTable("observations")
        .set(values)
        .where("task_id", "=", taskId)
        .where("platform", "=", platform)
        .execute();
    const observationsOf = (taskId: string) =>
      db().selectFrom("observations").selectAll().where("task_id", "=", taskId).execute();

    test("the observation is the only record; a resumed task rebuilds the same result without asking", async () => {
      const taskId = await submit("手机哪个牌子好");
      await run(taskId);
      const first = await result(taskId);
      assert.equal(first.completedPlatforms, PLATFORMS.length);
      assert.equal((await observationsOf(taskId)).length, PLATFORMS.length);
      const steps = await db().selectFrom("task_steps").selectAll().where("task_id", "=", taskId).execute();
      assert.deepEqual(steps, [], "no second copy of the answers");

      const before = asked();
      await rewind(taskId);
      await run(taskId);
      assert.equal(asked(), before, "no recorded question is asked again");
      assert.deepEqual(await result(taskId), first);
    });

    test("a resumed task asks only the questions without an observation, and reports stored ones as stored", async () => {
      const taskId = await submit("扫地机器人怎么选");
      await run(taskId);
      // The kill landed before deepseek's answer was stored; kimi's stored answer is marked.
      await db()
        .deleteFrom("observations")
        .where("task_id", "=", taskId)
        .where("platform", "=", "deepseek")
        .execute();
      await changeObservation(taskId, "kimi", { answer_text: "stored by the first attempt" });
      const before = asked();
      await rewind(taskId);
      await run(taskId);
      assert.equal(asked(), before + 1, "deepseek alone is asked again");
      const data = (await result(taskId)).data;
      for (const element of data.filter((e) => e.platform === "kimi"))
        assert.equal(element.resultContent, "stored by the first attempt");
      for (const element of data.filter((e) => e.platform === "deepseek")) {
        assert.equal(element.status, "completed");
        assert.notEqual(element.resultContent, "stored by the first attempt");
      }
      assert.equal((await observationsOf(taskId)).length, PLATFORMS.length, "one observation per platform");
    });

    test("a stored failure stays a failure on resume: the platform is not asked again", async () => {
      const taskId = await submit("咖啡机推荐");
      await run(taskId);
      await changeObservation(taskId, "kimi", {
        status: "failed",
        error: "kimi: HTTP 503 after 3 attempts",
        answer_text: null,
        analysis: null,
      });
      const before = asked();
      await rewind(taskId);
      await run(taskId);
      assert.equal(asked(), before);
      const outcome = await result(taskId);
      assert.equal(outcome.completedPlatforms, 1);
      assert.equal(outcome.failedPlatforms, 1);
      for (const element of outcome.data.filter((e) => e.platform === "kimi"))
        assert.equal(element.status, "failed");
    });
  });
}
