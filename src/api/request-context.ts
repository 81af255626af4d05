import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  authenticateApiKey,
  type Caller,
  checkPresentedKey,
  presentedKeyHash,
} from "../accounts/authenticate-api-key.ts";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import type { Services } from "../services.ts";

const REQUEST_ID_HEADER = "service-request-id";
const REQUEST_ID_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The `Service-Request-Id` of this call: the client's when it sent a valid one, else a new UUID. */
export function requestIdOf(request: FastifyRequest): { requestId: string; fromClient: boolean } {
  const header = request.headers[REQUEST_ID_HEADER];
  if (header === undefined) return { requestId: request.id, fromClient: false };
  return { requestId: request.id, fromClient: true };
}

/** Fastify's request-id generator: the client's header value or a fresh UUID. */
export function generateRequestId(raw: { headers: Record<string, string | string[] | undefined> }): string {
  const header = raw.headers[REQUEST_ID_HEADER];
  return typeof header === "string" && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/** Rejects a malformed `Service-Request-Id` (too long, control characters, repeated header). */
export function checkRequestIdHeader(request: FastifyRequest): void {
  const header = request.headers[REQUEST_ID_HEADER];
  if (header !== undefined && (typeof header !== "string" || !REQUEST_ID_PATTERN.test(header))) {
    throw new ServiceError(
      ERROR_CODES.badRequest,
      "Service-Request-Id must be 1 to 128 printable ASCII characters without spaces",
    );
  }
}

/**
 * The hash of the presented key, after the checks that need no database: the rate limit on the key first
 * (a cheap in-memory check, so floods of bad keys never reach the database), then 401 for a missing or
 * over-long key. The key is hashed once: the hash names the bucket (the secret is not kept) and is what
 * the key's lookup compares.
 */
export function presentedKey(services: Services, request: FastifyRequest, reply: FastifyReply): string {
  const header = request.headers["service-api-key"];
  const apiKey = Array.isArray(header) ? undefined : header;
  const keyHash = apiKey ? presentedKeyHash(apiKey) : undefined;
  if (keyHash !== undefined) {
    const retryAfter = services.rateLimiter.take(keyHash, services.now());
    if (retryAfter > 0) {
      reply.header("Retry-After", String(retryAfter));
      throw new ServiceError(
        ERROR_CODES.rateLimited,
        `too many requests for this API key; retry after ${retryAfter} s`,
        {
          retryAfterSeconds: retryAfter,
        },
      );
    }
  }
  const checked = checkPresentedKey(apiKey);
  return keyHash ?? presentedKeyHash(checked); // a key that passed the check was hashed above
}

/**
 * Identifies the caller: presentedKey (429, or 401 without a usable key), then the key's row (401 for an
 * unknown, revoked or expired key). A task poll reads the key's row together with the task instead
 * (get-task-route.ts), with the same checks.
 */
export async function authenticate(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller> {
  const keyHash = presentedKey(services, request, reply);
  return authenticateApiKey(services.database.db, keyHash, services.now());
}

/** 403 unless the key holds `permissionCode`. */
export function requirePermission(caller: Caller, permissionCode: string, apiCode: string): void {
  if (!caller.permissions.includes(permissionCode)) {
    throw new ServiceError(
      ERROR_CODES.forbidden,
      `this API key is not permitted to call ${apiCode} (needs permission ${permissionCode})`,
    );
  }
}
