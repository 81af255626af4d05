import assert from "node:assert/strict";
import type { TestService } from "../support/test-service.ts";
import { waitForFinalStatus } from "../support/test-service.ts";

/** JSON read from an HTTP answer: the tests check it field by field, so it is untyped on purpose. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Json = any;

/** `yyyy-MM-dd HH:mm:ss` (spec 2.4, 2.7). */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function assertInteger(value: unknown, name: string, min = 0): asserts value is number {
  assert.ok(Number.isInteger(value), `${name} must be an integer, got ${JSON.stringify(value)}`);
  assert.ok((value as number) >= min, `${name} must be >= ${min}, got ${value}`);
}

export function assertKeys(object: unknown, keys: string[], name: string): void {
  assert.ok(object !== null && typeof object === "object" && !Array.isArray(object), `${name} is an object`);
  assert.deepEqual(Object.keys(object as object).sort(), [...keys].sort(), `${name} has exactly its fields`);
}

/** True when `list` is ordered by `by` descending (ties in any order). */
export function isSortedDescending<T>(list: readonly T[], by: (item: T) => number): boolean {
  return list.every((item, i) => i === 0 || by(list[i - 1]) >= by(item));
}

/** Submits a task operation and waits for its final record; fails the test on a non-200 submit. */
export async function runTask(
  service: TestService,
  key: string,
  apiCode: string,
  data: unknown,
  timeoutMs = 20_000,
): Promise<{ taskId: string; status: number; statusDesc: string; result: Json; errorMessage?: string }> {
  const submit = await service.call({
    method: "POST",
    url: "/v1/openapi/tasks",
    key,
    body: { apiCode, data },
  });
  assert.equal(submit.envelope.code, 200, `submit ${apiCode}: ${submit.envelope.msg}`);
  const record = await waitForFinalStatus(service, key, submit.envelope.data.taskId, timeoutMs);
  assert.equal(record.code, 200);
  return record.data;
}
