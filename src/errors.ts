/**
 * The closed set of envelope error codes answerlens returns, and the error type that carries one.
 *
 * Spec section 7 names 400, 401, 404, 4001 and 4002; DESIGN section 3 adds 403, 4003, 413, 429, 500
 * and 503; the HTTP-level refusals 408, 414, 417 and 431 are in the envelope too (docs/api.md). The HTTP status each code travels with is decided in one place: `src/api/error-status.ts`.
 */
export const ERROR_CODES = {
  /** Request parameter error: malformed JSON, wrong type, out-of-range value, unknown apiCode. */
  badRequest: 400,
  /** Missing, unknown, expired or revoked API key. */
  unauthorized: 401,
  /** The key is valid but not permitted for this apiCode. */
  forbidden: 403,
  /** Unknown path, or a task that does not exist, has expired or belongs to another account. */
  notFound: 404,
  /** The client did not finish sending its request in time (Node's request timeout). */
  requestTimeout: 408,
  /** Request body larger than the configured limit. */
  payloadTooLarge: 413,
  /** A path segment (such as a taskId) longer than the router accepts. */
  uriTooLong: 414,
  /** An `Expect` header other than `100-continue`. */
  expectationFailed: 417,
  /** Too many requests for this key; `Retry-After` says when to come back. */
  rateLimited: 429,
  /** The request's headers (request line included) are larger than the server reads (16 KB). */
  headersTooLarge: 431,
  /** Internal error; the message never carries a stack or SQL. */
  internal: 500,
  /** The service is shutting down or a dependency is unavailable. */
  unavailable: 503,
  /** Required parameter missing or empty on a synchronous operation (brandId, competitorName). */
  missingParameter: 4001,
  /** geo.checker `title` is invalid (a URL, or contains the submitted url). */
  invalidTitle: 4002,
  /** Quota count or points exhausted for this account. */
  quotaExhausted: 4003,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An error that becomes an envelope `{code, msg, data: null}`. `msg` is shown to the caller as is. */
export class ServiceError extends Error {
  readonly code: ErrorCode;
  /** Seconds the caller should wait before retrying (429, and 503 when the database is unavailable). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, msg: string, options: { retryAfterSeconds?: number } = {}) {
    super(msg);
    this.name = "ServiceError";
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
