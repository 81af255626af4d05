/**
 * Recognises the errors that mean "the database cannot be reached right now", as opposed to a bug or a
 * bad statement: the HTTP layer answers them 503 with Retry-After (docs/api.md), because retrying the
 * same request later can succeed. Both dialects:
 *
 * - PostgreSQL: the socket failed (refused, reset, unreachable, DNS), the server ended the connection
 *   ("Connection terminated unexpectedly", SQLSTATE 57P01..57P03 when an administrator or a shutdown
 *   terminates the backend), connection-class SQLSTATEs (08xxx), too many connections (53300), the
 *   database no longer exists (3D000), and pg-pool's "timeout exceeded when trying to connect".
 * - SQLite (node:sqlite): SQLITE_BUSY / SQLITE_LOCKED after the busy timeout, SQLITE_CANTOPEN (the file
 *   cannot be opened), SQLITE_IOERR and SQLITE_FULL (the disk failed or is full).
 */

/** Seconds a client is told to wait after a 503 for an unreachable database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

const POSTGRES_UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "3D000"]);

// Primary result codes (the low byte of an extended code such as SQLITE_BUSY_RECOVERY).
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_IOERR = 10;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;
const SQLITE_UNAVAILABLE_CODES = new Set([
  SQLITE_BUSY,
  SQLITE_LOCKED,
  SQLITE_IOERR,
  SQLITE_FULL,
  SQLITE_CANTOPEN,
]);

// pg and pg-pool report these without a code.
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

interface ErrorFields {
  code?: unknown;
  errcode?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isUnavailableItself(error: ErrorFields): boolean {
  const { code, errcode, message } = error;
  if (typeof code === "string") {
    if (NETWORK_ERROR_CODES.has(code)) return true;
    if (POSTGRES_UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number") {
      return SQLITE_UNAVAILABLE_CODES.has(errcode & 0xff);
    }
  }
  return typeof message === "string" && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error` (or its cause, or one of an AggregateError's errors) is a database outage. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (depth > 4 || error === null || typeof error !== "object") return false;
  const fields = error as ErrorFields;
  if (isUnavailableItself(fields)) return true;
  if (Array.isArray(fields.errors) && fields.errors.some((e) => isDatabaseUnavailableError(e, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailableError(fields.cause, depth + 1);
}
