import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { lifecycleExecutors } from "../support/test-executors.ts";
import { startTestService, type TestService, waitForFinalStatus } from "../support/test-service.ts";

function ranking(keyword: string) {
  return {
    apiCode: "geo.ranking",
    data: { keyword, brandKeyword: ["小米", "华为"], platforms: ["kimi", "deepseek"] },
  };
}

for (const dialect of DIALECTS) {
  describe(`task lifecycle (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, {
        executors: lifecycleExecutors(["geo.ranking"]),
        env: { ANSWERLENS_TASK_DEADLINE_SECONDS: "2", ANSWERLENS_POINTS_PER_TASK: "10" },
      });
    });
    after(() => service.close());

    async function points(key: string): Promise<number> {
      return (await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key })).envelope.data
        .points;
    }

    test("submit answers requestId and task_<32 hex>; the task runs to SUCCESS with its result", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("succeed"),
      });
      assert.equal(submit.envelope.code, 200);
      assert.equal(submit.envelope.msg, "success");
      assert.match(submit.envelope.data.taskId, /^task_[0-9a-f]{32}$/);
      assert.equal(submit.envelope.data.requestId, submit.headers["service-request-id"]);
      const record = await waitForFinalStatus(service, apiKey, submit.envelope.data.taskId);
      assert.equal(record.data.status, 2);
      assert.equal(record.data.statusDesc, "success");
      assert.deepEqual(record.data.result, { keyword: "succeed", steps: [{ n: 1 }, { n: 2 }] });
      assert.equal(await points(apiKey), 990);
    });

    test("a pending task has status 1, statusDesc pending and a null result", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("hang"),
      });
      const record = await service.call({
        method: "GET",
        url: `/v1/openapi/tasks/${submit.envelope.data.taskId}`,
        key: apiKey,
      });
      assert.equal(record.envelope.data.status, 1);
      assert.equal(record.envelope.data.statusDesc, "pending");
      assert.equal(record.envelope.data.result, null);
    });

    test("FAILED keeps a null result, says why, and gives the count and points back", async () => {
      const { apiKey } = await service.createKey({ permissions: [{ code: "GEO_RANK_QUERY", limit: 3 }] });
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("fail"),
      });
      const record = await waitForFinalStatus(service, apiKey, submit.envelope.data.taskId);
      assert.equal(record.data.status, 3);
      assert.equal(record.data.statusDesc, "failed");
      assert.equal(record.data.result, null);
      assert.match(record.data.errorMessage, /refused/);
      const quota = (await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: apiKey }))
        .envelope.data;
      assert.equal(quota.points, 1000);
      assert.deepEqual(
        quota.permissions.map((p: { permissionCode: string; usedCount: number; remainingCount: number }) => [
          p.permissionCode,
          p.usedCount,
          p.remainingCount,
        ]),
        [["GEO_RANK_QUERY", 0, 3]],
      );
    });

    test("an executor that throws ends FAILED with an internal-error message, refunded", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("throw"),
      });
      const record = await waitForFinalStatus(service, apiKey, submit.envelope.data.taskId);
      assert.equal(record.data.status, 3);
      assert.doesNotMatch(record.data.errorMessage, /boom/);
      assert.equal(await points(apiKey), 1000);
    });

    test("an operation with no executor in this version ends FAILED with a clear message, never a fake result", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: { apiCode: "geo.brand", data: { brandName: "小米", platforms: ["kimi"] } },
      });
      const record = await waitForFinalStatus(service, apiKey, submit.envelope.data.taskId);
      assert.equal(record.data.status, 3);
      assert.equal(record.data.result, null);
      assert.match(record.data.errorMessage, /geo\.brand is not implemented/);
    });

    test("past its deadline a task ends TIMEOUT and its charge is given back", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("hang"),
      });
      assert.equal(await points(apiKey), 990);
      const record = await waitForFinalStatus(service, apiKey, submit.envelope.data.taskId, 10_000);
      assert.equal(record.data.status, 4);
      assert.equal(record.data.statusDesc, "timeout");
      assert.equal(record.data.result, null);
      assert.equal(await points(apiKey), 1000);
    });

    test("cancel moves a pending task to CANCELLED for good; cancelling a finished task changes nothing", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("hang"),
      });
      const taskId = submit.envelope.data.taskId;
      const cancel = await service.call({
        method: "POST",
        url: `/v1/openapi/tasks/${taskId}/cancel`,
        key: apiKey,
      });
      assert.equal(cancel.envelope.code, 200);
      assert.equal(cancel.envelope.data.status, 5);
      assert.equal(cancel.envelope.data.statusDesc, "cancelled");
      await new Promise((resolve) => setTimeout(resolve, 2500)); // past the deadline: still cancelled
      const record = await service.call({ method: "GET", url: `/v1/openapi/tasks/${taskId}`, key: apiKey });
      assert.equal(record.envelope.data.status, 5);
      assert.equal(await points(apiKey), 990, "a cancel keeps the charge");

      const done = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("succeed"),
      });
      await waitForFinalStatus(service, apiKey, done.envelope.data.taskId);
      const again = await service.call({
        method: "POST",
        url: `/v1/openapi/tasks/${done.envelope.data.taskId}/cancel`,
        key: apiKey,
      });
      assert.equal(again.envelope.data.status, 2);
    });

    test("another account's task, an unknown id and a malformed id all answer 404 with null data", async () => {
      const owner = await service.createKey();
      const stranger = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: owner.apiKey,
        body: ranking("succeed"),
      });
      const taskId = submit.envelope.data.taskId;
      for (const [key, id] of [
        [stranger.apiKey, taskId],
        [owner.apiKey, "task_ffffffffffffffffffffffffffffffff"],
        [owner.apiKey, "not-a-task"],
      ]) {
        const response = await service.call({ method: "GET", url: `/v1/openapi/tasks/${id}`, key });
        assert.equal(response.statusCode, 404);
        assert.deepEqual([response.envelope.code, response.envelope.data], [404, null]);
      }
      const cancel = await service.call({
        method: "POST",
        url: `/v1/openapi/tasks/${taskId}/cancel`,
        key: stranger.apiKey,
      });
      assert.equal(cancel.envelope.code, 404);
    });

    test("a finished task past the retention period answers 404", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: ranking("succeed"),
      });
      const taskId = submit.envelope.data.taskId;
      await waitForFinalStatus(service, apiKey, taskId);
      service.clock.advance(29 * 86_400_000);
      try {
        const kept = await service.call({ method: "GET", url: `/v1/openapi/tasks/${taskId}`, key: apiKey });
        assert.equal(kept.envelope.code, 200);
        service.clock.advance(2 * 86_400_000);
        const gone = await service.call({ method: "GET", url: `/v1/openapi/tasks/${taskId}`, key: apiKey });
        assert.equal(gone.envelope.code, 404);
      } finally {
        service.clock.advance(-31 * 86_400_000);
      }
    });
  });
}
