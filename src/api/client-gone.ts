import type { FastifyReply } from "fastify";

/**
 * Aborts when the client's connection closes before its response was sent (the client gave up), so
 * work done only for that response stops, and is not charged.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once("close", () => {
    if (!response.writableFinished) controller.abort(new Error("the client closed the connection"));
  });
  return controller.signal;
}
