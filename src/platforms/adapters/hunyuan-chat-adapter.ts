import { postJson } from "../http/provider-http.ts";
import { readChatCompletion, userMessages } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { sortByIndex } from "./qianfan-chat-adapter.ts";
import { SourceList } from "./source-list.ts";

/**
 * A field in either casing. The OpenAI-compatible endpoint's `search_info` shape is not documented;
 * the native API (and, reportedly, some gateways) write it PascalCase: `SearchInfo.SearchResults
 * [{Index, Title, Url}]`. Both are read, snake_case first (docs/platforms.md).
 */
function field(record: object, snake: string, pascal: string): unknown {
  const r = record as Record<string, unknown>;
  return r[snake] ?? r[pascal];
}

/**
 * Tencent Hunyuan, OpenAI-compatible endpoint. Search: `enable_enhancement`,
 * `force_search_enhancement`, `search_info` and `citation`; sources: `search_info.search_results`
 * `[{index, title, url}]` (or PascalCase, see `field`), cited in the text as `[^1]`.
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
    const info = field(completion.body, "search_info", "SearchInfo");
    const found =
      info && typeof info === "object" ? field(info, "search_results", "SearchResults") : undefined;
    const results = (Array.isArray(found) ? found : []).map((item) =>
      item && typeof item === "object"
        ? {
            index: field(item, "index", "Index"),
            title: field(item, "title", "Title"),
            url: field(item, "url", "Url"),
          }
        : item,
    );
    const sources = new SourceList();
    for (const item of sortByIndex(results)) sources.add(item.url, item.title);
    return {
      text: completion.message.content ?? "",
      sources: sources.toArray(),
      // One numbered list that the text's [^n] markers index: there is no separate consulted set.
      retrievedSources: [],
      model: completion.model,
      searchUsed: search ? results.length > 0 : false,
      usage: completion.usage,
    };
  },
};
