import { setTimeout as sleep } from "node:timers/promises";
import { ADAPTERS } from "./adapters/adapter-registry.ts";
import { AskCancellation } from "./ask-cancellation.ts";
import { fetchFailure } from "./http/provider-http.ts";
import type { PlatformCode } from "./platform-codes.ts";
import type { PlatformConfig, PlatformConfigs } from "./platform-config.ts";
import { isPlatformError, PlatformError } from "./platform-error.ts";
import { type LimiterLane, PlatformLimiter } from "./platform-limiter.ts";
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
  /**
   * Percent of each platform's concurrency and requests per minute reserved for interactive asks
   * (`interactive.reservedPercent`; default 0): background asks never hold them. At least one slot and
   * one request when above 0 and the platform has two or more.
   */
  interactivePercent?: number;
}

export interface AskOptions {
  signal?: AbortSignal;
  /** `interactive` for a call a client waits on (it has its own share and goes first); default background. */
  lane?: LimiterLane;
}

export interface PlatformClient {
  /** Asks one question; throws PlatformError after bounded retries. */
  ask(platform: PlatformCode, question: string, options?: AskOptions): Promise<PlatformAnswer>;
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

/** What every log line about a platform call names. */
function logFields(platform: PlatformCode, config: PlatformConfig) {
  return { platform, adapter: ADAPTERS[config.adapter].name, model: config.model, sandbox: config.sandbox };
}

/** The share of `total` reserved at `percent`: at least 1 when above 0, never all of it. */
function reservedShare(total: number, percent: number): number {
  if (percent <= 0 || total < 2) return 0;
  return Math.min(total - 1, Math.max(1, Math.floor((total * percent) / 100)));
}

export function createPlatformClient(
  configs: PlatformConfigs,
  options: PlatformClientOptions = {},
): PlatformClient {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const logger = options.logger;
  const limiters = new Map<PlatformCode, PlatformLimiter>();
  // Asks in progress, so close() can abort them without every ask listening on a shared signal.
  const running = new Set<AskCancellation>();
  let closed = false;

  function limiterFor(platform: PlatformCode): PlatformLimiter {
    let limiter = limiters.get(platform);
    if (!limiter) {
      const config = configs[platform];
      limiter = new PlatformLimiter({
        concurrency: config.concurrency,
        requestsPerMinute: config.requestsPerMinute,
        reservedConcurrency: reservedShare(config.concurrency, options.interactivePercent ?? 0),
        reservedRequestsPerMinute: reservedShare(config.requestsPerMinute, options.interactivePercent ?? 0),
        now,
      });
      limiters.set(platform, limiter);
    }
    return limiter;
  }

  async function ask(platform: PlatformCode, question: string, askOptions: AskOptions = {}) {
    const config = configs[platform];
    if (!config) throw new PlatformError(platform, "not_configured", "no configuration for this platform");
    if (closed) throw new PlatformError(platform, "aborted", "platform client is closed");
    const cancellation = new AskCancellation(askOptions.signal);
    running.add(cancellation);
    try {
      return await attempts(platform, config, question, cancellation, askOptions.lane ?? "background");
    } finally {
      cancellation.dispose();
      running.delete(cancellation);
    }
  }

  async function attempts(
    platform: PlatformCode,
    config: PlatformConfig,
    question: string,
    cancellation: AskCancellation,
    lane: LimiterLane,
  ): Promise<PlatformAnswer> {
    const adapter = ADAPTERS[config.adapter];
    const limiter = limiterFor(platform);
    const outer = cancellation.signal;
    const started = now();
    for (let attempt = 1; ; attempt++) {
      let held = false;
      let signal: AbortSignal | null = null;
      try {
        if (!limiter.tryAcquire(lane)) await limiter.wait(outer, lane);
        held = true;
        // The timeout covers the request, not the wait for a slot.
        signal = cancellation.startAttempt(config.timeoutMs);
        const result = await adapter.ask({ config, signal, onProgress: cancellation.onProgress }, question);
        // An answer without text cannot be analysed; providers send this when generation went wrong.
        if (!result.text.trim())
          throw new PlatformError(platform, "bad_response", "malformed response: empty answer text");
        const latencyMs = now() - started;
        logger?.info(
          {
            ...logFields(platform, config),
            attempts: attempt,
            latencyMs,
            sources: result.sources.length,
            retrievedSources: result.retrievedSources.length,
          },
          "platform answered",
        );
        return {
          platform,
          text: result.text,
          sources: result.sources,
          retrievedSources: result.retrievedSources,
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
        const error = isPlatformError(caught) ? caught : unexpectedFailure(config, signal ?? outer, caught);
        error.attempts = attempt;
        const delay = outer.aborted ? null : retryDelayMs(error, attempt, config, random);
        if (delay === null) {
          logger?.error(
            { ...logFields(platform, config), attempts: attempt, kind: error.kind, status: error.status },
            error.message,
          );
          throw error;
        }
        logger?.warn(
          { ...logFields(platform, config), attempt, kind: error.kind, status: error.status, delayMs: delay },
          error.message,
        );
        cancellation.endAttempt();
        if (held) limiter.release(lane);
        held = false;
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
        cancellation.endAttempt();
        if (held) limiter.release(lane);
      }
    }
  }

  return {
    ask,
    inFlight: (platform) => limiters.get(platform)?.inFlight ?? 0,
    close: () => {
      closed = true;
      const reason = new Error("platform client closed");
      for (const cancellation of running) cancellation.abort(reason);
    },
  };
}
