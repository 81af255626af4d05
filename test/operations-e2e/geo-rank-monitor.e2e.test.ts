import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { createRankRoundRunner } from "../../src/operations/monitoring/rank-round-runner.ts";
import type { TaskRunContext } from "../../src/operations/task-executor.ts";
import { createObservationWriter } from "../../src/store/observations/observation-writer.ts";
import { newId } from "../../src/util/ids.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { waitFor } from "../tasks/monitor-fixtures.ts";
import { type Json, runTask } from "./e2e-assertions.ts";
import { assertRankMonitorResult } from "./rank-monitor-assertions.ts";

const PROMPTS = ["新能源汽车哪个牌子好", "20万左右的电动车推荐"];
/** Car brands the sandbox names, and one no answer names. */
const BRANDS = ["比亚迪", "理想", "不存在的品牌甲"];
const PLATFORMS = ["baidu", "kimi", "deepseek"];
const DAY_MS = 86_400_000;

function monitorRequest(overrides: Record<string, unknown> = {}) {
  return {
    taskName: "新能源汽车监测",
    platforms: PLATFORMS,
    promptTexts: PROMPTS,
    brandKeywords: BRANDS,
    // One sample per round unless a test asks for more (the default, 3, is a parameter test's).
    repeatQueryTimes: 1,
    ...overrides,
  };
}

/** A round's context built like src/tasks/run-task.ts builds one (durable steps kept in memory). */
function roundContext(service: TestService, roundId: string, accountId: string): TaskRunContext {
  const steps = new Map<string, unknown>();
  return {
    taskId: roundId,
    accountId,
    submittedAt: service.clock.now(),
    signal: new AbortController().signal,
    now: service.clock.now,
    async step<T>(key: string, work: () => Promise<T>): Promise<T> {
      if (steps.has(key)) return steps.get(key) as T;
      const value = await work();
      steps.set(key, value);
      return value;
    },
  };
}

async function monitorOf(service: TestService, taskId: string) {
  return service.services.database.db
    .selectFrom("monitors")
    .selectAll()
    .where("task_id", "=", taskId)
    .executeTakeFirstOrThrow();
}

/** Keeps the scheduler away from a monitor, so the test alone decides when its rounds run. */
async function holdSchedule(service: TestService, taskId: string) {
  await service.services.database.db
    .updateTable("monitors")
    .set({ next_run_at: Date.UTC(2100, 0, 1) })
    .where("task_id", "=", taskId)
    .execute();
}

/** Runs one more round of the task's monitor through its runner, as a monitor.round task would. */
async function runRound(
  service: TestService,
  taskId: string,
  roundId = newId("task"),
  slotAt = service.clock.now(),
) {
  const monitor = await monitorOf(service, taskId);
  const runner = createRankRoundRunner({
    db: service.services.database.db,
    observations: createObservationWriter(service.services.database.db),
    platforms: service.services.platforms,
    timeZone: service.services.config.timeZone,
  });
  const outcome = await runner.runRound(
    monitor,
    { id: roundId, slotAt },
    roundContext(service, roundId, monitor.account_id),
  );
  return { roundId, outcome };
}

async function readTask(service: TestService, key: string, taskId: string) {
  const response = await service.call({ method: "GET", url: `/v1/openapi/tasks/${taskId}`, key });
  assert.equal(response.envelope.code, 200);
  return response.envelope.data;
}

for (const dialect of DIALECTS) {
  describe(`geo.rank_monitor end to end over HTTP (${dialect})`, () => {
    let service: TestService;
    let key: string;
    before(async () => {
      // The scheduler looks for due monitors every second (the test moves the clock to a slot).
      service = await startTestService(dialect, { env: { ANSWERLENS_MONITOR_CHECK_INTERVAL_SECONDS: "1" } });
      key = (await service.createKey()).apiKey;
    });
    after(() => service.close());

    test("first round: SUCCESS with every field of spec 2.5; details tie to the stored answers", async () => {
      const record = await runTask(service, key, "geo.rank_monitor", monitorRequest());
      assert.equal(record.status, 2, record.errorMessage);
      const result = record.result;
      const request = { prompts: PROMPTS, platforms: PLATFORMS, repeats: 1, rounds: 1, runsKept: 7 };
      assertRankMonitorResult(result, request);
      assert.ok(result.latestStatistics.totalMentioned > 0, "the sandbox names these car brands");
      assert.ok(result.prompts.some((p: Json) => p.lastDetected !== ""));

      const db = service.services.database.db;
      const monitor = await monitorOf(service, record.taskId);
      const task = await db
        .selectFrom("tasks")
        .selectAll()
        .where("id", "=", record.taskId)
        .executeTakeFirstOrThrow();
      assert.equal(monitor.kind, "rank");
      assert.equal(monitor.active, 1);
      assert.ok(monitor.next_run_at > task.created_at, "the next round is scheduled after the submit");
      assert.deepEqual(JSON.parse(monitor.settings), {
        taskName: "新能源汽车监测",
        platforms: PLATFORMS,
        brandKeywords: BRANDS,
        repeatQueryTimes: 1,
        runsKept: 7,
      });
      const rounds = await db
        .selectFrom("monitor_rounds")
        .selectAll()
        .where("monitor_id", "=", monitor.id)
        .execute();
      assert.deepEqual(
        rounds.map((r) => [r.id, Number(r.slot_at), r.status]),
        [[record.taskId, task.created_at, "success"]],
      );
      // Every detail is one stored observation of this round, its figures the analysis of that answer.
      for (const prompt of result.prompts) {
        for (const detail of prompt.runs[0].platformDetails) {
          const row = await db
            .selectFrom("observations")
            .selectAll()
            .where("id", "=", detail.analysisId)
            .executeTakeFirstOrThrow();
          assert.deepEqual(
            [row.round_id, row.monitor_id, row.prompt_id, row.platform, row.question, row.repeat_index],
            [record.taskId, monitor.id, prompt.promptId, detail.platform, prompt.promptText, 0],
          );
          const targets = JSON.parse(row.analysis ?? "{}").targets as Json[];
          assert.equal(
            detail.exposureCount,
            targets.reduce((s, t) => s + t.exposureCount, 0),
          );
          const positions = targets.map((t) => t.position).filter((p) => p > 0);
          assert.equal(detail.position, positions.length ? Math.min(...positions) : 0);
          assert.equal(detail.isRecommended, targets.some((t) => t.isRecommended === 1) ? 1 : 0);
        }
      }
      const observations = await db
        .selectFrom("observations")
        .select("id")
        .where("monitor_id", "=", monitor.id)
        .execute();
      assert.equal(observations.length, PROMPTS.length * PLATFORMS.length);
    });

    test("repeatQueryTimes 2 asks every prompt twice per platform", async () => {
      const record = await runTask(
        service,
        key,
        "geo.rank_monitor",
        monitorRequest({ promptTexts: [PROMPTS[0]], repeatQueryTimes: 2 }),
      );
      assert.equal(record.status, 2, record.errorMessage);
      assertRankMonitorResult(record.result, {
        prompts: [PROMPTS[0]],
        platforms: PLATFORMS,
        repeats: 2,
        rounds: 1,
        runsKept: 7,
      });
      const details = record.result.prompts[0].runs[0].platformDetails;
      assert.equal(details.length, PLATFORMS.length * 2);
      assert.equal(new Set(details.map((d: Json) => d.analysisId)).size, details.length);
      for (const exposure of record.result.prompts[0].platformExposures)
        assert.equal(exposure.monitorCount, 2);
    });

    test("the scheduled monitor.round grows runs and counters; the task stays SUCCESS", async () => {
      const record = await runTask(service, key, "geo.rank_monitor", monitorRequest());
      assert.equal(record.status, 2, record.errorMessage);
      const first = record.result;
      const db = service.services.database.db;
      const monitor = await monitorOf(service, record.taskId);

      // The service's own scheduler starts the round once its slot has come.
      service.clock.set(monitor.next_run_at + 1000);
      const second = await waitFor(async () => {
        const task = await readTask(service, key, record.taskId);
        return task.result.prompts[0].monitorCount === 2 ? task : undefined;
      }, "the scheduled round");
      assert.equal(second.status, 2);
      const request = { prompts: PROMPTS, platforms: PLATFORMS, repeats: 1, rounds: 2, runsKept: 7 };
      assertRankMonitorResult(second.result, request);
      assert.ok(second.result.lastMonitorTime > first.lastMonitorTime);
      for (const [i, prompt] of second.result.prompts.entries()) {
        // The new run comes first; the first round's run is kept unchanged behind it.
        assert.deepEqual(prompt.runs[1], first.prompts[i].runs[0]);
        assert.notEqual(prompt.runs[0].runId, prompt.runs[1].runId);
      }
      const rounds = await db
        .selectFrom("monitor_rounds")
        .innerJoin("tasks", "tasks.id", "monitor_rounds.id")
        .select(["monitor_rounds.id", "monitor_rounds.slot_at", "monitor_rounds.status", "tasks.api_code"])
        .where("monitor_rounds.monitor_id", "=", monitor.id)
        .orderBy("monitor_rounds.slot_at")
        .execute();
      assert.deepEqual(
        rounds.map((r) => [r.api_code, r.status]),
        [
          ["geo.rank_monitor", "success"],
          ["monitor.round", "success"],
        ],
      );
      assert.equal(Number(rounds[1].slot_at), monitor.next_run_at);
      const detail = second.result.prompts[0].runs[0].platformDetails[0];
      const row = await db
        .selectFrom("observations")
        .select(["round_id", "task_id"])
        .where("id", "=", detail.analysisId)
        .executeTakeFirstOrThrow();
      assert.deepEqual([row.round_id, row.task_id], [rounds[1].id, rounds[1].id]);
    });

    test("a retried round counts once; two rounds at once both count", async () => {
      const record = await runTask(service, key, "geo.rank_monitor", monitorRequest());
      assert.equal(record.status, 2, record.errorMessage);
      await holdSchedule(service, record.taskId);
      service.clock.advance(DAY_MS);
      const { roundId, outcome } = await runRound(service, record.taskId);
      assert.deepEqual(outcome, { completed: PROMPTS.length * PLATFORMS.length, failed: 0 });
      const second = await readTask(service, key, record.taskId);
      const request = { prompts: PROMPTS, platforms: PLATFORMS, repeats: 1, rounds: 2, runsKept: 7 };
      assertRankMonitorResult(second.result, request);

      // The same round again (a retry after its merge committed): its answers and its run count once.
      const again = await runRound(service, record.taskId, roundId);
      assert.equal(again.outcome.completed, PROMPTS.length * PLATFORMS.length);
      assert.deepEqual((await readTask(service, key, record.taskId)).result, second.result);

      // Two rounds at once both count: the merges queue on the task row.
      service.clock.advance(DAY_MS);
      const slot = service.clock.now();
      await Promise.all([
        runRound(service, record.taskId, newId("task"), slot),
        runRound(service, record.taskId, newId("task"), slot + 1),
      ]);
      const fourth = await readTask(service, key, record.taskId);
      assert.equal(fourth.status, 2);
      assertRankMonitorResult(fourth.result, { ...request, rounds: 4 });
    });

    test("runs are capped at runsKept while the counters stay exact over the whole history", async () => {
      const record = await runTask(
        service,
        key,
        "geo.rank_monitor",
        monitorRequest({ promptTexts: [PROMPTS[0]] }),
      );
      assert.equal(record.status, 2, record.errorMessage);
      await holdSchedule(service, record.taskId);
      const db = service.services.database.db;
      const monitor = await monitorOf(service, record.taskId);
      const settings = { ...JSON.parse(monitor.settings), runsKept: 2 };
      await db
        .updateTable("monitors")
        .set({ settings: JSON.stringify(settings) })
        .where("id", "=", monitor.id)
        .execute();
      const roundIds = [record.taskId];
      for (let i = 0; i < 3; i++) {
        service.clock.advance(DAY_MS);
        roundIds.push((await runRound(service, record.taskId)).roundId);
      }
      const { result } = await readTask(service, key, record.taskId);
      assertRankMonitorResult(result, {
        prompts: [PROMPTS[0]],
        platforms: PLATFORMS,
        repeats: 1,
        rounds: 4,
        runsKept: 2,
      });
      const prompt = result.prompts[0];
      assert.equal(prompt.monitorCount, 4);
      assert.equal(prompt.runs.length, 2);
      // The two newest rounds are the ones listed.
      const listedRounds = await Promise.all(
        prompt.runs.map(async (run: Json) => {
          const row = await db
            .selectFrom("observations")
            .select("round_id")
            .where("id", "=", run.platformDetails[0].analysisId)
            .executeTakeFirstOrThrow();
          return row.round_id;
        }),
      );
      assert.deepEqual(listedRounds, [roundIds[3], roundIds[2]]);
      // Counters equal the figures of every stored answer, the dropped runs' included.
      const rows = await db
        .selectFrom("observations")
        .selectAll()
        .where("monitor_id", "=", monitor.id)
        .execute();
      assert.equal(rows.length, 4 * PLATFORMS.length);
      for (const exposure of prompt.platformExposures) {
        const answers = rows.filter((r) => r.platform === exposure.platform && r.status === "completed");
        const exposures = answers.map((r) =>
          (JSON.parse(r.analysis ?? "{}").targets as Json[]).reduce((s, t) => s + t.exposureCount, 0),
        );
        assert.equal(exposure.monitorCount, answers.length);
        assert.equal(
          exposure.totalExposure,
          exposures.reduce((s, e) => s + e, 0),
        );
        assert.equal(exposure.totalMentions, exposures.filter((e) => e > 0).length);
      }
    });
  });

  describe(`geo.rank_monitor failures (${dialect})`, () => {
    test("a platform failing after retries gives failed details; the task still succeeds", async () => {
      const service = await startTestService(dialect, { env: { ANSWERLENS_SANDBOX_FAULTS: "kimi=500" } });
      try {
        const { apiKey } = await service.createKey();
        const record = await runTask(service, apiKey, "geo.rank_monitor", monitorRequest());
        assert.equal(record.status, 2, record.errorMessage);
        assertRankMonitorResult(record.result, {
          prompts: PROMPTS,
          platforms: PLATFORMS,
          repeats: 1,
          rounds: 1,
          runsKept: 7,
        });
        for (const prompt of record.result.prompts) {
          const failed = prompt.runs[0].platformDetails.filter((d: Json) => d.status === "failed");
          assert.deepEqual(
            failed.map((d: Json) => d.platform),
            ["kimi"],
          );
          const kimi = prompt.platformExposures.find((p: Json) => p.platform === "kimi");
          assert.deepEqual([kimi.monitorCount, kimi.totalExposure, kimi.avgMentioned], [0, 0, 0]);
        }
      } finally {
        await service.close();
      }
    });

    test("when every ask fails the task is FAILED, refunded, and its monitor stopped", async () => {
      const service = await startTestService(dialect, {
        env: { ANSWERLENS_SANDBOX_FAULTS: "kimi=500,baidu=401", ANSWERLENS_POINTS_PER_TASK: "5" },
      });
      try {
        const { apiKey } = await service.createKey({ points: 100 });
        const record = await runTask(
          service,
          apiKey,
          "geo.rank_monitor",
          monitorRequest({ platforms: ["kimi", "baidu"] }),
        );
        assert.equal(record.status, 3);
        assert.equal(record.result, null);
        assert.match(record.errorMessage ?? "", /kimi/);
        assert.match(record.errorMessage ?? "", /baidu/);
        const monitor = await monitorOf(service, record.taskId);
        assert.equal(monitor.active, 0);
        const quota = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: apiKey });
        assert.equal(quota.envelope.data.points, 100);
      } finally {
        await service.close();
      }
    });
  });
}
