import { postJson } from "../http/provider-http.ts";
import { readChatCompletion, userMessages } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { SourceList } from "./source-list.ts";

/**
 * Baidu Qianfan v2 chat completions. Search: `web_search: {enable, enable_citation, enable_trace}`;
 * sources: top-level `search_results[{index, url, title}]`, cited in the text as `^[1]^`.
 * Moderation and some limits arrive as HTTP 200 with an error body (handled by readChatCompletion).
 */
export const qianfanChatAdapter: PlatformAdapter = {
  name: "qianfan-chat",
  searchEnabled: (config) => config.search,
  async ask(ctx, question) {
    const body: Record<string, unknown> = {
      model: ctx.config.model,
      messages: userMessages(question),
      stream: false,
    };
    if (ctx.config.search) body.web_search = { enable: true, enable_citation: true, enable_trace: true };
    const completion = readChatCompletion(ctx, await postJson(ctx, { path: "/chat/completions", body }));
    const results = Array.isArray(completion.body.search_results) ? completion.body.search_results : [];
    const sources = new SourceList();
    for (const item of sortByIndex(results)) sources.add(item.url, item.title);
    return {
      text: completion.message.content ?? "",
      sources: sources.toArray(),
      // One numbered list that the text's markers index: there is no separate consulted set.
      retrievedSources: [],
      model: completion.model,
      searchUsed: ctx.config.search ? results.length > 0 : false,
      usage: completion.usage,
    };
  },
};

/** Qianfan and Hunyuan number their results; the text's markers refer to these numbers. */
export function sortByIndex(results: unknown[]): Record<string, unknown>[] {
  const items = results.filter((r): r is Record<string, unknown> => !!r && typeof r === "object");
  return items
    .map((item, position) => ({ item, position, index: Number(item.index) }))
    .sort((a, b) =>
      Number.isFinite(a.index) && Number.isFinite(b.index) ? a.index - b.index : a.position - b.position,
    )
    .map((entry) => entry.item);
}
