import assert from "node:assert/strict";
import { getEventListeners } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import type { PlatformConfig } from "../../src/platforms/platform-config.ts";
import type { SandboxFaults } from "../../src/platforms/sandbox/sandbox-faults.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";
import { platformFailure } from "./platform-failure.ts";
import { configsFor } from "./test-configs.ts";

/** Timeouts, cancels and close() over real HTTP: the client's own signal handling, not fetch's. */

const QUESTION = "最好的国产手机品牌有哪些？";

async function withSandbox(
  faults: SandboxFaults,
  overrides: Partial<PlatformConfig>,
  run: (client: ReturnType<typeof createPlatformClient>, server: SandboxServer) => Promise<void>,
) {
  const server = await startSandboxServer({ faults });
  const client = createPlatformClient(sandboxPlatformConfigs(server.url, overrides));
  try {
    await run(client, server);
  } finally {
    client.close();
    await server.close();
  }
}

/** A server that holds every request open (until closed) and counts requests and dropped connections. */
async function startSilentServer() {
  const seen = { requests: 0, closed: 0 };
  const held: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    seen.requests++;
    held.push(res);
    req.resume();
    res.on("close", () => seen.closed++);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

test("a call past its timeout fails as a timeout after about timeoutMs, each attempt timed afresh", async () => {
  const faults = { faults: { deepseek: [{ kind: "timeout" as const }] } };
  await withSandbox(faults, { timeoutMs: 150, maxRetries: 0 }, async (client, server) => {
    const started = Date.now();
    const error = await platformFailure(client.ask("deepseek", QUESTION));
    const elapsed = Date.now() - started;
    assert.equal(error.kind, "timeout");
    assert.equal(error.attempts, 1);
    assert.match(error.message, /no response within 150 ms/);
    assert.ok(elapsed >= 140 && elapsed < 1500, `took ${elapsed} ms`);
    assert.equal(server.stats().requests.deepseek, 1);
  });
  await withSandbox(
    faults,
    { timeoutMs: 100, maxRetries: 2, retryBaseDelayMs: 1 },
    async (client, server) => {
      const error = await platformFailure(client.ask("deepseek", QUESTION));
      assert.equal(error.kind, "timeout");
      assert.equal(error.attempts, 3);
      assert.equal(server.stats().requests.deepseek, 3);
    },
  );
});

test("the timeout covers the request, not the wait for a slot", async () => {
  // Four asks through one slot: the last waits about 3 x 150 ms, longer than its 400 ms timeout.
  await withSandbox({ latencyMs: { deepseek: 150 } }, { concurrency: 1, timeoutMs: 400 }, async (client) => {
    const answers = await Promise.all([1, 2, 3, 4].map((i) => client.ask("deepseek", `${QUESTION} ${i}`)));
    assert.deepEqual(
      answers.map((a) => a.provenance.attempts),
      [1, 1, 1, 1],
    );
  });
});

test("a cancelled call stops at once and its connection is dropped", async () => {
  const server = await startSilentServer();
  const client = createPlatformClient(configsFor("deepseek", { baseUrl: server.url, timeoutMs: 60_000 }));
  try {
    const controller = new AbortController();
    const pending = platformFailure(client.ask("deepseek", QUESTION, { signal: controller.signal }));
    await until(() => server.seen.requests === 1);
    const cancelled = Date.now();
    controller.abort();
    const error = await pending;
    assert.ok(Date.now() - cancelled < 200, `stopped after ${Date.now() - cancelled} ms`);
    assert.equal(error.kind, "aborted");
    assert.equal(error.attempts, 1);
    await until(() => server.seen.closed === 1);
    assert.equal(server.seen.closed, 1, "the server should see the connection closed");
    assert.equal(server.seen.requests, 1, "a cancelled call is not retried");
  } finally {
    client.close();
    await server.close();
  }
});

test("an already-cancelled signal fails without sending anything", async () => {
  const server = await startSilentServer();
  const client = createPlatformClient(configsFor("deepseek", { baseUrl: server.url }));
  const error = await platformFailure(client.ask("deepseek", QUESTION, { signal: AbortSignal.abort() }));
  assert.equal(error.kind, "aborted");
  assert.equal(server.seen.requests, 0);
  client.close();
  await server.close();
});

test("a cancel while waiting for a slot or for a retry ends that ask at once and no other", async () => {
  await withSandbox({ latencyMs: { kimi: 300 } }, { concurrency: 1 }, async (client) => {
    const first = client.ask("kimi", QUESTION);
    const controller = new AbortController();
    const queued = platformFailure(client.ask("kimi", QUESTION, { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const cancelled = Date.now();
    controller.abort();
    assert.equal((await queued).kind, "aborted");
    assert.ok(Date.now() - cancelled < 100);
    assert.equal((await first).provenance.attempts, 1);
    assert.equal(client.inFlight("kimi"), 0);
  });
  const faults = { faults: { gpt: [{ kind: "500" as const }] } };
  await withSandbox(faults, { retryBaseDelayMs: 10_000, retryMaxDelayMs: 10_000 }, async (client, server) => {
    const controller = new AbortController();
    const pending = platformFailure(client.ask("gpt", QUESTION, { signal: controller.signal }));
    await until(() => server.stats().requests.gpt === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cancelled = Date.now();
    controller.abort();
    const error = await pending;
    assert.ok(Date.now() - cancelled < 100);
    assert.equal(error.kind, "aborted");
    assert.match(error.message, /waiting to retry.*server_error/);
  });
});

test("an ask leaves no listener on the caller's signal and no timer behind", async () => {
  const faults = {
    faults: { baidu: [{ kind: "500" as const, times: 3 }], google: [{ kind: "401" as const }] },
  };
  await withSandbox(faults, { timeoutMs: 60_000, retryBaseDelayMs: 1 }, async (client) => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    const before = timers();
    const signal = new AbortController().signal;
    const asks = [
      ...["baidu", "deepseek", "volcengine", "tencent", "aliyun"].map((code) =>
        client.ask(code as "baidu", QUESTION, { signal }),
      ),
      platformFailure(client.ask("google", QUESTION, { signal })),
    ];
    const during = getEventListeners(signal, "abort").length;
    await Promise.all(asks);
    assert.ok(during >= 1, "the asks listen to the caller's signal while they run");
    assert.equal(getEventListeners(signal, "abort").length, 0);
    assert.equal(timers(), before);
  });
});

test("close() stops the asks in flight and refuses new ones", async () => {
  const server = await startSilentServer();
  const client = createPlatformClient(configsFor("deepseek", { baseUrl: server.url }));
  const pending = platformFailure(client.ask("deepseek", QUESTION));
  await until(() => server.seen.requests === 1);
  client.close();
  const error = await pending;
  assert.equal(error.kind, "aborted");
  assert.equal((await platformFailure(client.ask("deepseek", QUESTION))).kind, "aborted");
  assert.equal(server.seen.requests, 1);
  await server.close();
});
