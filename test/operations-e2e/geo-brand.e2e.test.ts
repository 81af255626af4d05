import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { loadMonitor } from "../../src/operations/monitoring/create-monitor.ts";
import { nextSlotAfter } from "../../src/operations/monitoring/monitor-slots.ts";
import { scheduleDueRounds } from "../../src/tasks/schedule-due-rounds.ts";
import { formatDay } from "../../src/util/time.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { waitFor } from "../tasks/monitor-fixtures.ts";
import { type Json, runTask } from "./e2e-assertions.ts";
import { assertBrandResultShape, expectedPlatformStat, platformDays } from "./geo-brand-assertions.ts";

const ZONE = "Asia/Shanghai";
/** 10:00 in Shanghai; the next scheduled slot is 08:00 the day after. */
const DAY1_AT = Date.parse("2026-03-02T02:00:00Z");
const PLATFORMS = ["deepseek", "kimi", "baidu"];
const REQUEST = {
  brandName: "瑞幸咖啡",
  brandDescription: "国内连锁咖啡品牌，主打现磨咖啡和外卖",
  websiteUrl: "luckincoffee.com",
  productService: "现磨咖啡、咖啡豆",
  platforms: PLATFORMS,
};
/** 3 topics x 2 prompts, asked once on each of 3 platforms: 18 answers per round. */
// One sample per round (the default is 3): the sandbox answers a question alike all day, and these
// tests count answers per round; samples are covered in test/metrics/brand-statistics-signals.test.ts.
const ENV = {
  ANSWERLENS_MONITOR_MAX_TOPICS: "3",
  ANSWERLENS_MONITOR_PROMPTS_PER_TOPIC: "2",
  ANSWERLENS_MONITOR_BRAND_REPEATS: "1",
};
const ASKS = 3 * 2 * PLATFORMS.length;

for (const dialect of DIALECTS) {
  describe(`geo.brand end to end over HTTP (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let first: { taskId: string; result: Json };
    const db = () => service.services.database.db;

    before(async () => {
      service = await startTestService(dialect, { env: ENV });
      key = (await service.createKey({ account: "coffee-co" })).apiKey;
      service.clock.set(DAY1_AT);
    });
    after(() => service.close());

    test("SUCCESS: profile, monitor, first round and a result read from the rollups", async () => {
      const record = await runTask(service, key, "geo.brand", REQUEST);
      assert.equal(record.status, 2, record.errorMessage);
      first = { taskId: record.taskId, result: record.result };
      const result = record.result;
      const { products, topics, competitors } = assertBrandResultShape(result, REQUEST);
      assert.deepEqual(products, ["现磨咖啡", "咖啡豆"]);
      assert.equal(topics.length, 3);
      assert.equal(competitors.length, 3);
      assert.equal(result.info.brandDescription, REQUEST.brandDescription);
      assert.equal(result.info.websiteUrl, "luckincoffee.com");
      assert.equal(result.info.langType, "zh_cn");

      const day = formatDay(new Date(DAY1_AT), ZONE);
      assert.equal(result.suggestion.statDate, day);
      assert.equal(result.suggestion.hasData, true, "18 answers are enough to advise on");
      const rows = await platformDays(db(), result.info.brandId, day);
      assert.deepEqual(
        result.platformStats.map((s: Json) => s.platform),
        PLATFORMS.filter((p) => rows.has(p)),
      );
      for (const stat of result.platformStats) {
        const row = rows.get(stat.platform);
        assert.ok(row);
        assert.deepEqual(
          { ...stat, platform: undefined, hasData: undefined, topicStats: undefined },
          {
            ...expectedPlatformStat(row, undefined),
            platform: undefined,
            hasData: undefined,
            topicStats: undefined,
          },
        );
      }
      const rates = result.platformStats.map((s: Json) => s.brandRecommendationRate);
      assert.equal(result.score, Math.round(rates.reduce((a: number, b: number) => a + b, 0) / rates.length));
      // The sandbox's coffee answers name the brand on some prompts.
      assert.ok(result.platformStats.some((s: Json) => s.brandExposureSum > 0));

      const observations = await db()
        .selectFrom("observations")
        .select(["status", "brand_id", "prompt_id"])
        .where("round_id", "=", record.taskId)
        .execute();
      assert.equal(observations.length, ASKS);
      const total = [...rows.values()].reduce((sum, row) => sum + Number(row.observations), 0);
      assert.equal(total, observations.filter((o) => o.status === "completed").length);
      const { monitor, prompts } = await loadMonitor(db(), (await brandMonitor(result.info.brandId)).id);
      assert.equal(monitor.task_id, record.taskId);
      assert.equal(monitor.active, 1);
      assert.equal(
        Number(monitor.next_run_at),
        nextSlotAfter(DAY1_AT, { intervalMs: 86_400_000, slotOffsetMs: 8 * 3_600_000 }, ZONE),
      );
      assert.deepEqual(JSON.parse(monitor.settings), { platforms: PLATFORMS, repeats: 1 });
      assert.equal(prompts.length, 6);
      for (const prompt of prompts) assert.ok(!prompt.text.includes(REQUEST.brandName), prompt.text);
      const round = await db()
        .selectFrom("monitor_rounds")
        .selectAll()
        .where("id", "=", record.taskId)
        .executeTakeFirstOrThrow();
      assert.equal(round.status, "success");
      const task = await db()
        .selectFrom("tasks")
        .select("created_at")
        .where("id", "=", record.taskId)
        .executeTakeFirstOrThrow();
      assert.equal(
        Number(round.slot_at),
        Number(task.created_at),
        "the first round's slot is the submit time",
      );
    });

    test("competitors: the profile's are tracked (monitorType 1), names beside the brand are learned (0)", async () => {
      const rows = await db()
        .selectFrom("brand_competitors")
        .selectAll()
        .where("brand_id", "=", first.result.info.brandId)
        .execute();
      const tracked = rows.filter((r) => r.monitor_type === 1).map((r) => r.name);
      assert.deepEqual(tracked.sort(), JSON.parse(first.result.info.competitors).sort());
      const learned = rows.filter((r) => r.monitor_type === 0);
      assert.ok(learned.length > 0, "the sandbox names coffee brands beyond the profile's three");
      const named = await db()
        .selectFrom("brand_name_days")
        .select("name_key")
        .where("brand_id", "=", first.result.info.brandId)
        .execute();
      const namedKeys = new Set(named.map((n) => n.name_key));
      for (const competitor of learned) {
        assert.ok(namedKeys.has(competitor.name_key), `${competitor.name} was named in an answer`);
        assert.notEqual(competitor.name, REQUEST.brandName);
      }
    });

    test("the same name is the same brand (fields updated, profile and prompts kept); another account gets its own", async () => {
      const again = await runTask(service, key, "geo.brand", {
        brandName: " 瑞幸咖啡 ",
        brandDescription: "瑞幸咖啡：新零售咖啡品牌",
        platforms: ["deepseek", "kimi"],
      });
      assert.equal(again.status, 2, again.errorMessage);
      const info = again.result.info;
      assert.equal(info.brandId, first.result.info.brandId);
      assert.equal(info.brandName, REQUEST.brandName, "the name keeps its first spelling");
      assert.equal(info.brandDescription, "瑞幸咖啡：新零售咖啡品牌");
      assert.equal(info.websiteUrl, "luckincoffee.com", "a field left out keeps its value");
      assert.deepEqual(info.platforms, ["deepseek", "kimi"]);
      assert.equal(info.topics, first.result.info.topics);
      const profileSteps = await db()
        .selectFrom("task_steps")
        .select("step_key")
        .where("task_id", "=", again.taskId)
        .where("step_key", "=", "profile")
        .execute();
      assert.equal(profileSteps.length, 0, "the generator is not asked again");
      const monitors = await db()
        .selectFrom("monitors")
        .selectAll()
        .where("brand_id", "=", info.brandId)
        .execute();
      assert.equal(monitors.length, 1);
      assert.equal(monitors[0].task_id, again.taskId, "the newest geo.brand task owns the monitor");
      const { prompts } = await loadMonitor(db(), monitors[0].id);
      assert.equal(prompts.length, 6, "prompt ids and texts carry over");
      const promptIds = new Set(prompts.map((p) => p.id));
      const asked = await db()
        .selectFrom("observations")
        .select(["prompt_id", "platform"])
        .where("round_id", "=", again.taskId)
        .execute();
      assert.equal(asked.length, 12);
      assert.ok(asked.every((o) => promptIds.has(o.prompt_id ?? "") && o.platform !== "baidu"));

      const other = (await service.createKey({ account: "tea-co" })).apiKey;
      const theirs = await runTask(service, other, "geo.brand", {
        brandName: "瑞幸咖啡",
        platforms: ["kimi"],
      });
      assert.equal(theirs.status, 2, theirs.errorMessage);
      assert.notEqual(theirs.result.info.brandId, info.brandId);
      first = { taskId: again.taskId, result: again.result };
    });

    test("the next day's scheduled round (a monitor.round task) gives previous-day values and growth rates that match the rollups", async () => {
      const brandId = first.result.info.brandId;
      const monitor = await brandMonitor(brandId);
      // 10:00 the next day: the 08:00 slot has come.
      service.clock.set(DAY1_AT + 86_400_000);
      assert.ok(Number(monitor.next_run_at) <= service.clock.now());
      const day1 = formatDay(new Date(DAY1_AT), ZONE);
      const day2 = formatDay(new Date(service.clock.now()), ZONE);
      // The embedded loop may win the slot before this call does; either way one round serves it.
      await scheduleDueRounds(db(), service.services.runtime, {
        now: service.clock.now(),
        settings: service.services.config.monitor,
        timeZone: ZONE,
      });
      const created = await db()
        .selectFrom("monitor_rounds")
        .select(["id as taskId", "slot_at"])
        .where("monitor_id", "=", monitor.id)
        .where("slot_at", "=", Number(monitor.next_run_at))
        .executeTakeFirstOrThrow();
      const roundTask = await waitFor(async () => {
        const task = await db()
          .selectFrom("tasks")
          .selectAll()
          .where("id", "=", created.taskId)
          .executeTakeFirst();
        return task && task.status !== 1 ? task : undefined;
      }, "the round task to finish");
      assert.equal(roundTask.status, 2, roundTask.error ?? "");
      assert.equal(
        await countObservations(created.taskId),
        12,
        "6 prompts on the 2 platforms of the re-submit",
      );

      const record = await service.call({ method: "GET", url: `/v1/openapi/tasks/${first.taskId}`, key });
      assert.equal(record.envelope.data.status, 2, "the owning task's status never changes");
      const result = record.envelope.data.result;
      assertBrandResultShape(result, { brandName: REQUEST.brandName, platforms: ["deepseek", "kimi"] });
      assert.equal(result.suggestion.statDate, day2);
      const today = await platformDays(db(), brandId, day2);
      const yesterday = await platformDays(db(), brandId, day1);
      assert.deepEqual(
        result.platformStats.map((s: Json) => s.platform),
        ["deepseek", "kimi"],
      );
      for (const stat of result.platformStats) {
        const expected = expectedPlatformStat(
          today.get(stat.platform) as never,
          yesterday.get(stat.platform),
        );
        assert.notEqual(expected.previousDayExposureSum, null);
        for (const [field, value] of Object.entries(expected))
          assert.equal(stat[field], value, `${stat.platform} ${field}`);
      }
      const topicRows = await db()
        .selectFrom("brand_topic_days")
        .innerJoin("brand_topics", "brand_topics.id", "brand_topic_days.topic_id")
        .select([
          "brand_topics.name",
          "brand_topic_days.day",
          "brand_topic_days.platform",
          "brand_topic_days.mention_sum",
        ])
        .where("brand_topic_days.brand_id", "=", brandId)
        .execute();
      for (const stat of result.platformStats)
        for (const topic of stat.topicStats) {
          const on = (day: string) =>
            topicRows.find(
              (r) => r.name === topic.topicName && r.day === day && r.platform === stat.platform,
            );
          assert.equal(topic.brandExposureCount, Number(on(day2)?.mention_sum ?? 0));
          assert.equal(topic.previousDayExposureCount, on(day1) ? Number(on(day1)?.mention_sum) : undefined);
        }
    });

    async function countObservations(roundId: string) {
      const row = await db()
        .selectFrom("observations")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("round_id", "=", roundId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    async function brandMonitor(brandId: string) {
      return db()
        .selectFrom("monitors")
        .selectAll()
        .where("brand_id", "=", brandId)
        .executeTakeFirstOrThrow();
    }
  });
}
