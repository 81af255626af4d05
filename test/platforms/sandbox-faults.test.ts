import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { PLATFORM_CODES, type PlatformCode } from "../../src/platforms/platform-codes.ts";
import type { PlatformConfig } from "../../src/platforms/platform-config.ts";
import type { SandboxFault } from "../../src/platforms/sandbox/sandbox-faults.ts";
import { sandboxPlatformConfigs } from "../../src/platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "../../src/platforms/sandbox/start-sandbox-server.ts";
import { platformFailure } from "./platform-failure.ts";

const QUESTION = "最好的国产手机品牌有哪些？";

async function withSandbox(
  platform: PlatformCode,
  faults: SandboxFault[],
  overrides: Partial<PlatformConfig>,
  run: (ask: () => Promise<unknown>, server: SandboxServer) => Promise<void>,
) {
  const server = await startSandboxServer({ faults: { faults: { [platform]: faults } } });
  const client = createPlatformClient(
    sandboxPlatformConfigs(server.url, { retryBaseDelayMs: 5, retryMaxDelayMs: 20, ...overrides }),
  );
  try {
    await run(() => client.ask(platform, QUESTION), server);
  } finally {
    client.close();
    await server.close();
  }
}

describe("every adapter against the sandbox, with each injected fault", () => {
  for (const platform of PLATFORM_CODES) {
    test(`${platform}: answers, then recovers from 429 (Retry-After 0), 500 and a timeout`, async () => {
      await withSandbox(platform, [], {}, async (ask, server) => {
        const answer = (await ask()) as { text: string; provenance: { sandbox: boolean; attempts: number } };
        assert.ok(answer.text.length > 100);
        assert.equal(answer.provenance.sandbox, true);
        assert.equal(answer.provenance.attempts, 1);
        assert.ok((server.stats().requests[platform] ?? 0) >= 1);
      });
      await withSandbox(platform, [{ kind: "429", times: 2, retryAfterSeconds: 0 }], {}, async (ask) => {
        const answer = (await ask()) as { provenance: { attempts: number } };
        assert.equal(answer.provenance.attempts, 3);
      });
      await withSandbox(platform, [{ kind: "500", times: 1 }], {}, async (ask) => {
        assert.equal(((await ask()) as { provenance: { attempts: number } }).provenance.attempts, 2);
      });
      await withSandbox(platform, [{ kind: "timeout", times: 1 }], { timeoutMs: 200 }, async (ask) => {
        assert.equal(((await ask()) as { provenance: { attempts: number } }).provenance.attempts, 2);
      });
    });

    test(`${platform}: bounded retries, and final errors are not retried`, async () => {
      await withSandbox(platform, [{ kind: "500" }], { maxRetries: 2 }, async (ask, server) => {
        const error = await platformFailure(ask());
        assert.equal(error.kind, "server_error");
        assert.equal(error.attempts, 3);
        assert.equal(server.stats().requests[platform], 3);
      });
      await withSandbox(platform, [{ kind: "malformed" }], {}, async (ask, server) => {
        const error = await platformFailure(ask());
        assert.equal(error.kind, "bad_response");
        assert.equal(server.stats().requests[platform], 1);
      });
      const finals = [
        ["401", "auth"],
        ["402", "quota_exhausted"],
        ["content", "content_rejected"],
      ] as const;
      for (const [kind, expected] of finals)
        await withSandbox(platform, [{ kind }], {}, async (ask, server) => {
          const error = await platformFailure(ask());
          assert.equal(error.kind, expected, `${kind} on ${platform}: ${error.message}`);
          assert.equal(error.retryable, false);
          assert.equal(server.stats().requests[platform], 1);
          assert.ok(!error.message.includes("sandbox-key"));
        });
    });
  }
});

describe("limits and Retry-After", () => {
  let server: SandboxServer;
  before(async () => {
    server = await startSandboxServer({ faults: { latencyMs: { deepseek: 60 } } });
  });
  after(() => server.close());

  test("measured concurrency never exceeds the setting", async () => {
    const client = createPlatformClient(sandboxPlatformConfigs(server.url, { concurrency: 2 }));
    let peak = 0;
    const watcher = setInterval(() => {
      peak = Math.max(peak, client.inFlight("deepseek"));
    }, 2);
    await Promise.all(Array.from({ length: 8 }, (_, i) => client.ask("deepseek", `${QUESTION} ${i}`)));
    clearInterval(watcher);
    assert.equal(server.stats().maxInFlight.deepseek, 2);
    assert.ok(peak <= 2);
    client.close();
  });

  test("Retry-After is honoured", async () => {
    const faulty = await startSandboxServer({
      faults: { faults: { perplexity: [{ kind: "429", times: 1, retryAfterSeconds: 0.3 }] } },
    });
    const client = createPlatformClient(sandboxPlatformConfigs(faulty.url));
    const started = Date.now();
    const answer = await client.ask("perplexity", "best CRM software");
    assert.equal(answer.provenance.attempts, 2);
    assert.ok(Date.now() - started >= 290, `waited only ${Date.now() - started} ms`);
    client.close();
    await faulty.close();
  });

  test("a Retry-After beyond maxRetryAfterMs fails fast as rate_limited", async () => {
    const faulty = await startSandboxServer({
      faults: { faults: { gpt: [{ kind: "429", retryAfterSeconds: 30 }] } },
    });
    const client = createPlatformClient(sandboxPlatformConfigs(faulty.url, { maxRetryAfterMs: 1000 }));
    const error = await platformFailure(client.ask("gpt", "best laptops"));
    assert.equal(error.kind, "rate_limited");
    assert.equal(error.status, 429);
    assert.equal(error.attempts, 1);
    client.close();
    await faulty.close();
  });

  test("a caller's abort stops the ask", async () => {
    const slow = await startSandboxServer({ faults: { latencyMs: { kimi: 2000 } } });
    const client = createPlatformClient(sandboxPlatformConfigs(slow.url));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await platformFailure(client.ask("kimi", QUESTION, { signal: controller.signal }));
    assert.equal(error.kind, "aborted");
    client.close();
    await slow.close();
  });
});
