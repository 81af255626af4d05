import assert from "node:assert/strict";
import { test } from "node:test";
import {
  classifyProviderError,
  parseRetryAfter,
  readErrorBody,
} from "../../src/platforms/http/classify-provider-error.ts";
import { redactSecret } from "../../src/platforms/http/redact-secret.ts";
import { PlatformError } from "../../src/platforms/platform-error.ts";
import { PlatformLimiter } from "../../src/platforms/platform-limiter.ts";
import { retryDelayMs } from "../../src/platforms/retry-delay.ts";

const KEY = "sk-abcdef1234567890";

function kind(status: number, body: unknown): string {
  const info = readErrorBody(body);
  return classifyProviderError({
    platform: "gpt",
    status,
    providerCode: info?.code ?? null,
    message: info?.message ?? "",
    apiKey: KEY,
  }).kind;
}

test("provider failures are classified as retryable or final", () => {
  assert.equal(
    kind(429, { error: { code: "rate_limit_exceeded", message: "Rate limit reached" } }),
    "rate_limited",
  );
  assert.equal(
    kind(429, { error: { code: "insufficient_quota", message: "You exceeded your current quota" } }),
    "quota_exhausted",
  );
  assert.equal(kind(402, { error: { message: "Insufficient Balance" } }), "quota_exhausted");
  assert.equal(
    kind(403, { error: { type: "exceeded_current_quota_error", message: "Your account is suspended" } }),
    "quota_exhausted",
  );
  assert.equal(kind(401, { error: { message: "Authentication Fails" } }), "auth");
  assert.equal(
    kind(400, { code: "Arrearage", message: "Access denied, account not in good standing" }),
    "quota_exhausted",
  );
  assert.equal(
    kind(400, { code: "DataInspectionFailed", message: "Input data may contain inappropriate content." }),
    "content_rejected",
  );
  assert.equal(
    kind(429, { code: "Throttling.RateQuota", message: "Requests rate limit exceeded" }),
    "rate_limited",
  );
  assert.equal(kind(503, { error: { message: "overloaded" } }), "server_error");
  assert.equal(kind(200, { error_code: 336501, error_msg: "内容审核未通过" }), "content_rejected");
  assert.equal(
    kind(200, { error_code: 18, error_msg: "Open api qps request limit reached" }),
    "rate_limited",
  );
  assert.equal(
    kind(400, { error: { code: 400, message: "API key not valid.", status: "INVALID_ARGUMENT" } }),
    "auth",
  );
  assert.equal(
    kind(404, { error: { code: "ToolNotOpen", message: "web_search tool is not enabled" } }),
    "bad_request",
  );
});

test("keys are redacted from provider messages", () => {
  const error = classifyProviderError({
    platform: "gpt",
    status: 401,
    providerCode: "invalid_api_key",
    message: `Incorrect API key provided: ${KEY}`,
    apiKey: KEY,
  });
  assert.ok(!error.message.includes(KEY));
  assert.ok(!redactSecret("key AIzaSyA-1234567890abcdefghijk leaked", null).includes("AIzaSy"));
});

test("Retry-After is read in seconds, dates and milliseconds", () => {
  assert.equal(parseRetryAfter(new Headers({ "retry-after": "2" })), 2000);
  assert.equal(parseRetryAfter(new Headers({ "retry-after-ms": "150" })), 150);
  assert.equal(parseRetryAfter(new Headers({ "retry-after": new Date(10_000).toUTCString() }), 4_000), 6_000);
  assert.equal(parseRetryAfter(new Headers({})), undefined);
});

test("backoff is capped, jittered, and stops at maxRetries or for final errors", () => {
  const config = { maxRetries: 5, retryBaseDelayMs: 100, retryMaxDelayMs: 1000, maxRetryAfterMs: 5000 };
  const retryable = new PlatformError("kimi", "server_error", "x");
  assert.equal(
    retryDelayMs(retryable, 1, config, () => 0),
    50,
  );
  assert.equal(
    retryDelayMs(retryable, 1, config, () => 1),
    100,
  );
  assert.equal(
    retryDelayMs(retryable, 5, config, () => 1),
    1000,
  );
  assert.equal(
    retryDelayMs(retryable, 6, config, () => 1),
    null,
  );
  assert.equal(retryDelayMs(new PlatformError("kimi", "auth", "x"), 1, config), null);
  assert.equal(
    retryDelayMs(new PlatformError("kimi", "rate_limited", "x", { retryAfterMs: 2500 }), 1, config),
    2500,
  );
  assert.equal(
    retryDelayMs(new PlatformError("kimi", "rate_limited", "x", { retryAfterMs: 9000 }), 1, config),
    null,
  );
});

test("the limiter holds requests per window", async () => {
  const limiter = new PlatformLimiter({ concurrency: 10, requestsPerMinute: 3, windowMs: 200 });
  const started = Date.now();
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      const release = await limiter.acquire();
      times.push(Date.now() - started);
      release();
    }),
  );
  times.sort((a, b) => a - b);
  assert.ok(times[2] < 100, `first three start at once: ${times}`);
  assert.ok(times[3] >= 190, `fourth waits for the window: ${times}`);
});
