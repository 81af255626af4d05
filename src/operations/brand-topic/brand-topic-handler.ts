import { queryBrandTopics } from "../../metrics/brand-topics-query.ts";
import { brandScope, type SyncHandler } from "../sync-handler.ts";

/** brand.topic (spec 2.9): the brand's topics, newest first; `[]` when none (or not the caller's brand). */
export const brandTopicHandler: SyncHandler<"brand.topic"> = {
  apiCode: "brand.topic",
  async handle(params, context) {
    const rows = await queryBrandTopics(context.db, brandScope(params, context));
    return rows.map((row) => ({ id: row.id, topicName: row.name }));
  },
};
