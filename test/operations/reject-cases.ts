import { test } from "node:test";
import type { OperationDefinition, ParseContext } from "../../src/operations/operation.ts";
import { assertServiceError } from "./assert-service-error.ts";

/** One invalid request: the `data` fields to merge over a valid base (undefined deletes the field). */
export interface RejectCase {
  readonly name: string;
  readonly change: Readonly<Record<string, unknown>>;
  readonly code: number;
  /** Substrings the message must contain; the first names the field. */
  readonly parts: readonly string[];
}

export const TEST_CONTEXT: ParseContext = { today: "2026-11-22" };

/** `base` with `change` applied; a change to `undefined` removes the field. */
export function withChange(
  base: Readonly<Record<string, unknown>>,
  change: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const data: Record<string, unknown> = { ...base, ...change };
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete data[key];
  return data;
}

/** Registers one test per case: parsing `base` changed by the case fails with its code and message. */
export function testRejections(
  definition: OperationDefinition,
  base: Readonly<Record<string, unknown>>,
  cases: readonly RejectCase[],
): void {
  for (const rejectCase of cases) {
    test(`${definition.apiCode} rejects ${rejectCase.name} with ${rejectCase.code}`, () => {
      assertServiceError(
        () => definition.parse(withChange(base, rejectCase.change), TEST_CONTEXT),
        rejectCase.code,
        ...rejectCase.parts,
      );
    });
  }
}
