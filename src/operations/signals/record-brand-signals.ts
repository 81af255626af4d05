import type { Kysely, Transaction } from "kysely";
import { brandComparisons, SIGNAL_WINDOWS } from "../../metrics/signals/brand-comparisons.ts";
import { type DetectedSignal, detectSignals } from "../../metrics/signals/detect-signals.ts";
import type { BrandSignalsTable, DatabaseSchema } from "../../store/database-schema.ts";
import { derivedId } from "../../util/ids.ts";
import { addDays } from "../../util/time.ts";
import { loadComparisonInput } from "./load-comparison-input.ts";

/**
 * Called once per newly detected signal batch, inside the transaction that stores them: the place for
 * anything that must happen exactly when (and only if) a signal is new, such as writing a
 * `signal.detected` webhook event durably in the same transaction.
 */
export type SignalsDetectedHook = (
  trx: Transaction<DatabaseSchema>,
  signals: readonly BrandSignalsTable[],
) => Promise<void>;

export interface SignalRound {
  readonly brandId: string;
  /** The day the round's answers count for. */
  readonly statDate: string;
  readonly roundId: string;
  readonly now: number;
}

function signalRow(round: SignalRound, signal: DetectedSignal): BrandSignalsTable {
  const key = [
    round.brandId,
    signal.metric,
    signal.scope,
    signal.scopeId,
    signal.window,
    signal.afterRange.endDate,
  ];
  return {
    id: derivedId("sig", key.join("\u0000")),
    brand_id: round.brandId,
    metric: signal.metric,
    scope: signal.scope,
    scope_id: signal.scopeId,
    window: signal.window,
    before_start: signal.beforeRange.startDate,
    before_end: signal.beforeRange.endDate,
    after_start: signal.afterRange.startDate,
    after_end: signal.afterRange.endDate,
    before_successes: signal.before.successes,
    before_n: signal.before.n,
    after_successes: signal.after.successes,
    after_n: signal.after.n,
    p_value: signal.pValue,
    q_value: signal.qValue,
    direction: signal.direction,
    tier: signal.tier,
    round_id: round.roundId,
    detected_at: round.now,
  };
}

/**
 * The signal step of a settling brand round (docs/metrics.md "Signals"): compares the brand's rates on
 * the round's stat day (day over day, week over week; brand, platforms, topics, prompts), keeps the
 * confirmed changes and stores the new ones. A change counts as already reported, and is not stored
 * again, when the same metric and scope moved the same way in a comparison whose windows overlap this
 * one (an earlier day's week-over-week signal still sees the same step for 13 days), or when a round of
 * the same day stored it (the id is derived from brand, metric, scope, window and day). Returns the
 * signals this call stored; `onDetected` runs with them inside the storing transaction.
 */
export async function recordBrandSignals(
  db: Kysely<DatabaseSchema>,
  round: SignalRound,
  onDetected?: SignalsDetectedHook,
): Promise<BrandSignalsTable[]> {
  const detected = detectSignals(
    brandComparisons(await loadComparisonInput(db, round.brandId, round.statDate)),
  );
  if (detected.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const earliest = addDays(round.statDate, -(2 * SIGNAL_WINDOWS.week - 1));
    const recent = await trx
      .selectFrom("brand_signals")
      .select(["metric", "scope", "scope_id", "window", "direction", "after_end"])
      .where("brand_id", "=", round.brandId)
      .where("after_end", ">=", earliest)
      .where("after_end", "<=", round.statDate)
      .execute();
    const stored: BrandSignalsTable[] = [];
    for (const signal of detected) {
      const overlapFrom = addDays(round.statDate, -(2 * SIGNAL_WINDOWS[signal.window] - 1));
      const reported = recent.some(
        (row) =>
          row.metric === signal.metric &&
          row.scope === signal.scope &&
          row.scope_id === signal.scopeId &&
          row.window === signal.window &&
          row.direction === signal.direction &&
          row.after_end >= overlapFrom,
      );
      if (reported) continue;
      const row = signalRow(round, signal);
      const inserted = await trx
        .insertInto("brand_signals")
        .values(row)
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) stored.push(row);
    }
    if (stored.length > 0 && onDetected) await onDetected(trx, stored);
    return stored;
  });
}
