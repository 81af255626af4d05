import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { guardedLookup } from "./guarded-lookup.ts";
import { isPrivateAddress } from "./private-address.ts";
import { SIGNATURE_HEADER, webhookSignature } from "./webhook-signature.ts";

export const WEBHOOK_USER_AGENT = "answerlens-webhooks/1";
/** Bytes of a receiver's answer read at most: only its status matters. */
const RESPONSE_READ_LIMIT = 4096;
/** How long the rest of an answer is drained after its status arrived, at most. */
const DRAIN_MS = 1000;

export interface WebhookRequest {
  readonly url: string;
  readonly secret: string;
  /** The exact body (recorded with the event). */
  readonly payload: string;
}

export interface SendOptions {
  readonly timeoutMs: number;
  readonly allowPrivateAddresses: boolean;
}

/** An attempt's outcome: delivered on a 2xx answer; otherwise why not, in words safe to store and log. */
export type SendOutcome = { delivered: true; statusCode: number } | { delivered: false; error: string };

/**
 * One delivery attempt: a signed POST, no redirects followed (a 3xx is a failure), private targets
 * refused at connect time unless allowed, the attempt (lookup, connect, send, until the answer's status
 * line) bounded by `timeoutMs`, and at most RESPONSE_READ_LIMIT bytes of the answer read. Never throws.
 */
export function sendWebhook(request: WebhookRequest, options: SendOptions): Promise<SendOutcome> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve({ delivered: false, error: "the webhook URL is not a valid URL" });
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal IP never goes through `lookup`: it is checked here.
  if (!options.allowPrivateAddresses && isIP(host) !== 0 && isPrivateAddress(host)) {
    return Promise.resolve({ delivered: false, error: `refused: ${host} is a private address` });
  }
  const body = Buffer.from(request.payload, "utf8");
  // The receiver compares `t` with its own clock, so it is the real time, not the (test-settable) service clock.
  const signature = webhookSignature(request.secret, request.payload, Math.floor(Date.now() / 1000));
  const client = url.protocol === "https:" ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = client.request(url, {
      method: "POST",
      agent: false,
      ...(options.allowPrivateAddresses ? {} : { lookup: guardedLookup }),
      headers: {
        "Content-Type": "application/json",
        "Content-Length": String(body.length),
        "User-Agent": WEBHOOK_USER_AGENT,
        [SIGNATURE_HEADER]: signature,
      },
    });
    const timer = setTimeout(() => {
      settle({ delivered: false, error: `no answer within ${options.timeoutMs} ms` });
      req.destroy();
    }, options.timeoutMs);
    req.on("error", (error: NodeJS.ErrnoException) => {
      const refused = error.code === "EPRIVATEADDRESS" ? "refused: " : "";
      settle({ delivered: false, error: `${refused}${error.message}` });
    });
    req.on("response", (response) => {
      // The status decides; the answer's body is drained up to a small limit (so a well-behaved
      // receiver sees its answer taken) and the connection closed, never waited on.
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) settle({ delivered: true, statusCode: status });
      else if (status >= 300 && status < 400) {
        settle({ delivered: false, error: `HTTP ${status}: redirects are not followed` });
      } else settle({ delivered: false, error: `HTTP ${status}` });
      let read = 0;
      const drained = setTimeout(() => response.destroy(), DRAIN_MS);
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > RESPONSE_READ_LIMIT) response.destroy();
      });
      response.on("close", () => clearTimeout(drained));
      response.on("error", () => {});
    });
    req.end(body);
  });
}
