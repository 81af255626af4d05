import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { rateStatistic } from "../../src/metrics/statistics/figure-statistics.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { type Json, runTask } from "./e2e-assertions.ts";

const REQUEST = {
  taskName: "新能源汽车监测",
  platforms: ["baidu", "kimi", "deepseek"],
  promptTexts: ["新能源汽车哪个牌子好", "20万左右的电动车推荐"],
  brandKeywords: ["比亚迪", "理想"],
};

for (const dialect of DIALECTS) {
  describe(`rank_monitor.statistics over a real geo.rank_monitor task (${dialect})`, () => {
    let service: TestService;
    let key: string;
    const execute = (apiKey: string, data: unknown) =>
      service.call({
        method: "POST",
        url: "/v1/openapi/execute",
        key: apiKey,
        body: { apiCode: "rank_monitor.statistics", data },
      });
    before(async () => {
      service = await startTestService(dialect);
      key = (await service.createKey()).apiKey;
    });
    after(() => service.close());

    test("default 3 samples a round; mention rates with counts and Wilson intervals from the result's counters", async () => {
      const record = await runTask(service, key, "geo.rank_monitor", REQUEST);
      assert.equal(record.status, 2, record.errorMessage);
      const result = record.result;
      // repeatQueryTimes omitted: 3 samples of each prompt on each platform.
      assert.equal(result.prompts[0].runs[0].platformDetails.length, 3 * 3);
      const response = await execute(key, { taskId: record.taskId });
      assert.equal(response.envelope.code, 200, response.envelope.msg);
      const data = response.envelope.data;
      assert.equal(data.minimumSamples, 30);
      const completed = result.prompts
        .flatMap((p: Json) => p.platformExposures)
        .reduce((s: number, e: Json) => s + e.monitorCount, 0);
      assert.deepEqual(data.mentionRate, rateStatistic(result.latestStatistics.totalMentioned, completed));
      assert.equal(data.mentionRate.sampleCount, 18);
      assert.equal(data.mentionRate.tooFewSamples, true);
      assert.equal(data.prompts.length, 2);
      for (const [index, prompt] of data.prompts.entries()) {
        const entry = result.prompts[index];
        assert.equal(prompt.promptId, entry.promptId);
        // The prompt's rate is the spec's mentionRate with its interval.
        assert.equal(prompt.mentionRate.value, entry.mentionRate);
        assert.ok(
          prompt.mentionRate.lower <= prompt.mentionRate.value &&
            prompt.mentionRate.value <= prompt.mentionRate.upper,
        );
        assert.deepEqual(
          prompt.platforms,
          entry.platformExposures.map((e: Json) => ({
            platform: e.platform,
            mentionRate: rateStatistic(e.totalMentions, e.monitorCount),
          })),
        );
        assert.equal(prompt.latestRun.runId, entry.runs[0].runId);
        assert.deepEqual(prompt.latestRun.mentionRate, rateStatistic(entry.runs[0].totalDetected, 9));
      }
    });

    test("4001 without taskId; another account's or an unknown task is the empty shape; the rank permission is needed", async () => {
      for (const data of [{}, { taskId: "" }]) {
        const response = await execute(key, data);
        assert.equal(response.envelope.code, 4001);
        assert.equal(response.statusCode, 400);
      }
      const record = await runTask(service, key, "geo.rank_monitor", { ...REQUEST, repeatQueryTimes: 1 });
      const other = await service.createKey({ account: "someone-else" });
      const foreign = await execute(other.apiKey, { taskId: record.taskId });
      assert.equal(foreign.envelope.code, 200);
      assert.deepEqual(foreign.envelope.data, {
        taskId: record.taskId,
        minimumSamples: 30,
        mentionRate: null,
        prompts: [],
      });
      const unknown = await execute(key, { taskId: "task_00000000000000000000000000000000" });
      assert.equal(unknown.envelope.data.mentionRate, null);
      const brandOnly = await service.createKey({
        permissions: [{ code: "GEO_BRAND_MONITOR", limit: null }],
      });
      assert.equal((await execute(brandOnly.apiKey, { taskId: record.taskId })).envelope.code, 403);
    });
  });
}
