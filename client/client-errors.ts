/**
 * The service's envelope error codes as error classes, so callers branch on the class (or `code`), never
 * on the message text (spec 7). Every class extends AnswerlensError; an unknown code is an AnswerlensError.
 */
export class AnswerlensError extends Error {
  override name = "AnswerlensError";
  /** The envelope code (400, 401, 403, 404, 413, 429, 500, 503, 4001, 4002, 4003, ...). */
  readonly code: number;
  /** The HTTP status the envelope travelled with. */
  readonly httpStatus: number;
  /** The `Service-Request-Id` of the call, for support. */
  readonly requestId: string | undefined;

  constructor(code: number, message: string, httpStatus: number, requestId?: string) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
    this.requestId = requestId;
  }
}

/** 400: a request parameter is wrong (the message names it). */
export class BadRequestError extends AnswerlensError {
  override name = "BadRequestError";
}
/** 401: the key is missing, unknown, expired or revoked. */
export class UnauthorizedError extends AnswerlensError {
  override name = "UnauthorizedError";
}
/** 403: the key is valid but lacks the operation's permission. */
export class ForbiddenError extends AnswerlensError {
  override name = "ForbiddenError";
}
/** 404: the task does not exist, has expired or belongs to another account. */
export class NotFoundError extends AnswerlensError {
  override name = "NotFoundError";
}
/** 413: the request body is larger than the service accepts. */
export class PayloadTooLargeError extends AnswerlensError {
  override name = "PayloadTooLargeError";
}
/** 429: too many requests for this key, after the client's own retries. */
export class RateLimitedError extends AnswerlensError {
  override name = "RateLimitedError";
  /** The service's Retry-After, in seconds. */
  retryAfterSeconds: number | undefined;
}
/** 500: the service failed; the message never carries internals. */
export class InternalServiceError extends AnswerlensError {
  override name = "InternalServiceError";
}
/** 503: the service or one of its parts is unavailable (for example PDF rendering). */
export class ServiceUnavailableError extends AnswerlensError {
  override name = "ServiceUnavailableError";
}
/** 4001: a required parameter is missing or empty. */
export class MissingParameterError extends AnswerlensError {
  override name = "MissingParameterError";
}
/** 4002: geo.checker's title is invalid (a URL, or contains the url). */
export class InvalidTitleError extends AnswerlensError {
  override name = "InvalidTitleError";
}
/** 4003: the account's quota count or points are exhausted. */
export class QuotaExhaustedError extends AnswerlensError {
  override name = "QuotaExhaustedError";
}

/** waitForTask's timeoutMs passed while the task was still pending; `task` is the last record seen. */
export class TaskWaitTimeoutError extends Error {
  override name = "TaskWaitTimeoutError";
  readonly taskId: string;
  readonly task: unknown;

  constructor(taskId: string, timeoutMs: number, task: unknown) {
    super(`task ${taskId} still pending after ${timeoutMs} ms`);
    this.taskId = taskId;
    this.task = task;
  }
}

const ERROR_CLASSES: Record<number, typeof AnswerlensError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  413: PayloadTooLargeError,
  429: RateLimitedError,
  500: InternalServiceError,
  503: ServiceUnavailableError,
  4001: MissingParameterError,
  4002: InvalidTitleError,
  4003: QuotaExhaustedError,
};

/** The error for an envelope code (an AnswerlensError for codes this client does not know). */
export function errorForCode(
  code: number,
  message: string,
  httpStatus: number,
  requestId?: string,
): AnswerlensError {
  const ErrorClass = ERROR_CLASSES[code] ?? AnswerlensError;
  return new ErrorClass(code, message, httpStatus, requestId);
}
