import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pino from "pino";
import { createApiKey, type PermissionGrant } from "../../src/accounts/create-api-key.ts";
import { buildApp } from "../../src/api/build-app.ts";
import { loadConfig } from "../../src/config/config.ts";
import type { TaskExecutors } from "../../src/operations/task-executor.ts";
import { createServices, type Services } from "../../src/services.ts";
import { createPostgresDatabase, type Dialect } from "./test-databases.ts";

export interface TestClock {
  now(): number;
  set(time: number): void;
  advance(ms: number): void;
}

/** A settable clock that otherwise follows real time, so timers in the runtime still fire. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    set: (time) => {
      offset = time - Date.now();
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}

export interface TestService {
  readonly services: Services;
  readonly app: FastifyInstance;
  readonly clock: TestClock;
  /** Everything the service logged, one JSON line each. */
  readonly logLines: string[];
  createKey(options?: {
    account?: string;
    points?: number;
    permissions?: PermissionGrant[];
    expiresAt?: number | null;
  }): Promise<{ apiKey: string; keyId: string; accountId: string }>;
  call(options: {
    method: "GET" | "POST" | "DELETE";
    url: string;
    key?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<
    LightMyRequestResponse & { envelope: { code: number; msg: string; data: any; timeStamp: number } }
  >;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  env?: Record<string, string>;
  executors?: TaskExecutors;
  /** Start the task workers (default true). */
  workers?: boolean;
  /** PostgreSQL only: the URL the service connects with, made from the test database's (e.g. via a proxy). */
  postgresUrl?: (url: string) => string;
}

/** The real wiring (createServices + buildApp) on a fresh SQLite file or PostgreSQL database. */
export async function startTestService(
  dialect: Dialect,
  options: TestServiceOptions = {},
): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), "answerlens-test-"));
  const postgres = dialect === "postgres" ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    env: {
      ANSWERLENS_DATA_DIR: dataDir,
      ANSWERLENS_LOG_LEVEL: "info",
      // Tests never reach a real AI platform: every platform is the in-process sandbox.
      ANSWERLENS_SANDBOX: "1",
      ...(postgres ? { DATABASE_URL: options.postgresUrl?.(postgres.url) ?? postgres.url } : {}),
      // Without workers, PostgreSQL still needs the queue's enqueue side: that is the api role.
      ...(postgres && options.workers === false ? { ANSWERLENS_ROLE: "api" } : {}),
      ...options.env,
    },
  });
  const logLines: string[] = [];
  const logger = pino(
    { level: "info", redact: { paths: ["req.headers['service-api-key']", "apiKey"], censor: "[redacted]" } },
    { write: (line: string) => logLines.push(line) },
  );
  const clock = createTestClock();
  const services = await createServices(config, { logger, now: clock.now, executors: options.executors });
  if (options.workers !== false || postgres) await services.start();
  const app = await buildApp(services);
  await app.ready();
  let n = 0;
  return {
    services,
    app,
    clock,
    logLines,
    async createKey(keyOptions = {}) {
      return createApiKey(services.database.db, {
        accountName: keyOptions.account ?? `account-${++n}-${Math.random().toString(36).slice(2, 8)}`,
        points: keyOptions.points,
        permissions: keyOptions.permissions,
        expiresAt: keyOptions.expiresAt,
        now: clock.now(),
      });
    },
    async call({ method, url, key, body, headers }) {
      const inject: InjectOptions = {
        method,
        url,
        headers: {
          ...(key !== undefined ? { "service-api-key": key } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        ...(body !== undefined ? { payload: typeof body === "string" ? body : JSON.stringify(body) } : {}),
      };
      const response = await app.inject(inject);
      return Object.assign(response, { envelope: response.json() });
    },
    async close() {
      await app.close();
      await services.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls a task until it leaves PENDING (or the time runs out). */
export async function waitForFinalStatus(
  service: TestService,
  key: string,
  taskId: string,
  timeoutMs = 15_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await service.call({ method: "GET", url: `/v1/openapi/tasks/${taskId}`, key });
    if (response.envelope.code !== 200 || response.envelope.data.status !== 1) return response.envelope;
    if (Date.now() > until) throw new Error(`task ${taskId} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
