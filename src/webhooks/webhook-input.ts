import { isIP } from "node:net";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import { isPrivateAddress } from "./private-address.ts";
import { isWebhookEventType, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./webhook-events.ts";

export const MAX_WEBHOOK_URL_LENGTH = 2048;

export interface WebhookInput {
  readonly url: string;
  readonly events: WebhookEventType[];
}

const invalid = (msg: string) => new ServiceError(ERROR_CODES.badRequest, msg);

/**
 * The target URL of a new webhook: absolute http(s), no credentials, and, unless private addresses are
 * allowed, not localhost or a literal private IP. A name is resolved only when a delivery connects (and
 * checked then, so a name that later resolves to a private address is refused too: docs/webhooks.md).
 */
export function checkWebhookUrl(value: unknown, allowPrivateAddresses: boolean): string {
  if (value === undefined || value === null) throw invalid("url is required");
  if (typeof value !== "string" || value.trim() === "") throw invalid("url must be a non-empty string");
  if (value.length > MAX_WEBHOOK_URL_LENGTH) {
    throw invalid(`url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid("url must be an absolute http:// or https:// URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw invalid("url must be an absolute http:// or https:// URL");
  }
  if (url.username !== "" || url.password !== "") {
    throw invalid("url must not carry credentials (user:password@); authenticate with the signature");
  }
  if (!allowPrivateAddresses) {
    // (A fully qualified name may end with a dot: "localhost." is localhost.)
    const host = url.hostname
      .replace(/^\[|\]$/g, "")
      .replace(/\.$/, "")
      .toLowerCase();
    const privateName = host === "localhost" || host.endsWith(".localhost") || host === "";
    if (privateName || (isIP(host) !== 0 && isPrivateAddress(host))) {
      throw invalid(
        "url must not point at a private, loopback or link-local address (webhooks.allowPrivateAddresses is off)",
      );
    }
  }
  return url.toString();
}

/** The subscribed events: a non-empty list of known event types without repeats. */
export function checkWebhookEvents(value: unknown): WebhookEventType[] {
  if (value === undefined || value === null) throw invalid("events is required");
  if (!Array.isArray(value) || value.length === 0) {
    throw invalid(`events must be a non-empty array of: ${WEBHOOK_EVENT_TYPES.join(", ")}`);
  }
  const seen = new Set<string>();
  for (const [index, event] of value.entries()) {
    if (!isWebhookEventType(event)) {
      throw invalid(
        `events[${index}] must be one of ${WEBHOOK_EVENT_TYPES.join(", ")}, got ${JSON.stringify(event)}`,
      );
    }
    if (seen.has(event)) throw invalid(`events[${index}] repeats "${event}"`);
    seen.add(event);
  }
  return [...seen] as WebhookEventType[];
}

/** The body of a webhook creation, checked field by field (400 naming the field). */
export function checkWebhookInput(body: unknown, allowPrivateAddresses: boolean): WebhookInput {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw invalid("request body must be a JSON object {url, events}");
  }
  const { url, events } = body as Record<string, unknown>;
  return { url: checkWebhookUrl(url, allowPrivateAddresses), events: checkWebhookEvents(events) };
}
