import { postJson } from "../http/provider-http.ts";
import { readChatCompletion, userMessages } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { SourceList } from "./source-list.ts";

/**
 * Reasoning models (`sonar-reasoning`, `sonar-reasoning-pro`) open the content with their reasoning in
 * `<think>...</think>`; it is not part of the answer and would pollute the analysis. An unclosed block
 * (the answer was cut off while still reasoning) leaves no answer text.
 */
export function stripThinking(content: string): string {
  const stripped = content.replace(/^\s*<think>[\s\S]*?<\/think>\s*/, "");
  return /^\s*<think>/.test(stripped) ? "" : stripped;
}

/**
 * Perplexity Sonar chat completions. Every Sonar model searches; `search_results[{title, url, date}]`
 * carries titles, `citations[]` only URLs. Text markers `[1]` index into `citations`.
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
    const results = Array.isArray(completion.body.search_results) ? completion.body.search_results : [];
    const citations = Array.isArray(completion.body.citations) ? completion.body.citations : [];
    const searched = new SourceList();
    const titles = new Map<unknown, unknown>();
    for (const item of results) {
      const r = item as { url?: unknown; title?: unknown } | null;
      searched.add(r?.url, r?.title);
      titles.set(typeof r?.url === "string" ? r.url.trim() : r?.url, r?.title);
    }
    // `citations` (URLs, the order the text's [n] markers use) is what the answer cites, titled from
    // search_results; results beyond them were consulted only. Without `citations` (Perplexity has
    // been replacing it with search_results), search_results is the cited list.
    const cited = new SourceList();
    for (const url of citations) cited.add(url, titles.get(typeof url === "string" ? url.trim() : url));
    const sources = citations.length > 0 ? cited.toArray() : searched.toArray();
    return {
      text: stripThinking(completion.message.content ?? ""),
      sources,
      retrievedSources: searched.without(sources),
      model: completion.model,
      searchUsed: results.length > 0 || citations.length > 0,
      usage: completion.usage,
    };
  },
};
