import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { purgeExpiredTasks } from "../../src/tasks/purge-expired-tasks.ts";
import { scheduleDueRounds } from "../../src/tasks/schedule-due-rounds.ts";
import { TASK_STATUS } from "../../src/tasks/task-status.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { DAY_MS, monitorRow, roundsOf, seedMonitor } from "./monitor-fixtures.ts";

const SETTINGS = { slotOffsetMs: 8 * 3_600_000, roundDeadlineMs: 3_600_000, checkIntervalMs: 1000 };

for (const dialect of DIALECTS) {
  describe(`monitor task visibility, retention and stop (${dialect})`, () => {
    let service: TestService;
    let owner: { apiKey: string; accountId: string; keyId: string };
    before(async () => {
      // No workers: queued rounds stay pending, so a stop can be seen cancelling them.
      service = await startTestService(dialect, { workers: false });
      owner = await service.createKey();
    });
    after(() => service.close());
    const db = () => service.services.database.db;
    const retentionMs = () => service.services.config.tasks.retentionMs;
    const get = (taskId: string) =>
      service.call({ method: "GET", url: `/v1/openapi/tasks/${taskId}`, key: owner.apiKey });
    const cancel = (taskId: string) =>
      service.call({ method: "POST", url: `/v1/openapi/tasks/${taskId}/cancel`, key: owner.apiKey });
    const schedule = (now: number) =>
      scheduleDueRounds(db(), service.services.runtime, {
        now,
        settings: SETTINGS,
        timeZone: "Asia/Shanghai",
      });
    const taskIds = async () =>
      new Set((await db().selectFrom("tasks").select("id").execute()).map((t) => t.id));

    /** A monitor whose round is queued (pending) now. */
    async function monitorWithQueuedRound(ownerFinishedAt?: number) {
      const now = service.clock.now();
      const seeded = await seedMonitor(db(), { ...owner, now, nextRunAt: now - 1000, ownerFinishedAt });
      await schedule(now);
      const [round] = await roundsOf(db(), seeded.monitorId);
      assert.equal(round.task_status, TASK_STATUS.pending);
      return { ...seeded, roundId: round.id };
    }

    test("a monitor.round task is internal: GET and cancel answer 404, and the cancel changes nothing", async () => {
      const { roundId } = await monitorWithQueuedRound();
      const read = await get(roundId);
      assert.equal(read.statusCode, 404);
      assert.equal(read.envelope.code, 404);
      assert.equal(read.envelope.data, null);
      const cancelled = await cancel(roundId);
      assert.equal(cancelled.statusCode, 404);
      const task = await db()
        .selectFrom("tasks")
        .select("status")
        .where("id", "=", roundId)
        .executeTakeFirstOrThrow();
      assert.equal(task.status, TASK_STATUS.pending);
    });

    test("a task owning an active monitor stays visible and unpurged past retention; round tasks are purged", async () => {
      const now = service.clock.now();
      const old = now - retentionMs() - 10 * DAY_MS;
      const { ownerTaskId, roundId } = await monitorWithQueuedRound(old);
      // A round that ended long ago, and a plain task that ended long ago: both leave with retention.
      await db()
        .updateTable("tasks")
        .set({ status: TASK_STATUS.success, result: "{}", finished_at: old })
        .where("id", "=", roundId)
        .execute();
      const plain = await seedMonitor(db(), { ...owner, now, nextRunAt: now + DAY_MS, ownerFinishedAt: old });
      await db().deleteFrom("monitors").where("id", "=", plain.monitorId).execute();

      const read = await get(ownerTaskId);
      assert.equal(read.envelope.code, 200, read.envelope.msg);
      assert.equal(read.envelope.data.status, TASK_STATUS.success);
      assert.deepEqual(read.envelope.data.result, { rounds: 1 });
      assert.equal((await get(plain.ownerTaskId)).envelope.code, 404);

      await purgeExpiredTasks(db(), now - retentionMs());
      const left = await taskIds();
      assert.ok(left.has(ownerTaskId), "the monitor's task is kept");
      assert.ok(!left.has(roundId), "an old round task is purged");
      assert.ok(!left.has(plain.ownerTaskId), "an old task without a monitor is purged");
    });

    test("cancel on a final monitor task stops its monitor and its queued round; the task keeps its status", async () => {
      const now = service.clock.now();
      const old = now - retentionMs() - DAY_MS;
      const { ownerTaskId, monitorId, roundId } = await monitorWithQueuedRound(old);
      const answer = await cancel(ownerTaskId);
      assert.equal(answer.envelope.code, 200, answer.envelope.msg);
      assert.equal(answer.envelope.data.taskId, ownerTaskId);
      assert.equal(answer.envelope.data.status, TASK_STATUS.success, "a final task stays final");

      const monitor = await monitorRow(db(), monitorId);
      assert.equal(monitor.active, 0);
      const [round] = await roundsOf(db(), monitorId);
      assert.equal(round.id, roundId);
      assert.equal(round.task_status, TASK_STATUS.cancelled, "the queued round will not run");
      assert.equal(round.round_status, "cancelled");

      // Never scheduled again, however due.
      await db()
        .updateTable("monitors")
        .set({ next_run_at: now - 1000 })
        .where("id", "=", monitorId)
        .execute();
      await schedule(now + DAY_MS);
      assert.equal((await roundsOf(db(), monitorId)).length, 1);

      // Its task stays readable for the retention period after the stop, then goes like any other.
      assert.equal((await get(ownerTaskId)).envelope.code, 200);
      await purgeExpiredTasks(db(), now - retentionMs());
      assert.ok((await taskIds()).has(ownerTaskId));
      await db()
        .updateTable("monitors")
        .set({ updated_at: now - retentionMs() - 1000 })
        .where("id", "=", monitorId)
        .execute();
      assert.equal((await get(ownerTaskId)).envelope.code, 404);
      await purgeExpiredTasks(db(), now - retentionMs());
      assert.ok(!(await taskIds()).has(ownerTaskId));
    });

    test("cancel on a pending monitor task cancels it and stops the monitor it already created", async () => {
      const now = service.clock.now();
      const { ownerTaskId, monitorId } = await seedMonitor(db(), {
        ...owner,
        now,
        nextRunAt: now + DAY_MS,
        ownerStatus: TASK_STATUS.pending,
      });
      const answer = await cancel(ownerTaskId);
      assert.equal(answer.envelope.data.status, TASK_STATUS.cancelled);
      const monitor = await monitorRow(db(), monitorId);
      assert.equal(monitor.active, 0);
    });
  });
}
