import type { Kysely } from "kysely";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { DatabaseSchema, MonitorsTable, TasksTable } from "../../store/database-schema.ts";
import { findTaskForAccount } from "../../tasks/find-task.ts";
import { TASK_ID_PATTERN } from "../../util/ids.ts";
import { parseRankMonitorSettings, type RankMonitorSettings } from "../monitoring/rank-monitor-settings.ts";

export interface RankMonitorOfTask {
  readonly task: TasksTable;
  readonly monitor: MonitorsTable;
  readonly settings: RankMonitorSettings;
}

/**
 * The geo.rank_monitor task an export or report is asked for, with its monitor: 404 for a task the
 * account cannot see (unknown, expired, another account's: alike), 400 for a task of another apiCode.
 */
export async function findRankMonitor(
  db: Kysely<DatabaseSchema>,
  input: { taskId: string; accountId: string; visibleSince: number },
): Promise<RankMonitorOfTask> {
  const task = TASK_ID_PATTERN.test(input.taskId)
    ? await findTaskForAccount(db, input.taskId, input.accountId, input.visibleSince)
    : undefined;
  if (!task) throw new ServiceError(ERROR_CODES.notFound, "task does not exist or has expired");
  if (task.api_code !== "geo.rank_monitor") {
    throw new ServiceError(
      ERROR_CODES.badRequest,
      `task ${task.id} is a ${task.api_code} task; export and report are for geo.rank_monitor tasks`,
    );
  }
  const monitor = await db
    .selectFrom("monitors")
    .selectAll()
    .where("task_id", "=", task.id)
    .where("kind", "=", "rank")
    .executeTakeFirst();
  if (!monitor) {
    // A rank monitor task that failed before its monitor was made has nothing to export.
    throw new ServiceError(ERROR_CODES.badRequest, `task ${task.id} has no monitoring data`);
  }
  return { task, monitor, settings: parseRankMonitorSettings(monitor.settings) };
}
