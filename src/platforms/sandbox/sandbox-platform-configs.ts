import { PLATFORM_CODES, type PlatformCode } from "../platform-codes.ts";
import type { PlatformConfig, PlatformConfigs } from "../platform-config.ts";
import { PLATFORM_DEFAULTS } from "../platform-defaults.ts";

/** The path part of each provider's real base URL, kept so the sandbox sees realistic paths. */
const SANDBOX_PATHS: Readonly<Record<PlatformCode, string>> = {
  volcengine: "/api/v3",
  baidu: "/v2",
  deepseek: "",
  tencent: "/v1",
  aliyun: "/api/v1",
  google: "/v1beta",
  gpt: "/v1",
  kimi: "/v1",
  perplexity: "",
  quark: "/v1",
};

/**
 * Configs that point every platform code at the sandbox with its real adapter, so the whole adapter
 * path runs offline. Quark, which has no public API, uses the OpenAI-compatible adapter here.
 * Retries are quick so fault tests stay fast.
 *
 * `configured` are the platforms as configured (file and ANSWERLENS_<CODE>_* variables): their limits,
 * `concurrency` and `requestsPerMinute`, apply to the sandbox too, so `--sandbox` rehearses the limits a
 * deployment will run with. Everything else (endpoint, adapter, key, timeouts) is the sandbox's.
 */
export function sandboxPlatformConfigs(
  url: string,
  overrides: Partial<PlatformConfig> = {},
  configured?: PlatformConfigs,
): PlatformConfigs {
  const base = url.replace(/\/+$/, "");
  const out = {} as Record<PlatformCode, PlatformConfig>;
  for (const code of PLATFORM_CODES) {
    const defaults = PLATFORM_DEFAULTS[code];
    out[code] = {
      ...defaults,
      adapter: code === "quark" ? "openai-chat" : defaults.adapter,
      model: code === "quark" ? "quark-sandbox" : defaults.model,
      search: code === "quark" ? false : defaults.search,
      baseUrl: `${base}/${code}${SANDBOX_PATHS[code]}`,
      timeoutMs: 10_000,
      retryBaseDelayMs: 50,
      retryMaxDelayMs: 400,
      maxRetryAfterMs: 5_000,
      ...(configured
        ? { concurrency: configured[code].concurrency, requestsPerMinute: configured[code].requestsPerMinute }
        : {}),
      ...overrides,
      platform: code,
      apiKey: "sandbox-key",
      apiKeyEnv: "ANSWERLENS_SANDBOX_KEY",
      sandbox: true,
    };
  }
  return out;
}
