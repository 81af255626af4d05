import type { FastifyReply } from "fastify";
import { ERROR_CODES, ServiceError } from "../errors.ts";

/**
 * Aborts when the client's connection closes before its response was sent (the client gave up), so
 * work done only for that response stops, and is not charged.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once("close", () => {
    if (response.writableFinished) return;
    // A ServiceError, so the answer nobody reads is not logged as an internal error.
    const reason = "the client closed the connection before the answer; nothing was charged";
    controller.abort(new ServiceError(ERROR_CODES.unavailable, reason));
  });
  return controller.signal;
}
