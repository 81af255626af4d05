import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const URL_OK = "https://hooks.example.com/answerlens?team=7";
const WEBHOOKS = "/v1/openapi/webhooks";

for (const dialect of DIALECTS) {
  describe(`webhooks API (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, {
        workers: false,
        env: { ANSWERLENS_WEBHOOKS_MAX_PER_ACCOUNT: "3", ANSWERLENS_RATE_LIMIT_PER_MINUTE: "0" },
      });
    });
    after(() => service.close());

    const create = (key: string, body: unknown) => service.call({ method: "POST", url: WEBHOOKS, key, body });

    test("create answers the webhook and its secret once; list omits the secret; delete removes it", async () => {
      const { apiKey } = await service.createKey();
      const created = await create(apiKey, { url: URL_OK, events: ["task.finished", "signal.detected"] });
      assert.equal(created.statusCode, 200, created.envelope.msg);
      const webhook = created.envelope.data;
      assert.match(webhook.webhookId, /^whk_[0-9a-f]{32}$/);
      assert.match(webhook.secret, /^whsec_[A-Za-z0-9_-]{43}$/);
      assert.equal(webhook.url, URL_OK);
      assert.deepEqual(webhook.events, ["task.finished", "signal.detected"]);

      const listed = await service.call({ method: "GET", url: WEBHOOKS, key: apiKey });
      assert.equal(listed.envelope.code, 200);
      assert.deepEqual(listed.envelope.data.webhooks, [
        { webhookId: webhook.webhookId, url: URL_OK, events: webhook.events, createdAt: webhook.createdAt },
      ]);
      assert.ok(!listed.body.includes(webhook.secret), "a listing never shows the secret");
      assert.ok(
        service.logLines.every((line) => !line.includes(webhook.secret)),
        "the secret never reaches the log",
      );

      const deleted = await service.call({
        method: "DELETE",
        url: `${WEBHOOKS}/${webhook.webhookId}`,
        key: apiKey,
      });
      assert.equal(deleted.statusCode, 200);
      assert.deepEqual(deleted.envelope.data, { webhookId: webhook.webhookId });
      const again = await service.call({
        method: "DELETE",
        url: `${WEBHOOKS}/${webhook.webhookId}`,
        key: apiKey,
      });
      assert.equal(again.statusCode, 404);
      const empty = await service.call({ method: "GET", url: WEBHOOKS, key: apiKey });
      assert.deepEqual(empty.envelope.data.webhooks, []);
    });

    test("another account's webhook is neither listed nor deletable (404)", async () => {
      const owner = await service.createKey();
      const other = await service.createKey();
      const { webhookId } = (await create(owner.apiKey, { url: URL_OK, events: ["task.finished"] })).envelope
        .data;
      const listed = await service.call({ method: "GET", url: WEBHOOKS, key: other.apiKey });
      assert.deepEqual(listed.envelope.data.webhooks, []);
      const deleted = await service.call({
        method: "DELETE",
        url: `${WEBHOOKS}/${webhookId}`,
        key: other.apiKey,
      });
      assert.equal(deleted.statusCode, 404);
      assert.equal(deleted.envelope.code, 404);
      const stillThere = await service.call({ method: "GET", url: WEBHOOKS, key: owner.apiKey });
      assert.equal(stillThere.envelope.data.webhooks.length, 1);
      const malformed = await service.call({
        method: "DELETE",
        url: `${WEBHOOKS}/whk_nope`,
        key: owner.apiKey,
      });
      assert.equal(malformed.statusCode, 404);
    });

    test("a missing or unknown key answers 401 on every webhook endpoint", async () => {
      for (const key of [undefined, "alk_not-a-real-key"]) {
        const responses = [
          await service.call({
            method: "POST",
            url: WEBHOOKS,
            key,
            body: { url: URL_OK, events: ["task.finished"] },
          }),
          await service.call({ method: "GET", url: WEBHOOKS, key }),
          await service.call({
            method: "DELETE",
            url: `${WEBHOOKS}/whk_0123456789abcdef0123456789abcdef`,
            key,
          }),
        ];
        for (const response of responses) {
          assert.equal(response.statusCode, 401);
          assert.equal(response.envelope.code, 401);
        }
      }
    });

    test("bad urls answer 400 naming the url; private and local targets are refused at creation", async () => {
      const { apiKey } = await service.createKey();
      const bad = [
        undefined,
        42,
        "",
        "/relative/path",
        "hooks.example.com/x",
        "ftp://hooks.example.com/x",
        "javascript:alert(1)",
        "https://user:pass@hooks.example.com/x",
        "https://token@hooks.example.com/x",
        "http://localhost:8080/x",
        "http://api.localhost/x",
        "http://localhost./x",
        "http://127.1/x",
        "http://0/x",
        "http://127.0.0.1/x",
        "http://10.1.2.3/x",
        "http://172.20.0.1/x",
        "http://192.168.1.1/x",
        "http://100.64.0.1/x",
        "http://169.254.169.254/latest/meta-data",
        "http://0.0.0.0/x",
        "http://224.0.0.1/x",
        "http://[::1]/x",
        "http://[::]/x",
        "http://[fe80::1]/x",
        "http://[fd00::1]/x",
        "http://[ff02::1]/x",
        "http://[::ffff:127.0.0.1]/x",
        "http://[::ffff:a9fe:a9fe]/x",
        "http://2130706433/x", // 127.0.0.1 as one number: the URL parser normalises it
        "http://0x7f.1/x",
        `https://hooks.example.com/${"a".repeat(2100)}`,
      ];
      for (const url of bad) {
        const response = await create(apiKey, { url, events: ["task.finished"] });
        assert.equal(response.statusCode, 400, `${url}: ${response.envelope.msg}`);
        assert.equal(response.envelope.code, 400);
        assert.match(response.envelope.msg, /^url /, String(url));
      }
      for (const url of [
        "http://8.8.8.8/hook",
        "https://[2606:4700::1111]/hook",
        "http://hooks.example.com:9000/x",
      ]) {
        const response = await create(apiKey, { url, events: ["task.finished"] });
        assert.equal(response.statusCode, 200, `${url}: ${response.envelope.msg}`);
      }
    });

    test("bad events answer 400 naming events; bad bodies 400; the account's maximum is enforced", async () => {
      const { apiKey } = await service.createKey();
      const cases: [unknown, RegExp][] = [
        [{ url: URL_OK }, /^events is required/],
        [{ url: URL_OK, events: [] }, /^events must be a non-empty array/],
        [{ url: URL_OK, events: "task.finished" }, /^events must be a non-empty array/],
        [
          { url: URL_OK, events: ["task.started"] },
          /^events\[0\] must be one of task.finished, signal.detected/,
        ],
        [{ url: URL_OK, events: ["task.finished", 7] }, /^events\[1\] must be one of/],
        [{ url: URL_OK, events: ["task.finished", "task.finished"] }, /^events\[1\] repeats "task.finished"/],
        [[URL_OK], /^request body must be a JSON object \{url, events\}/],
        ["just text", /^request body must be a JSON object|malformed JSON/],
      ];
      for (const [body, message] of cases) {
        const response = await create(apiKey, body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        assert.match(response.envelope.msg, message, JSON.stringify(body));
      }
      const missing = await service.call({ method: "POST", url: WEBHOOKS, key: apiKey });
      assert.equal(missing.statusCode, 400);
      for (let i = 0; i < 3; i++) {
        assert.equal((await create(apiKey, { url: URL_OK, events: ["task.finished"] })).statusCode, 200);
      }
      const fourth = await create(apiKey, { url: URL_OK, events: ["task.finished"] });
      assert.equal(fourth.statusCode, 400);
      assert.match(fourth.envelope.msg, /already has 3 webhooks/);
    });

    test("the OpenAPI document describes the webhook endpoints", async () => {
      const response = await service.app.inject({ method: "GET", url: "/openapi.json" });
      const document = response.json();
      assert.ok(document.paths["/v1/openapi/webhooks"].post);
      assert.ok(document.paths["/v1/openapi/webhooks"].get);
      assert.ok(document.paths["/v1/openapi/webhooks/{webhookId}"].delete);
      const post = document.paths["/v1/openapi/webhooks"].post;
      const body = post.requestBody.content["application/json"].schema;
      assert.deepEqual(body.required, ["url", "events"]);
      assert.ok(JSON.stringify(post.responses).includes("whsec_"), "the answer's example shows a secret");
    });
  });
}
