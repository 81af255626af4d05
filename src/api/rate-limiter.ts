/**
 * A per-key sliding-window-free token bucket: `perMinute` requests a minute, refilled continuously, with
 * a burst of the same size. In-process: with several API processes each enforces its own bucket
 * (docs/api.md says so). `perMinute` 0 disables the limit.
 */
export interface RateLimiter {
  /** Takes one request for `key`; returns 0 when allowed, else the seconds to wait before retrying. */
  take(key: string, now: number): number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const MAX_BUCKETS = 100_000;

export function createRateLimiter(perMinute: number): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const ratePerMs = perMinute / 60_000;
  return {
    take(key: string, now: number): number {
      if (perMinute <= 0) return 0;
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= MAX_BUCKETS) buckets.clear();
        bucket = { tokens: perMinute, updatedAt: now };
        buckets.set(key, bucket);
      }
      bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.updatedAt) * ratePerMs);
      bucket.updatedAt = now;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000));
    },
  };
}
