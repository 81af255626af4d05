import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { recordWebhookEvent } from "./record-webhook-event.ts";

/**
 * The fields of a stored signal (a `brand_signals` row of the statistics work, issue 14) that the
 * `signal.detected` event carries. Structural, so the row type itself fits.
 */
export interface DetectedSignalRow {
  readonly id: string;
  readonly brand_id: string;
  readonly metric: string;
  readonly scope: string;
  readonly scope_id: string;
  readonly window: string;
  readonly before_start: string;
  readonly before_end: string;
  readonly after_start: string;
  readonly after_end: string;
  readonly before_successes: number;
  readonly before_n: number;
  readonly after_successes: number;
  readonly after_n: number;
  readonly p_value: number;
  readonly q_value: number;
  readonly direction: string;
  readonly tier: string;
  readonly detected_at: number;
}

const percent = (successes: number, n: number) =>
  n === 0 ? null : Math.round((10_000 * successes) / n) / 100;

/** The `data` of a `signal.detected` event (docs/webhooks.md). */
export function signalDetectedData(signal: DetectedSignalRow) {
  const window = (startDate: string, endDate: string, successes: number, n: number) => ({
    startDate,
    endDate,
    value: percent(successes, n),
    sampleCount: n,
  });
  return {
    signalId: signal.id,
    brandId: signal.brand_id,
    metric: signal.metric,
    scope: signal.scope,
    scopeId: signal.scope_id === "" ? null : signal.scope_id,
    window: signal.window,
    direction: signal.direction,
    confidence: signal.tier,
    before: window(signal.before_start, signal.before_end, signal.before_successes, signal.before_n),
    after: window(signal.after_start, signal.after_end, signal.after_successes, signal.after_n),
    pValue: signal.p_value,
    qValue: signal.q_value,
    detectedAt: new Date(signal.detected_at).toISOString(),
  };
}

/**
 * Records one `signal.detected` event per newly stored signal, on `trx`, the transaction that stores the
 * signals: it fits the statistics work's `onSignalsDetected` hook as it is. A brand of no account (deleted
 * meanwhile) sends nothing.
 */
export async function recordSignalDetectedEvents(
  trx: Kysely<DatabaseSchema>,
  signals: readonly DetectedSignalRow[],
): Promise<void> {
  if (signals.length === 0) return;
  const brands = await trx
    .selectFrom("brands")
    .select(["id", "account_id"])
    .where("id", "in", [...new Set(signals.map((s) => s.brand_id))])
    .execute();
  const accountOf = new Map(brands.map((b) => [b.id, b.account_id]));
  for (const signal of signals) {
    const accountId = accountOf.get(signal.brand_id);
    if (accountId === undefined) continue;
    await recordWebhookEvent(trx, {
      accountId,
      type: "signal.detected",
      data: signalDetectedData(signal),
      now: signal.detected_at,
    });
  }
}
