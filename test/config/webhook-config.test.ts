import assert from "node:assert/strict";
import { test } from "node:test";
import { ConfigError, loadConfig } from "../../src/config/config.ts";

test("webhook settings: private addresses off, 10 s, 10 per account by default; each is read once and checked", () => {
  assert.deepEqual(loadConfig({ env: {} }).webhooks, {
    allowPrivateAddresses: false,
    timeoutMs: 10_000,
    maxPerAccount: 10,
  });
  const set = loadConfig({
    env: {
      ANSWERLENS_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: "on",
      ANSWERLENS_WEBHOOKS_TIMEOUT_SECONDS: "3",
      ANSWERLENS_WEBHOOKS_MAX_PER_ACCOUNT: "25",
    },
  }).webhooks;
  assert.deepEqual(set, { allowPrivateAddresses: true, timeoutMs: 3000, maxPerAccount: 25 });
  assert.throws(
    () => loadConfig({ env: { ANSWERLENS_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: "maybe" } }),
    (error: Error) =>
      error instanceof ConfigError &&
      /ANSWERLENS_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES.*true or false/.test(error.message),
  );
  assert.throws(() => loadConfig({ env: { ANSWERLENS_WEBHOOKS_TIMEOUT_SECONDS: "0" } }), /from 1 to 60/);
  assert.throws(() => loadConfig({ env: { ANSWERLENS_WEBHOOKS_MAX_PER_ACCOUNT: "1000" } }), /from 1 to 100/);
});
