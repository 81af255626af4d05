import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { Services } from "../../services.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../store/database-unavailable.ts";
import { successEnvelope } from "../envelope.ts";

/** `GET /healthz`: 200 when the database answers; 503 otherwise. Needs no key. */
export function registerHealthRoute(app: FastifyInstance, services: Services): void {
  app.get("/healthz", { schema: { summary: "Liveness and database check", tags: ["service"] } }, async () => {
    try {
      await sql`select 1`.execute(services.database.db);
    } catch {
      throw new ServiceError(ERROR_CODES.unavailable, "database unavailable", {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
    return successEnvelope(
      {
        status: "ok",
        database: services.database.dialect,
        runtime: services.runtime.kind,
        role: services.config.role,
      },
      services.now(),
    );
  });
}
