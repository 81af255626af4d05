import type { Kysely } from "kysely";
import type {
  DatabaseSchema,
  MonitorKind,
  MonitorsTable,
  PromptsTable,
} from "../../store/database-schema.ts";
import { derivedId } from "../../util/ids.ts";

export interface NewMonitor {
  readonly accountId: string;
  readonly keyId: string;
  readonly kind: MonitorKind;
  /** The task whose result the rounds keep up to date. */
  readonly taskId: string;
  readonly brandId: string | null;
  /** Kind-specific settings, stored as JSON (platforms, brand keywords, repeats, ...). */
  readonly settings: unknown;
  readonly prompts: readonly { readonly text: string; readonly topicId: string | null }[];
  readonly intervalMs: number;
  /** Start of the first scheduled slot after the first round (epoch ms). */
  readonly nextRunAt: number;
  readonly now: number;
}

/**
 * Creates a monitor and its prompts for a task, idempotently: ids derive from the task id, so a task
 * resumed after a crash finds the rows its first attempt wrote instead of creating a second monitor.
 */
export async function createMonitor(
  db: Kysely<DatabaseSchema>,
  spec: NewMonitor,
): Promise<{ monitor: MonitorsTable; prompts: PromptsTable[] }> {
  const monitorId = derivedId("mon", spec.taskId);
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("monitors")
      .values({
        id: monitorId,
        account_id: spec.accountId,
        key_id: spec.keyId,
        kind: spec.kind,
        task_id: spec.taskId,
        brand_id: spec.brandId,
        settings: JSON.stringify(spec.settings),
        interval_seconds: Math.round(spec.intervalMs / 1000),
        next_run_at: spec.nextRunAt,
        last_round_at: null,
        active: 1,
        created_at: spec.now,
        updated_at: spec.now,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0 || spec.prompts.length === 0) return;
    await trx
      .insertInto("prompts")
      .values(
        spec.prompts.map((prompt, i) => ({
          id: derivedId("prompt", `${monitorId}\u0000${i}`),
          monitor_id: monitorId,
          topic_id: prompt.topicId,
          text: prompt.text,
          prompt_order: i + 1,
          created_at: spec.now,
        })),
      )
      .execute();
  });
  return loadMonitor(db, monitorId);
}

/** A monitor and its prompts in prompt order. */
export async function loadMonitor(
  db: Kysely<DatabaseSchema>,
  monitorId: string,
): Promise<{ monitor: MonitorsTable; prompts: PromptsTable[] }> {
  const monitor = await db
    .selectFrom("monitors")
    .selectAll()
    .where("id", "=", monitorId)
    .executeTakeFirstOrThrow();
  const prompts = await db
    .selectFrom("prompts")
    .selectAll()
    .where("monitor_id", "=", monitorId)
    .orderBy("prompt_order")
    .execute();
  return { monitor, prompts };
}
