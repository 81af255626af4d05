import type { Kysely } from "kysely";
import type { DatabaseSchema, MonitorsTable } from "../../store/database-schema.ts";
import { formatDateTime } from "../../util/time.ts";
import { platformDetail, runIdOf } from "../geo-rank-monitor/rank-monitor-runs.ts";
import type { RankPlatformDetail } from "../geo-rank-monitor/rank-monitor-types.ts";
import { roundAnswerFromRow } from "../geo-rank-monitor/round-answer-row.ts";

/**
 * One observation of a rank monitor (one ask of one prompt on one platform in one round) with the figures
 * the task's result gives it (its platform detail, spec 2.5) and where it sits: round, run and prompt.
 */
export interface RankObservationRow extends RankPlatformDetail {
  roundId: string;
  /** The run (round x prompt) the observation belongs to, as in the result's `runs[].runId`. */
  runId: string;
  /** The round's start, `yyyy-MM-dd HH:mm:ss` in the service time zone (`runs[].runTime`). */
  runTime: string;
  /** `running`, `success`, `failed`, `timeout` or `cancelled`. */
  roundStatus: string;
  promptId: string;
  promptOrder: number;
  repeatIndex: number;
  /** When the platform was asked, `yyyy-MM-dd HH:mm:ss`. */
  askedAt: string;
  /** Why the ask failed; null for an answer. */
  error: string | null;
}

/** Rounds read per page, and observations per page within a round: memory stays bounded by a page. */
export const DEFAULT_PAGE_SIZES = { rounds: 50, observations: 500 };

/**
 * Every observation of a rank monitor, oldest round first, then prompt order, platform, repeat. Read from
 * the database a page at a time (rounds by keyset on the slot, a round's observations by offset), so an
 * export of a long-running monitor never holds more than one page.
 */
export async function* rankObservationRows(
  db: Kysely<DatabaseSchema>,
  monitor: Pick<MonitorsTable, "id">,
  timeZone: string,
  pageSizes = DEFAULT_PAGE_SIZES,
): AsyncGenerator<RankObservationRow> {
  let after: { slotAt: number; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom("monitor_rounds")
      .select(["id", "slot_at", "started_at", "status"])
      .where("monitor_id", "=", monitor.id);
    if (after) {
      const { slotAt, id } = after;
      query = query.where((eb) =>
        eb.or([eb("slot_at", ">", slotAt), eb.and([eb("slot_at", "=", slotAt), eb("id", ">", id)])]),
      );
    }
    const rounds = await query.orderBy("slot_at").orderBy("id").limit(pageSizes.rounds).execute();
    for (const round of rounds) {
      const runTime = formatDateTime(new Date(Number(round.started_at)), timeZone);
      for (let offset = 0; ; offset += pageSizes.observations) {
        const page = await db
          .selectFrom("observations as o")
          .innerJoin("prompts as p", "p.id", "o.prompt_id")
          .select([
            "o.id",
            "o.platform",
            "o.prompt_id",
            "o.repeat_index",
            "o.status",
            "o.error",
            "o.answer_text",
            "o.sources",
            "o.analysis",
            "o.asked_at",
            "p.text as prompt_text",
            "p.prompt_order",
          ])
          .where("o.round_id", "=", round.id)
          .where("o.monitor_id", "=", monitor.id)
          .orderBy("p.prompt_order")
          .orderBy("o.platform")
          .orderBy("o.repeat_index")
          .orderBy("o.id")
          .limit(pageSizes.observations)
          .offset(offset)
          .execute();
        for (const row of page) {
          const detail = platformDetail(roundAnswerFromRow(row), row.prompt_text);
          yield {
            roundId: round.id,
            runId: runIdOf(round.id, row.prompt_id ?? ""),
            runTime,
            roundStatus: round.status,
            promptId: row.prompt_id ?? "",
            promptOrder: Number(row.prompt_order),
            repeatIndex: Number(row.repeat_index ?? 0),
            askedAt: formatDateTime(new Date(Number(row.asked_at)), timeZone),
            error: row.error,
            ...detail,
          };
        }
        if (page.length < pageSizes.observations) break;
      }
    }
    if (rounds.length < pageSizes.rounds) return;
    const last = rounds[rounds.length - 1];
    after = { slotAt: Number(last.slot_at), id: last.id };
  }
}
