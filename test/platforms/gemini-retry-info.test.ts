import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseRetryInfo } from "../../src/platforms/http/classify-provider-error.ts";
import { createPlatformClient } from "../../src/platforms/platform-client.ts";
import { platformFailure } from "./platform-failure.ts";
import { startReplayServer } from "./replay-server.ts";
import { configsFor } from "./test-configs.ts";

/** Issue 13, defect 6: Gemini's 429 carries RetryInfo.retryDelay in the body; it is honoured like Retry-After. */
const recorded = JSON.parse(
  readFileSync(new URL("../fixtures/platforms/errors/gemini-429-retry-info.json", import.meta.url), "utf8"),
) as { status: number; body: { error: { details: { "@type": string; retryDelay?: string }[] } } };

const answer = {
  candidates: [{ content: { parts: [{ text: "ASICS and Brooks." }], role: "model" }, finishReason: "STOP" }],
  modelVersion: "gemini-2.5-flash",
};

/** The recorded body with another retry delay, so the real-socket test waits a fraction of a second. */
function bodyWithDelay(delay: string) {
  const body = structuredClone(recorded.body);
  for (const detail of body.error.details) if (detail.retryDelay) detail.retryDelay = delay;
  return body;
}

test("RetryInfo.retryDelay is read in milliseconds, in both Duration forms", () => {
  assert.equal(parseRetryInfo(recorded.body), 34_400);
  assert.equal(parseRetryInfo(bodyWithDelay("2s")), 2000);
  assert.equal(
    parseRetryInfo({
      error: {
        details: [
          { "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: { seconds: 3, nanos: 5e8 } },
        ],
      },
    }),
    3500,
  );
  assert.equal(parseRetryInfo({ error: { message: "x" } }), undefined);
});

test("the recorded 429 is rate_limited with the body's delay; past maxRetryAfterMs it is not waited for", async () => {
  const server = await startReplayServer([{ status: 429, body: recorded.body }]);
  try {
    const client = createPlatformClient(
      configsFor("google", {
        baseUrl: `${server.url}/v1beta`,
        maxRetryAfterMs: 10_000,
        resolveRedirects: false,
      }),
    );
    const error = await platformFailure(client.ask("google", "running shoes?"));
    assert.equal(error.kind, "rate_limited");
    assert.equal(error.retryAfterMs, 34_400);
    assert.equal(server.requests.length, 1, "34.4 s is over maxRetryAfterMs: no retry");
  } finally {
    await server.close();
  }
});

test("a 429 with RetryInfo is retried after the body's delay, over real sockets", async () => {
  const server = await startReplayServer([
    { status: 429, body: bodyWithDelay("0.3s") },
    { status: 200, body: answer },
  ]);
  try {
    const client = createPlatformClient(
      configsFor("google", { baseUrl: `${server.url}/v1beta`, retryBaseDelayMs: 1, retryMaxDelayMs: 2 }),
    );
    const started = Date.now();
    const result = await client.ask("google", "running shoes?");
    assert.equal(result.text, "ASICS and Brooks.");
    assert.equal(result.provenance.attempts, 2);
    assert.ok(Date.now() - started >= 290, "waited the body's 0.3 s, not the 1-2 ms backoff");
  } finally {
    await server.close();
  }
});
