/** Deliveries are retried for at least this long after the event before they are given up. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 3_600_000;

/**
 * How long to wait after failed attempt number `attempt` (1 = the first): 10 s doubling each time up to an
 * hour, times a random factor from 0.5 to 1 ("equal jitter"), so receivers that fail together are not
 * retried together. 33 to 57 attempts (41 typically) before the 24-hour window ends.
 */
export function webhookRetryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}
