import { setTimeout as sleep } from "node:timers/promises";
import { ADAPTERS } from "./adapters/adapter-registry.ts";
import { fetchFailure } from "./http/provider-http.ts";
import type { PlatformCode } from "./platform-codes.ts";
import type { PlatformConfig, PlatformConfigs } from "./platform-config.ts";
import { isPlatformError, PlatformError } from "./platform-error.ts";
import { PlatformLimiter } from "./platform-limiter.ts";
import type { PlatformAnswer } from "./platform-types.ts";
import { retryDelayMs } from "./retry-delay.ts";

/** Pino-compatible subset. */
export interface PlatformLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface PlatformClientOptions {
  logger?: PlatformLogger;
  now?: () => number;
  /** Random source for backoff jitter; tests may pin it. */
  random?: () => number;
}

export interface PlatformClient {
  /** Asks one question; throws PlatformError after bounded retries. */
  ask(platform: PlatformCode, question: string, options?: { signal?: AbortSignal }): Promise<PlatformAnswer>;
  /** Requests currently in flight to a platform (for metrics and tests). */
  inFlight(platform: PlatformCode): number;
  /** Rejects new asks and aborts the waits of those in progress. */
  close(): void;
}

/**
 * Transport failures are classified inside the adapters; anything else that escapes one (a body
 * shape no check anticipated) is a bad response, not a crash and not a retryable network error.
 */
function unexpectedFailure(config: PlatformConfig, signal: AbortSignal, caught: unknown): PlatformError {
  if (signal.aborted) return fetchFailure({ config, signal }, caught);
  const detail = caught instanceof Error ? caught.message : String(caught);
  return new PlatformError(config.platform, "bad_response", `malformed response: ${detail}`);
}

export function createPlatformClient(
  configs: PlatformConfigs,
  options: PlatformClientOptions = {},
): PlatformClient {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const logger = options.logger;
  const closing = new AbortController();
  const limiters = new Map<PlatformCode, PlatformLimiter>();

  function limiterFor(platform: PlatformCode): PlatformLimiter {
    let limiter = limiters.get(platform);
    if (!limiter) {
      const config = configs[platform];
      limiter = new PlatformLimiter({
        concurrency: config.concurrency,
        requestsPerMinute: config.requestsPerMinute,
        now,
      });
      limiters.set(platform, limiter);
    }
    return limiter;
  }

  async function ask(platform: PlatformCode, question: string, askOptions: { signal?: AbortSignal } = {}) {
    const config = configs[platform];
    if (!config) throw new PlatformError(platform, "not_configured", "no configuration for this platform");
    if (closing.signal.aborted) throw new PlatformError(platform, "aborted", "platform client is closed");
    const adapter = ADAPTERS[config.adapter];
    const outer = askOptions.signal ? AbortSignal.any([askOptions.signal, closing.signal]) : closing.signal;
    const started = now();
    const base = { platform, adapter: adapter.name, model: config.model, sandbox: config.sandbox };
    for (let attempt = 1; ; attempt++) {
      let release: (() => void) | undefined;
      const signal = AbortSignal.any([outer, AbortSignal.timeout(config.timeoutMs)]);
      try {
        release = await limiterFor(platform).acquire(outer);
        const result = await adapter.ask({ config, signal }, question);
        // An answer without text cannot be analysed; providers send this when generation went wrong.
        if (!result.text.trim())
          throw new PlatformError(platform, "bad_response", "malformed response: empty answer text");
        const latencyMs = now() - started;
        logger?.info(
          { ...base, attempts: attempt, latencyMs, sources: result.sources.length },
          "platform answered",
        );
        return {
          platform,
          text: result.text,
          sources: result.sources,
          provenance: {
            adapter: adapter.name,
            model: result.model,
            searchEnabled: adapter.searchEnabled(config),
            searchUsed: result.searchUsed,
            sandbox: config.sandbox,
            latencyMs,
            attempts: attempt,
            usage: result.usage,
          },
        } satisfies PlatformAnswer;
      } catch (caught) {
        const error = isPlatformError(caught) ? caught : unexpectedFailure(config, signal, caught);
        error.attempts = attempt;
        const delay = outer.aborted ? null : retryDelayMs(error, attempt, config, random);
        if (delay === null) {
          logger?.error(
            { ...base, attempts: attempt, kind: error.kind, status: error.status },
            error.message,
          );
          throw error;
        }
        logger?.warn(
          { ...base, attempt, kind: error.kind, status: error.status, delayMs: delay },
          error.message,
        );
        release?.();
        release = undefined;
        try {
          await sleep(delay, undefined, { signal: outer });
        } catch {
          throw new PlatformError(
            platform,
            "aborted",
            `aborted while waiting to retry after: ${error.message}`,
          );
        }
      } finally {
        release?.();
      }
    }
  }

  return {
    ask,
    inFlight: (platform) => limiters.get(platform)?.inFlight ?? 0,
    close: () => closing.abort(new Error("platform client closed")),
  };
}
