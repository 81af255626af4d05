import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { useMetricsFixture } from "./query-client.ts";
import { TODAY, YESTERDAY } from "./sample-brand.ts";

/*
 * Hand computation over sample-brand.ts, default range, all platforms (platform '' rows):
 * prompt 0 (续航): a1 a2 yesterday (2 answers, 3 + 4 = 7 mentions), a4 today (1 answer, 2 mentions).
 *   Acme: yesterday 1 answer, 2 mentions, rank 1, sentiment 80; today (spelled ACME) 1 answer, 1 mention,
 *   rank 12, sentiment 50. visibility 2/3 = 66.67, avgPosition 13/2 = 6.5, voice 3/9 = 33.33, sentiment 65.
 *   Others: Beta 1 + 3 = 4 mentions, Gamma Corp 1, Delta 1 (tie: name key order, delta < gamma corp).
 * prompt 1 (价格): a5 yesterday (kimi, no brand named), a3 today (1 of 4 mentions, rank 3, sentiment 40).
 *   visibility 1/2 = 50, avgPosition 3, voice 1/4 = 25, sentiment 40; Gamma Corp 2, Beta 1.
 * prompt 2 has no answer in the range: not listed.
 */
const PROMPT0_ACME = {
  topicName: "续航",
  visibilityRatePercent: 66.67,
  avgPosition: 6.5,
  brandRate: 33.33,
  competitorsTop3: "Beta,Delta,Gamma Corp",
  sentimentScore: 65,
  visibilityTrend: [
    { queryDate: YESTERDAY, value: 50 },
    { queryDate: TODAY, value: 100 },
  ],
  positionTrend: [
    { queryDate: YESTERDAY, value: 1 },
    { queryDate: TODAY, value: 12 },
  ],
  brandShareTrend: [
    { queryDate: YESTERDAY, value: 28.57 },
    { queryDate: TODAY, value: 50 },
  ],
};
const PROMPT1_ACME = {
  topicName: "价格",
  visibilityRatePercent: 50,
  avgPosition: 3,
  brandRate: 25,
  competitorsTop3: "Gamma Corp,Beta",
  sentimentScore: 40,
  // Yesterday's answer named no brand: visibility 0 that day, no position and no voice-share point.
  visibilityTrend: [
    { queryDate: YESTERDAY, value: 0 },
    { queryDate: TODAY, value: 100 },
  ],
  positionTrend: [{ queryDate: TODAY, value: 3 }],
  brandShareTrend: [{ queryDate: TODAY, value: 25 }],
};

for (const dialect of DIALECTS) {
  describe(`prompt.analysis.overview on the daily rollups (${dialect})`, () => {
    const fixtureOf = useMetricsFixture(dialect);
    const overview = (data: Record<string, unknown>) =>
      fixtureOf().query("prompt.analysis.overview", { brandId: fixtureOf().profile.brandId, ...data });
    const prompt = (i: number, text: string) => ({
      promptId: fixtureOf().profile.promptIds[i],
      promptText: text,
    });

    test("the brand itself: per prompt in prompt order, exact figures, top competitors and daily trends", async () => {
      const data = await overview({ competitorName: "Acme" });
      assert.deepEqual(data, [
        { ...prompt(0, "哪款电动车续航最好"), ...PROMPT0_ACME },
        { ...prompt(1, "哪款电动车最便宜"), ...PROMPT1_ACME },
      ]);
      assert.deepEqual(Object.keys(data[0]), [
        "promptId",
        "promptText",
        "topicName",
        "visibilityRatePercent",
        "avgPosition",
        "brandRate",
        "competitorsTop3",
        "sentimentScore",
        "visibilityTrend",
        "positionTrend",
        "brandShareTrend",
      ]);
      // The subject name is matched normalised: case and full width do not matter.
      assert.deepEqual(await overview({ competitorName: "ａｃｍｅ" }), data);
    });

    test("a competitor as subject: its standing on the brand's prompts; the brand becomes a competitor", async () => {
      // Beta on prompt 0: a1 (1 mention, rank 2, 50) and a2 (3 mentions, rank 1, 60) of 9 mentions;
      // the brand's latest spelling that range is ACME (a4, today).
      const [first, second] = await overview({ competitorName: "Beta" });
      assert.deepEqual(
        [first.visibilityRatePercent, first.avgPosition, first.brandRate, first.sentimentScore],
        [66.67, 1.5, 44.44, 55],
      );
      assert.equal(first.competitorsTop3, "ACME,Delta,Gamma Corp");
      assert.deepEqual(first.positionTrend, [{ queryDate: YESTERDAY, value: 1.5 }]);
      assert.deepEqual(first.visibilityTrend, [
        { queryDate: YESTERDAY, value: 100 },
        { queryDate: TODAY, value: 0 },
      ]);
      // Beta on prompt 1: a3 only (rank 1, 1 of 4 mentions).
      assert.deepEqual(
        [second.visibilityRatePercent, second.avgPosition, second.brandRate, second.competitorsTop3],
        [50, 1, 25, "Gamma Corp,Acme"],
      );
    });

    test("a name no answer uses: visibility and voice share 0, position and sentiment null, empty trends", async () => {
      const [first] = await overview({ competitorName: "Nobody" });
      assert.deepEqual(
        [first.visibilityRatePercent, first.avgPosition, first.brandRate, first.sentimentScore],
        [0, null, 0, null],
      );
      assert.equal(first.competitorsTop3, "Beta,ACME,Delta");
      assert.deepEqual(first.positionTrend, []);
    });

    test("llmName filters the answers (deepseek: a1 a2 on prompt 0, a3 on prompt 1)", async () => {
      const data = await overview({ competitorName: "Acme", llmName: "deepseek" });
      assert.equal(data.length, 2);
      assert.deepEqual(
        [data[0].visibilityRatePercent, data[0].avgPosition, data[0].brandRate, data[0].competitorsTop3],
        [50, 1, 28.57, "Beta,Gamma Corp"],
      );
      assert.deepEqual(data[0].visibilityTrend, [{ queryDate: YESTERDAY, value: 50 }]);
      // kimi: one answer naming no brand: listed, voice share null (no mention at all), no competitors.
      const kimi = await overview({ competitorName: "Acme", llmName: "kimi" });
      assert.deepEqual(kimi, [
        {
          ...prompt(1, "哪款电动车最便宜"),
          topicName: "价格",
          visibilityRatePercent: 0,
          avgPosition: null,
          brandRate: null,
          competitorsTop3: null,
          sentimentScore: null,
          visibilityTrend: [{ queryDate: YESTERDAY, value: 0 }],
          positionTrend: [],
          brandShareTrend: [],
        },
      ]);
    });

    test("competitorsTop3 over whole months (monthly rollup) and partial months (daily rows)", async () => {
      // a8 (February 10): Zeta 4, Acme 1, Beta 1. March 1-15 on prompt 0: Beta 4, Gamma Corp 1, Delta 1.
      const top = async (startDate: string, endDate: string) =>
        (await overview({ competitorName: "Acme", startDate, endDate }))[0].competitorsTop3;
      assert.equal(await top("2026-02-01", "2026-02-28"), "Zeta,Beta");
      assert.equal(await top("2026-02-01", TODAY), "Beta,Zeta,Delta");
      assert.equal(await top("2026-01-20", TODAY), "Beta,Zeta,Delta");
      assert.equal(await top("2026-02-11", TODAY), "Beta,Delta,Gamma Corp");
      assert.equal(await top("2026-02-10", "2026-02-10"), "Zeta,Beta");
      // Acme itself is never its own competitor; as a competitor of Zeta it is (one mention, like Beta).
      const [zeta] = await overview({
        competitorName: "Zeta",
        startDate: "2026-02-01",
        endDate: "2026-02-28",
      });
      assert.deepEqual(
        [zeta.competitorsTop3, zeta.visibilityRatePercent, zeta.brandRate],
        ["Acme,Beta", 100, 66.67],
      );
    });

    test("data is null without answers in the range or on the platform", async () => {
      assert.equal(await overview({ competitorName: "Acme", llmName: "baidu" }), null);
      assert.equal(
        await overview({ competitorName: "Acme", startDate: "2026-03-02", endDate: "2026-03-13" }),
        null,
      );
    });
  });
}
