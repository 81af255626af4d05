import assert from "node:assert/strict";
import { createRankRoundRunner } from "../../src/operations/monitoring/rank-round-runner.ts";
import { createObservationWriter } from "../../src/store/observations/observation-writer.ts";
import { newId } from "../../src/util/ids.ts";
import { runTask } from "../operations-e2e/e2e-assertions.ts";
import type { TestService } from "../support/test-service.ts";

export const PROMPTS = ["新能源汽车哪个牌子好", "20万左右的电动车推荐, 哪款续航长"];
export const PLATFORMS = ["baidu", "deepseek"];
export const BRANDS = ["比亚迪", "理想"];

/**
 * A geo.rank_monitor task with two rounds (its first, run by the task, and one more run through the
 * round runner as a monitor.round task would), 2 prompts x 2 platforms x 2 repeats each: 16 observations.
 */
export async function rankMonitorWithTwoRounds(service: TestService, key: string): Promise<string> {
  const record = await runTask(service, key, "geo.rank_monitor", {
    taskName: '新能源汽车 "周报"',
    platforms: PLATFORMS,
    promptTexts: PROMPTS,
    brandKeywords: BRANDS,
    repeatQueryTimes: 2,
  });
  assert.equal(record.status, 2, record.errorMessage);
  const db = service.services.database.db;
  // The scheduler must not add rounds of its own while the test counts them.
  await db
    .updateTable("monitors")
    .set({ next_run_at: Date.UTC(2100, 0, 1) })
    .where("task_id", "=", record.taskId)
    .execute();
  const monitor = await db
    .selectFrom("monitors")
    .selectAll()
    .where("task_id", "=", record.taskId)
    .executeTakeFirstOrThrow();
  const roundId = newId("task");
  const runner = createRankRoundRunner({
    db,
    observations: createObservationWriter(db),
    platforms: service.services.platforms,
    timeZone: service.services.config.timeZone,
  });
  const steps = new Map<string, unknown>();
  await runner.runRound(
    monitor,
    { id: roundId, slotAt: service.clock.now() + 3_600_000 },
    {
      taskId: roundId,
      accountId: monitor.account_id,
      submittedAt: service.clock.now(),
      signal: new AbortController().signal,
      now: service.clock.now,
      async step<T>(stepKey: string, work: () => Promise<T>): Promise<T> {
        if (!steps.has(stepKey)) steps.set(stepKey, await work());
        return steps.get(stepKey) as T;
      },
    },
  );
  return record.taskId;
}

/** The observations stored for a task's monitor: what an export must list, one row each. */
export async function storedObservationIds(service: TestService, taskId: string): Promise<string[]> {
  const rows = await service.services.database.db
    .selectFrom("observations as o")
    .innerJoin("monitors as m", "m.id", "o.monitor_id")
    .select("o.id")
    .where("m.task_id", "=", taskId)
    .execute();
  return rows.map((row) => row.id).sort();
}
