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
 * Whether its account may see a task (the account match aside): not internal (a monitoring round), and
 * unfinished, finished within the retention period, or kept by its monitor. findTaskForAccount and a
 * task poll's one statement (find-task-for-key.ts) both use it, so the two cannot drift apart.
 */
export function visibleToAccount(eb: ExpressionBuilder<DatabaseSchema, "tasks">, visibleSince: number) {
  return eb.and([
    eb("tasks.api_code", "not in", INTERNAL_API_CODES),
    eb.or([
      eb("tasks.finished_at", "is", null),
      eb("tasks.finished_at", ">=", visibleSince),
      keptByMonitor(eb, visibleSince),
    ]),
  ]);
}

/**
 * The values visibleToAccount binds, in the order its SQL binds them: for a statement whose SQL is built
 * once (cachedSql) and bound per call. Such a statement checks this layout when it is built.
 */
export function visibleToAccountParameters(visibleSince: number): unknown[] {
  return [...INTERNAL_API_CODES, visibleSince, 1, visibleSince];
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
    .where((eb) => visibleToAccount(eb, visibleSince))
    .executeTakeFirst();
}
