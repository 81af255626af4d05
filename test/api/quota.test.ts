import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { lifecycleExecutors } from "../support/test-executors.ts";
import { startTestService, type TestService, waitForFinalStatus } from "../support/test-service.ts";

function ranking(keyword: string) {
  return { apiCode: "geo.ranking", data: { keyword, brandKeyword: ["小米"], platforms: ["kimi"] } };
}

for (const dialect of DIALECTS) {
  describe(`quota and idempotent submit (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, {
        executors: lifecycleExecutors(["geo.ranking"]),
        env: { ANSWERLENS_POINTS_PER_TASK: "5" },
      });
    });
    after(() => service.close());

    const quota = async (key: string) =>
      (await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key })).envelope;

    test("the quota record has the spec's shape; unlimited counts stay null, benefits have null counts", async () => {
      const { apiKey } = await service.createKey({
        points: 77,
        permissions: [
          { code: "GEO_RANK_QUERY", limit: 10 },
          { code: "GEO_URL_MENTION", limit: null },
          { code: "DEDICATED_CUSTOMER_SERVICE", limit: null },
        ],
      });
      const envelope = await quota(apiKey);
      assert.equal(envelope.code, 200);
      assert.equal(envelope.data.result, undefined, "no data.result level");
      assert.equal(envelope.data.points, 77);
      const byCode = Object.fromEntries(
        envelope.data.permissions.map((p: { permissionCode: string }) => [p.permissionCode, p]),
      );
      assert.deepEqual(Object.keys(byCode), [
        "GEO_RANK_QUERY",
        "GEO_URL_MENTION",
        "DEDICATED_CUSTOMER_SERVICE",
      ]);
      assert.deepEqual(byCode.GEO_RANK_QUERY, {
        permissionCode: "GEO_RANK_QUERY",
        permissionName: byCode.GEO_RANK_QUERY.permissionName,
        aiPlatforms: [
          "aliyun",
          "baidu",
          "deepseek",
          "google",
          "gpt",
          "kimi",
          "perplexity",
          "quark",
          "tencent",
          "volcengine",
        ],
        totalLimit: 10,
        usedCount: 0,
        remainingCount: 10,
      });
      assert.ok(byCode.GEO_RANK_QUERY.permissionName.length > 0);
      assert.equal(byCode.GEO_URL_MENTION.totalLimit, null);
      assert.equal(byCode.GEO_URL_MENTION.remainingCount, null);
      assert.equal(byCode.GEO_URL_MENTION.usedCount, 0);
      assert.deepEqual(
        [
          byCode.DEDICATED_CUSTOMER_SERVICE.aiPlatforms,
          byCode.DEDICATED_CUSTOMER_SERVICE.totalLimit,
          byCode.DEDICATED_CUSTOMER_SERVICE.usedCount,
          byCode.DEDICATED_CUSTOMER_SERVICE.remainingCount,
        ],
        [null, null, null, null],
      );
    });

    test("each submit uses one count and the configured points; at the limit the answer is 4003", async () => {
      const { apiKey } = await service.createKey({ permissions: [{ code: "GEO_RANK_QUERY", limit: 2 }] });
      for (let i = 0; i < 2; i++) {
        const response = await service.call({
          method: "POST",
          url: "/v1/openapi/tasks",
          key: apiKey,
          body: ranking("succeed"),
        });
        assert.equal(response.envelope.code, 200);
      }
      const refused = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("succeed"),
      });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.envelope.code, 4003);
      assert.equal(refused.envelope.data, null);
      const envelope = await quota(apiKey);
      assert.equal(envelope.data.points, 990);
      assert.deepEqual(
        [envelope.data.permissions[0].usedCount, envelope.data.permissions[0].remainingCount],
        [2, 0],
      );
    });

    test("without enough points the answer is 4003 and nothing is used", async () => {
      const { apiKey } = await service.createKey({ points: 4 });
      const refused = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("succeed"),
      });
      assert.equal(refused.envelope.code, 4003);
      const envelope = await quota(apiKey);
      assert.equal(envelope.data.points, 4);
      const rank = envelope.data.permissions.find(
        (p: { permissionCode: string }) => p.permissionCode === "GEO_RANK_QUERY",
      );
      assert.equal(rank.usedCount, 0);
    });

    test("concurrent submits never take more than the limit", async () => {
      const { apiKey } = await service.createKey({ permissions: [{ code: "GEO_RANK_QUERY", limit: 5 }] });
      const responses = await Promise.all(
        Array.from({ length: 12 }, () =>
          service.call({ method: "POST", url: "/v1/openapi/tasks", key: apiKey, body: ranking("succeed") }),
        ),
      );
      const codes = responses.map((r) => r.envelope.code);
      assert.equal(codes.filter((c) => c === 200).length, 5);
      assert.equal(codes.filter((c) => c === 4003).length, 7);
      const envelope = await quota(apiKey);
      assert.equal(envelope.data.points, 1000 - 5 * 5);
    });

    test("a re-submit with the same Service-Request-Id and body returns the first answer and charges once", async () => {
      const { apiKey } = await service.createKey();
      const headers = { "service-request-id": "order-42" };
      const first = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("succeed"),
        headers,
      });
      const again = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("succeed"),
        headers,
      });
      assert.equal(first.envelope.code, 200);
      assert.deepEqual(again.envelope.data, first.envelope.data);
      assert.equal(first.envelope.data.requestId, "order-42");
      assert.equal((await quota(apiKey)).data.points, 995);
      const tasks = await service.services.database.db
        .selectFrom("tasks")
        .select(["id"])
        .where("request_id", "=", "order-42")
        .execute();
      assert.equal(tasks.length, 1);

      const reordered = {
        apiCode: "geo.ranking",
        data: { platforms: ["kimi"], brandKeyword: ["小米"], keyword: "succeed" },
      };
      const sameBody = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: reordered,
        headers,
      });
      assert.deepEqual(
        sameBody.envelope.data,
        first.envelope.data,
        "key order does not make a different body",
      );

      const different = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("other"),
        headers,
      });
      assert.equal(different.envelope.code, 400);
      assert.match(different.envelope.msg, /Service-Request-Id/);
      assert.equal((await quota(apiKey)).data.points, 995);
    });

    test("concurrent re-submits with one request id make one task", async () => {
      const { apiKey } = await service.createKey();
      const headers = { "service-request-id": "burst-1" };
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          service.call({
            method: "POST",
            url: "/v1/openapi/tasks",
            key: apiKey,
            body: ranking("succeed"),
            headers,
          }),
        ),
      );
      const taskIds = new Set(
        responses.filter((r) => r.envelope.code === 200).map((r) => r.envelope.data.taskId),
      );
      assert.equal(taskIds.size, 1);
      assert.equal((await quota(apiKey)).data.points, 995);
    });

    test("the same request id under another key is a different request", async () => {
      const a = await service.createKey();
      const b = await service.createKey();
      const headers = { "service-request-id": "shared-id" };
      const first = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: a.apiKey,
        body: ranking("succeed"),
        headers,
      });
      const second = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: b.apiKey,
        body: ranking("succeed"),
        headers,
      });
      assert.notEqual(first.envelope.data.taskId, second.envelope.data.taskId);
    });

    test("a refund happens once even when a task is finished twice", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("fail"),
      });
      await waitForFinalStatus(service, apiKey, submit.envelope.data.taskId);
      const { finishTask } = await import("../../src/tasks/finish-task.ts");
      const changed = await finishTask(service.services.database.db, {
        taskId: submit.envelope.data.taskId,
        status: 4,
        now: service.clock.now(),
      });
      assert.equal(changed, false);
      assert.equal((await quota(apiKey)).data.points, 1000);
    });
  });
}
