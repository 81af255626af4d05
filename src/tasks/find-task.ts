import type { Kysely } from "kysely";
import type { DatabaseSchema, TasksTable } from "../store/database-schema.ts";

/**
 * A task as its account may see it: another account's task, an unknown id and a finished task past the
 * retention period all come back undefined (the API answers 404 for each alike).
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
    .where((eb) => eb.or([eb("finished_at", "is", null), eb("finished_at", ">=", visibleSince)]))
    .executeTakeFirst();
}
