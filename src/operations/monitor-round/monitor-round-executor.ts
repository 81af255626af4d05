import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import type { MonitorRoundRunners, RoundOutcome } from "../monitoring/monitor-round-runner.ts";
import { type TaskExecutor, type TaskOutcome, taskStopReason } from "../task-executor.ts";
import { MONITOR_ROUND_API_CODE, parseMonitorRoundParams } from "./monitor-round-params.ts";

export interface MonitorRoundExecutorDeps {
  readonly db: Kysely<DatabaseSchema>;
  /** The runner of each monitor kind. */
  readonly runners: MonitorRoundRunners;
}

/**
 * Runs one scheduled round (`monitor.round`, an internal task the scheduler creates): hands the monitor
 * to the runner of its kind, which asks the prompts as durable steps of this task and rewrites the owning
 * task's result, then records how the round ended. A stopped or deleted monitor ends the round at once.
 */
export function createMonitorRoundExecutor(deps: MonitorRoundExecutorDeps): TaskExecutor {
  const { db } = deps;

  async function finishRound(roundId: string, status: string, at: number, monitorId?: string) {
    await db
      .updateTable("monitor_rounds")
      .set({ status, finished_at: at })
      .where("id", "=", roundId)
      .where("status", "=", "running")
      .execute();
    if (monitorId) {
      await db
        .updateTable("monitors")
        .set({ last_round_at: at, updated_at: at })
        .where("id", "=", monitorId)
        .execute();
    }
  }

  return {
    apiCode: MONITOR_ROUND_API_CODE,
    async execute(params, context): Promise<TaskOutcome> {
      const { monitorId, slotAt } = parseMonitorRoundParams(params);
      const monitor = await db
        .selectFrom("monitors")
        .selectAll()
        .where("id", "=", monitorId)
        .executeTakeFirst();
      if (monitor?.active !== 1) {
        await finishRound(context.taskId, "cancelled", context.now());
        return {
          status: "success",
          result: { monitorId, slotAt, note: "the monitor was stopped before this round ran; nothing asked" },
        };
      }
      const runner = deps.runners.get(monitor.kind);
      if (!runner) {
        await finishRound(context.taskId, "failed", context.now());
        return {
          status: "failed",
          error: `monitors of kind ${monitor.kind} cannot run rounds in this version of answerlens`,
        };
      }

      let outcome: RoundOutcome;
      try {
        outcome = await runner.runRound(monitor, { id: context.taskId, slotAt }, context);
      } catch (error) {
        // A shutdown leaves the round to resume; a deadline or stop is settled by the scheduler; anything
        // else is a failed round (the runtime logs it and fails the task).
        if (!context.signal.aborted) await finishRound(context.taskId, "failed", context.now(), monitorId);
        throw error;
      }
      const succeeded = outcome.completed > 0;
      // Past its deadline the round keeps what it asked (the runner stored it) and the task ends TIMEOUT.
      const roundStatus =
        taskStopReason(context.signal) === "deadline" ? "timeout" : succeeded ? "success" : "failed";
      await finishRound(context.taskId, roundStatus, context.now(), monitorId);
      const result = { monitorId, slotAt, completed: outcome.completed, failed: outcome.failed };
      return succeeded
        ? { status: "success", result }
        : { status: "failed", error: `every ask of the round failed (${outcome.failed})` };
    },
  };
}
