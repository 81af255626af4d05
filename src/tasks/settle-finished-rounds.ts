import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { TASK_STATUS } from "./task-status.ts";

/** The round status a final round task stands for when its executor did not record one. */
const ROUND_STATUS_BY_TASK: Readonly<Record<number, string>> = {
  [TASK_STATUS.success]: "success",
  [TASK_STATUS.failed]: "failed",
  [TASK_STATUS.timeout]: "timeout",
  [TASK_STATUS.cancelled]: "cancelled",
};

/**
 * Brings a monitor's `running` rounds in line with their tasks. The round executor records how a round
 * ended, but a round task can also end without it running to its end (the deadline sweep, a stop, a purge),
 * so the scheduler settles those before it starts the monitor's next round.
 */
export async function settleFinishedRounds(
  db: Kysely<DatabaseSchema>,
  monitorId: string,
  now: number,
): Promise<void> {
  const open = await db
    .selectFrom("monitor_rounds")
    .leftJoin("tasks", "tasks.id", "monitor_rounds.id")
    .select(["monitor_rounds.id", "tasks.status as task_status", "tasks.finished_at as task_finished_at"])
    .where("monitor_rounds.monitor_id", "=", monitorId)
    .where("monitor_rounds.status", "=", "running")
    .execute();
  for (const round of open) {
    if (round.task_status === TASK_STATUS.pending) continue;
    await db
      .updateTable("monitor_rounds")
      .set({
        status: round.task_status === null ? "failed" : (ROUND_STATUS_BY_TASK[round.task_status] ?? "failed"),
        finished_at: round.task_finished_at ?? now,
      })
      .where("id", "=", round.id)
      .where("status", "=", "running")
      .execute();
  }
}
