import assert from "node:assert/strict";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { sendWebhook } from "../../src/webhooks/send-webhook.ts";

test("the status decides at once: an answer whose body never ends is delivered, and read only so far", async () => {
  let written = 0;
  let closed = false;
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { "content-type": "text/plain" });
    const chunk = Buffer.alloc(16_384, 120);
    const pump = setInterval(() => {
      if (!response.write(chunk)) return;
      written += chunk.length;
    }, 5);
    response.on("close", () => {
      closed = true;
      clearInterval(pump);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const started = Date.now();
    const outcome = await sendWebhook(
      { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, secret: "s", payload: "{}" },
      { timeoutMs: 5000, allowPrivateAddresses: true },
    );
    assert.deepEqual(outcome, { delivered: true, statusCode: 200 });
    assert.ok(Date.now() - started < 1000, "not waiting for the body");
    for (let i = 0; i < 40 && !closed; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(closed, "the connection is closed after a small read");
    assert.ok(written < 1_000_000, `${written} bytes written before the close`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test("an unreachable receiver and a malformed URL are failed attempts, never exceptions", async () => {
  const refused = await sendWebhook(
    { url: "http://127.0.0.1:1/", secret: "s", payload: "{}" },
    { timeoutMs: 2000, allowPrivateAddresses: true },
  );
  assert.equal(refused.delivered, false);
  assert.match(refused.delivered ? "" : refused.error, /ECONNREFUSED/);
  const malformed = await sendWebhook(
    { url: "not a url", secret: "s", payload: "{}" },
    { timeoutMs: 2000, allowPrivateAddresses: true },
  );
  assert.deepEqual(malformed, { delivered: false, error: "the webhook URL is not a valid URL" });
});
