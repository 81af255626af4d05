import type { AdapterName } from "./adapter-names.ts";
import type { PlatformCode } from "./platform-codes.ts";

/** The settings of one platform before the API key is read. */
export interface PlatformSettings {
  adapter: AdapterName;
  baseUrl: string;
  model: string;
  /** Name of the environment variable that holds the API key. */
  apiKeyEnv: string;
  search: boolean;
  /** Per attempt, milliseconds. */
  timeoutMs: number;
  /** Requests in flight at once to this platform. */
  concurrency: number;
  /** Requests started per rolling minute. */
  requestsPerMinute: number;
  /** Retries after the first attempt (retryable failures only). */
  maxRetries: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails as rate_limited. */
  maxRetryAfterMs: number;
  /** Follow grounding redirect links (Gemini) to record the real target URL. */
  resolveRedirects: boolean;
  /** Extra top-level fields merged into every request body (provider options answerlens does not model). */
  extraBody: Record<string, unknown>;
}

const COMMON = {
  timeoutMs: 60_000,
  concurrency: 4,
  requestsPerMinute: 60,
  maxRetries: 3,
  retryBaseDelayMs: 500,
  retryMaxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
  resolveRedirects: true,
  extraBody: {},
} as const;

/**
 * Defaults for every platform code: the provider's real endpoint, a current general model and the
 * provider's usual key variable name. Models move fast; override them in the config file or with
 * ANSWERLENS_<CODE>_MODEL.
 */
export const PLATFORM_DEFAULTS: Readonly<Record<PlatformCode, PlatformSettings>> = {
  volcengine: {
    ...COMMON,
    adapter: "openai-responses",
    baseUrl: "https://ark.cn-beijing.volces.com/api/v3",
    model: "doubao-seed-1-6-250615",
    apiKeyEnv: "ARK_API_KEY",
    search: true,
    extraBody: {},
  },
  baidu: {
    ...COMMON,
    adapter: "qianfan-chat",
    baseUrl: "https://qianfan.baidubce.com/v2",
    model: "ernie-4.5-turbo-128k",
    apiKeyEnv: "QIANFAN_API_KEY",
    search: true,
    extraBody: {},
  },
  deepseek: {
    ...COMMON,
    adapter: "openai-chat",
    baseUrl: "https://api.deepseek.com",
    model: "deepseek-chat",
    apiKeyEnv: "DEEPSEEK_API_KEY",
    // DeepSeek's chat completions API documents no web-search switch.
    search: false,
    extraBody: {},
  },
  tencent: {
    ...COMMON,
    adapter: "hunyuan-chat",
    baseUrl: "https://api.hunyuan.cloud.tencent.com/v1",
    model: "hunyuan-turbos-latest",
    apiKeyEnv: "HUNYUAN_API_KEY",
    search: true,
    extraBody: {},
  },
  aliyun: {
    ...COMMON,
    adapter: "dashscope",
    baseUrl: "https://dashscope.aliyuncs.com/api/v1",
    model: "qwen-plus",
    apiKeyEnv: "DASHSCOPE_API_KEY",
    search: true,
    extraBody: {},
  },
  google: {
    ...COMMON,
    adapter: "gemini",
    baseUrl: "https://generativelanguage.googleapis.com/v1beta",
    model: "gemini-2.5-flash",
    apiKeyEnv: "GEMINI_API_KEY",
    search: true,
    extraBody: {},
  },
  gpt: {
    ...COMMON,
    adapter: "openai-responses",
    baseUrl: "https://api.openai.com/v1",
    model: "gpt-4.1-mini",
    apiKeyEnv: "OPENAI_API_KEY",
    search: true,
    extraBody: {},
  },
  kimi: {
    ...COMMON,
    adapter: "kimi-web-search",
    baseUrl: "https://api.moonshot.cn/v1",
    model: "kimi-k2-turbo-preview",
    apiKeyEnv: "MOONSHOT_API_KEY",
    search: true,
    extraBody: {},
  },
  perplexity: {
    ...COMMON,
    adapter: "perplexity-chat",
    baseUrl: "https://api.perplexity.ai",
    model: "sonar",
    apiKeyEnv: "PERPLEXITY_API_KEY",
    search: true,
    extraBody: {},
  },
  quark: {
    ...COMMON,
    // Quark has no public chat API; point it at an OpenAI-compatible endpoint you have access to.
    adapter: "unavailable",
    baseUrl: "",
    model: "",
    apiKeyEnv: "QUARK_API_KEY",
    search: false,
    extraBody: {},
  },
};
