import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { platformFailure } from "./platform-failure.ts";
import { configsFor } from "./test-configs.ts";

/**
 * Issue 13, defect 6: DeepSeek holds a queued non-streaming request open and sends blank keep-alive lines
 * until the answer is ready. The attempt timeout is an idle timeout those lines restart, so a queued
 * request is not aborted while the provider shows it is alive; silence still times out.
 */
const completion = {
  id: "a1b2c3",
  object: "chat.completion",
  created: 1763880000,
  model: "deepseek-chat",
  choices: [
    { index: 0, message: { role: "assistant", content: "小米和华为最受推荐。" }, finish_reason: "stop" },
  ],
  usage: { prompt_tokens: 12, completion_tokens: 9, total_tokens: 21 },
};

/** A DeepSeek stand-in: status and headers at once, `lines` blank lines `everyMs` apart, then the body. */
async function startQueuedServer(
  lines: number,
  everyMs: number,
  silentMs = 0,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { "content-type": "application/json" });
    let sent = 0;
    const tick = () => {
      if (sent < lines) {
        sent++;
        response.write("\n");
        setTimeout(tick, everyMs);
      } else setTimeout(() => response.end(JSON.stringify(completion)), silentMs);
    };
    tick();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test("blank keep-alive lines keep a queued request alive past the idle timeout", async () => {
  const { url, server } = await startQueuedServer(8, 100);
  try {
    const client = createPlatformClient(
      configsFor("deepseek", { baseUrl: url, timeoutMs: 300, maxRetries: 0 }),
    );
    const started = Date.now();
    const answer = await client.ask("deepseek", "最好的国产手机品牌？");
    assert.ok(Date.now() - started >= 750, "the exchange lasted longer than one timeout");
    assert.equal(answer.text, "小米和华为最受推荐。");
    assert.equal(answer.provenance.attempts, 1);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test("silence longer than the idle timeout still times out, keep-alive lines before it or not", async () => {
  const { url, server } = await startQueuedServer(2, 50, 1_000);
  try {
    const client = createPlatformClient(
      configsFor("deepseek", { baseUrl: url, timeoutMs: 300, maxRetries: 0 }),
    );
    const error = await platformFailure(client.ask("deepseek", "最好的国产手机品牌？"));
    assert.equal(error.kind, "timeout");
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
