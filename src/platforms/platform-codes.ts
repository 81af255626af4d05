/** Every AI platform code the spec names (section 1), in the order of the quota's `aiPlatforms` list. */
export const PLATFORM_CODES = [
  "aliyun",
  "baidu",
  "deepseek",
  "google",
  "gpt",
  "kimi",
  "perplexity",
  "quark",
  "tencent",
  "volcengine",
] as const;

export type PlatformCode = (typeof PLATFORM_CODES)[number];

/** The spec's standard set for task requests, also the default of `geo.brand.platforms`. */
export const STANDARD_PLATFORMS: readonly PlatformCode[] = [
  "volcengine",
  "baidu",
  "deepseek",
  "tencent",
  "aliyun",
];

export function isPlatformCode(value: string): value is PlatformCode {
  return (PLATFORM_CODES as readonly string[]).includes(value);
}
