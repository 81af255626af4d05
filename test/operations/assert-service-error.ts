import assert from "node:assert/strict";
import { isServiceError } from "../../src/errors.ts";

/**
 * Asserts that `run` throws a ServiceError with exactly `code` and a message containing every `parts`
 * string (the field name first of all). Returns the message for further checks.
 */
export function assertServiceError(run: () => unknown, code: number, ...parts: string[]): string {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  assert.ok(
    thrown !== undefined,
    `expected a ServiceError ${code} containing ${JSON.stringify(parts)}, got none`,
  );
  assert.ok(isServiceError(thrown), `expected a ServiceError, got ${String(thrown)}`);
  assert.equal(thrown.code, code, `code for message ${JSON.stringify(thrown.message)}`);
  for (const part of parts) {
    assert.ok(
      thrown.message.includes(part),
      `message ${JSON.stringify(thrown.message)} lacks ${JSON.stringify(part)}`,
    );
  }
  return thrown.message;
}

/** A string of `count` code points that is twice as long in UTF-16 (an astral emoji). */
export function astral(count: number): string {
  return "😀".repeat(count);
}
