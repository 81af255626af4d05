import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { createMonitorRoundExecutor } from "../../src/operations/monitor-round/monitor-round-executor.ts";
import { nextSlotAfter, slotAtOrBefore } from "../../src/operations/monitoring/monitor-slots.ts";
import type { TaskExecutor } from "../../src/operations/task-executor.ts";
import { scheduleDueRounds } from "../../src/tasks/schedule-due-rounds.ts";
import { TASK_STATUS } from "../../src/tasks/task-status.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { lifecycleExecutors } from "../support/test-executors.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { countingRunner, DAY_MS, monitorRow, roundsOf, seedMonitor, waitFor } from "./monitor-fixtures.ts";

const ZONE = "Asia/Shanghai";
const SETTINGS = { slotOffsetMs: 8 * 3_600_000, roundDeadlineMs: 3_600_000, checkIntervalMs: 1000 };
const DAILY = { intervalMs: DAY_MS, slotOffsetMs: SETTINGS.slotOffsetMs };

for (const dialect of DIALECTS) {
  describe(`monitor scheduler (${dialect})`, () => {
    let service: TestService;
    let owner: { accountId: string; keyId: string };
    before(async () => {
      // No workers: these tests drive scheduleDueRounds themselves, with explicit clocks.
      service = await startTestService(dialect, { workers: false });
      owner = await service.createKey();
    });
    after(() => service.close());
    const db = () => service.services.database.db;
    const schedule = (now: number) =>
      scheduleDueRounds(db(), service.services.runtime, { now, settings: SETTINGS, timeZone: ZONE });

    test("ten concurrent passes over a due monitor create exactly one round for its slot", async () => {
      const now = Date.now();
      const { monitorId } = await seedMonitor(db(), { ...owner, now, nextRunAt: now - 60_000 });
      const reports = await Promise.all(Array.from({ length: 10 }, () => schedule(now)));
      const created = reports.flatMap((r) => r.created.filter((c) => c.monitorId === monitorId));
      assert.equal(created.length, 1, "one pass wins the slot");

      const rounds = await roundsOf(db(), monitorId);
      assert.equal(rounds.length, 1);
      const [round] = rounds;
      assert.equal(round.id, created[0].taskId, "the round row's id is its task's id");
      assert.equal(round.slot_at, slotAtOrBefore(now, DAILY, ZONE));
      assert.equal(round.api_code, "monitor.round");
      assert.deepEqual(JSON.parse(round.params), { monitorId, slotAt: round.slot_at });
      assert.equal(round.task_status, TASK_STATUS.pending);
      assert.equal(round.round_status, "running");
      assert.equal(round.permission_code, null, "rounds use no quota");
      assert.equal(round.points_charged, 0);
      assert.equal(round.deadline_at, now + SETTINGS.roundDeadlineMs);

      const monitor = await monitorRow(db(), monitorId);
      assert.equal(monitor.next_run_at, nextSlotAfter(now, DAILY, ZONE));
      assert.ok(monitor.next_run_at > now);
      const again = await schedule(now + 1000);
      assert.equal(again.created.filter((c) => c.monitorId === monitorId).length, 0, "not due any more");
    });

    test("after five days down, a monitor gets ONE round (the latest slot) and its next slot is in the future", async () => {
      const now = Date.now();
      const fiveDaysAgo = nextSlotAfter(now - 5 * DAY_MS - DAY_MS, DAILY, ZONE);
      const { monitorId } = await seedMonitor(db(), { ...owner, now, nextRunAt: fiveDaysAgo });
      await schedule(now);
      await schedule(now + 1);
      const rounds = await roundsOf(db(), monitorId);
      assert.equal(rounds.length, 1, "missed slots collapse into one round");
      assert.equal(rounds[0].slot_at, slotAtOrBefore(now, DAILY, ZONE));
      assert.ok(rounds[0].slot_at > fiveDaysAgo);
      const monitor = await monitorRow(db(), monitorId);
      assert.equal(monitor.next_run_at, nextSlotAfter(now, DAILY, ZONE));

      // A day later the next slot is due and gets its own round.
      const tomorrow = monitor.next_run_at + 1000;
      await schedule(tomorrow);
      const later = await roundsOf(db(), monitorId);
      assert.equal(later.length, 2);
      assert.equal(later[1].slot_at, monitor.next_run_at);
    });

    test("a round whose monitor was stopped after it was queued asks nothing and ends SUCCESS", async () => {
      const now = Date.now();
      const { monitorId } = await seedMonitor(db(), { ...owner, now, nextRunAt: now - 1000 });
      const [created] = (await schedule(now)).created.filter((c) => c.monitorId === monitorId);
      await db().updateTable("monitors").set({ active: 0 }).where("id", "=", monitorId).execute();
      const runner = countingRunner();
      const executor = createMonitorRoundExecutor({ db: db(), runners: new Map([["rank", runner]]) });
      const outcome = await executor.execute(JSON.parse(JSON.stringify(created)), {
        taskId: created.taskId,
        accountId: owner.accountId,
        submittedAt: now,
        signal: new AbortController().signal,
        step: (_key, work) => work(),
        now: () => now,
      });
      assert.equal(outcome.status, "success");
      assert.equal(runner.calls.length, 0, "nothing asked");
      const [round] = await roundsOf(db(), monitorId);
      assert.equal(round.round_status, "cancelled");
    });

    test("monitors of a task still running wait; of a task that did not succeed, stop", async () => {
      const now = Date.now();
      const pending = await seedMonitor(db(), {
        ...owner,
        now,
        nextRunAt: now - 1000,
        ownerStatus: TASK_STATUS.pending,
      });
      const failed = await seedMonitor(db(), {
        ...owner,
        now,
        nextRunAt: now - 1000,
        ownerStatus: TASK_STATUS.failed,
      });
      const report = await schedule(now);
      assert.ok(report.stopped.includes(failed.monitorId));
      assert.ok(!report.stopped.includes(pending.monitorId));
      assert.equal((await roundsOf(db(), pending.monitorId)).length, 0);
      assert.equal((await roundsOf(db(), failed.monitorId)).length, 0);
      const states = await db()
        .selectFrom("monitors")
        .select(["id", "active"])
        .where("id", "in", [pending.monitorId, failed.monitorId])
        .execute();
      assert.deepEqual(Object.fromEntries(states.map((s) => [s.id, s.active])), {
        [pending.monitorId]: 1,
        [failed.monitorId]: 0,
      });
    });
  });

  describe(`monitor rounds through the task runtime (${dialect})`, () => {
    let service: TestService;
    let owner: { accountId: string; keyId: string };
    const runner = countingRunner();
    before(async () => {
      // The round executor needs the service's database, which exists only once the service does.
      let roundExecutor: TaskExecutor | undefined;
      const executors = new Map(lifecycleExecutors(["geo.rank_monitor"]));
      executors.set("monitor.round", {
        apiCode: "monitor.round",
        execute: (params, context) => (roundExecutor as TaskExecutor).execute(params, context),
      });
      service = await startTestService(dialect, {
        executors,
        env: { ANSWERLENS_MONITOR_CHECK_INTERVAL_SECONDS: "1" },
      });
      roundExecutor = createMonitorRoundExecutor({
        db: service.services.database.db,
        runners: new Map([["rank", runner]]),
      });
      owner = await service.createKey();
    });
    after(() => service.close());
    const db = () => service.services.database.db;

    const finishedRounds = (monitorId: string) =>
      waitFor(async () => {
        const rounds = await roundsOf(db(), monitorId);
        return rounds.length > 0 && rounds.every((r) => r.task_status !== TASK_STATUS.pending)
          ? rounds
          : undefined;
      }, `the rounds of ${monitorId}`);

    test("the runtime's scheduler creates the due round and runs it once through the kind's runner", async () => {
      const now = service.clock.now();
      const { monitorId } = await seedMonitor(db(), { ...owner, now, nextRunAt: now - 1000 });
      const rounds = await finishedRounds(monitorId);
      assert.equal(rounds.length, 1);
      const [round] = rounds;
      assert.equal(round.task_status, TASK_STATUS.success);
      assert.equal(round.round_status, "success");
      assert.equal(round.attempts, 1);
      const calls = runner.calls.filter((c) => c.monitorId === monitorId);
      assert.deepEqual(calls, [{ monitorId, roundId: round.id, slotAt: round.slot_at }]);
      const task = await db()
        .selectFrom("tasks")
        .select(["result"])
        .where("id", "=", round.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(JSON.parse(task.result as string), {
        monitorId,
        slotAt: round.slot_at,
        completed: 2,
        failed: 0,
      });
      const monitor = await monitorRow(db(), monitorId);
      assert.ok(monitor.last_round_at !== null && monitor.last_round_at >= now);
      assert.ok(monitor.next_run_at > now);
    });

    test("a round with no completed ask ends FAILED, and its round row says so", async () => {
      const now = service.clock.now();
      const { monitorId } = await seedMonitor(db(), { ...owner, now, nextRunAt: now - 1000, completed: 0 });
      const [round] = await finishedRounds(monitorId);
      assert.equal(round.task_status, TASK_STATUS.failed);
      assert.equal(round.round_status, "failed");
    });
  });
}
