import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { brandMonitorId } from "../../src/operations/monitoring/brand-monitor.ts";
import { runTask as runTaskOnce } from "../../src/tasks/run-task.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { runTask } from "./e2e-assertions.ts";

/** 2 topics x 2 prompts on 2 platforms: 8 answers in the first round. */
// One sample per round (the default is 3): the sandbox answers a question alike all day, and these
// tests count answers per round; samples are covered in test/metrics/brand-statistics-signals.test.ts.
const ENV = {
  ANSWERLENS_MONITOR_MAX_TOPICS: "2",
  ANSWERLENS_MONITOR_PROMPTS_PER_TOPIC: "2",
  ANSWERLENS_MONITOR_BRAND_REPEATS: "1",
};
const REQUEST = { brandName: "比亚迪", brandDescription: "新能源汽车品牌", platforms: ["deepseek", "kimi"] };

async function count(
  service: TestService,
  table: "observations" | "task_steps",
  column: "task_id",
  id: string,
) {
  const row = await service.services.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where(column, "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function rollupSums(service: TestService, brandId: string) {
  const db = service.services.database.db;
  const platform = await db
    .selectFrom("brand_platform_days")
    .select((eb) => [eb.fn.sum<number>("observations").as("n"), eb.fn.sum<number>("mention_sum").as("m")])
    .where("brand_id", "=", brandId)
    .executeTakeFirstOrThrow();
  const prompts = await db
    .selectFrom("brand_prompt_days")
    .select((eb) => eb.fn.sum<number>("observations").as("n"))
    .where("brand_id", "=", brandId)
    .where("platform", "=", "")
    .executeTakeFirstOrThrow();
  return {
    observations: Number(platform.n),
    mentions: Number(platform.m),
    promptObservations: Number(prompts.n),
  };
}

for (const dialect of DIALECTS) {
  describe(`geo.brand resume and failures (${dialect})`, () => {
    test("a run interrupted mid-round resumes: the profile is not generated again and the rollups count each answer once", async () => {
      // kimi answers slowly, so the interruption finds deepseek's answers recorded and kimi's in flight.
      const service = await startTestService(dialect, {
        workers: false,
        env: { ...ENV, ANSWERLENS_SANDBOX_LATENCY: "kimi=700" },
      });
      try {
        const { apiKey } = await service.createKey();
        const submit = await service.call({
          method: "POST",
          url: "/v1/openapi/tasks",
          key: apiKey,
          body: { apiCode: "geo.brand", data: REQUEST },
        });
        const taskId = submit.envelope.data.taskId as string;
        const deps = {
          db: service.services.database.db,
          executors: service.services.executors,
          now: service.clock.now,
          logger: service.services.logger,
        };
        const stop = new AbortController();
        const firstRun = runTaskOnce(deps, taskId, stop.signal);
        while ((await count(service, "observations", "task_id", taskId)) < 4) await sleep(10);
        stop.abort();
        await firstRun;
        const before = await count(service, "observations", "task_id", taskId);
        assert.ok(before >= 4 && before < 8, `interrupted mid-round (${before} of 8 answers)`);
        const task = await deps.db
          .selectFrom("tasks")
          .selectAll()
          .where("id", "=", taskId)
          .executeTakeFirstOrThrow();
        assert.equal(task.status, 1, "a shutdown leaves the task pending");

        await runTaskOnce(deps, taskId, new AbortController().signal);
        const done = await deps.db
          .selectFrom("tasks")
          .selectAll()
          .where("id", "=", taskId)
          .executeTakeFirstOrThrow();
        assert.equal(done.status, 2, done.error ?? "");
        assert.equal(done.attempts, 2);
        assert.equal(await count(service, "observations", "task_id", taskId), 8);
        const result = JSON.parse(done.result ?? "null");
        const sums = await rollupSums(service, result.info.brandId);
        assert.deepEqual(sums, {
          observations: 8,
          promptObservations: 8,
          mentions: result.platformStats.reduce(
            (s: number, p: { brandExposureSum: number }) => s + p.brandExposureSum,
            0,
          ),
        });
        const profileSteps = await deps.db
          .selectFrom("task_steps")
          .select("step_key")
          .where("task_id", "=", taskId)
          .where("step_key", "=", "profile")
          .execute();
        assert.equal(profileSteps.length, 1, "the profile was generated once");
      } finally {
        await service.close();
      }
    });

    test("the generator failing ends the task FAILED with its reason and the charge given back", async () => {
      const service = await startTestService(dialect, {
        env: { ...ENV, ANSWERLENS_SANDBOX_FAULTS: "deepseek=401", ANSWERLENS_POINTS_PER_TASK: "5" },
      });
      try {
        const { apiKey } = await service.createKey({ points: 50 });
        const record = await runTask(service, apiKey, "geo.brand", { ...REQUEST, platforms: ["kimi"] });
        assert.equal(record.status, 3);
        assert.equal(record.result, null);
        assert.match(record.errorMessage ?? "", /^brand profile generation failed: deepseek: /);
        const quota = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: apiKey });
        assert.equal(quota.envelope.data.points, 50);
        const asked = await count(service, "observations", "task_id", record.taskId);
        assert.equal(asked, 0, "nothing is asked without prompts");
      } finally {
        await service.close();
      }
    });

    test("every platform failing ends the task FAILED; its monitor never becomes active", async () => {
      const service = await startTestService(dialect, {
        env: { ...ENV, ANSWERLENS_SANDBOX_FAULTS: "kimi=500" },
      });
      try {
        const { apiKey } = await service.createKey();
        const record = await runTask(service, apiKey, "geo.brand", { ...REQUEST, platforms: ["kimi"] });
        assert.equal(record.status, 3);
        assert.match(
          record.errorMessage ?? "",
          /^every platform answer of the first monitoring round failed: kimi: /,
        );
        const db = service.services.database.db;
        const brand = await db.selectFrom("brands").selectAll().executeTakeFirstOrThrow();
        const monitor = await db
          .selectFrom("monitors")
          .selectAll()
          .where("id", "=", brandMonitorId(brand.id))
          .executeTakeFirstOrThrow();
        assert.equal(monitor.active, 0);
        const round = await db
          .selectFrom("monitor_rounds")
          .selectAll()
          .where("id", "=", record.taskId)
          .executeTakeFirstOrThrow();
        assert.equal(round.status, "failed");
        assert.equal((await rollupSums(service, brand.id)).observations, 0);
      } finally {
        await service.close();
      }
    });
  });
}
