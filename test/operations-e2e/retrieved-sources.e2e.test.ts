import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { PlatformSource } from "../../src/platforms/platform-types.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { runTask } from "./e2e-assertions.ts";

/**
 * Issue 13, defect 6: the pages a platform consulted but did not cite are stored with the observation
 * (migration 0007, column retrieved_sources), apart from the cited sources, on both dialects.
 */
for (const dialect of DIALECTS) {
  describe(`retrieved-but-not-cited sources are stored with the observation (${dialect})`, () => {
    let service: TestService;
    let key: string;
    before(async () => {
      service = await startTestService(dialect);
      key = (await service.createKey()).apiKey;
    });
    after(() => service.close());

    test("gpt and perplexity answers keep their consulted pages apart; baidu has none", async () => {
      const task = await runTask(service, key, "geo.ranking", {
        keyword: "最好的国产手机品牌有哪些？",
        brandKeyword: ["小米", "华为"],
        platforms: ["gpt", "perplexity", "baidu"],
      });
      assert.equal(task.status, 2, task.errorMessage);
      const rows = await service.services.database.db
        .selectFrom("observations")
        .select(["platform", "sources", "retrieved_sources"])
        .where("task_id", "=", task.taskId)
        .execute();
      assert.equal(rows.length, 3);
      for (const row of rows) {
        const cited = JSON.parse(row.sources ?? "[]") as PlatformSource[];
        const retrieved = JSON.parse(row.retrieved_sources ?? "null") as PlatformSource[];
        assert.ok(Array.isArray(retrieved), `${row.platform}: retrieved_sources is stored`);
        const citedUrls = new Set(cited.map((source) => source.url));
        for (const source of retrieved) assert.ok(!citedUrls.has(source.url), `${row.platform}: kept apart`);
        if (row.platform === "baidu") assert.deepEqual(retrieved, []);
        else assert.ok(retrieved.length > 0, `${row.platform} reports consulted pages`);
      }
    });
  });
}
