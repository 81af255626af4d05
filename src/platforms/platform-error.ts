import type { PlatformCode } from "./platform-codes.ts";

/**
 * Closed set of failure kinds. Retryable: timeout, rate_limited, server_error, network.
 * Final: auth, quota_exhausted, content_rejected, bad_response, not_configured, bad_request, aborted.
 */
export const PLATFORM_ERROR_KINDS = [
  "timeout",
  "rate_limited",
  "server_error",
  "network",
  "auth",
  "quota_exhausted",
  "content_rejected",
  "bad_response",
  "bad_request",
  "not_configured",
  "aborted",
] as const;

export type PlatformErrorKind = (typeof PLATFORM_ERROR_KINDS)[number];

const RETRYABLE_KINDS: ReadonlySet<PlatformErrorKind> = new Set([
  "timeout",
  "rate_limited",
  "server_error",
  "network",
]);

export function isRetryableKind(kind: PlatformErrorKind): boolean {
  return RETRYABLE_KINDS.has(kind);
}

export interface PlatformErrorOptions {
  status?: number;
  /** Milliseconds the provider asked us to wait (Retry-After), when it said so. */
  retryAfterMs?: number;
  /** Provider's own error code, e.g. "insufficient_quota", "Arrearage". */
  providerCode?: string;
  cause?: unknown;
}

/** A failed platform call. Messages are built from provider messages with the key redacted. */
export class PlatformError extends Error {
  override readonly name = "PlatformError";
  readonly platform: PlatformCode;
  readonly kind: PlatformErrorKind;
  readonly retryable: boolean;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly providerCode?: string;
  /** Attempts made before giving up; set by the client. */
  attempts = 1;

  constructor(
    platform: PlatformCode,
    kind: PlatformErrorKind,
    message: string,
    options: PlatformErrorOptions = {},
  ) {
    super(`${platform}: ${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.platform = platform;
    this.kind = kind;
    this.retryable = isRetryableKind(kind);
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.providerCode !== undefined) this.providerCode = options.providerCode;
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
