import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { startTestService, type TestService } from "../support/test-service.ts";

/** The log lines of one request, found by its Service-Request-Id. */
function linesOf(service: TestService, requestId: string): Record<string, unknown>[] {
  return service.logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.requestId === requestId);
}

// Access logging does not touch the database: one dialect is enough.
describe("access log: one line per request", () => {
  let service: TestService;
  let key: string;
  before(async () => {
    service = await startTestService("sqlite", { workers: false });
    key = (await service.createKey()).apiKey;
  });
  after(() => service.close());

  test("a request logs one line with method, URL, status and time, and never the key", async () => {
    const response = await service.call({
      method: "GET",
      url: "/v1/openapi/quota/usage",
      key,
      headers: { "service-request-id": "access-log-1" },
    });
    assert.equal(response.statusCode, 200);
    const lines = linesOf(service, "access-log-1");
    assert.equal(lines.length, 1, JSON.stringify(lines));
    const [line] = lines;
    assert.equal(line.msg, "request completed");
    assert.equal(line.method, "GET");
    assert.equal(line.url, "/v1/openapi/quota/usage");
    assert.equal(line.statusCode, 200);
    assert.equal(typeof line.responseTime, "number");
    assert.ok(!service.logLines.join("\n").includes(key));
  });

  test("an error answer and an unknown path log one line each, with their status", async () => {
    await service.call({
      method: "GET",
      url: "/v1/openapi/tasks/task_00000000000000000000000000000000",
      key: "not-a-key",
      headers: { "service-request-id": "access-log-401" },
    });
    await service.call({
      method: "GET",
      url: "/v1/openapi/nowhere",
      key,
      headers: { "service-request-id": "access-log-404" },
    });
    const [unauthorized] = linesOf(service, "access-log-401");
    const [notFound] = linesOf(service, "access-log-404");
    assert.equal(linesOf(service, "access-log-401").length, 1);
    assert.equal(unauthorized.statusCode, 401);
    assert.equal(linesOf(service, "access-log-404").length, 1);
    assert.equal(notFound.statusCode, 404);
    assert.equal(notFound.url, "/v1/openapi/nowhere");
  });
});
