import { mkdirSync } from "node:fs";
import type { Logger } from "pino";
import { createRateLimiter, type RateLimiter } from "./api/rate-limiter.ts";
import type { Config } from "./config/config.ts";
import { createLogger } from "./logger.ts";
import type { ImmediateHandlers } from "./operations/immediate-handler.ts";
import { createImmediateHandlers } from "./operations/immediate-handlers.ts";
import type { TaskExecutors } from "./operations/task-executor.ts";
import { createTaskExecutors } from "./operations/task-executors.ts";
import { createPlatformClient, type PlatformClient } from "./platforms/platform-client.ts";
import type { PlatformCode } from "./platforms/platform-codes.ts";
import { sandboxPlatformConfigs } from "./platforms/sandbox/sandbox-platform-configs.ts";
import { type SandboxServer, startSandboxServer } from "./platforms/sandbox/start-sandbox-server.ts";
import { type Database, migrateToLatest, openDatabase } from "./store/database.ts";
import { createEmbeddedTaskRuntime } from "./tasks/embedded-task-runtime.ts";
import { createPgBossTaskRuntime } from "./tasks/pg-boss-task-runtime.ts";
import type { TaskRuntime } from "./tasks/task-runtime.ts";
import { TaskSlots } from "./tasks/task-slots.ts";
import { createTaskSubmitter, type TaskSubmitter } from "./tasks/task-submitter.ts";
import { recordSignalDetectedEvents } from "./webhooks/record-signal-detected-events.ts";
import { createWebhookDispatcher, type WebhookDispatcher } from "./webhooks/webhook-dispatcher.ts";

/**
 * Everything a process needs, built once from the validated config and passed explicitly to the HTTP
 * app, the workers and the CLI. Tests build the same wiring with their own config.
 */
export interface Services {
  readonly config: Config;
  readonly logger: Logger;
  readonly database: Database;
  readonly runtime: TaskRuntime;
  /** Accepts tasks: concurrent submits of one account commit together (group commit). */
  readonly taskSubmitter: TaskSubmitter;
  readonly executors: TaskExecutors;
  /** Handlers of the operations answered in the submit response. */
  readonly immediateHandlers: ImmediateHandlers;
  /** Asks the AI platforms (the configured ones, or the in-process sandbox). */
  readonly platforms: PlatformClient;
  /** Base URL of the in-process sandbox when `--sandbox` is on. */
  readonly sandboxUrl: string | undefined;
  readonly rateLimiter: RateLimiter;
  /** The service clock (epoch ms); injectable so tests and the demo can move time. */
  now(): number;
  /** Starts the workers (role worker/all) and the enqueue side of the runtime. */
  start(): Promise<void>;
  /** Stops workers (running tasks pause and resume on the next start) and closes the database. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  readonly logger?: Logger;
  readonly now?: () => number;
  readonly executors?: TaskExecutors;
}

export async function createServices(config: Config, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const now = overrides.now ?? Date.now;
  if (config.database.kind === "sqlite") mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  let sandbox: SandboxServer | undefined;
  if (config.sandbox.enabled) {
    sandbox = await startSandboxServer({
      host: "127.0.0.1",
      port: 0,
      faults: config.sandbox.faults,
      now,
      timeZone: config.timeZone,
    });
    logger.info(
      { url: sandbox.url },
      "sandbox platforms started in-process: answers are not from real AI platforms",
    );
  }
  const platformConfigs = sandbox
    ? sandboxPlatformConfigs(sandbox.url, {}, config.platforms)
    : config.platforms;
  const platforms = createPlatformClient(platformConfigs, {
    logger,
    now,
    interactivePercent: config.interactive.reservedPercent,
  });
  const executors: TaskExecutors =
    overrides.executors ??
    createTaskExecutors({
      db: database.db,
      platforms,
      timeZone: config.timeZone,
      generator: config.generator,
      providers: config.providers,
      monitor: config.monitor,
      // A round's newly confirmed signals become signal.detected webhook deliveries in the same transaction.
      onSignalsDetected: recordSignalDetectedEvents,
    });
  const immediateHandlers = createImmediateHandlers({
    db: database.db,
    platforms,
    timeZone: config.timeZone,
    generator: config.generator,
    providers: config.providers,
    suggestionUrl: config.suggestionUrl ?? sandbox?.url,
    interactiveTimeoutMs: config.interactive.timeoutMs,
  });
  // Task slots of this process; a stalled platform parks at most twice its concurrency (docs/tasks.md).
  const slots = new TaskSlots({
    capacity: config.tasks.workerConcurrency,
    stallAfterMs: config.tasks.platformStallMs,
    parkLimit: (platform) => 2 * (platformConfigs[platform as PlatformCode]?.concurrency ?? 4),
  });
  const runDeps = {
    db: database.db,
    executors,
    now,
    logger,
    // Worker roles schedule the rounds of geo.brand and geo.rank_monitor monitors (docs/scheduling.md).
    monitor: { settings: config.monitor, timeZone: config.timeZone },
  };
  const runtime =
    config.database.kind === "sqlite"
      ? createEmbeddedTaskRuntime({
          ...runDeps,
          dataDir: config.dataDir,
          concurrency: config.tasks.workerConcurrency,
          slots,
          retentionMs: config.tasks.retentionMs,
        })
      : createPgBossTaskRuntime({
          ...runDeps,
          connectionString: config.database.url,
          preparedStatements: config.database.preparedStatements,
          runsWorkers: config.role !== "api",
          concurrency: config.tasks.workerConcurrency,
          slots,
          retentionMs: config.tasks.retentionMs,
        });

  // Worker roles deliver webhooks from the outbox (docs/webhooks.md); the api role only records events.
  const webhooks: WebhookDispatcher | undefined =
    config.role === "api"
      ? undefined
      : createWebhookDispatcher({
          db: database.db,
          dialect: database.dialect,
          settings: config.webhooks,
          now,
          logger,
          retentionMs: config.tasks.retentionMs,
        });

  let started = false;
  return {
    config,
    logger,
    database,
    runtime,
    taskSubmitter: createTaskSubmitter(database.db, runtime),
    executors,
    immediateHandlers,
    platforms,
    sandboxUrl: sandbox?.url,
    rateLimiter: createRateLimiter(config.rateLimitPerMinute),
    now,
    async start() {
      await runtime.start();
      await webhooks?.start();
      started = true;
    },
    async close() {
      if (started) {
        await webhooks?.stop();
        await runtime.stop();
      }
      platforms.close();
      await sandbox?.close();
      await database.close();
    },
  };
}
