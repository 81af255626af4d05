import type { Kysely } from "kysely";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { DatabaseSchema } from "../database-schema.ts";

/**
 * Idempotency by `Service-Request-Id` (DESIGN 3): the `submissions` row of (key, request id) holds the
 * body's hash and the answer first given. Task submits (src/tasks/submit-tasks.ts) and calls answered in
 * the same response (src/accounts/charge-immediate-call.ts) share it: the same id, key and body get the
 * first answer and one charge; the same id with another body is refused.
 */
export interface RequestIdClaim {
  readonly keyId: string;
  readonly requestId: string;
  readonly bodyHash: string;
  /** The answer's JSON `data`; null while a call answered in its response is still working. */
  readonly response: string | null;
  readonly now: number;
}

/** What an earlier use of a request id means for this one. */
export type EarlierUse =
  | { readonly kind: "replayed"; readonly response: string }
  | { readonly kind: "refused"; readonly error: ServiceError }
  | { readonly kind: "in-flight"; readonly since: number };

/** 400: the id names another request. */
export function reusedRequestId(requestId: string): ServiceError {
  return new ServiceError(
    ERROR_CODES.badRequest,
    `Service-Request-Id "${requestId}" was already used for a different request; send a new one`,
  );
}

export const claimKeyOf = (keyId: string, requestId: string) => `${keyId}\u0000${requestId}`;

/**
 * Records the request ids of `claims` that are new (one statement) and returns their claim keys; a
 * claim not returned was used before (or earlier in the same list).
 */
export async function claimRequestIds(
  trx: Kysely<DatabaseSchema>,
  claims: readonly RequestIdClaim[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const inserted = await trx
    .insertInto("submissions")
    .values(
      claims.map((claim) => ({
        key_id: claim.keyId,
        request_id: claim.requestId,
        body_hash: claim.bodyHash,
        response: claim.response,
        created_at: claim.now,
      })),
    )
    .onConflict((oc) => oc.columns(["key_id", "request_id"]).doNothing())
    .returning(["key_id", "request_id"])
    .execute();
  return new Set(inserted.map((row) => claimKeyOf(row.key_id, row.request_id)));
}

/** The earlier use of a request id that claimRequestIds did not record anew. */
export async function earlierUse(trx: Kysely<DatabaseSchema>, claim: RequestIdClaim): Promise<EarlierUse> {
  const first = await trx
    .selectFrom("submissions")
    .select(["body_hash", "response", "created_at"])
    .where("key_id", "=", claim.keyId)
    .where("request_id", "=", claim.requestId)
    .executeTakeFirstOrThrow();
  if (first.body_hash !== claim.bodyHash) return { kind: "refused", error: reusedRequestId(claim.requestId) };
  if (first.response === null) return { kind: "in-flight", since: first.created_at };
  return { kind: "replayed", response: first.response };
}

/** Stores the answer of a call that was in flight under its request id. */
export async function settleRequestId(
  db: Kysely<DatabaseSchema>,
  keyId: string,
  requestId: string,
  response: string,
): Promise<void> {
  await db
    .updateTable("submissions")
    .set({ response })
    .where("key_id", "=", keyId)
    .where("request_id", "=", requestId)
    .execute();
}

/** Frees a request id whose call failed (and was refunded): the client may retry it. */
export async function forgetRequestId(
  trx: Kysely<DatabaseSchema>,
  keyId: string,
  requestId: string,
): Promise<void> {
  await trx
    .deleteFrom("submissions")
    .where("key_id", "=", keyId)
    .where("request_id", "=", requestId)
    .where("response", "is", null)
    .execute();
}

/**
 * Takes over an in-flight request id whose call died with its process (older than `staleBefore`):
 * true when this call now owns it. The first call's charge stands for the new one.
 */
export async function takeOverRequestId(
  trx: Kysely<DatabaseSchema>,
  claim: RequestIdClaim,
  since: number,
): Promise<boolean> {
  const changed = await trx
    .updateTable("submissions")
    .set({ created_at: claim.now })
    .where("key_id", "=", claim.keyId)
    .where("request_id", "=", claim.requestId)
    .where("response", "is", null)
    .where("created_at", "=", since)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
