import type { Kysely } from "kysely";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import {
  claimRequestIds,
  earlierUse,
  forgetRequestId,
  type RequestIdClaim,
  settleRequestId,
  takeOverRequestId,
} from "../store/submissions/request-ids.ts";
import { type QuotaCharge, refundQuota, useQuota } from "./use-quota.ts";

export interface ImmediateCall {
  readonly charge: QuotaCharge;
  readonly now: number;
  /** The client's `Service-Request-Id` (with key and body hash): the call is answered once per id. */
  readonly requestId?: Omit<RequestIdClaim, "response" | "now">;
  /** An in-flight id older than this (epoch ms) was left by a process that died: a retry takes it over. */
  readonly staleBefore: number;
}

/**
 * Runs `work` under a quota charge for a call answered in the same response, and returns the envelope
 * `data` to answer with. The charge is taken first (4003 when exhausted) and given back if `work` throws
 * (a platform that did not answer in time, a client that went away).
 *
 * With a client request id the call is idempotent like a task submit (src/store/submissions): the id is
 * recorded in the charge's transaction; a repeat with the same key and body gets the first answer,
 * uncharged; another body under the id answers 400; a repeat while the first still works answers 429.
 * A failed call frees its id, so the client may retry it.
 */
export async function chargeImmediateCall(
  db: Kysely<DatabaseSchema>,
  call: ImmediateCall,
  work: () => Promise<unknown>,
): Promise<unknown> {
  const claim = call.requestId ? { ...call.requestId, response: null, now: call.now } : undefined;
  const replay = await db.transaction().execute(async (trx) => {
    if (claim && (await claimRequestIds(trx, [claim])).size === 0) {
      const earlier = await earlierUse(trx, claim);
      if (earlier.kind === "replayed") return JSON.parse(earlier.response) as unknown;
      if (earlier.kind === "refused") throw earlier.error;
      if (earlier.since >= call.staleBefore || !(await takeOverRequestId(trx, claim, earlier.since))) {
        throw new ServiceError(
          ERROR_CODES.rateLimited,
          `the request with Service-Request-Id "${claim.requestId}" is still being answered; retry in a moment`,
          { retryAfterSeconds: 1 },
        );
      }
      return undefined; // taken over: the first call's charge stands for this one
    }
    await useQuota(trx, call.charge);
    return undefined;
  });
  if (replay !== undefined) return replay;
  let data: unknown;
  try {
    data = await work();
  } catch (error) {
    await db.transaction().execute(async (trx) => {
      await refundQuota(trx, call.charge, call.now);
      if (claim) await forgetRequestId(trx, claim.keyId, claim.requestId);
    });
    throw error;
  }
  if (claim) await settleRequestId(db, claim.keyId, claim.requestId, JSON.stringify(data));
  return data;
}
