import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { keptByMonitor } from "./find-task.ts";

/**
 * Deletes finished tasks (and their steps, by cascade) that left the retention period. A task that owns
 * an active monitor (or one stopped within the period) is kept: its rounds still report to it.
 */
export async function purgeExpiredTasks(db: Kysely<DatabaseSchema>, finishedBefore: number): Promise<number> {
  const expired = await db
    .selectFrom("tasks")
    .select(["id"])
    .where("finished_at", "<", finishedBefore)
    .where((eb) => eb.not(keptByMonitor(eb, finishedBefore)))
    .limit(1000)
    .execute();
  if (expired.length === 0) return 0;
  const ids = expired.map((t) => t.id);
  await db.deleteFrom("task_steps").where("task_id", "in", ids).execute();
  const deleted = await db.deleteFrom("tasks").where("id", "in", ids).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
