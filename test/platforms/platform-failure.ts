import assert from "node:assert/strict";
import { isPlatformError, type PlatformError } from "../../src/platforms/platform-error.ts";

/** The PlatformError an ask rejects with; fails the test when it answers or throws anything else. */
export async function platformFailure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(isPlatformError(error), `expected PlatformError, got ${error}`);
    return error;
  }
  assert.fail("expected the ask to fail");
}
