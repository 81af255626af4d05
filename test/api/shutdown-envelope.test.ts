import assert from "node:assert/strict";
import { connect } from "node:net";
import { test } from "node:test";
import { startTestService } from "../support/test-service.ts";

/**
 * Issue 13, defect 5: a request that reaches a server that is shutting down (on a connection kept alive
 * by a request still in progress) answers the envelope, 503 with Retry-After, not Fastify's own body.
 */
test("a request arriving during shutdown answers the 503 envelope with Retry-After", async () => {
  const service = await startTestService("sqlite", {
    workers: false,
    env: { ANSWERLENS_SANDBOX_LATENCY: "deepseek=1500" },
  });
  try {
    const key = (await service.createKey()).apiKey;
    await service.app.listen({ host: "127.0.0.1", port: 0 });
    const port = (service.app.server.address() as { port: number }).port;
    const slowBody = JSON.stringify({ apiCode: "geo.questions_corr_recommend", data: { keyword: "手机" } });
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      text += chunk;
    });
    const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(
      `POST /v1/openapi/tasks HTTP/1.1\r\nHost: x\r\nService-API-Key: ${key}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(slowBody)}\r\n\r\n${slowBody}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closing = service.app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(`GET /v1/openapi/quota/usage HTTP/1.1\r\nHost: x\r\nService-API-Key: ${key}\r\n\r\n`);
    await closing;
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))]);
    socket.destroy();
    const responses = text.split(/(?=HTTP\/1\.1 )/);
    assert.equal(responses.length, 2, text);
    assert.match(responses[0], /^HTTP\/1\.1 200 /, "the request in progress finishes");
    assert.match(responses[1], /^HTTP\/1\.1 503 /);
    assert.match(responses[1], /\r\nretry-after: \d+\r\n/i);
    const envelope = JSON.parse(responses[1].slice(responses[1].indexOf("\r\n\r\n") + 4));
    assert.equal(envelope.code, 503);
    assert.match(envelope.msg, /shutting down/);
    assert.equal(envelope.data, null);
  } finally {
    await service.close(); // closing the app again is a no-op
  }
});
