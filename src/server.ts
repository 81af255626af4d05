import type { FastifyInstance } from "fastify";
import { buildApp } from "./api/build-app.ts";
import type { Config } from "./config/config.ts";
import { createServices, type ServiceOverrides, type Services } from "./services.ts";

export interface RunningServer {
  readonly services: Services;
  /** The HTTP app; absent for `--role worker`. */
  readonly app: FastifyInstance | undefined;
  /** Base URL of the HTTP server; absent for `--role worker`. */
  readonly url: string | undefined;
  /** Graceful stop: no new requests, running tasks pause (and resume on the next start), then close. */
  close(): Promise<void>;
}

/** Starts a server process per its role: HTTP (api/all) and task workers (worker/all). */
export async function startServer(config: Config, overrides: ServiceOverrides = {}): Promise<RunningServer> {
  const services = await createServices(config, overrides);
  let app: FastifyInstance | undefined;
  try {
    await services.start();
    if (config.role !== "worker") {
      app = await buildApp(services);
      await app.listen({ host: config.host, port: config.port });
    }
  } catch (error) {
    await app?.close();
    await services.close();
    throw error;
  }
  const address = app?.server.address();
  const url =
    address && typeof address === "object"
      ? `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`
      : undefined;
  services.logger.info(
    { url, role: config.role, database: services.database.dialect, runtime: services.runtime.kind },
    "answerlens started",
  );
  let closing: Promise<void> | undefined;
  return {
    services,
    app,
    url,
    close() {
      closing ??= (async () => {
        await app?.close();
        await services.close();
      })();
      return closing;
    },
  };
}

/** Stops the server on SIGINT/SIGTERM; a second signal exits at once. */
export function closeOnSignals(server: RunningServer): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    server.services.logger.info({ signal }, "shutting down");
    server.close().then(
      () => process.exit(0),
      (error) => {
        server.services.logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
