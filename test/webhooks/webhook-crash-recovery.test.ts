import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { openDatabase } from "../../src/store/database.ts";
import { api, BIN, killStrayServers, startServerProcess } from "../support/server-process.ts";
import { createPostgresDatabase, DIALECTS } from "../support/test-databases.ts";
import { startWebhookReceiver, verifySignature, type WebhookReceiver } from "../support/webhook-receiver.ts";

const TASKS = 6;

/**
 * A real server process is killed with -9 while a delivery is in flight (the receiver holds the request
 * open). After a restart every task's task.finished event reaches the receiver, the interrupted one with
 * the same event id, and every delivery ends delivered: none is lost.
 */
for (const dialect of DIALECTS) {
  describe(`webhook deliveries survive kill -9 (${dialect})`, () => {
    let dir: string;
    let storage: string[];
    let receiver: WebhookReceiver;
    let databaseUrl: string | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), "answerlens-webhook-crash-"));
      receiver = await startWebhookReceiver();
      storage = ["--data", join(dir, "data")];
      if (dialect === "postgres") {
        const database = await createPostgresDatabase();
        databaseUrl = database.url;
        dropDatabase = database.drop;
        storage = ["--database-url", database.url];
      }
    });
    after(async () => {
      killStrayServers();
      await receiver.close();
      await dropDatabase?.();
      rmSync(dir, { recursive: true, force: true });
    });

    test("no delivery is lost and the interrupted one keeps its id", { timeout: 120_000 }, async () => {
      const { apiKey: key } = JSON.parse(
        execFileSync(process.execPath, [BIN, "keys", "create", "--account", "hooks", ...storage, "--json"], {
          encoding: "utf8",
        }),
      ) as { apiKey: string };
      const env = {
        ANSWERLENS_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: "1",
        // A claimed delivery's lease is three times this: a killed worker's claim lapses after 6 s.
        ANSWERLENS_WEBHOOKS_TIMEOUT_SECONDS: "2",
        ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0",
      };
      receiver.answer = () => "hang";
      const first = await startServerProcess([...storage, "--sandbox"], env);
      const created = await api(first.url, "POST", "/v1/openapi/webhooks", key, {
        url: `${receiver.url}/hook`,
        events: ["task.finished"],
      });
      assert.equal(created.code, 200, created.msg);
      const secret: string = created.data.secret;
      const taskIds: string[] = [];
      for (let i = 0; i < TASKS; i++) {
        const submitted = await api(first.url, "POST", "/v1/openapi/tasks", key, {
          apiCode: "geo.ranking",
          data: { keyword: `最好的手机品牌 ${i}`, brandKeyword: ["小米"], platforms: ["kimi"] },
        });
        assert.equal(submitted.code, 200, submitted.msg);
        taskIds.push(submitted.data.taskId);
      }
      // Mid-delivery: the receiver has a request open and has not answered it.
      await receiver.waitFor((received) => received.length >= 1);
      await first.kill9();
      const interrupted = receiver.received.map((r) => r.body.id);
      const beforeRestart = receiver.received.length;

      receiver.answer = () => ({ status: 200 });
      const second = await startServerProcess([...storage, "--sandbox"], env);
      try {
        const delivered = () => receiver.received.slice(beforeRestart);
        await receiver.waitFor(
          () => new Set(delivered().map((r) => r.body.data.taskId)).size === TASKS,
          60_000,
        );
        const byTask = new Map<string, string>();
        for (const request of delivered()) {
          assert.ok(verifySignature(secret, request.headers["answerlens-signature"], request.rawBody));
          const taskId = String(request.body.data.taskId);
          const known = byTask.get(taskId);
          assert.ok(known === undefined || known === request.body.id, "one event id per task");
          byTask.set(taskId, request.body.id);
        }
        assert.deepEqual([...byTask.keys()].sort(), [...taskIds].sort());
        const redelivered = new Set(byTask.values());
        for (const id of interrupted)
          assert.ok(redelivered.has(id), `interrupted event ${id} delivered with its id`);

        const database = databaseUrl
          ? openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 1 })
          : openDatabase({ kind: "sqlite", path: join(dir, "data", "answerlens.db") });
        try {
          let rows: { status: string }[] = [];
          for (let i = 0; i < 100; i++) {
            rows = await database.db.selectFrom("webhook_deliveries").select(["status"]).execute();
            if (rows.every((row) => row.status === "delivered")) break;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          assert.equal(rows.length, TASKS, "one delivery per task");
          assert.deepEqual(
            rows.map((row) => row.status),
            Array(TASKS).fill("delivered"),
          );
        } finally {
          await database.close();
        }
      } finally {
        await second.stop();
      }
    });
  });
}
