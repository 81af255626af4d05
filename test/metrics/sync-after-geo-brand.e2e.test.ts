import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { AnswerAnalysis } from "../../src/analysis/analysis-types.ts";
import { normalizeName } from "../../src/analysis/text-normalizer.ts";
import {
  comprehensiveScore,
  mean,
  percent,
  type TargetSums,
  targetRates,
  zeroTargetSums,
} from "../../src/metrics/metric-formulas.ts";
import { brandObservationFacts } from "../../src/operations/monitoring/brand-observation-facts.ts";
import type { BrandObservationFacts } from "../../src/store/rollups/rollup-deltas.ts";
import { type Json, runTask } from "../operations-e2e/e2e-assertions.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** 10:00 in Shanghai: the first round of geo.brand runs inline, on this day. */
const DAY_AT = Date.parse("2026-03-02T02:00:00Z");
const PLATFORMS = ["deepseek", "kimi", "baidu"];
const REQUEST = { brandName: "瑞幸咖啡", productService: "现磨咖啡", platforms: PLATFORMS };
// One sample per round (the default is 3): the sandbox answers a question alike all day, and these
// tests count answers per round; samples are covered in test/metrics/brand-statistics-signals.test.ts.
const ENV = {
  ANSWERLENS_MONITOR_MAX_TOPICS: "3",
  ANSWERLENS_MONITOR_PROMPTS_PER_TOPIC: "2",
  ANSWERLENS_MONITOR_BRAND_REPEATS: "1",
};

/** Sums the target's facts the plain way, independent of the SQL rollups. */
function sumTarget(facts: readonly BrandObservationFacts[]): TargetSums {
  const sums = zeroTargetSums();
  for (const f of facts) {
    sums.observations += 1;
    for (const named of f.names) sums.all_mentions += named.mentions;
    if (f.target.mentions === 0 || f.target.position === 0) continue;
    sums.mentioned += 1;
    sums.mention_sum += f.target.mentions;
    sums.position_sum += f.target.position;
    sums.sentiment_sum += f.target.sentimentScore;
    for (const k of [1, 3, 10] as const) if (f.target.position <= k) sums[`top${k}`] += 1;
  }
  return sums;
}

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

for (const dialect of DIALECTS) {
  describe(`synchronous queries after a real geo.brand round agree with its observations (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let brandId: string;
    let facts: BrandObservationFacts[];
    const query = async (apiCode: string, data: Record<string, unknown>) => {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/execute",
        key,
        body: { apiCode, data: { brandId, ...data } },
      });
      assert.equal(response.envelope.code, 200, response.envelope.msg);
      return response.envelope.data;
    };

    before(async () => {
      service = await startTestService(dialect, { env: ENV });
      key = (await service.createKey()).apiKey;
      service.clock.set(DAY_AT);
      const record = await runTask(service, key, "geo.brand", REQUEST);
      assert.equal(record.status, 2, record.errorMessage);
      brandId = record.result.info.brandId;
      // The ground truth: every completed answer of the round, re-read from the observations table.
      const rows = await service.services.database.db
        .selectFrom("observations")
        .select(["platform", "day", "prompt_id", "topic_id", "analysis"])
        .where("brand_id", "=", brandId)
        .where("status", "=", "completed")
        .execute();
      facts = rows.map((row) =>
        brandObservationFacts(
          {
            brandId,
            platform: row.platform,
            day: row.day,
            promptId: row.prompt_id ?? "",
            topicId: row.topic_id,
          },
          JSON.parse(row.analysis ?? "null") as AnswerAnalysis,
        ),
      );
      assert.equal(facts.length, 18, "3 topics x 2 prompts x 3 platforms");
    });
    after(() => service.close());

    test("llm.comparison equals the figures recomputed from the observations", async () => {
      const expected = [...groupBy(facts, (f) => f.platform)]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([platform, group]) => {
          const sums = sumTarget(group);
          const rates = targetRates(sums);
          return {
            llmName: platform,
            position: rates.position,
            totalCount: sums.observations,
            top1Rate: rates.top1Rate,
            top3Rate: rates.top3Rate,
            top10Rate: rates.top10Rate,
            sentimentScore: rates.sentimentScore,
            comprehensiveScore: comprehensiveScore(sums),
            visibilityRatePercent: rates.visibilityRatePercent,
            totalVisibilityCount: sums.mention_sum,
          };
        });
      assert.deepEqual(await query("llm.comparison", {}), expected);
      assert.ok(
        expected.some((e) => e.totalVisibilityCount > 0),
        "the sandbox names the brand somewhere",
      );
    });

    test("llm.topic and brand.topic agree with the profile's topics and the observations", async () => {
      const topics: Json[] = await query("brand.topic", {});
      assert.equal(topics.length, 3);
      const nameOf = new Map(topics.map((t) => [t.id, t.topicName]));
      const byTopic = await query("llm.topic", {});
      for (const [topicId, group] of groupBy(facts, (f) => f.topicId ?? "")) {
        const items = byTopic[nameOf.get(topicId)];
        assert.deepEqual(
          items.map((i: Json) => i.llmName),
          [...new Set(group.map((f) => f.platform))].sort(),
        );
        for (const item of items) {
          const sums = sumTarget(group.filter((f) => f.platform === item.llmName));
          assert.deepEqual(
            [item.visibilityRatePercent, item.top3Rate, item.hitCount, item.position],
            [
              percent(sums.mentioned, sums.observations),
              percent(sums.top3, sums.observations),
              sums.mentioned,
              mean(sums.position_sum, sums.mentioned),
            ],
          );
        }
      }
    });

    test("prompt.analysis.overview: the brand's and a competitor's standing per prompt, and the top competitors", async () => {
      const byPrompt = groupBy(facts, (f) => f.promptId);
      const brandKey = normalizeName(REQUEST.brandName);
      const mentionsOf = (group: BrandObservationFacts[], nameKey: string) => {
        const named = group.flatMap((f) => f.names.filter((n) => n.nameKey === nameKey && n.mentions > 0));
        return {
          count: named.length,
          mentions: named.reduce((s, n) => s + n.mentions, 0),
          positions: named.reduce((s, n) => s + n.position, 0),
        };
      };
      const overview: Json[] = await query("prompt.analysis.overview", { competitorName: REQUEST.brandName });
      assert.equal(overview.length, byPrompt.size);
      for (const element of overview) {
        const group = byPrompt.get(element.promptId) ?? [];
        const sums = sumTarget(group);
        assert.deepEqual(
          [element.visibilityRatePercent, element.avgPosition, element.brandRate],
          [
            percent(sums.mentioned, sums.observations),
            mean(sums.position_sum, sums.mentioned),
            percent(sums.mention_sum, sums.all_mentions),
          ],
        );
        const others = new Map<string, number>();
        for (const n of group.flatMap((f) => f.names))
          if (n.nameKey !== brandKey) others.set(n.nameKey, (others.get(n.nameKey) ?? 0) + n.mentions);
        // Ties may order by the database's collation: compare the mention counts of the names shown.
        const top = [...others.values()].sort((x, y) => y - x).slice(0, 3);
        const shown: string[] = element.competitorsTop3?.split(",") ?? [];
        assert.deepEqual(
          shown.map((name) => others.get(normalizeName(name))),
          top,
        );
      }
      assert.ok(overview.some((element) => element.competitorsTop3 !== null));
      // Another brand the answers name, as subject: its own mentions over the same answers.
      const rival = [...new Set(facts.flatMap((f) => f.names.map((n) => n.nameKey)))].filter(
        (k) => k !== brandKey,
      )[0];
      assert.ok(rival, "the sandbox names other brands");
      const asRival: Json[] = await query("prompt.analysis.overview", { competitorName: rival });
      for (const element of asRival) {
        const group = byPrompt.get(element.promptId) ?? [];
        const own = mentionsOf(group, rival);
        const all = group.reduce((s, f) => s + f.names.reduce((t, n) => t + n.mentions, 0), 0);
        assert.deepEqual(
          [element.visibilityRatePercent, element.avgPosition, element.brandRate],
          [percent(own.count, group.length), mean(own.positions, own.count), percent(own.mentions, all)],
        );
      }
    });

    test("geo.competitors lists the profile's and the learned competitors, newest first", async () => {
      const page = await query("geo.competitors", {});
      const rows = await service.services.database.db
        .selectFrom("brand_competitors")
        .select(["name", "created_at"])
        .where("brand_id", "=", brandId)
        .execute();
      assert.equal(page.total, rows.length);
      assert.deepEqual(
        page.records.map((r: Json) => r.competitorName).sort(),
        rows.map((r) => r.name).sort(),
      );
      assert.ok(page.records.some((r: Json) => r.monitorType === 1));
      const first = page.records[0].competitorName as string;
      const filtered = await query("geo.competitors", { competitorName: first.slice(0, 2).toUpperCase() });
      assert.ok(filtered.records.some((r: Json) => r.competitorName === first));
    });
  });
}
