import type { Kysely } from "kysely";
import type { DatabaseSchema, MonitorsTable, PromptsTable } from "../../store/database-schema.ts";
import { formatDateTime } from "../../util/time.ts";
import { mergeRoundIntoResult } from "../geo-rank-monitor/rank-monitor-result.ts";
import { buildRoundRuns } from "../geo-rank-monitor/rank-monitor-runs.ts";
import type { RankMonitorResult } from "../geo-rank-monitor/rank-monitor-types.ts";
import { roundAnswerFromRow } from "../geo-rank-monitor/round-answer-row.ts";
import type { RankMonitorSettings } from "./rank-monitor-settings.ts";

/** The answers one round recorded for the monitor (a bounded read: one round's observations). */
async function roundAnswers(db: Kysely<DatabaseSchema>, monitorId: string, roundId: string) {
  const rows = await db
    .selectFrom("observations")
    .select(["id", "platform", "prompt_id", "repeat_index", "status", "answer_text", "sources", "analysis"])
    .where("round_id", "=", roundId)
    .where("monitor_id", "=", monitorId)
    .execute();
  return rows.map(roundAnswerFromRow);
}

/**
 * Adds a finished round to the owning task's result, once. In one transaction: the round moves from
 * `running` to its final status (the guard: a round already moved was merged before, e.g. by an attempt
 * that crashed after committing), the owning task's row is locked by an update, its stored result is
 * read, merged with this round's runs and written back. The task's status is never touched (DESIGN 4).
 * Concurrent rounds of one monitor serialise on the task row, so no merge is lost.
 */
export async function storeRankRound(
  db: Kysely<DatabaseSchema>,
  input: {
    readonly monitor: MonitorsTable;
    /** The monitor's prompts in prompt order. */
    readonly prompts: readonly Pick<PromptsTable, "id" | "text" | "prompt_order">[];
    readonly settings: RankMonitorSettings;
    readonly roundId: string;
    readonly roundStatus: "success" | "failed";
    readonly timeZone: string;
    readonly now: number;
  },
): Promise<void> {
  const { monitor, prompts, settings, roundId, now } = input;
  const round = await db
    .selectFrom("monitor_rounds")
    .select(["started_at", "status"])
    .where("id", "=", roundId)
    .executeTakeFirstOrThrow();
  if (round.status !== "running") return;
  const runs = buildRoundRuns({
    roundId,
    runTime: formatDateTime(new Date(round.started_at), input.timeZone),
    prompts,
    platforms: settings.platforms,
    answers: await roundAnswers(db, monitor.id, roundId),
  });

  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("monitor_rounds")
      .set({ status: input.roundStatus, finished_at: now })
      .where("id", "=", roundId)
      .where("status", "=", "running")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    // Locks the task row (PostgreSQL) before the read, so two rounds never merge into the same old result.
    await trx.updateTable("tasks").set({ updated_at: now }).where("id", "=", monitor.task_id).execute();
    const task = await trx
      .selectFrom("tasks")
      .select(["result"])
      .where("id", "=", monitor.task_id)
      .executeTakeFirst();
    if (!task) return;
    const previous = task.result ? (JSON.parse(task.result) as RankMonitorResult) : null;
    const result = mergeRoundIntoResult(previous, {
      prompts: prompts.map((p) => ({ id: p.id, text: p.text, order: p.prompt_order })),
      platforms: settings.platforms,
      runs,
      runsKept: settings.runsKept,
    });
    await trx
      .updateTable("tasks")
      .set({ result: JSON.stringify(result), updated_at: now })
      .where("id", "=", monitor.task_id)
      .execute();
    await trx
      .updateTable("monitors")
      .set({ last_round_at: now, updated_at: now })
      .where("id", "=", monitor.id)
      .execute();
  });
}
