import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { revokeApiKey } from "../../src/accounts/revoke-api-key.ts";
import { DIALECTS } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const rankingBody = {
  apiCode: "geo.ranking",
  data: { keyword: "最好的手机品牌", brandKeyword: ["小米"], platforms: ["kimi"] },
};

for (const dialect of DIALECTS) {
  describe(`authentication and permissions (${dialect})`, () => {
    let service: TestService;
    before(async () => {
      service = await startTestService(dialect, {
        workers: false,
        env: { ANSWERLENS_RATE_LIMIT_PER_MINUTE: "5" },
      });
    });
    after(() => service.close());

    const endpoints = [
      { method: "POST" as const, url: "/v1/openapi/tasks", body: rankingBody },
      { method: "GET" as const, url: "/v1/openapi/tasks/task_0123456789abcdef0123456789abcdef" },
      {
        method: "POST" as const,
        url: "/v1/openapi/execute",
        body: { apiCode: "brand.topic", data: { brandId: "b" } },
      },
      { method: "GET" as const, url: "/v1/openapi/quota/usage" },
    ];

    test("a missing key answers 401 on every endpoint", async () => {
      for (const endpoint of endpoints) {
        const response = await service.call(endpoint);
        assert.equal(response.statusCode, 401, endpoint.url);
        assert.equal(response.envelope.code, 401);
        assert.equal(response.envelope.data, null);
      }
    });

    test("an unknown key answers 401 on every endpoint", async () => {
      for (const endpoint of endpoints) {
        const response = await service.call({ ...endpoint, key: "alk_not-a-real-key" });
        assert.equal(response.envelope.code, 401, endpoint.url);
      }
    });

    test("an expired key answers 401; one expiring later works", async () => {
      const expired = await service.createKey({ expiresAt: service.clock.now() - 1000 });
      const response = await service.call({
        method: "GET",
        url: "/v1/openapi/quota/usage",
        key: expired.apiKey,
      });
      assert.equal(response.envelope.code, 401);
      assert.match(response.envelope.msg, /expired/);
      const valid = await service.createKey({ expiresAt: service.clock.now() + 60_000 });
      const ok = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: valid.apiKey });
      assert.equal(ok.envelope.code, 200);
    });

    test("a revoked key answers 401 from the moment it is revoked", async () => {
      const key = await service.createKey();
      const before = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: key.apiKey });
      assert.equal(before.envelope.code, 200);
      assert.equal(await revokeApiKey(service.services.database.db, key.keyId, service.clock.now()), true);
      const afterRevoke = await service.call({
        method: "GET",
        url: "/v1/openapi/quota/usage",
        key: key.apiKey,
      });
      assert.equal(afterRevoke.envelope.code, 401);
      assert.match(afterRevoke.envelope.msg, /revoked/);
    });

    test("a key without the apiCode's permission answers 403, and one with it gets through", async () => {
      const key = await service.createKey({ permissions: [{ code: "GEO_URL_MENTION", limit: null }] });
      const denied = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: key.apiKey,
        body: rankingBody,
      });
      assert.equal(denied.statusCode, 403);
      assert.equal(denied.envelope.code, 403);
      assert.match(denied.envelope.msg, /GEO_RANK_QUERY/);
      const sync = await service.call({
        method: "POST",
        url: "/v1/openapi/execute",
        key: key.apiKey,
        body: { apiCode: "brand.topic", data: { brandId: "b" } },
      });
      assert.equal(sync.envelope.code, 403);
      const checker = await service.call({
        method: "POST",
        url: "/v1/openapi/tasks",
        key: key.apiKey,
        body: {
          apiCode: "geo.checker",
          data: { url: "https://www.example.com/a", title: "示例品牌", platforms: "kimi" },
        },
      });
      assert.equal(checker.envelope.code, 200);
      assert.match(checker.envelope.data.taskId, /^task_[0-9a-f]{32}$/);
    });

    test("past the per-key rate limit the answer is 429 with Retry-After; other keys are unaffected", async () => {
      const busy = await service.createKey();
      const codes: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 7; i++) {
        const response = await service.call({
          method: "GET",
          url: "/v1/openapi/quota/usage",
          key: busy.apiKey,
        });
        codes.push(response.envelope.code);
        if (response.statusCode === 429) retryAfter = String(response.headers["retry-after"]);
      }
      assert.deepEqual(codes, [200, 200, 200, 200, 200, 429, 429]);
      assert.ok(Number(retryAfter) >= 1, `Retry-After ${retryAfter}`);
      const other = await service.createKey();
      const fine = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: other.apiKey });
      assert.equal(fine.envelope.code, 200);
    });

    test("keys are stored hashed and never appear in logs", async () => {
      const key = await service.createKey();
      await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key: key.apiKey });
      await service.call({ method: "POST", url: "/v1/openapi/tasks", key: key.apiKey, body: "{broken" });
      const rows = await service.services.database.db.selectFrom("api_keys").selectAll().execute();
      assert.ok(rows.length > 0);
      for (const row of rows) {
        assert.match(row.key_hash, /^[0-9a-f]{64}$/);
        assert.ok(!JSON.stringify(row).includes(key.apiKey));
      }
      assert.ok(service.logLines.length > 0);
      assert.ok(!service.logLines.join("\n").includes(key.apiKey));
    });
  });
}
