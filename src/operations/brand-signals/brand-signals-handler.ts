import { brandOwnedBy } from "../../metrics/brand-owned-by.ts";
import { rateStatistic } from "../../metrics/statistics/figure-statistics.ts";
import { formatDateTime } from "../../util/time.ts";
import { brandScope, type SyncHandler } from "../sync-handler.ts";

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * brand.signals (answerlens addition, docs/metrics.md "Signals"): the brand's confirmed changes whose
 * "after" window ends in the range, newest detection first. Before and after figures are recomputed
 * from the stored counts with brand.statistics' functions. `[]` for an unknown brand, another
 * account's, or a range without signals.
 */
export const brandSignalsHandler: SyncHandler<"brand.signals"> = {
  apiCode: "brand.signals",
  async handle(params, context) {
    const { db } = context;
    const scope = brandScope(params, context);
    const rows = await db
      .selectFrom("brand_signals as s")
      .innerJoin("brands as b", "b.id", "s.brand_id")
      .leftJoin("brand_topics as t", (join) =>
        join
          .onRef("t.id", "=", "s.scope_id")
          .onRef("t.brand_id", "=", "s.brand_id")
          .on("s.scope", "=", "topic"),
      )
      .leftJoin("prompts as p", (join) => join.onRef("p.id", "=", "s.scope_id").on("s.scope", "=", "prompt"))
      .selectAll("s")
      .select(["b.name as brand_name", "t.name as topic_name", "p.text as prompt_text"])
      .where("s.brand_id", "=", params.brandId)
      .where("s.after_end", ">=", params.startDate)
      .where("s.after_end", "<=", params.endDate)
      .where(brandOwnedBy(db, scope))
      .orderBy("s.detected_at", "desc")
      .orderBy("s.after_end", "desc")
      .orderBy("s.id")
      .execute();
    return rows.map((row) => {
      const before = rateStatistic(Number(row.before_successes), Number(row.before_n));
      const after = rateStatistic(Number(row.after_successes), Number(row.after_n));
      const scopeName =
        row.scope === "brand"
          ? row.brand_name
          : row.scope === "topic"
            ? row.topic_name
            : row.scope === "prompt"
              ? row.prompt_text
              : row.scope_id;
      return {
        signalId: row.id,
        metric: row.metric,
        scope: row.scope,
        scopeId: row.scope_id === "" ? null : row.scope_id,
        scopeName: scopeName ?? null,
        window: row.window,
        direction: row.direction,
        confidence: row.tier,
        change: before.value === null || after.value === null ? null : round2(after.value - before.value),
        pValue: Number(row.p_value),
        qValue: Number(row.q_value),
        before: { startDate: row.before_start, endDate: row.before_end, ...before },
        after: { startDate: row.after_start, endDate: row.after_end, ...after },
        detectedAt: formatDateTime(new Date(Number(row.detected_at)), context.timeZone),
      };
    });
  },
};
