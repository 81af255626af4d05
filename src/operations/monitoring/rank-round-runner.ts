import type { MonitorsTable } from "../../store/database-schema.ts";
import { type AskDeps, knowledgeOf } from "../ask-platform-step.ts";
import { createBrandAnalyzers } from "../brand-knowledge/brand-analyzers.ts";
import type { TaskRunContext } from "../task-executor.ts";
import { askRoundQuestions } from "./ask-round-questions.ts";
import type { MonitorRound, MonitorRoundRunner, RoundOutcome } from "./monitor-round-runner.ts";
import { parseRankMonitorSettings } from "./rank-monitor-settings.ts";
import { storeRankRound } from "./rank-round-result.ts";

/** The apiCode rank-monitoring observations are stored under, in every round. */
const RANK_API_CODE = "geo.rank_monitor";

/**
 * Makes sure the round has its `monitor_rounds` row: the scheduler writes it for later rounds, the
 * first round (inside the submitted task) gets it here. The unique slot keeps one round per slot.
 */
async function ensureRoundRow(
  deps: AskDeps,
  monitor: MonitorsTable,
  round: MonitorRound,
  now: number,
): Promise<void> {
  await deps.db
    .insertInto("monitor_rounds")
    .values({
      id: round.id,
      monitor_id: monitor.id,
      slot_at: round.slotAt,
      started_at: now,
      finished_at: null,
      status: "running",
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await deps.db
    .selectFrom("monitor_rounds")
    .select("monitor_id")
    .where("id", "=", round.id)
    .executeTakeFirst();
  if (row?.monitor_id !== monitor.id) {
    throw new Error(
      `round ${round.id}: slot ${round.slotAt} of monitor ${monitor.id} is served by another round`,
    );
  }
}

/**
 * geo.rank_monitor's rounds (kind `rank`): every prompt x platform x repeatQueryTimes is asked at once as
 * durable steps of the carrying task (the platform client enforces each platform's concurrency), each
 * answer analysed for the monitor's brand keywords (with the question and the account's brand knowledge); then the round is merged into the owning task's
 * result (storeRankRound). A resumed round asks nothing twice and merges once.
 */
export function createRankRoundRunner(deps: AskDeps): MonitorRoundRunner {
  return {
    kind: "rank",
    async runRound(monitor, round, context: TaskRunContext): Promise<RoundOutcome> {
      const settings = parseRankMonitorSettings(monitor.settings);
      await ensureRoundRow(deps, monitor, round, context.now());
      const prompts = await deps.db
        .selectFrom("prompts")
        .select(["id", "text", "prompt_order"])
        .where("monitor_id", "=", monitor.id)
        .orderBy("prompt_order")
        .execute();
      const analyzerFor = createBrandAnalyzers(
        { targets: settings.brandKeywords.map((name) => ({ name })) },
        await knowledgeOf(deps, monitor.account_id),
      );
      const outcomes = await askRoundQuestions(deps, context, {
        apiCode: RANK_API_CODE,
        stepPrefix: "rank",
        monitor,
        round,
        prompts: prompts.map((prompt) => ({ ...prompt, topic_id: null })),
        platforms: settings.platforms,
        repeats: settings.repeatQueryTimes,
        analyzerFor,
        brandId: null,
      });
      const completed = outcomes.filter((o) => o.status === "completed").length;
      await storeRankRound(deps.db, {
        monitor,
        prompts,
        settings,
        roundId: round.id,
        roundStatus: completed > 0 ? "success" : "failed",
        timeZone: deps.timeZone,
        now: context.now(),
      });
      return { completed, failed: outcomes.length - completed };
    },
  };
}
