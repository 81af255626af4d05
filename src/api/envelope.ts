import type { ErrorCode } from "../errors.ts";

/** The response body of every endpoint (spec 2.1). */
export interface Envelope<T = unknown> {
  code: 200 | ErrorCode;
  msg: string;
  data: T | null;
  timeStamp: number;
}

export function successEnvelope<T>(data: T, now: number): Envelope<T> {
  return { code: 200, msg: "success", data, timeStamp: now };
}

/** The content type of every answer (Fastify's default for JSON); set it when sending JSON text. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * The success envelope as JSON text around `dataJson`, data that is JSON text already: the same fields in
 * the same order as Fastify writes `successEnvelope(data, now)`, without serialising the data again.
 */
export function successEnvelopeJson(dataJson: string, now: number): string {
  return `{"code":200,"msg":"success","data":${dataJson},"timeStamp":${Math.trunc(now)}}`;
}

export function errorEnvelope(code: ErrorCode, msg: string, now: number): Envelope<never> {
  return { code, msg, data: null, timeStamp: now };
}
