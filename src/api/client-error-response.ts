import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { ERROR_CODES, type ErrorCode } from "../errors.ts";
import { errorEnvelope } from "./envelope.ts";
import { httpStatusFor } from "./error-status.ts";

/**
 * What a request that Node's HTTP parser refused gets: the envelope, written to the socket by hand
 * because no request object exists (Fastify's `clientErrorHandler`). Before this the parser's refusals
 * (a control character in a header, headers over 16 KB, a malformed request line) answered Fastify's own
 * `{"error", "message", "statusCode"}` body. The connection is closed afterwards: after a parse error the
 * rest of the stream cannot be trusted.
 */
function clientErrorClassification(error: NodeJS.ErrnoException): { code: ErrorCode; msg: string } {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return { code: ERROR_CODES.headersTooLarge, msg: "the request's headers are larger than 16 KB" };
    case "HPE_PAUSED_H2_UPGRADE":
      return { code: ERROR_CODES.badRequest, msg: "HTTP/2 is not served here; use HTTP/1.1" };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { code: ERROR_CODES.requestTimeout, msg: "the request was not received in time" };
    default: {
      // llhttp's reason names the rule broken ("Invalid header value char"), never the bytes sent.
      const reason = (error as { reason?: unknown }).reason;
      const detail = typeof reason === "string" && reason.length <= 80 ? ` (${reason})` : "";
      return { code: ERROR_CODES.badRequest, msg: `malformed HTTP request${detail}` };
    }
  }
}

/** The raw HTTP response for a refused request: status line, headers and the envelope. */
export function rawEnvelopeResponse(code: ErrorCode, msg: string, now: number): string {
  const status = httpStatusFor(code);
  const body = JSON.stringify(errorEnvelope(code, msg, now));
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n` +
    "Content-Type: application/json; charset=utf-8\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    "Connection: close\r\n\r\n" +
    body
  );
}

/** Fastify's `clientErrorHandler`: answers the envelope when the socket can still be written to. */
export function createClientErrorHandler(now: () => number) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection has nobody to answer (Node's own advice for 'clientError').
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { code, msg } = clientErrorClassification(error);
    if (socket.writable) socket.end(rawEnvelopeResponse(code, msg, now()));
    else socket.destroy();
  };
}
