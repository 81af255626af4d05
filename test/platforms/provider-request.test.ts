import assert from "node:assert/strict";
import { test } from "node:test";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { startReplayServer } from "./replay-server.ts";
import { configsFor, TEST_KEY } from "./test-configs.ts";

const ANSWER = { choices: [{ message: { role: "assistant", content: "An answer." } }], model: "m" };

test("every request carries the JSON headers, the key and extraBody, also when the config changes", async () => {
  const server = await startReplayServer([{ status: 200, body: ANSWER }]);
  const configs = configsFor("deepseek", { baseUrl: server.url, extraBody: { enable_search: true } });
  const client = createPlatformClient(configs);
  await client.ask("deepseek", "first");
  await client.ask("deepseek", "second");
  const other = createPlatformClient(
    configsFor("deepseek", { baseUrl: server.url, apiKey: "sk-other-0123456789", extraBody: {} }),
  );
  await other.ask("deepseek", "third");
  assert.deepEqual(
    server.requests.map((r) => r.path),
    ["/chat/completions", "/chat/completions", "/chat/completions"],
  );
  for (const [i, request] of server.requests.entries()) {
    assert.equal(request.headers["content-type"], "application/json");
    assert.equal(request.headers.accept, "application/json");
    assert.equal(request.headers["user-agent"], "answerlens");
    assert.equal(request.headers.authorization, i < 2 ? `Bearer ${TEST_KEY}` : "Bearer sk-other-0123456789");
  }
  const bodies = server.requests.map((r) => r.body as Record<string, unknown>);
  assert.deepEqual(
    bodies.map((b) => [(b.messages as { content: string }[])[0].content, b.enable_search]),
    [
      ["first", true],
      ["second", true],
      ["third", undefined],
    ],
  );
  client.close();
  other.close();
  await server.close();
});

test("an adapter's own auth header replaces the bearer key", async () => {
  const server = await startReplayServer([
    { status: 200, body: { candidates: [{ content: { parts: [{ text: "An answer." }] } }] } },
  ]);
  const client = createPlatformClient(configsFor("google", { baseUrl: server.url, resolveRedirects: false }));
  await client.ask("google", "hi");
  const [request] = server.requests;
  assert.equal(request.headers["x-goog-api-key"], TEST_KEY);
  assert.equal(request.headers.authorization, undefined);
  assert.equal(request.headers["content-type"], "application/json");
  client.close();
  await server.close();
});
