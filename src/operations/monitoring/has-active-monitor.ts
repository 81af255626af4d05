import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../store/database-schema.ts";

/** Whether a geo.brand or geo.rank_monitor task owns a monitor that still schedules rounds. */
export async function hasActiveMonitor(db: Kysely<DatabaseSchema>, taskId: string): Promise<boolean> {
  const row = await db
    .selectFrom("monitors")
    .select("id")
    .where("task_id", "=", taskId)
    .where("active", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}
