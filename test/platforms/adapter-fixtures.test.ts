import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import type { AdapterName } from "../../src/platforms/adapter-names.ts";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import type { PlatformCode } from "../../src/platforms/platform-codes.ts";
import { startReplayServer } from "./replay-server.ts";
import { configsFor, TEST_KEY } from "./test-configs.ts";

interface Fixture {
  description: string;
  platform: PlatformCode;
  config: { adapter: AdapterName; model: string; search: boolean; basePath: string };
  question: string;
  redirects?: Record<string, string>;
  exchanges: {
    request: { method: string; path: string; headers: Record<string, string>; body: unknown };
    response: { status: number; body: unknown };
  }[];
  expected: {
    text: string;
    sources: unknown[];
    /** Consulted but not cited; absent means none. */
    retrievedSources?: unknown[];
    model: string;
    searchEnabled: boolean;
    searchUsed: boolean | null;
    usage: unknown;
  };
}

const dir = new URL("../fixtures/platforms/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));

test("there is a golden fixture for every adapter that talks to a provider", () => {
  const adapters = new Set(files.map((f) => f.split(".")[0]));
  for (const name of [
    "openai-chat",
    "qianfan-chat",
    "hunyuan-chat",
    "perplexity-chat",
    "kimi-web-search",
    "openai-responses",
    "dashscope",
    "gemini",
  ])
    assert.ok(adapters.has(name), `missing fixture for ${name}`);
});

for (const file of files) {
  const fixture = JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Fixture;
  test(`${file}: sends the documented request and extracts the normalised answer`, async () => {
    const server = await startReplayServer(
      fixture.exchanges.map((e) => e.response),
      fixture.redirects,
    );
    try {
      const { basePath, ...config } = fixture.config;
      const client = createPlatformClient(
        configsFor(fixture.platform, { ...config, baseUrl: `${server.url}${basePath}` }),
      );
      const answer = await client.ask(fixture.platform, fixture.question);

      assert.equal(server.requests.length, fixture.exchanges.length);
      fixture.exchanges.forEach((exchange, i) => {
        const sent = server.requests[i];
        assert.equal(sent.method, exchange.request.method);
        assert.equal(sent.path, exchange.request.path);
        for (const [name, value] of Object.entries(exchange.request.headers))
          assert.equal(sent.headers[name], value.replace("{{key}}", TEST_KEY), `header ${name}`);
        assert.deepEqual(sent.body, exchange.request.body);
        // The key travels only in its auth header.
        assert.ok(!JSON.stringify(sent.body).includes(TEST_KEY));
      });

      const expected = JSON.parse(JSON.stringify(fixture.expected).replaceAll("{{server}}", server.url));
      assert.equal(answer.platform, fixture.platform);
      assert.equal(answer.text, expected.text);
      assert.deepEqual(answer.sources, expected.sources);
      assert.deepEqual(answer.retrievedSources, expected.retrievedSources ?? []);
      assert.equal(answer.provenance.model, expected.model);
      assert.equal(answer.provenance.adapter, fixture.config.adapter);
      assert.equal(answer.provenance.searchEnabled, expected.searchEnabled);
      assert.equal(answer.provenance.searchUsed, expected.searchUsed);
      assert.deepEqual(answer.provenance.usage, expected.usage);
      assert.equal(answer.provenance.sandbox, false);
      assert.equal(answer.provenance.attempts, 1);
      assert.ok(answer.provenance.latencyMs >= 0);
    } finally {
      await server.close();
    }
  });
}
