import assert from "node:assert/strict";
import { test } from "node:test";
import { TaskSlots, TaskYield } from "../../src/tasks/task-slots.ts";

/** A question that answers (or fails) when the test says so. */
function pending<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

function slotsAt(clock: { now: number }, capacity = 2) {
  return new TaskSlots({ capacity, parkLimit: () => 2, stallAfterMs: 1000, clock: () => clock.now });
}

test("a task waiting on an answering platform holds its slot; on a stalled one it gives it back", async () => {
  const clock = { now: 0 };
  const slots = slotsAt(clock);
  const a = slots.start();
  const b = slots.start();
  assert.equal(slots.free(), 0);
  const kimi = pending<string>();
  const asked = a.awaitPlatform("kimi", () => kimi.promise);
  await null;
  clock.now = 900;
  assert.equal(slots.free(), 0, "not stalled yet: the wait holds the slot");
  clock.now = 1500;
  assert.equal(slots.free(), 1, "kimi answered nothing for 1.5 s: its waiting task holds no slot");
  kimi.resolve("answer");
  assert.equal(await asked, "answer");
  assert.equal(slots.free(), 0, "the task works again: it holds its slot");
  a.end();
  b.end();
  assert.equal(slots.free(), 2);
});

test("failures are not progress; a slow platform that answers is not stalled", async () => {
  const clock = { now: 0 };
  const slots = slotsAt(clock, 1);
  const task = slots.start();
  // deepseek answers in 3 s: the mean wait, not the 1 s floor, decides.
  const first = pending<string>();
  const answered = task.awaitPlatform("deepseek", () => first.promise);
  await null;
  clock.now = 3000;
  first.resolve("ok");
  await answered;
  const second = pending<string>();
  const slow = task.awaitPlatform("deepseek", () => second.promise);
  await null;
  clock.now = 3000 + 2900;
  assert.equal(slots.free(), 0, "2.9 s into a 3 s platform's answer is not a stall");
  second.resolve("ok");
  await slow;
  // kimi fails after 1.5 s: a failure is not an answer, the platform stays stalled.
  const failing = pending<string>();
  const failed = task.awaitPlatform("kimi", () => failing.promise);
  const hanging = task.awaitPlatform("kimi", () => new Promise<string>(() => {}));
  await null;
  clock.now += 1500;
  failing.reject(new Error("timeout"));
  await assert.rejects(failed);
  assert.equal(slots.free(), 1, "still stalled after a failure");
  void hanging;
});

test("a stalled platform parks at most parkLimit questions; the next one yields before it starts", async () => {
  const clock = { now: 0 };
  const slots = slotsAt(clock, 4);
  const tasks = [slots.start(), slots.start(), slots.start()];
  let started = 0;
  const hang = () => {
    started++;
    return new Promise<string>(() => {});
  };
  void tasks[0].awaitPlatform("kimi", hang);
  void tasks[1].awaitPlatform("kimi", hang);
  await null;
  await null;
  clock.now = 1500;
  await assert.rejects(tasks[2].awaitPlatform("kimi", hang), TaskYield);
  assert.equal(started, 2, "the yielding question never reached the platform");
  // An answering platform is never a reason to yield, however many wait on it.
  const volcengine = pending<string>();
  const answered = tasks[2].awaitPlatform("volcengine", () => volcengine.promise);
  let settledFirst = false;
  const settled = tasks[2].answeringSettled().then(() => {
    settledFirst = true;
  });
  await null;
  assert.equal(settledFirst, false, "a yield waits for the answering platform's question");
  volcengine.resolve("answer");
  await answered;
  await settled;
  assert.equal(settledFirst, true);
});
