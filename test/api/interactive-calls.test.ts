import assert from "node:assert/strict";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Issue 13, defect 2: geo.questions_corr_recommend (a call the client waits on) must not queue behind
 * background tasks on the generator platform (deepseek), must answer within its bound or fail
 * uncharged, must not charge a client that went away, and honours Service-Request-Id like a submit.
 * Faults and latency come from the sandbox platforms over real HTTP.
 */
const DISCOVER = { apiCode: "geo.questions_corr_recommend", data: { keyword: "扫地机器人" } };
const LATENCY_MS = 1500;

/** Asks for question discovery; answers the response and how long it took. */
async function discover(service: TestService, key: string, headers?: Record<string, string>) {
  const started = Date.now();
  const answer = await service.call({
    method: "POST",
    url: "/v1/openapi/tasks",
    key,
    body: DISCOVER,
    headers,
  });
  return { answer, took: Date.now() - started };
}

async function points(service: TestService, key: string): Promise<number> {
  return (await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key })).envelope.data.points;
}

for (const dialect of DIALECTS) {
  describe(`interactive calls have their own share of the platforms (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, {
        env: {
          ANSWERLENS_SANDBOX_LATENCY: `deepseek=${LATENCY_MS}`,
          ANSWERLENS_WORKER_CONCURRENCY: "16",
          ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0",
        },
      });
    });
    after(() => service.close());

    test("question discovery answers in one platform round trip while 12 tasks queue on the generator platform", async () => {
      const { apiKey } = await service.createKey({ points: 100 });
      const tasks = [];
      for (let i = 0; i < 12; i++) {
        const submit = await service.call({
          method: "POST",
          url: "/v1/openapi/tasks",
          key: apiKey,
          body: {
            apiCode: "geo.ranking",
            data: { keyword: `扫地机器人 ${i}`, brandKeyword: ["石头"], platforms: ["deepseek"] },
          },
        });
        tasks.push(submit.envelope.data.taskId);
      }
      await sleep(200); // the tasks hold deepseek's slots and queue behind them
      const { answer, took } = await discover(service, apiKey);
      assert.equal(answer.envelope.code, 200, answer.envelope.msg);
      assert.ok(answer.envelope.data.result.aiQuestions.length > 0);
      // 12 background asks on 4 slots are three round trips of backlog; the interactive one takes one.
      assert.ok(took < 2.5 * LATENCY_MS, `question discovery took ${took} ms behind the tasks`);
    });

    test("the same Service-Request-Id, key and body answer the first answer and charge once; another body is 400", async () => {
      const { apiKey } = await service.createKey({ points: 100 });
      const headers = { "service-request-id": "discover-once-1" };
      const answers = [];
      for (let i = 0; i < 3; i++) {
        answers.push((await discover(service, apiKey, headers)).answer);
      }
      for (const answer of answers) assert.equal(answer.envelope.code, 200, answer.envelope.msg);
      assert.deepEqual(answers[1].envelope.data, answers[0].envelope.data);
      assert.deepEqual(answers[2].envelope.data, answers[0].envelope.data);
      assert.equal(answers[0].envelope.data.requestId, "discover-once-1");
      assert.equal(await points(service, apiKey), 99, "charged once");

      const other = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: { ...DISCOVER, data: { keyword: "洗地机" } },
        headers,
      });
      assert.equal(other.statusCode, 400);
      assert.equal(other.envelope.code, 400);
      assert.match(other.envelope.msg, /already used for a different request/);
      assert.equal(await points(service, apiKey), 99);
    });

    test("a repeat while the first call still works answers 429 with Retry-After; then the first answer", async () => {
      const { apiKey } = await service.createKey({ points: 100 });
      const headers = { "service-request-id": "discover-twice-at-once" };
      const [first, second] = await Promise.all([
        discover(service, apiKey, headers),
        sleep(LATENCY_MS / 3).then(() => discover(service, apiKey, headers)),
      ]);
      assert.equal(first.answer.envelope.code, 200, first.answer.envelope.msg);
      assert.equal(second.answer.statusCode, 429);
      assert.equal(second.answer.headers["retry-after"], "1");
      assert.match(second.answer.envelope.msg, /still being answered/);
      const again = await discover(service, apiKey, headers);
      assert.deepEqual(again.answer.envelope.data, first.answer.envelope.data);
      assert.equal(await points(service, apiKey), 99);
    });

    test("a client that disconnects before the answer is not charged", async () => {
      const { apiKey } = await service.createKey({ points: 100 });
      await service.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = service.app.server.address() as AddressInfo;
      const body = JSON.stringify(DISCOVER);
      const sent = request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/v1/openapi/tasks",
        headers: { "content-type": "application/json", "service-api-key": apiKey },
      });
      sent.on("error", () => {}); // the abort below
      sent.end(body);
      await sleep(LATENCY_MS / 3); // charged by now, the generator still working
      sent.destroy();
      await sleep(LATENCY_MS + 500);
      assert.equal(await points(service, apiKey), 100);
    });
  });

  describe(`an interactive call waits a bounded time (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, {
        env: { ANSWERLENS_SANDBOX_FAULTS: "deepseek=timeout", ANSWERLENS_INTERACTIVE_TIMEOUT_SECONDS: "2" },
      });
    });
    after(() => service.close());

    test("a generator that does not answer in time gives 503 with Retry-After, uncharged, in about the bound", async () => {
      const { apiKey } = await service.createKey({ points: 100 });
      const { answer, took } = await discover(service, apiKey);
      assert.equal(answer.statusCode, 503);
      assert.equal(answer.envelope.code, 503);
      assert.match(answer.envelope.msg, /did not answer within 2 s/);
      assert.ok(answer.headers["retry-after"]);
      assert.ok(took < 4000, `took ${took} ms`);
      assert.equal(await points(service, apiKey), 100);
    });
  });
}
