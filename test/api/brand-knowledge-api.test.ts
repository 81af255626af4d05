import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { REANALYZE_API_CODE } from "../../src/operations/reanalysis/reanalysis-params.ts";
import { addDays, formatDay } from "../../src/util/time.ts";
import {
  seedBrand,
  storeAnswers,
  type TestAnswer,
} from "../operations/brand-knowledge/knowledge-fixtures.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const LUCKIN =
  "推荐以下咖啡品牌：\n1. **星巴克**：环境好，推荐。\n2. **Luckin**：性价比高，推荐。\n3. **Manner**：口味出色。";
const NAMED =
  "推荐以下咖啡品牌：\n1. **瑞幸咖啡**：性价比高，推荐。\n2. **Manner**：环境好。\n3. **Tims**：一般。";

for (const dialect of DIALECTS) {
  describe(`brand-knowledge operations over HTTP (${dialect})`, () => {
    let service: TestService;
    let key: string;
    let otherKey: string;
    let brandId: string;
    const execute = (apiCode: string, data: unknown, apiKey = key) =>
      service.call({ method: "POST", url: "/v1/openapi/execute", key: apiKey, body: { apiCode, data } });
    const ok = async (apiCode: string, data: unknown) => {
      const response = await execute(apiCode, data);
      assert.equal(response.envelope.code, 200, `${apiCode}: ${response.envelope.msg}`);
      return response.envelope.data;
    };
    /** Waits until no re-analysis of the account is pending; returns the finished ones. */
    const reanalyses = async () => {
      const db = service.services.database.db;
      const until = Date.now() + 15_000;
      for (;;) {
        const rows = await db
          .selectFrom("tasks")
          .select(["id", "status"])
          .where("api_code", "=", REANALYZE_API_CODE)
          .execute();
        if (rows.every((row) => row.status !== 1)) return rows;
        if (Date.now() > until) throw new Error("re-analysis still pending");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const visibility = async () => {
      const data = await ok("llm.comparison", { brandId });
      return data.reduce(
        (sum: number, row: { totalVisibilityCount: number }) => sum + row.totalVisibilityCount,
        0,
      );
    };

    before(async () => {
      service = await startTestService(dialect);
      const owner = await service.createKey();
      key = owner.apiKey;
      otherKey = (await service.createKey()).apiKey;
      const db = service.services.database.db;
      brandId = await seedBrand(db, owner.accountId, "瑞幸咖啡", [{ name: "星巴克" }]);
      const today = formatDay(new Date(service.clock.now()), service.services.config.timeZone);
      const answers: TestAnswer[] = [];
      for (const day of [addDays(today, -1), today])
        for (const platform of ["kimi", "deepseek"])
          answers.push(
            { platform, day, promptId: "prompt_a", text: LUCKIN },
            { platform, day, promptId: "prompt_b", text: NAMED },
          );
      await storeAnswers(db, brandId, answers);
    });
    after(() => service.close());

    test("brand.candidates lists the brand's knowledge and the names its answers taught", async () => {
      const data = await ok("brand.candidates", { brandId });
      assert.equal(data.brandId, brandId);
      assert.equal(data.brandName, "瑞幸咖啡");
      assert.deepEqual(data.aliases, []);
      assert.deepEqual(data.competitors, [{ competitorName: "星巴克", monitorType: 1, aliases: [] }]);
      assert.deepEqual(data.thresholds, { learnedMinAnswers: 3, learnedMinPlatforms: 2 });
      const manner = data.names.find((n: { nameKey: string }) => n.nameKey === "manner");
      assert.equal(manner.standing, "learned", "8 answers on 2 platforms");
      assert.equal(manner.answers, 8);
      assert.deepEqual(manner.platforms, ["deepseek", "kimi"]);
      assert.equal(data.counts.learned >= 3, true, "Manner, Luckin, Tims");
      const limited = await ok("brand.candidates", { brandId, standing: "learned", limit: 1 });
      assert.equal(limited.names.length, 1);
    });

    test("an alias through the API queues the brand's re-analysis and the figures follow it", async () => {
      const before = await visibility();
      const data = await ok("brand.aliases", { brandId, add: ["Luckin"] });
      assert.deepEqual(
        { subject: data.subject, name: data.name, aliases: data.aliases, queued: data.reanalysisQueued },
        { subject: "brand", name: "瑞幸咖啡", aliases: ["Luckin"], queued: true },
      );
      const tasks = await reanalyses();
      assert.ok(tasks.length >= 1 && tasks.every((task) => task.status === 2), JSON.stringify(tasks));
      assert.equal(await visibility(), before + 4, "the four Luckin answers now mention the brand");
      // The internal task is nobody's to read.
      const hidden = await service.call({ method: "GET", url: `/v1/openapi/tasks/${tasks[0].id}`, key });
      assert.equal(hidden.envelope.code, 404);
    });

    test("decide and merge: rejected names leave the voice shares; a merged name counts as its brand", async () => {
      const rejected = await ok("brand.candidate.decide", { brandId, name: "Tims", decision: "reject" });
      assert.equal(rejected.standing, "rejected");
      assert.equal(rejected.reanalysisQueued, true);
      const merged = await ok("brand.merge", { brandId, name: "Manner", into: "星巴克" });
      assert.deepEqual([merged.subject, merged.name, merged.aliases], ["competitor", "星巴克", ["Manner"]]);
      await reanalyses();
      const names = await service.services.database.db
        .selectFrom("brand_name_days")
        .select("name_key")
        .where("brand_id", "=", brandId)
        .where("platform", "=", "")
        .distinct()
        .execute();
      assert.deepEqual(names.map((n) => n.name_key).sort(), ["星巴克", "瑞幸咖啡"]);
      const listing = await ok("brand.candidates", { brandId, standing: "merged" });
      assert.deepEqual(
        listing.names.map((n: { name: string; mergedInto: string }) => [n.name, n.mergedInto]).sort(),
        [
          ["Luckin", "瑞幸咖啡"],
          ["Manner", "星巴克"],
        ],
      );
    });

    test("errors: envelope codes, never a 500; another account's brand is 404", async () => {
      const code = async (apiCode: string, data: unknown, apiKey = key) => {
        const response = await execute(apiCode, data, apiKey);
        return [response.envelope.code, response.envelope.msg];
      };
      assert.deepEqual((await code("brand.candidates", {}))[0], 4001);
      assert.deepEqual((await code("brand.candidate.decide", { brandId, decision: "confirm" }))[0], 4001);
      assert.deepEqual((await code("brand.candidate.decide", { brandId, name: "X" }))[0], 4001);
      const [badDecision, message] = await code("brand.candidate.decide", {
        brandId,
        name: "X",
        decision: "maybe",
      });
      assert.equal(badDecision, 400);
      assert.match(String(message), /confirm, reject, reset/);
      assert.deepEqual((await code("brand.aliases", { brandId }))[0], 400);
      assert.deepEqual((await code("brand.aliases", { brandId, add: "Luckin" }))[0], 400);
      assert.deepEqual((await code("brand.aliases", { brandId, add: [""] }))[0], 400);
      assert.deepEqual((await code("brand.merge", { brandId, name: "X" }))[0], 4001);
      assert.deepEqual((await code("brand.candidates", { brandId, standing: "famous" }))[0], 400);
      assert.deepEqual((await code("brand.candidates", { brandId, limit: 0 }))[0], 400);
      assert.deepEqual(
        (await code("brand.candidate.decide", { brandId, name: "瑞幸咖啡", decision: "reject" }))[0],
        400,
      );
      assert.deepEqual((await code("brand.aliases", { brandId, name: "星巴克", add: ["Luckin"] }))[0], 400);
      for (const apiCode of ["brand.candidates", "brand.candidate.decide", "brand.aliases", "brand.merge"]) {
        const data = { brandId, name: "X", decision: "confirm", add: ["Y"], into: "Z" };
        const [other, otherMessage] = await code(apiCode, data, otherKey);
        assert.equal(other, 404, apiCode);
        const [unknown, unknownMessage] = await code(apiCode, { ...data, brandId: "brand_nope" });
        assert.equal(unknown, 404, apiCode);
        assert.equal(otherMessage, `brand ${brandId} not found`, "the same words as an unknown id");
        assert.equal(unknownMessage, "brand brand_nope not found");
      }
      const noPermission = await service.createKey({
        permissions: [{ code: "GEO_RANK_QUERY", limit: null }],
      });
      assert.deepEqual((await code("brand.candidates", { brandId }, noPermission.apiKey))[0], 403);
      const wrongEndpoint = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: { apiCode: "brand.candidates", data: { brandId } },
      });
      assert.equal(wrongEndpoint.envelope.code, 400);
      const internal = await execute(REANALYZE_API_CODE, { brandId });
      assert.equal(internal.envelope.code, 400, "the internal code is no operation");
    });
  });
}
