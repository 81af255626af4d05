import { Type } from "typebox";
import { Value } from "typebox/value";
import { ADAPTER_NAMES, type AdapterName, isAdapterName } from "./adapter-names.ts";
import { PLATFORM_CODES, type PlatformCode } from "./platform-codes.ts";
import { PLATFORM_DEFAULTS, type PlatformSettings } from "./platform-defaults.ts";

const PositiveInteger = Type.Integer({ minimum: 1 });

/** One platform's entry in the config file; every field is optional and overrides the default. */
export const PlatformEntrySchema = Type.Object(
  {
    adapter: Type.Optional(Type.Union(ADAPTER_NAMES.map((name) => Type.Literal(name)))),
    baseUrl: Type.Optional(Type.String()),
    model: Type.Optional(Type.String()),
    apiKeyEnv: Type.Optional(Type.String({ pattern: "^[A-Za-z_][A-Za-z0-9_]*$" })),
    search: Type.Optional(Type.Boolean()),
    timeoutMs: Type.Optional(PositiveInteger),
    concurrency: Type.Optional(PositiveInteger),
    requestsPerMinute: Type.Optional(PositiveInteger),
    maxRetries: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    retryBaseDelayMs: Type.Optional(Type.Integer({ minimum: 0 })),
    retryMaxDelayMs: Type.Optional(Type.Integer({ minimum: 0 })),
    maxRetryAfterMs: Type.Optional(Type.Integer({ minimum: 0 })),
    resolveRedirects: Type.Optional(Type.Boolean()),
    extraBody: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

/** The `platforms` section of the config file, keyed by platform code. */
export const PlatformsSectionSchema = Type.Object(
  Object.fromEntries(PLATFORM_CODES.map((code) => [code, Type.Optional(PlatformEntrySchema)])) as Record<
    PlatformCode,
    ReturnType<typeof Type.Optional<typeof PlatformEntrySchema>>
  >,
  { additionalProperties: false },
);

/** What one entry may set (the schema above validates it). */
export type PlatformEntry = Partial<PlatformSettings>;

/** A platform's effective settings, with its key read and its sandbox mark. */
export interface PlatformConfig extends PlatformSettings {
  platform: PlatformCode;
  /** The key itself; null when the variable is unset or empty. Never logged. */
  apiKey: string | null;
  /** True when baseUrl is the answerlens sandbox, so answers are marked as sandbox. */
  sandbox: boolean;
}

export type PlatformConfigs = Readonly<Record<PlatformCode, PlatformConfig>>;

type Env = Readonly<Record<string, string | undefined>>;

/** Names of the environment overrides for one platform code, e.g. ANSWERLENS_DEEPSEEK_MODEL. */
export function platformEnvNames(code: PlatformCode) {
  const prefix = `ANSWERLENS_${code.toUpperCase()}_`;
  return {
    adapter: `${prefix}ADAPTER`,
    baseUrl: `${prefix}BASE_URL`,
    model: `${prefix}MODEL`,
    apiKeyEnv: `${prefix}API_KEY_ENV`,
    search: `${prefix}SEARCH`,
    timeoutMs: `${prefix}TIMEOUT_MS`,
    concurrency: `${prefix}CONCURRENCY`,
    requestsPerMinute: `${prefix}REQUESTS_PER_MINUTE`,
    maxRetries: `${prefix}MAX_RETRIES`,
  } as const;
}

function describeError(section: unknown): string {
  const first = Value.Errors(PlatformsSectionSchema, section).find((e) => e.keyword !== "boolean");
  if (!first) return "platforms: invalid section";
  const path = first.instancePath.replaceAll("/", ".");
  const extra = (first.params as { additionalProperties?: string[] }).additionalProperties;
  if (extra?.length) return `platforms${path}: unknown field "${extra[0]}"`;
  return `platforms${path}: ${first.message}`;
}

function envInteger(env: Env, name: string, min: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name}: must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function envBoolean(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return undefined;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new Error(`${name}: must be true or false, got "${env[name]}"`);
}

function envOverrides(code: PlatformCode, env: Env): PlatformEntry {
  const names = platformEnvNames(code);
  const out: PlatformEntry = {};
  const adapter = env[names.adapter];
  if (adapter) {
    if (!isAdapterName(adapter))
      throw new Error(`${names.adapter}: unknown adapter "${adapter}" (one of ${ADAPTER_NAMES.join(", ")})`);
    out.adapter = adapter as AdapterName;
  }
  if (env[names.baseUrl]) out.baseUrl = env[names.baseUrl];
  if (env[names.model]) out.model = env[names.model];
  if (env[names.apiKeyEnv]) out.apiKeyEnv = env[names.apiKeyEnv];
  const search = envBoolean(env, names.search);
  if (search !== undefined) out.search = search;
  const numbers = [
    ["timeoutMs", 1],
    ["concurrency", 1],
    ["requestsPerMinute", 1],
    ["maxRetries", 0],
  ] as const;
  for (const [field, min] of numbers) {
    const value = envInteger(env, names[field], min);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

function checkBaseUrl(code: PlatformCode, settings: PlatformSettings): void {
  if (settings.adapter === "unavailable") return;
  try {
    const url = new URL(settings.baseUrl);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
  } catch {
    throw new Error(`platforms.${code}.baseUrl: must be an http(s) URL, got "${settings.baseUrl}"`);
  }
  if (!settings.model) throw new Error(`platforms.${code}.model: must not be empty`);
}

/**
 * Validates the config file's `platforms` section, merges it over the defaults, applies the
 * ANSWERLENS_<CODE>_* environment overrides and reads each key from `env[apiKeyEnv]`.
 * Pure: the caller hands in the environment. Throws an Error naming the bad field.
 */
export function resolvePlatformConfigs(section: unknown, env: Env): PlatformConfigs {
  const input = section ?? {};
  if (!Value.Check(PlatformsSectionSchema, input)) throw new Error(describeError(input));
  const entries = input as Partial<Record<PlatformCode, PlatformEntry>>;
  const out = {} as Record<PlatformCode, PlatformConfig>;
  for (const code of PLATFORM_CODES) {
    const merged: PlatformSettings = {
      ...PLATFORM_DEFAULTS[code],
      ...entries[code],
      ...envOverrides(code, env),
    };
    merged.baseUrl = merged.baseUrl.replace(/\/+$/, "");
    if (merged.retryMaxDelayMs < merged.retryBaseDelayMs)
      throw new Error(`platforms.${code}.retryMaxDelayMs: must be >= retryBaseDelayMs`);
    checkBaseUrl(code, merged);
    const key = env[merged.apiKeyEnv];
    out[code] = { ...merged, platform: code, apiKey: key ? key : null, sandbox: false };
  }
  return out;
}
