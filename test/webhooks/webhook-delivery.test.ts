import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { DIALECTS } from "../support/test-databases.ts";
import { lifecycleExecutors } from "../support/test-executors.ts";
import { startTestService, type TestService, waitForFinalStatus } from "../support/test-service.ts";
import { startWebhookReceiver, verifySignature, type WebhookReceiver } from "../support/webhook-receiver.ts";

/**
 * Deliveries to a real receiver over HTTP on 127.0.0.1 (so the test service allows private addresses):
 * every final status sends task.finished, signed; a 500 is retried with the same id; a 3xx is not followed;
 * a receiver that does not answer is a failed attempt.
 */
for (const dialect of DIALECTS) {
  describe(`webhook delivery (${dialect})`, () => {
    let service: TestService;
    let receiver: WebhookReceiver;
    before(async () => {
      receiver = await startWebhookReceiver();
      service = await startTestService(dialect, {
        executors: lifecycleExecutors(["geo.ranking"]),
        env: {
          ANSWERLENS_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: "true",
          ANSWERLENS_WEBHOOKS_TIMEOUT_SECONDS: "1",
          ANSWERLENS_TASK_DEADLINE_SECONDS: "2",
          ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0",
        },
      });
    });
    after(async () => {
      await service.close();
      await receiver.close();
    });

    async function subscribe(path: string, events = ["task.finished"]) {
      const { apiKey, accountId } = await service.createKey();
      const created = await service.call({
        method: "POST",
        url: "/v1/openapi/webhooks",
        key: apiKey,
        body: { url: `${receiver.url}${path}`, events },
      });
      assert.equal(created.envelope.code, 200, created.envelope.msg);
      return {
        apiKey,
        accountId,
        webhookId: created.envelope.data.webhookId,
        secret: created.envelope.data.secret,
      };
    }

    async function submit(key: string, keyword: string): Promise<string> {
      const response = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key,
        body: { apiCode: "geo.ranking", data: { keyword, brandKeyword: ["小米"], platforms: ["kimi"] } },
      });
      assert.equal(response.envelope.code, 200, response.envelope.msg);
      return response.envelope.data.taskId;
    }

    const at = (path: string) => receiver.received.filter((r) => r.path === path);
    const delivery = (webhookId: string) =>
      service.services.database.db
        .selectFrom("webhook_deliveries")
        .selectAll()
        .where("webhook_id", "=", webhookId)
        .execute();
    type DeliveryRow = Awaited<ReturnType<typeof delivery>>[number];
    /** The webhook's (only) delivery once `ready` holds for it (an attempt settles after the receiver answers). */
    async function deliveryWhen(
      webhookId: string,
      ready: (row: DeliveryRow) => boolean,
    ): Promise<DeliveryRow> {
      for (let i = 0; i < 100; i++) {
        const [row] = await delivery(webhookId);
        if (row && ready(row)) return row;
        await sleep(50);
      }
      assert.fail(`delivery of ${webhookId} never reached the expected state`);
    }

    test("every final status sends one signed task.finished event", { timeout: 30_000 }, async () => {
      const hook = await subscribe("/all");
      const signalsOnly = await subscribe("/signals-only", ["signal.detected"]);
      const expected = new Map<string, [number, string]>();
      expected.set(await submit(hook.apiKey, "succeed"), [2, "success"]);
      expected.set(await submit(hook.apiKey, "fail"), [3, "failed"]);
      expected.set(await submit(hook.apiKey, "hang"), [4, "timeout"]);
      const cancelled = await submit(hook.apiKey, "hang");
      await service.call({ method: "POST", url: `/v1/openapi/tasks/${cancelled}/cancel`, key: hook.apiKey });
      expected.set(cancelled, [5, "cancelled"]);
      // Another account's task reaches nobody here.
      await submit(signalsOnly.apiKey, "succeed");
      for (const taskId of expected.keys()) await waitForFinalStatus(service, hook.apiKey, taskId);

      await receiver.waitFor(() => at("/all").length >= expected.size);
      await sleep(300);
      const received = at("/all");
      assert.equal(received.length, expected.size, "one delivery per finished task");
      const ids = new Set<string>();
      for (const request of received) {
        assert.ok(verifySignature(hook.secret, request.headers["answerlens-signature"], request.rawBody));
        assert.ok(
          !verifySignature(signalsOnly.secret, request.headers["answerlens-signature"], request.rawBody),
        );
        assert.equal(request.headers["content-type"], "application/json");
        assert.match(String(request.headers["user-agent"]), /^answerlens-webhooks\//);
        assert.deepEqual(Object.keys(request.body), ["id", "type", "createdAt", "data"]);
        assert.match(request.body.id, /^evt_[0-9a-f]{32}$/);
        assert.equal(request.body.type, "task.finished");
        assert.ok(!Number.isNaN(Date.parse(request.body.createdAt)));
        const [status, statusDesc] = expected.get(String(request.body.data.taskId)) ?? [];
        assert.deepEqual(request.body.data, {
          taskId: request.body.data.taskId,
          apiCode: "geo.ranking",
          status,
          statusDesc,
        });
        ids.add(request.body.id);
      }
      assert.equal(ids.size, expected.size);
      assert.equal(at("/signals-only").length, 0, "a webhook gets only the events it subscribed to");
      const rows = await delivery(hook.webhookId);
      assert.ok(rows.every((row) => row.status === "delivered" && row.attempts === 1));
      assert.ok(
        service.logLines.every((line) => !line.includes(hook.secret)),
        "the secret is never logged",
      );
    });

    test("a 500 is retried later with the same id and body", { timeout: 30_000 }, async () => {
      const hook = await subscribe("/retry");
      receiver.answer = (request) =>
        request.path === "/retry" && at("/retry").length === 1 ? { status: 500 } : { status: 200 };
      const taskId = await submit(hook.apiKey, "succeed");
      await receiver.waitFor(() => at("/retry").length === 1);
      const failed = await deliveryWhen(hook.webhookId, (row) => row.last_error === "HTTP 500");
      assert.equal(failed.status, "pending");
      assert.equal(failed.attempts, 1);
      assert.ok(failed.next_attempt_at - service.clock.now() >= 4000, "the retry waits (backoff)");
      await sleep(1500);
      assert.equal(at("/retry").length, 1, "not retried before its time");
      service.clock.advance(60_000);
      await receiver.waitFor(() => at("/retry").length === 2);
      const [first, second] = at("/retry");
      assert.equal(second.body.id, first.body.id);
      assert.equal(second.rawBody, first.rawBody);
      assert.equal(second.body.data.taskId, taskId);
      assert.ok(verifySignature(hook.secret, second.headers["answerlens-signature"], second.rawBody));
      const delivered = await deliveryWhen(hook.webhookId, (row) => row.status === "delivered");
      assert.equal(delivered.attempts, 2);
    });

    test("a 3xx is a failed attempt and its Location is not followed", { timeout: 30_000 }, async () => {
      const hook = await subscribe("/redirect");
      receiver.answer = (request) =>
        request.path === "/redirect"
          ? { status: 307, headers: { location: `${receiver.url}/elsewhere` } }
          : { status: 200 };
      await submit(hook.apiKey, "succeed");
      await receiver.waitFor(() => at("/redirect").length === 1);
      const row = await deliveryWhen(hook.webhookId, (r) => r.last_error !== null);
      assert.match(String(row.last_error), /HTTP 307: redirects are not followed/);
      assert.equal(row.status, "pending");
      await sleep(300);
      assert.equal(at("/elsewhere").length, 0);
    });

    test("a receiver that does not answer in time is a failed attempt", { timeout: 30_000 }, async () => {
      const hook = await subscribe("/slow");
      receiver.answer = (request) => (request.path === "/slow" ? "hang" : { status: 200 });
      await submit(hook.apiKey, "succeed");
      await receiver.waitFor(() => at("/slow").length === 1);
      const row = await deliveryWhen(hook.webhookId, (r) => r.last_error !== null);
      assert.match(String(row.last_error), /no answer within 1000 ms/);
      assert.equal(row.status, "pending");
    });
  });
}
