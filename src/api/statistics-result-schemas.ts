import { Type } from "typebox";

/**
 * OpenAPI result schemas of the answerlens additions brand.statistics and brand.signals (docs/metrics.md
 * version 3). The examples are real answers: brand.statistics over the metrics tests' sample brand, and a
 * signal of test/metrics/brand-statistics-signals.test.ts.
 */
const figure = (description: string) =>
  Type.Object(
    {
      value: Type.Union([Type.Number(), Type.Null()], { description: "The estimate; null without samples." }),
      sampleCount: Type.Integer({
        description: "Samples it rests on (answers; for means, answers naming the brand).",
      }),
      lower: Type.Union([Type.Number(), Type.Null()], { description: "95 % interval, lower bound." }),
      upper: Type.Union([Type.Number(), Type.Null()], { description: "95 % interval, upper bound." }),
      tooFewSamples: Type.Boolean({ description: "sampleCount below minimumSamples (30)." }),
    },
    { description },
  );

const coreFields = {
  answers: Type.Integer({ description: "Answers (observations) in the range." }),
  visibilityRate: figure("Answers naming the brand, % (Wilson interval)."),
  shareOfVoice: figure("The brand's mentions / every brand's mentions, % (delta method, answer as cluster)."),
  position: figure("Mean rank where named (Student t interval, cut at rank 1)."),
  sentimentScore: figure("Mean sentiment 0-100 where named (Student t interval, cut to 0-100)."),
};
const fullFields = {
  ...coreFields,
  top1Rate: figure("Answers ranking the brand first, % (Wilson)."),
  top3Rate: figure("Answers ranking it in the top 3, % (Wilson)."),
  top10Rate: figure("Answers ranking it in the top 10, % (Wilson)."),
  recommendationRate: figure("Answers recommending it, % (Wilson)."),
};

const EXAMPLE_FIGURE = { value: 66.67, sampleCount: 3, lower: 20.77, upper: 93.85, tooFewSamples: true };
const EXAMPLE_SCOPE = {
  answers: 3,
  visibilityRate: EXAMPLE_FIGURE,
  top1Rate: { value: 33.33, sampleCount: 3, lower: 6.15, upper: 79.23, tooFewSamples: true },
  top3Rate: EXAMPLE_FIGURE,
  top10Rate: EXAMPLE_FIGURE,
  recommendationRate: EXAMPLE_FIGURE,
  shareOfVoice: { value: 27.27, sampleCount: 3, lower: 0, upper: 62.43, tooFewSamples: true },
  position: { value: 2, sampleCount: 2, lower: 1, upper: 14.71, tooFewSamples: true },
  sentimentScore: { value: 60, sampleCount: 2, lower: 0, upper: 100, tooFewSamples: true },
};

export const brandStatisticsResultSchema = Type.Object(
  {
    brandId: Type.String(),
    llmName: Type.Union([Type.String(), Type.Null()]),
    startDate: Type.String({ format: "date" }),
    endDate: Type.String({ format: "date" }),
    minimumSamples: Type.Integer({ description: "Below this many samples a figure says tooFewSamples." }),
    brand: Type.Union([Type.Object(fullFields), Type.Null()], {
      description: "All platforms together; null without data.",
    }),
    platforms: Type.Array(Type.Object({ llmName: Type.String(), ...fullFields })),
    topics: Type.Array(Type.Object({ topicId: Type.String(), topicName: Type.String(), ...fullFields })),
    prompts: Type.Array(
      Type.Object({
        promptId: Type.String(),
        promptText: Type.String(),
        topicName: Type.Union([Type.String(), Type.Null()]),
        ...coreFields,
      }),
    ),
  },
  {
    description: "brand.statistics `data` (answerlens addition).",
    examples: [
      {
        brandId: "brand_0f6c2f0b7e8d4a51b1c5d3e9a7f41c22",
        llmName: "deepseek",
        startDate: "2026-03-09",
        endDate: "2026-03-15",
        minimumSamples: 30,
        brand: EXAMPLE_SCOPE,
        platforms: [{ llmName: "deepseek", ...EXAMPLE_SCOPE }],
        topics: [{ topicId: "topic_5d1e0c7a9b2f4e8d8c3a6b1f0e9d7c42", topicName: "续航", ...EXAMPLE_SCOPE }],
        prompts: [],
      },
    ],
  },
);

const window = (description: string) =>
  Type.Object(
    {
      startDate: Type.String({ format: "date" }),
      endDate: Type.String({ format: "date" }),
      ...figure("").properties,
    },
    { description },
  );

export const brandSignalsResultSchema = Type.Array(
  Type.Object({
    signalId: Type.String({ description: "sig_ + 32 hex; one per brand, metric, scope, window and day." }),
    metric: Type.Union([
      Type.Literal("visibilityRate"),
      Type.Literal("top3Rate"),
      Type.Literal("recommendationRate"),
    ]),
    scope: Type.Union([
      Type.Literal("brand"),
      Type.Literal("platform"),
      Type.Literal("topic"),
      Type.Literal("prompt"),
    ]),
    scopeId: Type.Union([Type.String(), Type.Null()], {
      description: "Platform code, topic id or prompt id; null for the brand.",
    }),
    scopeName: Type.Union([Type.String(), Type.Null()], {
      description: "Brand name, platform code, topic name or prompt text.",
    }),
    window: Type.Union([Type.Literal("day"), Type.Literal("week")]),
    direction: Type.Union([Type.Literal("up"), Type.Literal("down")]),
    confidence: Type.Union([Type.Literal("high"), Type.Literal("medium"), Type.Literal("low")]),
    change: Type.Union([Type.Number(), Type.Null()], { description: "after - before, percentage points." }),
    pValue: Type.Number({ description: "Two-proportion z test." }),
    qValue: Type.Number({
      description: "Weighted Benjamini-Hochberg over the brand's comparisons of that round.",
    }),
    before: window("The earlier window."),
    after: window("The later window; its endDate is the round's day."),
    detectedAt: Type.String({ description: "yyyy-MM-dd HH:mm:ss, service time zone." }),
  }),
  {
    description: "brand.signals `data` (answerlens addition): confirmed changes, newest first.",
    examples: [
      [
        {
          signalId: "sig_3b0f9e1c2d7a4c6e8f5a1b2c3d4e5f60",
          metric: "visibilityRate",
          scope: "platform",
          scopeId: "deepseek",
          scopeName: "deepseek",
          window: "week",
          direction: "up",
          confidence: "high",
          change: 40,
          pValue: 4.4666089504668705e-31,
          qValue: 3.275513230342372e-30,
          before: {
            startDate: "2026-03-02",
            endDate: "2026-03-08",
            value: 30,
            sampleCount: 420,
            lower: 25.81,
            upper: 34.55,
            tooFewSamples: false,
          },
          after: {
            startDate: "2026-03-09",
            endDate: "2026-03-15",
            value: 70,
            sampleCount: 420,
            lower: 65.45,
            upper: 74.19,
            tooFewSamples: false,
          },
          detectedAt: "2026-03-15 12:00:00",
        },
      ],
    ],
  },
);

export const rankMonitorStatisticsResultSchema = Type.Object(
  {
    taskId: Type.String(),
    minimumSamples: Type.Integer(),
    mentionRate: Type.Union([
      figure("Mentioned / completed answers over all rounds, % (Wilson)."),
      Type.Null(),
    ]),
    prompts: Type.Array(
      Type.Object({
        promptId: Type.String(),
        promptText: Type.String(),
        mentionRate: figure("The prompt's mentionRate with its interval."),
        platforms: Type.Array(
          Type.Object({ platform: Type.String(), mentionRate: figure("avgMentioned with its interval.") }),
        ),
        latestRun: Type.Union([
          Type.Object({
            runId: Type.String(),
            runTime: Type.String(),
            mentionRate: figure("The newest run's visibility."),
          }),
          Type.Null(),
        ]),
      }),
    ),
  },
  {
    description: "rank_monitor.statistics `data` (answerlens addition).",
    examples: [
      {
        taskId: "task_9a1f0c3e5b7d4f2a8c6e1b3d5f7a9c0e",
        minimumSamples: 30,
        mentionRate: { value: 66.67, sampleCount: 18, lower: 43.75, upper: 83.72, tooFewSamples: true },
        prompts: [
          {
            promptId: "prompt_1c3e5a7b9d0f2e4a6c8b0d2f4a6c8e0b",
            promptText: "新能源汽车哪个牌子好",
            mentionRate: { value: 66.67, sampleCount: 9, lower: 35.42, upper: 87.94, tooFewSamples: true },
            platforms: [
              {
                platform: "baidu",
                mentionRate: {
                  value: 66.67,
                  sampleCount: 3,
                  lower: 20.77,
                  upper: 93.85,
                  tooFewSamples: true,
                },
              },
            ],
            latestRun: {
              runId: "run_4b6d8f0a2c4e6a8c0e2b4d6f8a0c2e4b",
              runTime: "2026-11-23 16:20:05",
              mentionRate: { value: 66.67, sampleCount: 9, lower: 35.42, upper: 87.94, tooFewSamples: true },
            },
          },
        ],
      },
    ],
  },
);
