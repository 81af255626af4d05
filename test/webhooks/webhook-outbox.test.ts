import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { newId } from "../../src/util/ids.ts";
import { claimWebhookDeliveries } from "../../src/webhooks/claim-webhook-deliveries.ts";
import { recordSignalDetectedEvents } from "../../src/webhooks/record-signal-detected-events.ts";
import { recordWebhookEvent } from "../../src/webhooks/record-webhook-event.ts";
import { settleWebhookDelivery } from "../../src/webhooks/settle-webhook-delivery.ts";
import { RETRY_WINDOW_MS, webhookRetryDelay } from "../../src/webhooks/webhook-retry-delay.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

test("retry delays grow from 5-10 s to at most an hour, with jitter, and cover 24 hours", () => {
  assert.equal(
    webhookRetryDelay(1, () => 0),
    5000,
  );
  assert.equal(
    webhookRetryDelay(1, () => 1),
    10_000,
  );
  assert.equal(
    webhookRetryDelay(3, () => 1),
    40_000,
  );
  assert.equal(
    webhookRetryDelay(30, () => 1),
    3_600_000,
  );
  assert.equal(
    webhookRetryDelay(30, () => 0),
    1_800_000,
  );
  // Even with the shortest waits, attempts continue until the window ends (the give-up is by age).
  let elapsed = 0;
  let attempts = 0;
  while (elapsed < RETRY_WINDOW_MS) elapsed += webhookRetryDelay(++attempts, () => 0);
  assert.equal(attempts + 1, 57, "attempts within the window with the shortest waits");
});

for (const dialect of DIALECTS) {
  describe(`webhook outbox (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, { workers: false });
    });
    after(() => service.close());
    const db = () => service.services.database.db;

    async function webhookFor(accountId: string, events: string[]) {
      const id = newId("whk");
      await db()
        .insertInto("webhooks")
        .values({
          id,
          account_id: accountId,
          url: "https://hooks.example.com/x",
          events: JSON.stringify(events),
          secret: "whsec_s",
          created_at: 1,
        })
        .execute();
      return id;
    }
    const deliveriesOf = (webhookId: string) =>
      db().selectFrom("webhook_deliveries").selectAll().where("webhook_id", "=", webhookId).execute();

    test("an event writes one delivery per subscribed webhook, and none when its transaction rolls back", async () => {
      const { accountId } = await service.createKey();
      const both = await webhookFor(accountId, ["task.finished", "signal.detected"]);
      const tasksOnly = await webhookFor(accountId, ["task.finished"]);
      const signalsOnly = await webhookFor(accountId, ["signal.detected"]);
      const eventId = await db()
        .transaction()
        .execute((trx) =>
          recordWebhookEvent(trx, { accountId, type: "task.finished", data: { taskId: "t" }, now: 1000 }),
        );
      const [a, b, c] = await Promise.all([both, tasksOnly, signalsOnly].map(deliveriesOf));
      assert.equal(a.length, 1);
      assert.equal(b.length, 1);
      assert.equal(c.length, 0);
      assert.equal(a[0].event_id, eventId);
      assert.equal(a[0].payload, b[0].payload);
      assert.deepEqual(JSON.parse(a[0].payload), {
        id: eventId,
        type: "task.finished",
        createdAt: "1970-01-01T00:00:01.000Z",
        data: { taskId: "t" },
      });
      await assert.rejects(
        db()
          .transaction()
          .execute(async (trx) => {
            await recordWebhookEvent(trx, { accountId, type: "task.finished", data: {}, now: 2000 });
            throw new Error("the event's own change failed");
          }),
      );
      assert.equal((await deliveriesOf(both)).length, 1, "rolled back with the caller's transaction");
    });

    test("signal.detected: one event per new signal, for the brand's account", async () => {
      const { accountId } = await service.createKey();
      const hook = await webhookFor(accountId, ["signal.detected"]);
      const brandId = newId("brand");
      await db()
        .insertInto("brands")
        .values({
          id: brandId,
          account_id: accountId,
          name: "小米",
          name_key: "小米",
          platforms: "[]",
          created_at: 1,
          updated_at: 1,
        })
        .execute();
      const signal = {
        id: newId("sig"),
        brand_id: brandId,
        metric: "visibilityRate",
        scope: "platform",
        scope_id: "deepseek",
        window: "week",
        before_start: "2026-03-02",
        before_end: "2026-03-08",
        after_start: "2026-03-09",
        after_end: "2026-03-15",
        before_successes: 126,
        before_n: 420,
        after_successes: 294,
        after_n: 420,
        p_value: 1e-30,
        q_value: 3e-30,
        direction: "up",
        tier: "high",
        detected_at: Date.UTC(2026, 2, 15, 4),
      };
      await db()
        .transaction()
        .execute((trx) =>
          recordSignalDetectedEvents(trx, [
            signal,
            { ...signal, id: newId("sig"), scope: "brand", scope_id: "" },
          ]),
        );
      const rows = await deliveriesOf(hook);
      assert.equal(rows.length, 2);
      const payloads = rows
        .map((row) => JSON.parse(row.payload))
        .sort((x, y) => x.data.scope.localeCompare(y.data.scope));
      assert.equal(payloads[0].data.scopeId, null);
      assert.deepEqual(payloads[1], {
        id: payloads[1].id,
        type: "signal.detected",
        createdAt: "2026-03-15T04:00:00.000Z",
        data: {
          signalId: signal.id,
          brandId,
          metric: "visibilityRate",
          scope: "platform",
          scopeId: "deepseek",
          window: "week",
          direction: "up",
          confidence: "high",
          before: { startDate: "2026-03-02", endDate: "2026-03-08", value: 30, sampleCount: 420 },
          after: { startDate: "2026-03-09", endDate: "2026-03-15", value: 70, sampleCount: 420 },
          pValue: 1e-30,
          qValue: 3e-30,
          detectedAt: "2026-03-15T04:00:00.000Z",
        },
      });
    });

    test("concurrent claimers never take the same delivery; a lapsed lease is claimed again", async () => {
      const { accountId } = await service.createKey();
      const hook = await webhookFor(accountId, ["task.finished"]);
      await db()
        .transaction()
        .execute(async (trx) => {
          for (let i = 0; i < 40; i++) {
            await recordWebhookEvent(trx, { accountId, type: "task.finished", data: { i }, now: 10_000 });
          }
        });
      const claimed: string[] = [];
      await Promise.all(
        ["a", "b", "c", "d"].map(async (owner) => {
          for (;;) {
            const batch = await claimWebhookDeliveries(db(), service.services.database.dialect, {
              owner,
              now: 20_000,
              leaseMs: 30_000,
              limit: 3,
            });
            if (batch.length === 0) return;
            claimed.push(...batch.filter((c) => c.webhookId === hook).map((c) => c.eventId));
          }
        }),
      );
      assert.equal(claimed.length, 40);
      assert.equal(new Set(claimed).size, 40, "no delivery claimed twice");

      const leased = { owner: "a", now: 20_000 + 29_999, leaseMs: 30_000, limit: 100 };
      assert.equal((await claimWebhookDeliveries(db(), service.services.database.dialect, leased)).length, 0);
      const again = await claimWebhookDeliveries(db(), service.services.database.dialect, {
        ...leased,
        owner: "e",
        now: 50_000,
      });
      assert.equal(
        again.filter((c) => c.webhookId === hook).length,
        40,
        "every lapsed lease is claimed again",
      );
      assert.ok(again.every((c) => c.attempt === 2));

      // The first claimer's late outcome does not overwrite the second attempt.
      const [late] = again;
      const stale = await settleWebhookDelivery(
        db(),
        { ...late, attempt: 1, owner: "a" },
        { delivered: true, statusCode: 200 },
        51_000,
      );
      assert.equal(stale.applied, false);
      const fresh = await settleWebhookDelivery(
        db(),
        { ...late, owner: "e" },
        { delivered: false, error: "HTTP 502" },
        51_000,
      );
      assert.equal(fresh.status, "pending");
      assert.ok((fresh.nextAttemptAt ?? 0) >= 51_000 + 10_000);
      const expired = await settleWebhookDelivery(
        db(),
        { ...again[1], owner: "e" },
        { delivered: false, error: "HTTP 502" },
        10_000 + RETRY_WINDOW_MS,
      );
      assert.equal(expired.status, "failed", "given up once the retry window has passed");
    });
  });
}
