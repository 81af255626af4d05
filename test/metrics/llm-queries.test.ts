import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { useMetricsFixture } from "./query-client.ts";
import { EARLY, TODAY, YESTERDAY } from "./sample-brand.ts";

/*
 * Hand computation over sample-brand.ts, default range 2026-03-09 .. 2026-03-15 (a1..a5):
 * deepseek a1 a2 a3: 3 answers, Acme in 2 (a1, a3), mentions 2+1 = 3, positions 1 and 3, sentiments 80 and 40,
 *   all mentions 3+4+4 = 11. position 2, top1 1/3, top3 and top10 2/3, sentiment 60, visibility 66.67,
 *   voice 3/11 = 27.27..., score 0.3 x 66.67 + 0.2 x 60 + 0.3 x 27.27 + 0.2 x 90 = 20 + 12 + 8.18 + 18 = 58.18.
 * gpt a4: 1 answer, Acme (spelled ACME) at rank 12: position 12, every top-k 0, sentiment 50, visibility 100,
 *   voice 1/2 = 50, positionScore 0: score 30 + 10 + 15 + 0 = 55.
 * kimi a5: 1 answer naming no brand: visibility 0, position and sentiment null, score 0 (data that says "not seen").
 */
const DEEPSEEK = {
  llmName: "deepseek",
  position: 2,
  totalCount: 3,
  top1Rate: 33.33,
  top3Rate: 66.67,
  top10Rate: 66.67,
  sentimentScore: 60,
  comprehensiveScore: 58.18,
  visibilityRatePercent: 66.67,
  totalVisibilityCount: 3,
};
const GPT = {
  llmName: "gpt",
  position: 12,
  totalCount: 1,
  top1Rate: 0,
  top3Rate: 0,
  top10Rate: 0,
  sentimentScore: 50,
  comprehensiveScore: 55,
  visibilityRatePercent: 100,
  totalVisibilityCount: 1,
};
const KIMI = {
  llmName: "kimi",
  position: null,
  totalCount: 1,
  top1Rate: 0,
  top3Rate: 0,
  top10Rate: 0,
  sentimentScore: null,
  comprehensiveScore: 0,
  visibilityRatePercent: 0,
  totalVisibilityCount: 0,
};

for (const dialect of DIALECTS) {
  describe(`llm.comparison, llm.trend and llm.topic on the daily rollups (${dialect})`, () => {
    const fixtureOf = useMetricsFixture(dialect);
    const brand = () => ({ brandId: fixtureOf().profile.brandId });

    test("llm.comparison: one element per platform with data, by platform code, every figure exact", async () => {
      const data = await fixtureOf().query("llm.comparison", brand());
      assert.deepEqual(data, [DEEPSEEK, GPT, KIMI]);
      // Field order follows the spec's table.
      assert.deepEqual(Object.keys(data[0]), Object.keys(DEEPSEEK));
    });

    test("llm.comparison: llmName filters; chatgpt is the gpt platform and reads back as gpt", async () => {
      assert.deepEqual(await fixtureOf().query("llm.comparison", { ...brand(), llmName: "chatgpt" }), [GPT]);
      assert.deepEqual(await fixtureOf().query("llm.comparison", { ...brand(), llmName: "gpt" }), [GPT]);
      assert.deepEqual(await fixtureOf().query("llm.comparison", { ...brand(), llmName: "baidu" }), []);
    });

    test("llm.comparison: dates pick the days; a range without data is []", async () => {
      // a6 alone: 1 answer, 5 mentions at rank 1, sentiment 90, all mentions 5: score 30 + 18 + 30 + 20.
      assert.deepEqual(
        await fixtureOf().query("llm.comparison", { ...brand(), startDate: EARLY, endDate: EARLY }),
        [
          {
            llmName: "deepseek",
            position: 1,
            totalCount: 1,
            top1Rate: 100,
            top3Rate: 100,
            top10Rate: 100,
            sentimentScore: 90,
            comprehensiveScore: 98,
            visibilityRatePercent: 100,
            totalVisibilityCount: 5,
          },
        ],
      );
      const empty = await fixtureOf().query("llm.comparison", {
        ...brand(),
        startDate: "2026-03-02",
        endDate: "2026-03-13",
      });
      assert.deepEqual(empty, []);
    });

    test("llm.trend: points per platform by day ascending; voice share per day; null stays null", async () => {
      const data = await fixtureOf().query("llm.trend", brand());
      assert.deepEqual(Object.keys(data), ["deepseek", "gpt", "kimi"]);
      assert.deepEqual(data.deepseek, [
        // a1 + a2: Acme in 1 of 2 at rank 1, mentions 2 of 3 + 4 = 7.
        {
          llmName: "deepseek",
          queryDate: YESTERDAY,
          visibilityCount: 2,
          visibilityRatePercent: 50,
          top1Rate: 50,
          top3Rate: 50,
          top10Rate: 50,
          position: 1,
          brandRate: 28.57,
        },
        // a3: rank 3, 1 mention of 4.
        {
          llmName: "deepseek",
          queryDate: TODAY,
          visibilityCount: 1,
          visibilityRatePercent: 100,
          top1Rate: 0,
          top3Rate: 100,
          top10Rate: 100,
          position: 3,
          brandRate: 25,
        },
      ]);
      assert.deepEqual(data.gpt, [
        {
          llmName: "gpt",
          queryDate: TODAY,
          visibilityCount: 1,
          visibilityRatePercent: 100,
          top1Rate: 0,
          top3Rate: 0,
          top10Rate: 0,
          position: 12,
          brandRate: 50,
        },
      ]);
      // An answer naming no brand: rates 0, position and voice share null (nothing to divide by).
      assert.deepEqual(data.kimi, [
        {
          llmName: "kimi",
          queryDate: YESTERDAY,
          visibilityCount: 0,
          visibilityRatePercent: 0,
          top1Rate: 0,
          top3Rate: 0,
          top10Rate: 0,
          position: null,
          brandRate: null,
        },
      ]);
    });

    test("llm.trend: an end after today is cut to today (tomorrow's row is never read); null without data", async () => {
      const wide = await fixtureOf().query("llm.trend", {
        ...brand(),
        llmName: "deepseek",
        startDate: EARLY,
        endDate: "2026-03-31",
      });
      assert.deepEqual(Object.keys(wide), ["deepseek"]);
      assert.deepEqual(
        wide.deepseek.map((point: { queryDate: string }) => point.queryDate),
        [EARLY, YESTERDAY, TODAY],
      );
      assert.equal(
        await fixtureOf().query("llm.trend", { ...brand(), startDate: "2026-03-02", endDate: "2026-03-13" }),
        null,
      );
      assert.equal(await fixtureOf().query("llm.trend", { ...brand(), llmName: "baidu" }), null);
    });

    test("llm.topic: topics in profile order, platforms by code; hitCount = answers naming the brand", async () => {
      const data = await fixtureOf().query("llm.topic", brand());
      // 售后 has no prompt answered: no key. 续航 = a1 a2 (deepseek) + a4 (gpt); 价格 = a3 (deepseek) + a5 (kimi).
      assert.deepEqual(Object.keys(data), ["续航", "价格"]);
      assert.deepEqual(data.续航, [
        {
          topicName: "续航",
          llmName: "deepseek",
          visibilityRatePercent: 50,
          top3Rate: 50,
          hitCount: 1,
          position: 1,
        },
        {
          topicName: "续航",
          llmName: "gpt",
          visibilityRatePercent: 100,
          top3Rate: 0,
          hitCount: 1,
          position: 12,
        },
      ]);
      assert.deepEqual(data.价格, [
        {
          topicName: "价格",
          llmName: "deepseek",
          visibilityRatePercent: 100,
          top3Rate: 100,
          hitCount: 1,
          position: 3,
        },
        {
          topicName: "价格",
          llmName: "kimi",
          visibilityRatePercent: 0,
          top3Rate: 0,
          hitCount: 0,
          position: null,
        },
      ]);
    });

    test("llm.topic: llmName filter, and {} without data", async () => {
      const data = await fixtureOf().query("llm.topic", { ...brand(), llmName: "kimi" });
      assert.deepEqual(Object.keys(data), ["价格"]);
      assert.deepEqual(await fixtureOf().query("llm.topic", { ...brand(), llmName: "baidu" }), {});
      assert.deepEqual(
        await fixtureOf().query("llm.topic", { ...brand(), startDate: "2026-03-02", endDate: "2026-03-13" }),
        {},
      );
    });
  });
}
