import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { after, before, describe, test } from "node:test";
import { sql } from "kysely";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { ADMIN_POSTGRES_URL } from "../support/test-databases.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Defect 3 of issue 13: a database outage answers 503 with Retry-After (docs/api.md), never 500. The
 * outages are real: PostgreSQL behind a TCP proxy that is cut (connections reset, then refused), and a
 * SQLite file held under an exclusive lock by another connection past the busy timeout.
 */
const submitBody = {
  apiCode: "geo.ranking",
  data: { keyword: "最好的国产手机品牌有哪些？", brandKeyword: ["小米"], platforms: ["kimi"] },
};

function assertUnavailable(response: Awaited<ReturnType<TestService["call"]>>) {
  assert.equal(response.statusCode, 503, response.body);
  assert.equal(response.envelope.code, 503);
  assert.equal(response.envelope.data, null);
  assert.match(response.envelope.msg, /database is unavailable/);
  assert.ok(Number(response.headers["retry-after"]) > 0, "Retry-After says when to come back");
}

describe("database outage answers 503 with Retry-After (postgres)", () => {
  let proxy: TcpProxy;
  let service: TestService;
  let key: string;
  before(async () => {
    const admin = new URL(ADMIN_POSTGRES_URL);
    proxy = await startTcpProxy(admin.hostname, Number(admin.port || 5432));
    service = await startTestService("postgres", {
      workers: false,
      postgresUrl: (url) => {
        const viaProxy = new URL(url);
        viaProxy.hostname = "127.0.0.1";
        viaProxy.port = String(proxy.port);
        return viaProxy.toString();
      },
    });
    key = (await service.createKey()).apiKey;
  });
  after(async () => {
    await proxy.restore();
    await service.close();
    await proxy.close();
  });

  test("connections reset and refused: every database-backed endpoint answers 503", async () => {
    assert.equal(
      (await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key })).statusCode,
      200,
    );
    await proxy.cut();
    for (const request of [
      { method: "GET" as const, url: "/v1/openapi/quota/usage" },
      { method: "GET" as const, url: `/v1/openapi/tasks/task_${"0".repeat(32)}` },
      { method: "POST" as const, url: "/v1/openapi/tasks", body: submitBody },
      {
        method: "POST" as const,
        url: "/v1/openapi/execute",
        body: { apiCode: "llm.trend", data: { brandId: "brand_x" } },
      },
    ]) {
      assertUnavailable(await service.call({ ...request, key }));
    }
    const health = await service.call({ method: "GET", url: "/healthz" });
    assert.equal(health.statusCode, 503);
    assert.ok(Number(health.headers["retry-after"]) > 0);
    assert.ok(!service.logLines.some((line) => line.includes('"statusCode":500')), "no request answered 500");
  });

  test("the service answers again once the database is back", async () => {
    await proxy.restore();
    const response = await service.call({ method: "GET", url: "/v1/openapi/quota/usage", key });
    assert.equal(response.statusCode, 200, response.body);
  });
});

describe("database outage answers 503 with Retry-After (sqlite)", () => {
  let service: TestService;
  let key: string;
  let locker: DatabaseSync | undefined;
  before(async () => {
    service = await startTestService("sqlite", { workers: false });
    key = (await service.createKey()).apiKey;
    // The service's one connection waits 10 s for a lock; a short wait keeps the test quick.
    await sql`PRAGMA busy_timeout = 200`.execute(service.services.database.db);
  });
  after(async () => {
    locker?.close();
    await service.close();
  });

  test("a write blocked past the busy timeout answers 503, and succeeds once the lock is gone", async () => {
    const path =
      service.services.config.database.kind === "sqlite" ? service.services.config.database.path : "";
    locker = new DatabaseSync(path);
    locker.exec("BEGIN EXCLUSIVE");
    assertUnavailable(
      await service.call({ method: "POST", url: "/v1/openapi/tasks", key, body: submitBody }),
    );
    locker.exec("ROLLBACK");
    const response = await service.call({ method: "POST", url: "/v1/openapi/tasks", key, body: submitBody });
    assert.equal(response.statusCode, 200, response.body);
  });
});
