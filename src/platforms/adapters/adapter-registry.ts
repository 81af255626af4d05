import type { AdapterName } from "../adapter-names.ts";
import { dashScopeAdapter } from "./dashscope-adapter.ts";
import { geminiAdapter } from "./gemini-adapter.ts";
import { hunyuanChatAdapter } from "./hunyuan-chat-adapter.ts";
import { kimiWebSearchAdapter } from "./kimi-web-search-adapter.ts";
import { openAiChatAdapter } from "./openai-chat-adapter.ts";
import { openAiResponsesAdapter } from "./openai-responses-adapter.ts";
import { perplexityChatAdapter } from "./perplexity-chat-adapter.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { qianfanChatAdapter } from "./qianfan-chat-adapter.ts";
import { unavailableAdapter } from "./unavailable-adapter.ts";

export const ADAPTERS: Readonly<Record<AdapterName, PlatformAdapter>> = {
  "openai-chat": openAiChatAdapter,
  "qianfan-chat": qianfanChatAdapter,
  "hunyuan-chat": hunyuanChatAdapter,
  "perplexity-chat": perplexityChatAdapter,
  "kimi-web-search": kimiWebSearchAdapter,
  "openai-responses": openAiResponsesAdapter,
  dashscope: dashScopeAdapter,
  gemini: geminiAdapter,
  unavailable: unavailableAdapter,
};
