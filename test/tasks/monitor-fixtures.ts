import type { Kysely } from "kysely";
import { createMonitor } from "../../src/operations/monitoring/create-monitor.ts";
import type { MonitorRoundRunner } from "../../src/operations/monitoring/monitor-round-runner.ts";
import type { DatabaseSchema, MonitorKind } from "../../src/store/database-schema.ts";
import { TASK_STATUS } from "../../src/tasks/task-status.ts";
import { newId } from "../../src/util/ids.ts";

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export interface SeedMonitor {
  accountId: string;
  keyId: string;
  nextRunAt: number;
  now: number;
  kind?: MonitorKind;
  /** How the counting runner answers: this many completed asks (0: the round fails). */
  completed?: number;
  /** Status of the owning geo.rank_monitor task (default SUCCESS). */
  ownerStatus?: number;
  /** When the owning task finished (default `now`). */
  ownerFinishedAt?: number;
  intervalMs?: number;
}

/** A finished geo.rank_monitor task and the monitor it owns, written as the executors write them. */
export async function seedMonitor(
  db: Kysely<DatabaseSchema>,
  seed: SeedMonitor,
): Promise<{ monitorId: string; ownerTaskId: string }> {
  const ownerTaskId = newId("task");
  const ownerStatus = seed.ownerStatus ?? TASK_STATUS.success;
  const finishedAt = ownerStatus === TASK_STATUS.pending ? null : (seed.ownerFinishedAt ?? seed.now);
  await db
    .insertInto("tasks")
    .values({
      id: ownerTaskId,
      account_id: seed.accountId,
      key_id: seed.keyId,
      api_code: "geo.rank_monitor",
      request_id: newId("req"),
      status: ownerStatus,
      params: JSON.stringify({ taskName: "fixture" }),
      result: ownerStatus === TASK_STATUS.success ? JSON.stringify({ rounds: 1 }) : null,
      error: null,
      permission_code: "GEO_RANK_MONITOR",
      points_charged: 10,
      refunded: 0,
      created_at: finishedAt ?? seed.now,
      updated_at: finishedAt ?? seed.now,
      deadline_at: (finishedAt ?? seed.now) + 300_000,
      finished_at: finishedAt,
      lease_owner: null,
      lease_until: null,
      attempts: 1,
    })
    .execute();
  const { monitor } = await createMonitor(db, {
    accountId: seed.accountId,
    keyId: seed.keyId,
    kind: seed.kind ?? "rank",
    taskId: ownerTaskId,
    brandId: null,
    settings: { completed: seed.completed ?? 2 },
    prompts: [{ text: "最好的咖啡品牌有哪些？", topicId: null }],
    intervalMs: seed.intervalMs ?? DAY_MS,
    nextRunAt: seed.nextRunAt,
    now: finishedAt ?? seed.now,
  });
  return { monitorId: monitor.id, ownerTaskId };
}

export interface RunnerCall {
  monitorId: string;
  roundId: string;
  slotAt: number;
}

/**
 * A `rank` runner that asks nothing: it records each call, does one durable step per round, and reports
 * the monitor's `settings.completed` completed asks (0 makes the round fail).
 */
export function countingRunner(): MonitorRoundRunner & { calls: RunnerCall[] } {
  const calls: RunnerCall[] = [];
  return {
    kind: "rank",
    calls,
    async runRound(monitor, round, context) {
      calls.push({ monitorId: monitor.id, roundId: round.id, slotAt: round.slotAt });
      const completed = (JSON.parse(monitor.settings) as { completed: number }).completed;
      await context.step("ask", async () => ({ completed }));
      return { completed, failed: completed === 0 ? 1 : 0 };
    },
  };
}

export function monitorRow(db: Kysely<DatabaseSchema>, monitorId: string) {
  return db.selectFrom("monitors").selectAll().where("id", "=", monitorId).executeTakeFirstOrThrow();
}

/** The scheduled rounds of a monitor (monitor.round tasks and their round rows), oldest first. */
export async function roundsOf(db: Kysely<DatabaseSchema>, monitorId: string) {
  return (
    db
      .selectFrom("monitor_rounds")
      .innerJoin("tasks", "tasks.id", "monitor_rounds.id")
      .select([
        "monitor_rounds.id",
        "monitor_rounds.slot_at",
        "monitor_rounds.status as round_status",
        "tasks.status as task_status",
        "tasks.api_code",
        "tasks.params",
        "tasks.permission_code",
        "tasks.points_charged",
        "tasks.deadline_at",
        "tasks.created_at",
        "tasks.attempts",
      ])
      .where("monitor_rounds.monitor_id", "=", monitorId)
      // A monitoring task's first round is the submitted task itself: not a scheduled round.
      .where("tasks.api_code", "=", "monitor.round")
      .orderBy("monitor_rounds.slot_at")
      .execute()
  );
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
