import { type Kysely, sql } from "kysely";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { derivedId } from "../../util/ids.ts";

/** What a brand monitor asks each round (monitors.settings). */
export interface BrandMonitorSettings {
  readonly platforms: readonly PlatformCode[];
  readonly repeats: number;
}

/**
 * A brand has one monitor whatever the number of geo.brand submits: its id derives from the brand, so
 * concurrent first submits meet on one row, and prompts (derived from the monitor id) keep their ids,
 * which keeps the brand's history continuous.
 */
export const brandMonitorId = (brandId: string) => derivedId("mon", `brand\u0000${brandId}`);

export interface BrandMonitorSpec {
  readonly accountId: string;
  readonly keyId: string;
  readonly taskId: string;
  readonly brandId: string;
  readonly settings: BrandMonitorSettings;
  readonly intervalMs: number;
  readonly now: number;
}

/**
 * Creates the brand's monitor (inactive until a first round succeeds) or gives the existing one the
 * new settings. The owner task and the schedule change only in `claimBrandMonitor`, so a re-submit whose
 * first round fails leaves the monitor with the task that last succeeded.
 */
export async function ensureBrandMonitor(
  db: Kysely<DatabaseSchema>,
  spec: BrandMonitorSpec,
): Promise<string> {
  const id = brandMonitorId(spec.brandId);
  await db
    .insertInto("monitors")
    .values({
      id,
      account_id: spec.accountId,
      key_id: spec.keyId,
      kind: "brand",
      task_id: spec.taskId,
      brand_id: spec.brandId,
      settings: JSON.stringify(spec.settings),
      interval_seconds: Math.round(spec.intervalMs / 1000),
      next_run_at: spec.now,
      last_round_at: null,
      active: 0,
      created_at: spec.now,
      updated_at: spec.now,
    })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        settings: sql`excluded.settings`,
        interval_seconds: sql`excluded.interval_seconds`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .execute();
  return id;
}

/**
 * After a first round with answers: the monitor now belongs to this task (its result is the one the
 * rounds keep up to date) and runs from the next slot, unless a newer geo.brand task of the brand has
 * claimed it already.
 */
export async function claimBrandMonitor(
  db: Kysely<DatabaseSchema>,
  claim: {
    monitorId: string;
    taskId: string;
    keyId: string;
    submittedAt: number;
    nextRunAt: number;
    now: number;
  },
): Promise<void> {
  await db
    .updateTable("monitors")
    .set({
      task_id: claim.taskId,
      key_id: claim.keyId,
      active: 1,
      next_run_at: claim.nextRunAt,
      last_round_at: claim.now,
      updated_at: claim.now,
    })
    .where("id", "=", claim.monitorId)
    .where(
      sql<boolean>`coalesce((select t.created_at from tasks t where t.id = monitors.task_id), 0) <= ${claim.submittedAt}`,
    )
    .execute();
}
