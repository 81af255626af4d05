import { postJson } from "../http/provider-http.ts";
import { readChatCompletion, userMessages } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { sortByIndex } from "./qianfan-chat-adapter.ts";
import { SourceList } from "./source-list.ts";

/**
 * Tencent Hunyuan, OpenAI-compatible endpoint. Search: `enable_enhancement`,
 * `force_search_enhancement`, `search_info` and `citation`; sources: `search_info.search_results`
 * `[{index, title, url}]`, cited in the text as `[^1]`.
 */
export const hunyuanChatAdapter: PlatformAdapter = {
  name: "hunyuan-chat",
  searchEnabled: (config) => config.search,
  async ask(ctx, question) {
    const search = ctx.config.search;
    const body: Record<string, unknown> = {
      model: ctx.config.model,
      messages: userMessages(question),
      stream: false,
      enable_enhancement: search,
    };
    if (search) Object.assign(body, { force_search_enhancement: true, search_info: true, citation: true });
    const completion = readChatCompletion(ctx, await postJson(ctx, { path: "/chat/completions", body }));
    const info = completion.body.search_info as { search_results?: unknown } | undefined;
    const results = Array.isArray(info?.search_results) ? info.search_results : [];
    const sources = new SourceList();
    for (const item of sortByIndex(results)) sources.add(item.url, item.title);
    return {
      text: completion.message.content ?? "",
      sources: sources.toArray(),
      model: completion.model,
      searchUsed: search ? results.length > 0 : false,
      usage: completion.usage,
    };
  },
};
