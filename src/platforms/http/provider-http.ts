import type { PlatformConfig } from "../platform-config.ts";
import { PlatformError } from "../platform-error.ts";
import {
  classifyProviderError,
  parseRetryAfter,
  parseRetryInfo,
  readErrorBody,
} from "./classify-provider-error.ts";
import { httpPost, type RawResponse } from "./http-post.ts";
import { redactSecret } from "./redact-secret.ts";

export interface ProviderRequest {
  /** Path appended to the platform's baseUrl, e.g. "/chat/completions". */
  path: string;
  body: unknown;
  /** Auth and other headers; defaults to `Authorization: Bearer <key>`. */
  headers?: Record<string, string>;
}

/** Everything an adapter needs to talk to its provider for one attempt. */
export interface AdapterContext {
  config: PlatformConfig;
  /** Aborts on the caller's signal or the per-attempt timeout. */
  signal: AbortSignal;
  /** Called when response bytes arrive, so a slow but alive answer is not timed out (AskCancellation). */
  onProgress?: () => void;
}

export function requireApiKey(config: PlatformConfig): string {
  if (!config.apiKey)
    throw new PlatformError(
      config.platform,
      "not_configured",
      `no API key: set the environment variable ${config.apiKeyEnv}`,
    );
  return config.apiKey;
}

/**
 * Converts a transport rejection (fetch or node:http) into a classified PlatformError: timeout,
 * aborted or network.
 */
export function fetchFailure(ctx: AdapterContext, error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  const reason = ctx.signal.aborted ? (ctx.signal.reason as { name?: string } | undefined) : undefined;
  if (reason?.name === "TimeoutError")
    return new PlatformError(ctx.config.platform, "timeout", `no response within ${ctx.config.timeoutMs} ms`);
  if (ctx.signal.aborted)
    return new PlatformError(ctx.config.platform, "aborted", "request aborted by caller");
  // fetch wraps the socket error in `cause`; node:http rejects with it directly.
  type SocketError = { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const cause = (error as SocketError).cause ?? (error as SocketError);
  const detail = redactSecret(
    cause?.code ?? cause?.message ?? (error as Error).message ?? "request failed",
    null,
  );
  return new PlatformError(ctx.config.platform, "network", `network error: ${detail}`);
}

/** Headers and body extras that stay the same for every request to one platform. */
interface RequestConstants {
  /** What they were built from, so a config given another key or extraBody object is noticed. */
  key: string;
  extraBodySource: Record<string, unknown> | undefined;
  bearerHeaders: Record<string, string>;
  extraBody: Record<string, unknown> | null;
}

// Built once per config object (configs live as long as the client), not once per request.
const CONSTANTS = new WeakMap<PlatformConfig, RequestConstants>();

function constantsFor(config: PlatformConfig, key: string): RequestConstants {
  let constants = CONSTANTS.get(config);
  if (!constants || constants.key !== key || constants.extraBodySource !== config.extraBody) {
    constants = {
      key,
      extraBodySource: config.extraBody,
      bearerHeaders: {
        "user-agent": "answerlens",
        "content-type": "application/json",
        accept: "application/json",
        authorization: `Bearer ${key}`,
      },
      extraBody: Object.keys(config.extraBody ?? {}).length > 0 ? config.extraBody : null,
    };
    CONSTANTS.set(config, constants);
  }
  return constants;
}

/**
 * POSTs JSON to the provider and returns the parsed body. HTTP errors, unreadable bodies and
 * transport failures come back as classified PlatformErrors; nothing here logs or echoes the key.
 */
export async function postJson(ctx: AdapterContext, request: ProviderRequest): Promise<unknown> {
  const { config } = ctx;
  const key = requireApiKey(config);
  const constants = constantsFor(config, key);
  const headers = request.headers
    ? { "content-type": "application/json", accept: "application/json", ...request.headers }
    : constants.bearerHeaders;
  const body = constants.extraBody
    ? { ...(request.body as Record<string, unknown>), ...constants.extraBody }
    : request.body;
  let response: RawResponse;
  try {
    response = await httpPost(`${config.baseUrl}${request.path}`, {
      headers,
      body: JSON.stringify(body),
      signal: ctx.signal,
      onProgress: ctx.onProgress,
    });
  } catch (error) {
    throw fetchFailure(ctx, error);
  }
  const { text } = response;
  let parsed: unknown;
  let parseFailed = false;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parseFailed = true;
  }
  if (response.status < 200 || response.status > 299) {
    const info = readErrorBody(parsed);
    throw classifyProviderError({
      platform: config.platform,
      status: response.status,
      providerCode: info?.code ?? null,
      message: info?.message || text.slice(0, 200) || response.statusText,
      retryAfterMs: parseRetryAfter(response.headers) ?? parseRetryInfo(parsed),
      apiKey: key,
    });
  }
  if (parseFailed || parsed === undefined || typeof parsed !== "object" || parsed === null)
    throw new PlatformError(
      config.platform,
      "bad_response",
      `HTTP ${response.status} body is not a JSON object (${text.length} bytes: ${JSON.stringify(redactSecret(text.slice(0, 80), key))})`,
      { status: response.status },
    );
  return parsed;
}

/** Raises a bad_response error for a body that parsed but lacks what the protocol promises. */
export function badResponse(ctx: AdapterContext, what: string): PlatformError {
  return new PlatformError(ctx.config.platform, "bad_response", `malformed response: ${what}`);
}
