import http, { type IncomingHttpHeaders, type RequestOptions } from "node:http";
import https from "node:https";
import { urlToHttpOptions } from "node:url";

/** A provider's answer as received: status line, headers and the whole body decoded as UTF-8. */
export interface RawResponse {
  readonly status: number;
  readonly statusText: string;
  /** Reads one header (any case), the shape `parseRetryAfter` takes. */
  readonly headers: { get(name: string): string | null };
  readonly text: string;
}

// One keep-alive agent per protocol for every platform: connections are reused from question to
// question, and the platform limiter, not the agent, bounds how many are open.
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

interface Target {
  transport: typeof http | typeof https;
  /** Host, port, path and agent: what http.request would parse out of the URL every time. */
  options: RequestOptions;
}

// A platform posts to one or two URLs; parsing each once saves a URL parse per request. Bounded in
// case a caller builds URLs with varying parts.
const TARGETS = new Map<string, Target | Error>();
const MAX_TARGETS = 256;

function targetOf(url: string): Target | Error {
  let target = TARGETS.get(url);
  if (target) return target;
  const parsed = new URL(url);
  const agent = AGENTS[parsed.protocol as keyof typeof AGENTS];
  target = agent
    ? {
        transport: parsed.protocol === "https:" ? https : http,
        options: { ...urlToHttpOptions(parsed), agent, method: "POST" },
      }
    : new Error(`unsupported protocol ${parsed.protocol}`);
  if (TARGETS.size >= MAX_TARGETS) TARGETS.clear();
  TARGETS.set(url, target);
  return target;
}

function headerReader(headers: IncomingHttpHeaders): RawResponse["headers"] {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

function abortError(signal: AbortSignal): DOMException {
  return new DOMException("the request was aborted", { name: "AbortError", cause: signal.reason });
}

/**
 * POSTs `body` and reads the whole response, over node:http(s) with keep-alive. fetch did the same
 * for about twice the CPU per request (WHATWG streams, per-request abort plumbing), and a platform
 * answer is the service's most frequent request. Rejects with the transport's error (its `code`,
 * e.g. ECONNREFUSED) or, when `signal` aborts, an AbortError; the caller classifies both.
 *
 * The signal gets one plain listener, removed when the exchange ends, instead of http.request's
 * `signal` option (which ties the signal to the stream's lifecycle with several listeners per
 * request). The body goes out as a string so Node sends it in one write with the headers and sets
 * Content-Length itself.
 */
export function httpPost(
  url: string,
  options: {
    headers: Record<string, string>;
    body: string;
    signal: AbortSignal;
    /** Called on the response's headers and on every chunk of its body (keep-alive lines included). */
    onProgress?: () => void;
  },
): Promise<RawResponse> {
  const { signal } = options;
  let target: Target | Error;
  try {
    target = targetOf(url);
  } catch (error) {
    return Promise.reject(error);
  }
  if (target instanceof Error) return Promise.reject(target);
  if (signal.aborted) return Promise.reject(abortError(signal));
  const { transport } = target;
  // fetch sent a User-Agent; some gateways refuse requests without one.
  const headers =
    options.headers["user-agent"] === undefined
      ? { "user-agent": "answerlens", ...options.headers }
      : options.headers;
  return new Promise((resolve, reject) => {
    const onAbort = () => request.destroy(abortError(signal));
    const fail = (error: Error) => {
      signal.removeEventListener("abort", onAbort);
      reject(error);
    };
    const { onProgress } = options;
    const request = transport.request({ ...target.options, headers }, (response) => {
      const chunks: Buffer[] = [];
      onProgress?.();
      response.on(
        "data",
        onProgress
          ? (chunk: Buffer) => {
              chunks.push(chunk);
              onProgress();
            }
          : (chunk: Buffer) => chunks.push(chunk),
      );
      response.on("error", fail);
      response.on("close", () => {
        if (!response.complete) fail(new Error("the connection closed before the response ended"));
      });
      response.on("end", () => {
        if (signal.aborted) return fail(abortError(signal));
        signal.removeEventListener("abort", onAbort);
        resolve({
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? "",
          headers: headerReader(response.headers),
          // Most answers arrive in one chunk; concat would copy it for nothing.
          text: (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString("utf8"),
        });
      });
    });
    signal.addEventListener("abort", onAbort, { once: true });
    request.on("error", fail);
    request.end(options.body, "utf8");
  });
}
