import { badResponse, postJson } from "../http/provider-http.ts";
import type { PlatformUsage } from "../platform-types.ts";
import { addUsage, readChatCompletion, userMessages } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { sourcesFromText } from "./source-list.ts";

const WEB_SEARCH = "$web_search";
/** Kimi normally asks for one search round; more than this means a loop gone wrong. */
const MAX_ROUNDS = 4;

/**
 * Moonshot Kimi with the built-in `$web_search` tool. The model answers `finish_reason: tool_calls`
 * with a `$web_search` call; the client echoes the call's arguments back as the tool result and
 * Kimi runs the search itself. Kimi returns no structured sources, so they are read from the text.
 */
export const kimiWebSearchAdapter: PlatformAdapter = {
  name: "kimi-web-search",
  searchEnabled: (config) => config.search,
  async ask(ctx, question) {
    const messages: unknown[] = userMessages(question);
    const tools = ctx.config.search
      ? [{ type: "builtin_function", function: { name: WEB_SEARCH } }]
      : undefined;
    let usage: PlatformUsage | null = null;
    let searched = false;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const body: Record<string, unknown> = {
        model: ctx.config.model,
        messages: [...messages],
        stream: false,
      };
      if (tools) body.tools = tools;
      const completion = readChatCompletion(ctx, await postJson(ctx, { path: "/chat/completions", body }));
      usage = addUsage(usage, completion.usage);
      const calls = completion.message.tool_calls;
      if (completion.finishReason !== "tool_calls" || !Array.isArray(calls) || calls.length === 0) {
        const text = completion.message.content ?? "";
        return {
          text,
          sources: sourcesFromText(text),
          // The $web_search call's arguments carry a search id and token count, no pages.
          retrievedSources: [],
          model: completion.model,
          searchUsed: ctx.config.search ? searched : false,
          usage,
        };
      }
      messages.push(completion.message);
      for (const call of calls) {
        if (call?.function?.name !== WEB_SEARCH)
          throw badResponse(ctx, `unexpected tool call "${call?.function?.name}"`);
        searched = true;
        messages.push({
          role: "tool",
          tool_call_id: call.id,
          name: WEB_SEARCH,
          content: call.function.arguments,
        });
      }
    }
    throw badResponse(ctx, `still asking for tool calls after ${MAX_ROUNDS} rounds`);
  },
};
