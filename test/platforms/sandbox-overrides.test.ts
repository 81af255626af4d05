import assert from "node:assert/strict";
import { test } from "node:test";
import { startTestService } from "../support/test-service.ts";

/**
 * Issue 13, defect 6: `--sandbox` honours the per-platform limits (ANSWERLENS_<CODE>_CONCURRENCY,
 * ..._REQUESTS_PER_MINUTE), so a deployment's limits can be rehearsed offline. Measured on the
 * in-process sandbox over real sockets: no more asks in flight than the override allows.
 */
test("--sandbox runs kimi with ANSWERLENS_KIMI_CONCURRENCY=2, not the default 4", async () => {
  const service = await startTestService("sqlite", {
    workers: false,
    env: {
      ANSWERLENS_KIMI_CONCURRENCY: "2",
      ANSWERLENS_KIMI_REQUESTS_PER_MINUTE: "600",
      ANSWERLENS_SANDBOX_LATENCY: "kimi=200",
      // Background asks get the whole concurrency only without an interactive share (docs/platforms.md).
      ANSWERLENS_INTERACTIVE_RESERVED_PERCENT: "0",
    },
  });
  try {
    const { platforms } = service.services;
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, platforms.inFlight("kimi"));
    }, 10);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => platforms.ask("kimi", `最好的国产手机品牌有哪些？${i}`)),
    );
    clearInterval(sampler);
    assert.equal(most, 2);
  } finally {
    await service.close();
  }
});
