import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { finishTask } from "./finish-task.ts";
import { TASK_STATUS } from "./task-status.ts";

/**
 * Stops the active monitors a task owns (geo.brand, geo.rank_monitor): no further round is scheduled,
 * and rounds already queued are cancelled (one running notices within seconds and stops; what it asked
 * so far stays recorded). Returns how many monitors this call stopped.
 */
export async function stopTaskMonitors(
  db: Kysely<DatabaseSchema>,
  taskId: string,
  now: number,
): Promise<number> {
  const stopped = await db
    .updateTable("monitors")
    .set({ active: 0, updated_at: now })
    .where("task_id", "=", taskId)
    .where("active", "=", 1)
    .returning("id")
    .execute();
  if (stopped.length === 0) return 0;
  const queued = await db
    .selectFrom("monitor_rounds")
    .innerJoin("tasks", "tasks.id", "monitor_rounds.id")
    .select("monitor_rounds.id")
    .where(
      "monitor_rounds.monitor_id",
      "in",
      stopped.map((m) => m.id),
    )
    .where("monitor_rounds.status", "=", "running")
    .where("tasks.status", "=", TASK_STATUS.pending)
    .execute();
  for (const round of queued) {
    await finishTask(db, {
      taskId: round.id,
      status: TASK_STATUS.cancelled,
      error: "the monitor was stopped",
      now,
    });
    await db
      .updateTable("monitor_rounds")
      .set({ status: "cancelled", finished_at: now })
      .where("id", "=", round.id)
      .where("status", "=", "running")
      .execute();
  }
  return stopped.length;
}
