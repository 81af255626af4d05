import { postJson } from "../http/provider-http.ts";
import { readChatCompletion, userMessages } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { SourceList } from "./source-list.ts";

/**
 * Perplexity Sonar chat completions. Every Sonar model searches; `search_results[{title, url, date}]`
 * carries titles, `citations[]` only URLs. Text markers `[1]` index into these lists.
 */
export const perplexityChatAdapter: PlatformAdapter = {
  name: "perplexity-chat",
  searchEnabled: () => true,
  async ask(ctx, question) {
    const raw = await postJson(ctx, {
      path: "/chat/completions",
      body: { model: ctx.config.model, messages: userMessages(question), stream: false },
    });
    const completion = readChatCompletion(ctx, raw);
    const sources = new SourceList();
    const results = Array.isArray(completion.body.search_results) ? completion.body.search_results : [];
    const citations = Array.isArray(completion.body.citations) ? completion.body.citations : [];
    // search_results and citations list the same pages in the same order; search_results has titles.
    for (const item of results) {
      const r = item as { url?: unknown; title?: unknown } | null;
      sources.add(r?.url, r?.title);
    }
    for (const url of citations) sources.add(url);
    return {
      text: completion.message.content ?? "",
      sources: sources.toArray(),
      model: completion.model,
      searchUsed: results.length > 0 || citations.length > 0,
      usage: completion.usage,
    };
  },
};
