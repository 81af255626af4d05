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

export function errorEnvelope(code: ErrorCode, msg: string, now: number): Envelope<never> {
  return { code, msg, data: null, timeStamp: now };
}
