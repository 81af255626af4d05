import type { PlatformConfig } from "./platform-config.ts";
import type { PlatformError } from "./platform-error.ts";

/**
 * Milliseconds to wait before retry number `retry` (1-based), or null when the failure must not be
 * retried. The provider's own retry time wins when it sends one (a Retry-After or retry-after-ms header,
 * or Google's RetryInfo.retryDelay in the body; up to maxRetryAfterMs); otherwise capped
 * exponential backoff with "equal jitter" (half fixed, half random) so retries from many workers spread.
 */
export function retryDelayMs(
  error: PlatformError,
  retry: number,
  config: Pick<PlatformConfig, "maxRetries" | "retryBaseDelayMs" | "retryMaxDelayMs" | "maxRetryAfterMs">,
  random: () => number = Math.random,
): number | null {
  if (!error.retryable || retry > config.maxRetries) return null;
  if (error.retryAfterMs !== undefined) {
    if (error.retryAfterMs > config.maxRetryAfterMs) return null;
    return error.retryAfterMs;
  }
  const exponential = Math.min(config.retryMaxDelayMs, config.retryBaseDelayMs * 2 ** (retry - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
