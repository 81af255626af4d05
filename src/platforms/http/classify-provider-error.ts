import type { PlatformCode } from "../platform-codes.ts";
import { PlatformError, type PlatformErrorKind } from "../platform-error.ts";
import { redactSecret } from "./redact-secret.ts";

export interface ProviderFailure {
  platform: PlatformCode;
  /** HTTP status; 200 for errors some providers send in a successful response. */
  status: number;
  providerCode: string | null;
  message: string;
  retryAfterMs?: number;
  apiKey: string | null;
}

// Providers say "quota" for both "slow down" and "pay up"; these words mean the account is out.
const QUOTA_EXHAUSTED =
  /insufficient[_ ]quota|insufficient[_ ]balance|exceeded_current_quota|arrearage|overdue|balance|余额|欠费|billing|payment required|account.*suspend/i;
const CONTENT_REJECTED =
  /datainspectionfailed|content[_ ]?filter|sensitive|inappropriate|moderation|safety|risk|违规|敏感|审核|blocked/i;
const RATE_LIMITED = /rate[_ ]?limit|throttl|too many requests|qps|rpm|tpm|concurrency|频率|限流/i;
const AUTH =
  /invalid[_ ]?api[_ ]?key|api key not valid|incorrect api key|unauthori[sz]ed|authentication|permission denied|access denied|鉴权/i;

function kindFor(status: number, text: string, retryAfterMs: number | undefined): PlatformErrorKind {
  // A 429 that says when to come back is throttling, whatever its words: Gemini's per-minute limit
  // reads "You exceeded your current quota, please check your plan and billing details" and carries
  // RetryInfo. A quota that is used up for good (OpenAI insufficient_quota) gives no retry time.
  if (status === 429 && retryAfterMs !== undefined) return "rate_limited";
  if (QUOTA_EXHAUSTED.test(text)) return "quota_exhausted";
  if (status === 402) return "quota_exhausted";
  if (status === 401 || status === 403) return "auth";
  if (status === 429) return "rate_limited";
  if (status === 408) return "timeout";
  if (status >= 500) return "server_error";
  if (CONTENT_REJECTED.test(text)) return "content_rejected";
  if (RATE_LIMITED.test(text)) return "rate_limited";
  if (AUTH.test(text)) return "auth";
  return status === 200 ? "bad_response" : "bad_request";
}

/** Turns a provider failure into a classified PlatformError whose message holds no key. */
export function classifyProviderError(failure: ProviderFailure): PlatformError {
  const text = `${failure.providerCode ?? ""} ${failure.message}`;
  const kind = kindFor(failure.status, text, failure.retryAfterMs);
  const detail = redactSecret(failure.message.replace(/\s+/g, " ").trim().slice(0, 300), failure.apiKey);
  const code = failure.providerCode ? ` [${redactSecret(failure.providerCode, failure.apiKey)}]` : "";
  return new PlatformError(failure.platform, kind, `HTTP ${failure.status} ${kind}${code}: ${detail}`, {
    status: failure.status,
    ...(failure.retryAfterMs !== undefined ? { retryAfterMs: failure.retryAfterMs } : {}),
    ...(failure.providerCode ? { providerCode: failure.providerCode } : {}),
  });
}

/** Parses `Retry-After` (seconds or HTTP date) or `retry-after-ms` into milliseconds. */
export function parseRetryAfter(headers: Pick<Headers, "get">, now: number = Date.now()): number | undefined {
  const ms = headers.get("retry-after-ms");
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get("retry-after");
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Google's `google.rpc.RetryInfo` in an error body (`error.details[]`, `@type` ...RetryInfo): its
 * `retryDelay` is a protobuf Duration, in JSON a decimal number of seconds and "s" ("34s", "34.4s"), or
 * `{seconds, nanos}`. Gemini sends it on 429 often without a Retry-After header; it is honoured the same
 * way (retry-delay.ts). Milliseconds, or undefined when the body has none.
 */
export function parseRetryInfo(body: unknown): number | undefined {
  const details = (body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return undefined;
  for (const detail of details) {
    const d = detail as { "@type"?: unknown; retryDelay?: unknown } | null;
    if (typeof d?.["@type"] !== "string" || !d["@type"].endsWith("google.rpc.RetryInfo")) continue;
    const delay = d.retryDelay;
    if (typeof delay === "string") {
      const match = /^\s*(\d+(?:\.\d+)?)s\s*$/.exec(delay);
      if (match) return Math.round(Number(match[1]) * 1000);
    } else if (delay && typeof delay === "object") {
      const { seconds, nanos } = delay as { seconds?: unknown; nanos?: unknown };
      const total = Number(seconds ?? 0) * 1000 + Number(nanos ?? 0) / 1e6;
      if (Number.isFinite(total) && total >= 0) return Math.round(total);
    }
  }
  return undefined;
}

/** Pulls a code and message out of the error body shapes the providers use. */
export function readErrorBody(body: unknown): { code: string | null; message: string } | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (error && typeof error === "object") {
    const e = error as Record<string, unknown>;
    // OpenAI-style errors carry a string code; Gemini's code is the HTTP number and `status` names it.
    const code = typeof e.code === "string" && e.code ? e.code : (e.status ?? e.type ?? e.code);
    return {
      code: code === undefined || code === null ? null : String(code),
      message: String(e.message ?? ""),
    };
  }
  if (typeof error === "string") return { code: null, message: error };
  // Baidu v1 style, also sent by Qianfan with HTTP 200.
  if (record.error_code !== undefined)
    return { code: String(record.error_code), message: String(record.error_msg ?? "") };
  // DashScope native / Ark style: top-level code and message.
  if (typeof record.code === "string" && record.code && typeof record.message === "string")
    return { code: record.code, message: record.message };
  return null;
}
