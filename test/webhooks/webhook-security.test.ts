import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { isPrivateAddress } from "../../src/webhooks/private-address.ts";
import { sendWebhook } from "../../src/webhooks/send-webhook.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { lifecycleExecutors } from "../support/test-executors.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

test("private, loopback, link-local, unique-local, CGNAT, multicast and unspecified addresses are private", () => {
  const blocked = [
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.0.1",
    "100.64.0.1",
    "100.127.255.254",
    "169.254.169.254",
    "0.0.0.0",
    "224.0.0.251",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "2002:c0a8:0101::1",
    "2001:db8::1",
    "not-an-address",
  ];
  for (const address of blocked) assert.equal(isPrivateAddress(address), true, address);
  const allowed = [
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
  ];
  for (const address of allowed) assert.equal(isPrivateAddress(address), false, address);
});

describe("connect-time refusal of private targets", () => {
  let receiver: WebhookReceiver;
  before(async () => {
    receiver = await startWebhookReceiver();
  });
  after(() => receiver.close());
  const port = () => new URL(receiver.url).port;
  const request = (url: string) => ({ url, secret: "whsec_test", payload: '{"id":"evt_x"}' });

  test("a literal private IP, and names that resolve to one, are refused without a request", async () => {
    for (const url of [
      `http://127.0.0.1:${port()}/x`,
      `http://[::ffff:127.0.0.1]:${port()}/x`,
      // A name is checked on the address it resolves to when the socket connects (DNS rebinding).
      `http://localhost:${port()}/x`,
    ]) {
      const outcome = await sendWebhook(request(url), { timeoutMs: 2000, allowPrivateAddresses: false });
      assert.equal(outcome.delivered, false, url);
      assert.match(outcome.delivered ? "" : outcome.error, /^refused: /, url);
    }
    assert.equal(receiver.received.length, 0);
    const allowed = await sendWebhook(request(`http://localhost:${port()}/x`), {
      timeoutMs: 2000,
      allowPrivateAddresses: true,
    });
    assert.deepEqual(allowed, { delivered: true, statusCode: 200 });
    assert.equal(receiver.received.length, 1);
  });
});

for (const dialect of DIALECTS) {
  describe(`a webhook whose name resolves to a private address is refused at delivery (${dialect})`, () => {
    let service: TestService;
    let receiver: WebhookReceiver;
    before(async () => {
      receiver = await startWebhookReceiver();
      service = await startTestService(dialect, { executors: lifecycleExecutors(["geo.ranking"]) });
    });
    after(async () => {
      await service.close();
      await receiver.close();
    });

    test("the attempt fails as refused and the receiver sees nothing", { timeout: 30_000 }, async () => {
      const { apiKey, accountId } = await service.createKey();
      // Creation refuses "localhost"; a public-looking name can still resolve to loopback later, which the
      // stored row stands for here.
      const db = service.services.database.db;
      await db
        .insertInto("webhooks")
        .values({
          id: "whk_0123456789abcdef0123456789abcdef",
          account_id: accountId,
          url: `http://localhost:${new URL(receiver.url).port}/rebound`,
          events: '["task.finished"]',
          secret: "whsec_test",
          created_at: service.clock.now(),
        })
        .execute();
      const submitted = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: apiKey,
        body: {
          apiCode: "geo.ranking",
          data: { keyword: "succeed", brandKeyword: ["小米"], platforms: ["kimi"] },
        },
      });
      assert.equal(submitted.envelope.code, 200);
      let row: { last_error: string | null; status: string; attempts: number } | undefined;
      for (let i = 0; i < 200 && !row?.last_error; i++) {
        await sleep(50);
        row = await db
          .selectFrom("webhook_deliveries")
          .select(["last_error", "status", "attempts"])
          .where("webhook_id", "=", "whk_0123456789abcdef0123456789abcdef")
          .executeTakeFirst();
      }
      assert.match(String(row?.last_error), /^refused: localhost resolves to a private address/);
      assert.equal(row?.status, "pending", "retried later like any failure, in case the name changes back");
      assert.equal(receiver.received.length, 0);
    });
  });
}
