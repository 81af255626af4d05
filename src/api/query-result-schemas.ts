import { type TSchema, Type } from "typebox";
import { closed, nullable } from "./task-result-schemas.ts";

/**
 * OpenAPI result schemas of the synchronous queries (spec 2.9): `data` of the execute response. Numbers
 * the spec marks "or null" are nullable; so is llm.topic's `position` (null when the brand was never
 * ranked in the topic, answerlens).
 */
const rate = (description = "Percent; null without data.") => nullable(Type.Number(), description);
const DAY = { description: "yyyy-MM-dd" };

const llmComparison = Type.Array(
  closed({
    llmName: Type.String(),
    position: rate("Average mention position."),
    totalCount: Type.Integer({ description: "Records on the platform." }),
    top1Rate: rate(),
    top3Rate: rate(),
    top10Rate: rate(),
    sentimentScore: rate("0 to 100."),
    comprehensiveScore: rate("Overall brand score."),
    visibilityRatePercent: rate(),
    totalVisibilityCount: Type.Integer({ description: "Mention count." }),
  }),
  { description: "llm.comparison: one element per platform; empty without data." },
);

const llmTrend = nullable(
  Type.Record(
    Type.String(),
    Type.Array(
      closed({
        llmName: Type.String(),
        queryDate: Type.String(DAY),
        visibilityCount: Type.Integer(),
        visibilityRatePercent: rate(),
        top1Rate: rate(),
        top3Rate: rate(),
        top10Rate: rate(),
        position: rate("Average position."),
        brandRate: rate("AI voice share, percent."),
      }),
    ),
  ),
  "llm.trend: platform name -> daily points ordered by date; null without exposure data.",
);

const llmTopic = Type.Record(
  Type.String(),
  Type.Array(
    closed({
      topicName: Type.String(),
      llmName: Type.String(),
      visibilityRatePercent: Type.Number(),
      top3Rate: Type.Number(),
      hitCount: Type.Integer({ description: "Valid hit questions." }),
      position: nullable(Type.Number(), "Average position; null when never ranked (answerlens)."),
    }),
  ),
  { description: "llm.topic: topic name -> per-platform statistics; {} without data." },
);

const trendPoint = closed({ queryDate: Type.String(DAY), value: Type.Number() });
const promptOverview = nullable(
  Type.Array(
    closed({
      promptId: Type.String(),
      promptText: Type.String(),
      topicName: nullable(Type.String()),
      visibilityRatePercent: rate(),
      avgPosition: rate("Average position."),
      brandRate: rate("AI voice share, percent."),
      competitorsTop3: nullable(Type.String(), "Up to 3 competitors, comma-separated."),
      sentimentScore: rate("0 to 100."),
      visibilityTrend: Type.Array(trendPoint),
      positionTrend: Type.Array(trendPoint),
      brandShareTrend: Type.Array(trendPoint),
    }),
  ),
  "prompt.analysis.overview: one element per question; null without data.",
);

const geoCompetitors = closed(
  {
    records: Type.Array(
      closed({
        id: Type.String(),
        competitorName: Type.String(),
        logoUrl: nullable(Type.String()),
        monitorType: Type.Integer({ description: "1 monitoring on, 0 off." }),
        competitorWebsite: nullable(Type.String()),
        competitorKeywords: nullable(Type.Array(Type.String())),
        createTime: Type.String({ description: "yyyy-MM-dd HH:mm:ss" }),
      }),
    ),
    total: Type.Integer(),
    size: Type.Integer({ description: "Always -1: everything in one page." }),
    current: Type.Integer(),
    pages: Type.Integer(),
  },
  "geo.competitors: a paged wrapper that always holds everything, newest first.",
);

const brandTopic = Type.Array(closed({ id: Type.String(), topicName: Type.String() }), {
  description: "brand.topic: the brand's topics, newest first; empty when none.",
});

/** The synchronous queries' results by apiCode. */
export const QUERY_RESULT_SCHEMAS: Record<string, TSchema> = {
  "llm.comparison": llmComparison,
  "llm.trend": llmTrend,
  "llm.topic": llmTopic,
  "prompt.analysis.overview": promptOverview,
  "geo.competitors": geoCompetitors,
  "brand.topic": brandTopic,
};
