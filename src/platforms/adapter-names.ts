/** Every wire protocol answerlens speaks; a platform's config picks one. */
export const ADAPTER_NAMES = [
  "openai-chat",
  "qianfan-chat",
  "hunyuan-chat",
  "perplexity-chat",
  "kimi-web-search",
  "openai-responses",
  "dashscope",
  "gemini",
  "unavailable",
] as const;

export type AdapterName = (typeof ADAPTER_NAMES)[number];

export function isAdapterName(value: string): value is AdapterName {
  return (ADAPTER_NAMES as readonly string[]).includes(value);
}
