import assert from "node:assert/strict";
import { test } from "node:test";
import { PlatformLimiter } from "../../src/platforms/platform-limiter.ts";

test("tryAcquire takes a free slot at once and refuses when the slots are taken or someone queues", async () => {
  const limiter = new PlatformLimiter({ concurrency: 2, requestsPerMinute: 100 });
  assert.equal(limiter.tryAcquire(), true);
  assert.equal(limiter.tryAcquire(), true);
  assert.equal(limiter.inFlight, 2);
  assert.equal(limiter.tryAcquire(), false);
  const order: string[] = [];
  const queued = limiter.wait().then(() => order.push("queued"));
  limiter.release();
  // The freed slot went to the waiter, not to a newcomer.
  assert.equal(limiter.tryAcquire(), false);
  await queued;
  assert.deepEqual(order, ["queued"]);
  assert.equal(limiter.inFlight, 2);
  limiter.release();
  limiter.release();
  assert.equal(limiter.inFlight, 0);
});

test("the rate window holds starts across many windows (the start queue is trimmed as it goes)", () => {
  let now = 0;
  const limiter = new PlatformLimiter({
    concurrency: 10,
    requestsPerMinute: 3000,
    windowMs: 1000,
    now: () => now,
  });
  for (let window = 0; window < 4; window++) {
    let started = 0;
    while (limiter.tryAcquire()) {
      started++;
      limiter.release();
      now += 0.1; // 3000 starts take 300 ms of the 1000 ms window
    }
    assert.equal(started, 3000, `window ${window}`);
    now += 1000; // every start of this window has left it
  }
});

test("a waiter for a rate token is served when the window moves, and its cancel frees the slot", async () => {
  const limiter = new PlatformLimiter({ concurrency: 5, requestsPerMinute: 1, windowMs: 100 });
  assert.equal(limiter.tryAcquire(), true);
  limiter.release();
  const started = Date.now();
  const release = await limiter.acquire();
  assert.ok(Date.now() - started >= 90, `waited only ${Date.now() - started} ms`);
  release();
  release(); // a second call does nothing
  assert.equal(limiter.inFlight, 0);
  const controller = new AbortController();
  const waiting = limiter.acquire(controller.signal);
  controller.abort(new Error("stop"));
  await assert.rejects(waiting, { name: "AbortError" });
  assert.equal(limiter.inFlight, 0);
});

test("interactive calls have their reserved slots and go before queued background work", async () => {
  const limiter = new PlatformLimiter({ concurrency: 4, requestsPerMinute: 100, reservedConcurrency: 1 });
  for (let i = 0; i < 3; i++) assert.equal(limiter.tryAcquire("background"), true);
  assert.equal(limiter.tryAcquire("background"), false, "background work never takes the reserved slot");
  const order: string[] = [];
  const background = limiter.wait(undefined, "background").then(() => order.push("background"));
  assert.equal(limiter.tryAcquire("interactive"), true, "the reserved slot is free for an interactive call");
  const interactive = limiter.wait(undefined, "interactive").then(() => order.push("interactive"));
  limiter.release("background"); // freed: the interactive waiter goes first, though it queued later
  await interactive;
  assert.deepEqual(order, ["interactive"]);
  limiter.release("interactive");
  await background;
  assert.deepEqual(order, ["interactive", "background"]);
  assert.equal(limiter.inFlight, 4);
});

test("background starts stop short of the interactive share of the rate window", () => {
  const limiter = new PlatformLimiter({
    concurrency: 10,
    requestsPerMinute: 4,
    reservedRequestsPerMinute: 1,
    now: () => 0,
  });
  let background = 0;
  while (limiter.tryAcquire("background")) {
    background++;
    limiter.release("background");
  }
  assert.equal(background, 3);
  assert.equal(limiter.tryAcquire("interactive"), true);
  limiter.release("interactive");
  assert.equal(limiter.tryAcquire("interactive"), false, "the window is full");
});
