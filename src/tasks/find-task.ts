import type { ExpressionBuilder, Kysely } from "kysely";
import { INTERNAL_API_CODES } from "../operations/operation.ts";
import type { DatabaseSchema, TasksTable } from "../store/database-schema.ts";

/**
 * True for a task that owns a monitor which is active, or was stopped within the retention period: such
 * a task's result is still being kept up to date (or just was), so it is neither hidden nor purged.
 */
export function keptByMonitor(eb: ExpressionBuilder<DatabaseSchema, "tasks">, visibleSince: number) {
  return eb.exists(
    eb
      .selectFrom("monitors")
      .select("monitors.id")
      .whereRef("monitors.task_id", "=", "tasks.id")
      .where((m) => m.or([m("monitors.active", "=", 1), m("monitors.updated_at", ">=", visibleSince)])),
  );
}

/**
 * A task as its account may see it: another account's task, an unknown id, an internal task (a
 * monitoring round) and a finished task past the retention period all come back undefined (the API
 * answers 404 for each alike). A task whose monitor is still running stays visible however old it is.
 */
export async function findTaskForAccount(
  db: Kysely<DatabaseSchema>,
  taskId: string,
  accountId: string,
  visibleSince: number,
): Promise<TasksTable | undefined> {
  return db
    .selectFrom("tasks")
    .selectAll()
    .where("id", "=", taskId)
    .where("account_id", "=", accountId)
    .where("api_code", "not in", INTERNAL_API_CODES)
    .where((eb) =>
      eb.or([
        eb("finished_at", "is", null),
        eb("finished_at", ">=", visibleSince),
        keptByMonitor(eb, visibleSince),
      ]),
    )
    .executeTakeFirst();
}
