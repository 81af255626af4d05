import { ERROR_CODES, type ErrorCode } from "../errors.ts";

/**
 * The HTTP status each envelope code travels with (DESIGN 3): the business codes 4001..4003 are client
 * errors (400); the others are HTTP codes already. One place, so the two can never disagree.
 */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ERROR_CODES.badRequest]: 400,
  [ERROR_CODES.missingParameter]: 400,
  [ERROR_CODES.invalidTitle]: 400,
  [ERROR_CODES.quotaExhausted]: 400,
  [ERROR_CODES.unauthorized]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.requestTimeout]: 408,
  [ERROR_CODES.payloadTooLarge]: 413,
  [ERROR_CODES.uriTooLong]: 414,
  [ERROR_CODES.expectationFailed]: 417,
  [ERROR_CODES.rateLimited]: 429,
  [ERROR_CODES.headersTooLarge]: 431,
  [ERROR_CODES.internal]: 500,
  [ERROR_CODES.unavailable]: 503,
};

export function httpStatusFor(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}
