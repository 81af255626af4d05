import { ERROR_CODES, type ErrorCode, ServiceError } from "../../errors.ts";

/**
 * The error a `parse` function throws for a bad `data` field. 400 unless the spec gives the field its own
 * code (4001 for a sync operation's missing `brandId`, 4002 for geo.checker's `title`).
 */
export function parameterError(message: string, code: ErrorCode = ERROR_CODES.badRequest): ServiceError {
  return new ServiceError(code, message);
}
