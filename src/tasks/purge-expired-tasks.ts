import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

/** Deletes finished tasks (and their steps, by cascade) that left the retention period. */
export async function purgeExpiredTasks(db: Kysely<DatabaseSchema>, finishedBefore: number): Promise<number> {
  const expired = await db
    .selectFrom("tasks")
    .select(["id"])
    .where("finished_at", "<", finishedBefore)
    .limit(1000)
    .execute();
  if (expired.length === 0) return 0;
  const ids = expired.map((t) => t.id);
  await db.deleteFrom("task_steps").where("task_id", "in", ids).execute();
  const deleted = await db.deleteFrom("tasks").where("id", "in", ids).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
