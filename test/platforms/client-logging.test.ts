import assert from "node:assert/strict";
import { createServer } from "node:net";
import { test } from "node:test";
import { createPlatformClient, type PlatformLogger } from "../../src/platforms/platform-client.ts";
import { isPlatformError } from "../../src/platforms/platform-error.ts";
import { startReplayServer } from "./replay-server.ts";
import { configsFor, TEST_KEY } from "./test-configs.ts";

function recordingLogger() {
  const lines: string[] = [];
  const record = (level: string) => (obj: object, msg?: string) =>
    lines.push(`${level} ${JSON.stringify(obj)} ${msg ?? ""}`);
  const logger: PlatformLogger = { info: record("info"), warn: record("warn"), error: record("error") };
  return { logger, lines };
}

test("a key echoed back by the provider reaches neither the error nor the logs", async () => {
  const server = await startReplayServer([
    { status: 500, body: { error: { message: `upstream failed for key ${TEST_KEY}` } } },
    {
      status: 401,
      body: { error: { code: "invalid_api_key", message: `Incorrect API key provided: ${TEST_KEY}` } },
    },
  ]);
  const { logger, lines } = recordingLogger();
  const client = createPlatformClient(configsFor("gpt", { adapter: "openai-chat", baseUrl: server.url }), {
    logger,
  });
  try {
    await assert.rejects(client.ask("gpt", "hi"), (error: unknown) => {
      assert.ok(isPlatformError(error));
      assert.equal(error.kind, "auth");
      assert.equal(error.attempts, 2);
      assert.ok(!error.message.includes(TEST_KEY));
      assert.ok(!JSON.stringify(error).includes(TEST_KEY));
      return true;
    });
    assert.equal(lines.length, 2);
    assert.match(lines[0], /^warn .*server_error/);
    assert.match(lines[1], /^error .*auth/);
    for (const line of lines) assert.ok(!line.includes(TEST_KEY), line);
  } finally {
    client.close();
    await server.close();
  }
});

test("a refused connection is a retried network error", async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  const port = (blocker.address() as { port: number }).port;
  await new Promise<void>((resolve) => blocker.close(() => resolve()));
  const client = createPlatformClient(
    configsFor("deepseek", { baseUrl: `http://127.0.0.1:${port}`, maxRetries: 1 }),
  );
  await assert.rejects(client.ask("deepseek", "hi"), (error: unknown) => {
    assert.ok(isPlatformError(error));
    assert.equal(error.kind, "network");
    assert.equal(error.attempts, 2);
    return true;
  });
  client.close();
});

test("a missing key fails before any request, naming the variable", async () => {
  const server = await startReplayServer([{ status: 200, body: {} }]);
  const client = createPlatformClient(configsFor("kimi", { baseUrl: server.url, apiKey: null }));
  await assert.rejects(client.ask("kimi", "hi"), /MOONSHOT_API_KEY/);
  assert.equal(server.requests.length, 0);
  client.close();
  await server.close();
});
