import pino, { type Logger } from "pino";

/**
 * The process logger. Keys travel only in the `Service-API-Key` header, and headers are redacted here, so
 * no secret reaches a log line even at trace level.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "answerlens" },
      redact: {
        paths: [
          "req.headers['service-api-key']",
          "req.headers.authorization",
          "headers['service-api-key']",
          "headers.authorization",
          "apiKey",
          "*.apiKey",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
