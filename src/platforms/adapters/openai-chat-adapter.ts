import { postJson } from "../http/provider-http.ts";
import { readChatCompletion, userMessages } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { SourceList } from "./source-list.ts";

/**
 * Plain OpenAI chat completions (DeepSeek, Ark without search, any OpenAI-compatible endpoint such
 * as one standing in for Quark). There is no standard search switch in this protocol, so none is
 * sent; `url_citation` annotations are read when a provider returns them (OpenAI's search models).
 */
export const openAiChatAdapter: PlatformAdapter = {
  name: "openai-chat",
  searchEnabled: () => false,
  async ask(ctx, question) {
    const raw = await postJson(ctx, {
      path: "/chat/completions",
      body: { model: ctx.config.model, messages: userMessages(question), stream: false },
    });
    const completion = readChatCompletion(ctx, raw);
    const sources = new SourceList();
    const annotations = Array.isArray(completion.message.annotations) ? completion.message.annotations : [];
    for (const annotation of annotations) {
      const cite = (annotation as { url_citation?: { url?: unknown; title?: unknown } } | null)?.url_citation;
      if (cite) sources.add(cite.url, cite.title);
    }
    return {
      text: completion.message.content ?? "",
      sources: sources.toArray(),
      retrievedSources: [], // the protocol reports only what it cites
      model: completion.model,
      searchUsed: annotations.length > 0 ? true : null,
      usage: completion.usage,
    };
  },
};
