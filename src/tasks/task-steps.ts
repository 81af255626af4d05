import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

/** The recorded steps of a task, by key (values parsed from JSON). */
export async function loadTaskSteps(
  db: Kysely<DatabaseSchema>,
  taskId: string,
): Promise<Map<string, unknown>> {
  const rows = await db
    .selectFrom("task_steps")
    .select(["step_key", "value"])
    .where("task_id", "=", taskId)
    .execute();
  return new Map(rows.map((row) => [row.step_key, JSON.parse(row.value) as unknown]));
}

/** Records a step's value; a step recorded already (by an earlier attempt) keeps its first value. */
export async function recordTaskStep(
  db: Kysely<DatabaseSchema>,
  taskId: string,
  stepKey: string,
  value: unknown,
  now: number,
): Promise<void> {
  await db
    .insertInto("task_steps")
    .values({ task_id: taskId, step_key: stepKey, value: JSON.stringify(value ?? null), created_at: now })
    .onConflict((oc) => oc.columns(["task_id", "step_key"]).doNothing())
    .execute();
}
