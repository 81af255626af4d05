import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";

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

function headerReader(headers: IncomingHttpHeaders): RawResponse["headers"] {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/**
 * POSTs `body` and reads the whole response, over node:http(s) with keep-alive. fetch did the same
 * for about twice the CPU per request (WHATWG streams, per-request abort plumbing), and a platform
 * answer is the service's most frequent request. Rejects with the transport's error (its `code`,
 * e.g. ECONNREFUSED) or, when `signal` aborts, an AbortError; the caller classifies both.
 */
export function httpPost(
  url: string,
  options: { headers: Record<string, string>; body: string; signal: AbortSignal },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const agent = AGENTS[target.protocol as keyof typeof AGENTS];
    if (!agent) {
      reject(new Error(`unsupported protocol ${target.protocol}`));
      return;
    }
    const transport = target.protocol === "https:" ? https : http;
    const body = Buffer.from(options.body, "utf8");
    const request = transport.request(
      target,
      {
        method: "POST",
        // fetch sent a User-Agent; some gateways refuse requests without one.
        headers: { "user-agent": "answerlens", ...options.headers, "content-length": String(body.length) },
        agent,
        signal: options.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("close", () => {
          if (!response.complete) reject(new Error("the connection closed before the response ended"));
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? "",
            headers: headerReader(response.headers),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
