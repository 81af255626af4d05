import { createMonitor } from "../monitoring/create-monitor.ts";
import { nextSlotAfter } from "../monitoring/monitor-slots.ts";
import { type RankMonitorSettings, runsKeptFor } from "../monitoring/rank-monitor-settings.ts";
import { createRankRoundRunner } from "../monitoring/rank-round-runner.ts";
import type { TaskExecutor } from "../task-executor.ts";
import { DEFAULT_MONITOR_SETTINGS, type OperationDeps } from "../task-executors.ts";
import type { GeoRankMonitorParams } from "./geo-rank-monitor-params.ts";

/**
 * geo.rank_monitor: creates the task's rank monitor (its prompts in request order, the next round at the
 * first schedule slot after submit), runs the first round inline and answers its result. SUCCESS when at
 * least one answer completed; FAILED (and the monitor stopped) when every ask failed. Later rounds run as
 * `monitor.round` tasks and keep rewriting this task's result (docs/rank-monitoring.md).
 */
export function createGeoRankMonitorExecutor(deps: OperationDeps): TaskExecutor {
  const runner = createRankRoundRunner(deps);
  return {
    apiCode: "geo.rank_monitor",
    async execute(rawParams, context) {
      const params = rawParams as GeoRankMonitorParams;
      const slots = deps.monitor ?? DEFAULT_MONITOR_SETTINGS;
      const task = await deps.db
        .selectFrom("tasks")
        .select("key_id")
        .where("id", "=", context.taskId)
        .executeTakeFirstOrThrow();
      const settings: RankMonitorSettings = {
        taskName: params.taskName,
        platforms: params.platforms,
        brandKeywords: params.brandKeywords,
        repeatQueryTimes: params.repeatQueryTimes,
        runsKept: runsKeptFor(params.promptTexts.length * params.platforms.length * params.repeatQueryTimes),
      };
      const { monitor } = await createMonitor(deps.db, {
        accountId: context.accountId,
        keyId: task.key_id,
        kind: "rank",
        taskId: context.taskId,
        brandId: null,
        settings,
        prompts: params.promptTexts.map((text) => ({ text, topicId: null })),
        intervalMs: slots.intervalMs,
        nextRunAt: nextSlotAfter(context.submittedAt, slots, deps.timeZone),
        now: context.now(),
      });

      const outcome = await runner.runRound(
        monitor,
        { id: context.taskId, slotAt: context.submittedAt },
        context,
      );
      if (outcome.completed === 0) {
        // A monitor whose task failed (and was refunded) runs no unpaid rounds.
        await deps.db
          .updateTable("monitors")
          .set({ active: 0, updated_at: context.now() })
          .where("id", "=", monitor.id)
          .execute();
        const errors = await deps.db
          .selectFrom("observations")
          .select("error")
          .distinct()
          .where("round_id", "=", context.taskId)
          .where("status", "=", "failed")
          .orderBy("error")
          .limit(10)
          .execute();
        return { status: "failed", error: `every ask failed: ${errors.map((e) => e.error).join("; ")}` };
      }
      const row = await deps.db
        .selectFrom("tasks")
        .select("result")
        .where("id", "=", context.taskId)
        .executeTakeFirstOrThrow();
      return { status: "success", result: JSON.parse(row.result ?? "null") };
    },
  };
}
