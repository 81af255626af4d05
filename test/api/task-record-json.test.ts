import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { successEnvelope, successEnvelopeJson } from "../../src/api/envelope.ts";
import { taskRecordJson } from "../../src/api/task-record-json.ts";
import type { TaskExecutors } from "../../src/operations/task-executor.ts";
import type { TasksTable } from "../../src/store/database-schema.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService, waitForFinalStatus } from "../support/test-service.ts";

/** A result with what JSON text can make hard: escapes, non-ASCII, surrogate pairs, numbers, nesting. */
const RICH_RESULT = {
  keyword: '手机哪个牌子好 "quoted" \\ back\nline\ttab \u0001 😀',
  completedPlatforms: 2,
  ratio: 0.1 + 0.2,
  tiny: 1e-7,
  big: 1e21,
  negative: -3.5,
  flags: [true, false, null],
  ranking: [
    { brand: "小米", rank: 1, answer: "</script>\u2028\u2029" },
    { brand: "华为", rank: null },
  ],
  empty: { list: [], object: {} },
};

function row(overrides: Partial<TasksTable>): TasksTable {
  return {
    id: "task_0123456789abcdef0123456789abcdef",
    account_id: "acct",
    key_id: "key",
    api_code: "geo.ranking",
    request_id: "req",
    status: 2,
    params: "{}",
    result: JSON.stringify(RICH_RESULT),
    error: null,
    permission_code: "GEO_RANK_QUERY",
    points_charged: 0,
    refunded: 0,
    created_at: 1,
    updated_at: 2,
    deadline_at: 3,
    finished_at: 2,
    lease_owner: null,
    lease_until: null,
    attempts: 1,
    ...overrides,
  };
}

/** What the poll answered before the stored result was spliced in: parse it, serialise the record. */
function parsedRecordText(task: TasksTable): string {
  return JSON.stringify({
    taskId: task.id,
    status: task.status,
    statusDesc: { 1: "pending", 2: "success", 3: "failed", 4: "timeout", 5: "cancelled" }[task.status],
    result: (task.status === 2 || task.status === 4) && task.result !== null ? JSON.parse(task.result) : null,
    errorMessage: task.error,
  });
}

describe("task record as JSON text", () => {
  test("a succeeded task's record is the same text as parsing and re-serialising its stored result", () => {
    const task = row({});
    assert.equal(taskRecordJson(task), parsedRecordText(task));
    assert.deepEqual(JSON.parse(taskRecordJson(task)).result, RICH_RESULT);
  });

  test("a TIMEOUT shows what it completed before its deadline, like a success", () => {
    const task = row({ status: 4, error: "deadline passed" });
    assert.equal(taskRecordJson(task), parsedRecordText(task));
    assert.deepEqual(JSON.parse(taskRecordJson(task)).result, RICH_RESULT);
  });

  test("a null result column, a stored null, and any status but success or timeout give result null", () => {
    for (const task of [
      row({ result: null }),
      row({ result: "null" }),
      row({ status: 1, finished_at: null }),
      row({ status: 3, error: 'platform said "no"\n拒绝' }),
      row({ status: 4, result: null, error: "deadline passed" }),
      row({ status: 5, error: "cancelled by the caller" }),
    ]) {
      const text = taskRecordJson(task);
      assert.equal(text, parsedRecordText(task));
      assert.equal(JSON.parse(text).result, null);
    }
  });

  test("the envelope around JSON text matches the serialised envelope", () => {
    const data = { taskId: "task_x", status: 1, result: null };
    assert.equal(
      successEnvelopeJson(JSON.stringify(data), 1_700_000_000_123),
      JSON.stringify(successEnvelope(data, 1_700_000_000_123)),
    );
  });
});

function richExecutors(): TaskExecutors {
  return new Map([
    [
      "geo.ranking",
      { apiCode: "geo.ranking", execute: async () => ({ status: "success", result: RICH_RESULT }) },
    ],
  ]) as TaskExecutors;
}

for (const dialect of DIALECTS) {
  describe(`task record over HTTP (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, { executors: richExecutors() });
    });
    after(() => service.close());

    test("poll and cancel answer the stored result as JSON with the envelope's shape and content type", async () => {
      const { apiKey } = await service.createKey();
      const submit = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: { apiCode: "geo.ranking", data: { keyword: "k", brandKeyword: ["小米"], platforms: ["kimi"] } },
      });
      const { taskId } = submit.envelope.data;
      await waitForFinalStatus(service, apiKey, taskId);
      for (const call of [
        { method: "GET" as const, url: `/v1/openapi/tasks/${taskId}` },
        { method: "POST" as const, url: `/v1/openapi/tasks/${taskId}/cancel` },
      ]) {
        const response = await service.call({ ...call, key: apiKey });
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers["content-type"], "application/json; charset=utf-8");
        assert.equal(Number(response.headers["content-length"]), Buffer.byteLength(response.body));
        const expected = {
          code: 200,
          msg: "success",
          data: {
            taskId,
            status: 2,
            statusDesc: "success",
            result: RICH_RESULT,
            errorMessage: null,
            // The cancel answer adds whether it stopped a monitor (docs/api.md).
            ...(call.method === "POST" ? { monitorStopped: false } : {}),
          },
          timeStamp: response.envelope.timeStamp,
        };
        assert.equal(response.body, JSON.stringify(expected));
        assert.ok(Number.isInteger(response.envelope.timeStamp));
      }
    });
  });
}
