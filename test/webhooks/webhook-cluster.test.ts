import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";
import { type Database, openDatabase } from "../../src/store/database.ts";
import { recordWebhookEvent } from "../../src/webhooks/record-webhook-event.ts";
import { createWebhookDispatcher, type WebhookDispatcher } from "../../src/webhooks/webhook-dispatcher.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const EVENTS = 40;

/**
 * Cluster mode: three dispatchers (the service's own and two more, each with its own connection pool, as
 * separate worker processes would have) share one PostgreSQL outbox. Every event arrives exactly once:
 * no attempt is run by two workers.
 */
describe("webhook dispatchers across cluster workers (postgres)", () => {
  let service: TestService;
  let receiver: WebhookReceiver;
  const others: { database: Database; dispatcher: WebhookDispatcher }[] = [];
  before(async () => {
    receiver = await startWebhookReceiver();
    service = await startTestService("postgres", {
      env: { ANSWERLENS_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: "1" },
    });
    const { config } = service.services;
    assert.equal(config.database.kind, "postgres");
    for (let i = 0; i < 2; i++) {
      const database = openDatabase({ ...config.database, poolSize: 3 } as typeof config.database);
      const dispatcher = createWebhookDispatcher({
        db: database.db,
        dialect: "postgres",
        settings: config.webhooks,
        now: service.clock.now,
        logger: pino({ level: "silent" }),
        retentionMs: config.tasks.retentionMs,
        concurrency: 4,
        pollIntervalMs: 50,
      });
      await dispatcher.start();
      others.push({ database, dispatcher });
    }
  });
  after(async () => {
    for (const { database, dispatcher } of others) {
      await dispatcher.stop();
      await database.close();
    }
    await service.close();
    await receiver.close();
  });

  test("every event is delivered exactly once", { timeout: 60_000 }, async () => {
    receiver.answer = () => ({ status: 200, delayMs: 30 });
    const { apiKey } = await service.createKey();
    const created = await service.call({
      method: "POST",
      url: "/v1/openapi/webhooks",
      key: apiKey,
      body: { url: `${receiver.url}/cluster`, events: ["task.finished"] },
    });
    assert.equal(created.envelope.code, 200);
    const accountId = (
      await service.services.database.db
        .selectFrom("webhooks")
        .select("account_id")
        .where("id", "=", created.envelope.data.webhookId)
        .executeTakeFirstOrThrow()
    ).account_id;
    await service.services.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < EVENTS; i++) {
        await recordWebhookEvent(trx, {
          accountId,
          type: "task.finished",
          data: { i },
          now: service.clock.now(),
        });
      }
    });
    await receiver.waitFor((received) => new Set(received.map((r) => r.body.id)).size === EVENTS, 30_000);
    await sleep(500);
    assert.equal(receiver.received.length, EVENTS, "no event delivered twice");
    const statuses = await service.services.database.db
      .selectFrom("webhook_deliveries")
      .select(["status", "attempts", "lease_owner"])
      .execute();
    assert.ok(statuses.every((row) => row.status === "delivered" && row.attempts === 1));
    const workers = new Set(statuses.map((row) => row.lease_owner));
    assert.ok(workers.size >= 2, `the work was shared (${workers.size} workers delivered)`);
  });
});
