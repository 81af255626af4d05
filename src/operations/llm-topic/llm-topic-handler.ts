import { queryTopicPlatformSums } from "../../metrics/llm-topic-query.ts";
import { mean, percent } from "../../metrics/metric-formulas.ts";
import { brandScope, rangeFilter, type SyncHandler } from "../sync-handler.ts";

interface TopicItem {
  topicName: string;
  llmName: string;
  visibilityRatePercent: number | null;
  top3Rate: number | null;
  hitCount: number;
  position: number | null;
}

/**
 * llm.topic (spec 2.9): `{topicName: items}`, topics in the profile's order, items one per platform with
 * observations on that topic, by platform code. `hitCount` is the answers on that topic and platform that
 * mention the brand; `position` is null when none does. `{}` when there is no data.
 */
export const llmTopicHandler: SyncHandler<"llm.topic"> = {
  apiCode: "llm.topic",
  async handle(params, context) {
    const rows = await queryTopicPlatformSums(context.db, brandScope(params, context), rangeFilter(params));
    // A Map, then fromEntries: a topic named like an Object.prototype key stays an ordinary key.
    const byTopic = new Map<string, TopicItem[]>();
    for (const row of rows) {
      if (row.observations === 0) continue;
      let items = byTopic.get(row.topicName);
      if (!items) {
        items = [];
        byTopic.set(row.topicName, items);
      }
      items.push({
        topicName: row.topicName,
        llmName: row.platform,
        visibilityRatePercent: percent(row.mentioned, row.observations),
        top3Rate: percent(row.top3, row.observations),
        hitCount: row.mentioned,
        position: mean(row.position_sum, row.mentioned),
      });
    }
    return Object.fromEntries(byTopic);
  },
};
