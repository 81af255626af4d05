import { MIN_SAMPLES, rateStatistic } from "../../metrics/statistics/figure-statistics.ts";
import { TASK_STATUS } from "../../tasks/task-status.ts";
import type { RankMonitorResult } from "../geo-rank-monitor/rank-monitor-types.ts";
import type { SyncHandler } from "../sync-handler.ts";

/**
 * rank_monitor.statistics (answerlens addition, docs/rank-monitoring.md "Uncertainty"): the mention rates
 * of a geo.rank_monitor task's result, each a figure (value, sample count, Wilson 95 % interval, too few
 * samples) computed from the result's exact counters: mentioned answers of completed answers, over all
 * rounds (overall, per prompt, per prompt and platform) and in the prompt's newest run. An unknown task,
 * another account's, another operation's or one without a result gives `mentionRate` null and no prompts.
 */
export const rankMonitorStatisticsHandler: SyncHandler<"rank_monitor.statistics"> = {
  apiCode: "rank_monitor.statistics",
  async handle(params, context) {
    const row = await context.db
      .selectFrom("tasks")
      .select("result")
      .where("id", "=", params.taskId)
      .where("account_id", "=", context.accountId)
      .where("api_code", "=", "geo.rank_monitor")
      .where("status", "=", TASK_STATUS.success)
      .executeTakeFirst();
    const result = row?.result ? (JSON.parse(row.result) as RankMonitorResult) : null;
    if (!result?.latestStatistics) {
      return { taskId: params.taskId, minimumSamples: MIN_SAMPLES, mentionRate: null, prompts: [] };
    }
    let mentioned = 0;
    let answers = 0;
    const prompts = result.prompts.map((prompt) => {
      const platforms = prompt.platformExposures.map((exposure) => ({
        platform: exposure.platform,
        mentionRate: rateStatistic(exposure.totalMentions, exposure.monitorCount),
      }));
      const promptMentioned = prompt.platformExposures.reduce((sum, e) => sum + e.totalMentions, 0);
      const promptAnswers = prompt.platformExposures.reduce((sum, e) => sum + e.monitorCount, 0);
      mentioned += promptMentioned;
      answers += promptAnswers;
      const latest = prompt.runs[0];
      const completed = latest
        ? latest.platformDetails.filter((detail) => detail.status === "success").length
        : 0;
      return {
        promptId: prompt.promptId,
        promptText: prompt.promptText,
        mentionRate: rateStatistic(promptMentioned, promptAnswers),
        platforms,
        latestRun: latest
          ? {
              runId: latest.runId,
              runTime: latest.runTime,
              mentionRate: rateStatistic(latest.totalDetected, completed),
            }
          : null,
      };
    });
    return {
      taskId: params.taskId,
      minimumSamples: MIN_SAMPLES,
      mentionRate: rateStatistic(mentioned, answers),
      prompts,
    };
  },
};
