import { Type } from "typebox";
import EXAMPLES from "./dashboard-result-examples.json" with { type: "json" };
import { fullFields } from "./statistics-result-schemas.ts";

/**
 * OpenAPI result schemas of the answerlens additions the dashboard reads (docs/api.md). The examples are
 * real answers of `answerlens demo` (sandbox platforms), lists cut to their first items.
 */
const nullableNumber = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });
const nullableString = (description?: string) => Type.Union([Type.String(), Type.Null()], { description });
const page = {
  total: Type.Integer({ description: "Items over all pages." }),
  size: Type.Integer(),
  current: Type.Integer({ description: "1-based page." }),
  pages: Type.Integer(),
};

export const brandListResultSchema = Type.Array(
  Type.Object({
    brandId: Type.String(),
    brandName: Type.String(),
    langType: nullableString(),
    platforms: Type.Array(Type.String()),
    createTime: Type.String({ description: "yyyy-MM-dd HH:mm:ss" }),
    monitorActive: Type.Boolean(),
    score: Type.Union([Type.Integer(), Type.Null()], {
      description: "geo.brand's score as the monitor last wrote it; null before a first round.",
    }),
    statDate: nullableString("The day of that score."),
    answers: Type.Integer({ description: "Answers in the range, all platforms." }),
    visibility: nullableNumber("Answers naming the brand, % of answers in the range."),
    recommendationRate: nullableNumber("Answers recommending the brand, %."),
    trend: Type.Array(
      Type.Object({
        queryDate: Type.String({ format: "date" }),
        answers: Type.Integer(),
        visibilityRatePercent: nullableNumber("%"),
      }),
    ),
  }),
  { description: "brand.list `data` (answerlens addition).", examples: [EXAMPLES["brand.list"]] },
);

export const brandEvidenceResultSchema = Type.Object(
  {
    brandId: Type.String(),
    brandName: nullableString("Null when the brand is not the caller's."),
    startDate: Type.String({ format: "date" }),
    endDate: Type.String({ format: "date" }),
    records: Type.Array(
      Type.Object({
        observationId: Type.String(),
        platform: Type.String(),
        question: Type.String(),
        promptId: nullableString(),
        promptText: nullableString(),
        topicId: nullableString(),
        topicName: nullableString(),
        askedTime: Type.String(),
        day: Type.String({ format: "date" }),
        answerText: nullableString(),
        provenance: Type.Object(
          {},
          {
            additionalProperties: true,
            description: "Task, round, monitor, adapter, model, sandbox, search, latency.",
          },
        ),
        target: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], {
          description:
            "The brand's figures in this answer (mentioned, isRecommended, position, sentiment ...).",
        }),
        evidence: Type.Object({
          kind: Type.Enum(["recommendation", "warning"]),
          quotes: Type.Array(Type.String()),
        }),
        brandRecords: Type.Array(Type.Object({}, { additionalProperties: true })),
        sourceRecords: Type.Array(Type.Object({}, { additionalProperties: true })),
        candidates: Type.Array(Type.Object({}, { additionalProperties: true })),
        highlights: Type.Array(
          Type.Object({
            start: Type.Integer(),
            end: Type.Integer(),
            kind: Type.Enum(["brand", "competitor", "recommendation", "warning", "source"]),
          }),
          { description: "Spans [start, end) of answerText (UTF-16 offsets); they may overlap." },
        ),
      }),
    ),
    ...page,
  },
  { description: "brand.evidence `data` (answerlens addition).", examples: [EXAMPLES["brand.evidence"]] },
);

export const brandCompetitionResultSchema = Type.Object(
  {
    brandId: Type.String(),
    llmName: nullableString(),
    startDate: Type.String({ format: "date" }),
    endDate: Type.String({ format: "date" }),
    answers: Type.Integer(),
    names: Type.Array(
      Type.Object({
        name: Type.String(),
        isBrand: Type.Boolean(),
        monitorType: Type.Union([Type.Integer(), Type.Null()], {
          description: "1 tracked, 0 learned, null not a competitor.",
        }),
        answersNaming: Type.Integer(),
        visibilityRate: nullableNumber("%"),
        mentions: Type.Integer(),
        shareOfVoice: nullableNumber("%"),
        position: nullableNumber("Mean rank where named."),
        top1Rate: nullableNumber("%"),
        top3Rate: nullableNumber("%"),
        sentimentScore: nullableNumber("Mean 0-100 where named."),
      }),
    ),
  },
  {
    description: "brand.competition `data` (answerlens addition).",
    examples: [EXAMPLES["brand.competition"]],
  },
);

export const brandSourcesResultSchema = Type.Object(
  {
    brandId: Type.String(),
    llmName: nullableString(),
    startDate: Type.String({ format: "date" }),
    endDate: Type.String({ format: "date" }),
    answers: Type.Integer(),
    answersCiting: Type.Integer(),
    pages: Type.Array(
      Type.Object({
        url: Type.String(),
        title: Type.String(),
        websiteName: Type.String(),
        domain: Type.String(),
        websiteType: Type.String(),
        answers: Type.Integer({ description: "Answers citing the page." }),
      }),
    ),
    domains: Type.Array(
      Type.Object({
        domain: Type.String(),
        websiteType: Type.String(),
        answers: Type.Integer(),
        answerShare: nullableNumber("% of the answers."),
      }),
    ),
    classes: Type.Array(
      Type.Object({ websiteType: Type.String(), answers: Type.Integer(), answerShare: nullableNumber("%") }),
    ),
  },
  { description: "brand.sources `data` (answerlens addition).", examples: [EXAMPLES["brand.sources"]] },
);

export const taskListResultSchema = Type.Object(
  {
    records: Type.Array(
      Type.Object({
        taskId: Type.String(),
        apiCode: Type.String(),
        status: Type.Integer(),
        statusDesc: Type.String(),
        params: Type.Unknown({ description: "The submitted parameters as the service read them." }),
        errorMessage: nullableString(),
        createTime: Type.String(),
        updateTime: Type.String(),
        finishTime: nullableString(),
      }),
    ),
    ...page,
  },
  { description: "task.list `data` (answerlens addition).", examples: [EXAMPLES["task.list"]] },
);

export const brandStatisticsSeriesResultSchema = Type.Object(
  {
    brandId: Type.String(),
    llmName: nullableString(),
    startDate: Type.String({ format: "date" }),
    endDate: Type.String({ format: "date" }),
    bucket: Type.Enum(["day", "week"]),
    minimumSamples: Type.Integer({ description: "Below this many samples a figure says tooFewSamples." }),
    points: Type.Array(
      Type.Object({
        startDate: Type.String({ format: "date" }),
        endDate: Type.String({ format: "date" }),
        ...fullFields,
      }),
      {
        description: "One per bucket, oldest first; a bucket without answers has answers 0 and null figures.",
      },
    ),
  },
  {
    description: "brand.statistics.series `data` (answerlens addition).",
    examples: [EXAMPLES["brand.statistics.series"]],
  },
);
