import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PROVIDER_CHOICES, type ProviderNames } from "../operations/providers/operation-providers.ts";
import { isPlatformCode, type PlatformCode } from "../platforms/platform-codes.ts";
import { type PlatformConfigs, resolvePlatformConfigs } from "../platforms/platform-config.ts";
import { parseFaultFlags, type SandboxFaults } from "../platforms/sandbox/sandbox-faults.ts";
import type { DatabaseConfig } from "../store/database.ts";
import { SETTINGS, type SettingDefinition } from "./config-settings.ts";

export type ServerRole = "api" | "worker" | "all";

/** The validated configuration of one process. Built once at start-up; passed to `createServices`. */
export interface Config {
  readonly host: string;
  readonly port: number;
  readonly role: ServerRole;
  readonly bodyLimitBytes: number;
  readonly rateLimitPerMinute: number;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly timeZone: string;
  readonly logLevel: string;
  readonly tasks: {
    readonly deadlineMs: number;
    readonly retentionMs: number;
    readonly workerConcurrency: number;
    readonly pointsPerTask: number;
    /** A platform that answered nothing for this long (at least) is stalled (src/tasks/task-slots.ts). */
    readonly platformStallMs: number;
  };
  /** Interactive calls' share of every platform's limits, and how long they wait (docs/platforms.md). */
  readonly interactive: { readonly reservedPercent: number; readonly timeoutMs: number };
  /** Brand and rank monitoring: schedule, round deadline and prompt-set sizes (docs/monitoring.md). */
  readonly monitor: MonitorSettings;
  /** Every platform's adapter, endpoint, model, key and limits (config file + environment). */
  readonly platforms: PlatformConfigs;
  /** In-process sandbox platforms instead of the configured ones (`--sandbox`). */
  readonly sandbox: { readonly enabled: boolean; readonly faults: SandboxFaults };
  /** The platform that writes questions, and how many it may return (docs/operations.md). */
  readonly generator: { readonly platform: PlatformCode; readonly maxQuestions: number };
  /** Baidu-style suggestion site for question discovery; null: the sandbox's, or none. */
  readonly suggestionUrl: string | null;
  /** Names of the outside data sources (rank, index status, heat); `none` by default. */
  readonly providers: ProviderNames;
  /** The MCP endpoint's poll interval and the Chromium of PDF reports (docs/integrations.md). */
  readonly integrations: { readonly mcpPollIntervalMs: number; readonly chromiumPath: string };
  /** Outgoing webhooks: where they may go, how long an attempt may take, how many per account. */
  readonly webhooks: WebhookSettings;
}

export interface WebhookSettings {
  readonly allowPrivateAddresses: boolean;
  readonly timeoutMs: number;
  readonly maxPerAccount: number;
}

export interface MonitorSettings {
  readonly intervalMs: number;
  readonly slotOffsetMs: number;
  readonly roundDeadlineMs: number;
  readonly checkIntervalMs: number;
  readonly promptsPerTopic: number;
  readonly maxTopics: number;
  readonly brandRepeats: number;
}

export interface ConfigSources {
  /** Parsed command-line flags by flag name (`port`, `database-url`, ...). */
  readonly flags?: Readonly<Record<string, string | boolean | undefined>>;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Path of a JSON config file; `ANSWERLENS_CONFIG` names one too. */
  readonly configFile?: string;
}

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const ROLES = ["api", "worker", "all"];

function readPath(object: unknown, path: string): unknown {
  let value: unknown = object;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function parseSetting(
  setting: SettingDefinition,
  raw: unknown,
  origin: string,
): string | number | boolean | null {
  const fail = (why: string) => new ConfigError(`${origin}: ${why}`);
  switch (setting.kind) {
    case "integer": {
      const value = typeof raw === "string" && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof value !== "number" || !Number.isInteger(value))
        throw fail(`must be an integer, got ${JSON.stringify(raw)}`);
      if (
        (setting.min !== undefined && value < setting.min) ||
        (setting.max !== undefined && value > setting.max)
      ) {
        throw fail(`must be from ${setting.min} to ${setting.max}, got ${value}`);
      }
      return value;
    }
    case "boolean": {
      if (typeof raw === "boolean") return raw;
      if (typeof raw === "string" && ["1", "true", "yes", "on"].includes(raw.toLowerCase())) return true;
      if (typeof raw === "string" && ["0", "false", "no", "off", ""].includes(raw.toLowerCase()))
        return false;
      throw fail(`must be true or false, got ${JSON.stringify(raw)}`);
    }
    case "role":
      if (typeof raw !== "string" || !ROLES.includes(raw)) throw fail(`must be one of ${ROLES.join(", ")}`);
      return raw;
    case "logLevel":
      if (typeof raw !== "string" || !LOG_LEVELS.includes(raw))
        throw fail(`must be one of ${LOG_LEVELS.join(", ")}`);
      return raw;
    case "timeZone":
      if (typeof raw !== "string") throw fail("must be an IANA time zone name");
      try {
        new Intl.DateTimeFormat("en", { timeZone: raw });
      } catch {
        throw fail(`"${raw}" is not an IANA time zone name`);
      }
      return raw;
    default:
      if (typeof raw !== "string" || raw.trim() === "") throw fail("must be a non-empty string");
      return raw;
  }
}

function splitList(value: string | null): string[] {
  return value === null
    ? []
    : value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
}

function resolveOrExplain<T>(resolve: () => T): T {
  try {
    return resolve();
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** Reads and validates the configuration once. Throws `ConfigError` naming the bad setting. */
export function loadConfig(sources: ConfigSources = {}): Config {
  const env = sources.env ?? {};
  const flags = sources.flags ?? {};
  const configFile = sources.configFile ?? env.ANSWERLENS_CONFIG;
  let file: unknown = {};
  if (configFile) {
    try {
      file = JSON.parse(readFileSync(configFile, "utf8"));
    } catch (error) {
      throw new ConfigError(`config file ${configFile}: ${(error as Error).message}`);
    }
    if (file === null || typeof file !== "object" || Array.isArray(file)) {
      throw new ConfigError(`config file ${configFile}: must hold a JSON object`);
    }
  }

  const values = new Map<string, string | number | boolean | null>();
  for (const setting of SETTINGS as readonly SettingDefinition[]) {
    const flagValue = setting.flag ? flags[setting.flag] : undefined;
    const envValue = setting.env ? env[setting.env] : undefined;
    const fileValue = readPath(file, setting.key);
    let value: string | number | boolean | null = setting.defaultValue;
    if (flagValue !== undefined) value = parseSetting(setting, flagValue, `--${setting.flag}`);
    else if (envValue !== undefined && envValue !== "")
      value = parseSetting(setting, envValue, String(setting.env));
    else if (fileValue !== undefined && fileValue !== null)
      value = parseSetting(setting, fileValue, `config file ${setting.key}`);
    values.set(setting.key, value);
  }
  const get = <T>(key: string) => values.get(key) as T;

  const databaseUrl = get<string | null>("storage.databaseUrl");
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("--database-url / DATABASE_URL must be a postgres:// or postgresql:// URL");
  }
  const role = get<ServerRole>("server.role");
  if (role !== "all" && databaseUrl === null) {
    throw new ConfigError(
      `--role ${role} needs PostgreSQL (--database-url): the embedded SQLite mode runs as one process`,
    );
  }
  const generatorPlatform = get<string>("generator.platform");
  if (!isPlatformCode(generatorPlatform)) {
    throw new ConfigError(
      `ANSWERLENS_GENERATOR_PLATFORM / generator.platform: "${generatorPlatform}" is not a platform code`,
    );
  }
  const suggestionUrl = get<string | null>("suggestion.baseUrl");
  if (suggestionUrl !== null && !/^https?:\/\/[^/]+/.test(suggestionUrl)) {
    throw new ConfigError("ANSWERLENS_SUGGESTION_URL / suggestion.baseUrl must be an http(s) URL");
  }
  const providers: ProviderNames = {
    siteRank: get("providers.siteRank"),
    indexStatus: get("providers.indexStatus"),
    heat: get("providers.heat"),
  };
  for (const kind of Object.keys(providers) as (keyof ProviderNames)[]) {
    if (!Object.hasOwn(PROVIDER_CHOICES[kind], providers[kind])) {
      throw new ConfigError(
        `providers.${kind}: "${providers[kind]}" is not a known provider; choose one of: ${Object.keys(PROVIDER_CHOICES[kind]).join(", ")}`,
      );
    }
  }
  const dataDir = resolve(get<string>("storage.dataDir"));
  const database: DatabaseConfig =
    databaseUrl === null
      ? { kind: "sqlite", path: join(dataDir, "answerlens.db") }
      : {
          kind: "postgres",
          url: databaseUrl,
          poolSize: get<number>("storage.poolSize"),
          preparedStatements: get<boolean>("storage.preparedStatements"),
        };

  return {
    host: get("server.host"),
    port: get("server.port"),
    role,
    bodyLimitBytes: get("server.bodyLimitBytes"),
    rateLimitPerMinute: get("server.rateLimitPerMinute"),
    dataDir,
    database,
    timeZone: get("timeZone"),
    logLevel: get("logLevel"),
    tasks: {
      deadlineMs: get<number>("tasks.deadlineSeconds") * 1000,
      retentionMs: get<number>("tasks.retentionDays") * 86_400_000,
      workerConcurrency: get("tasks.workerConcurrency"),
      pointsPerTask: get("tasks.pointsPerTask"),
      platformStallMs: get<number>("tasks.platformStallSeconds") * 1000,
    },
    interactive: {
      reservedPercent: get("interactive.reservedPercent"),
      timeoutMs: get<number>("interactive.timeoutSeconds") * 1000,
    },
    monitor: {
      intervalMs: get<number>("monitor.intervalSeconds") * 1000,
      slotOffsetMs: get<number>("monitor.slotOffsetMinutes") * 60_000,
      roundDeadlineMs: get<number>("monitor.roundDeadlineSeconds") * 1000,
      checkIntervalMs: get<number>("monitor.checkIntervalSeconds") * 1000,
      promptsPerTopic: get("monitor.promptsPerTopic"),
      maxTopics: get("monitor.maxTopics"),
      brandRepeats: get("monitor.brandRepeats"),
    },
    platforms: resolveOrExplain(() => resolvePlatformConfigs(readPath(file, "platforms"), env)),
    sandbox: {
      enabled: get("sandbox.enabled"),
      faults: resolveOrExplain(() =>
        parseFaultFlags(splitList(get("sandbox.faults")), splitList(get("sandbox.latency"))),
      ),
    },
    generator: { platform: generatorPlatform, maxQuestions: get("generator.maxQuestions") },
    suggestionUrl,
    providers,
    integrations: {
      mcpPollIntervalMs: get("integrations.mcpPollIntervalMs"),
      chromiumPath: get("integrations.chromiumPath"),
    },
    webhooks: {
      allowPrivateAddresses: get("webhooks.allowPrivateAddresses"),
      timeoutMs: get<number>("webhooks.timeoutSeconds") * 1000,
      maxPerAccount: get("webhooks.maxPerAccount"),
    },
  };
}
