import { classifyProviderError, readErrorBody } from "../http/classify-provider-error.ts";
import { badResponse, postJson } from "../http/provider-http.ts";
import { readOpenAiUsage } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { SourceList } from "./source-list.ts";

/**
 * Alibaba DashScope native text generation. Only the native protocol returns sources:
 * `parameters.enable_search` with `search_options.enable_source` gives
 * `output.search_info.search_results[{index, title, url, site_name}]`; markers `[ref_1]`.
 */
export const dashScopeAdapter: PlatformAdapter = {
  name: "dashscope",
  searchEnabled: (config) => config.search,
  async ask(ctx, question) {
    const parameters: Record<string, unknown> = { result_format: "message" };
    if (ctx.config.search)
      Object.assign(parameters, {
        enable_search: true,
        search_options: {
          forced_search: true,
          enable_source: true,
          enable_citation: true,
          citation_format: "[ref_<number>]",
        },
      });
    const raw = (await postJson(ctx, {
      path: "/services/aigc/text-generation/generation",
      body: {
        model: ctx.config.model,
        input: { messages: [{ role: "user", content: question }] },
        parameters,
      },
    })) as Record<string, unknown>;
    const output = raw.output as Record<string, unknown> | undefined;
    if (!output || typeof output !== "object") {
      const error = readErrorBody(raw);
      if (error)
        throw classifyProviderError({
          platform: ctx.config.platform,
          status: 200,
          providerCode: error.code,
          message: error.message,
          apiKey: ctx.config.apiKey,
        });
      throw badResponse(ctx, "no output");
    }
    const choice = Array.isArray(output.choices) ? (output.choices[0] as Record<string, unknown>) : undefined;
    const message = choice?.message as { content?: unknown } | undefined;
    const text = typeof message?.content === "string" ? message.content : output.text;
    if (typeof text !== "string") throw badResponse(ctx, "output.choices[0].message.content missing");
    const info = output.search_info as { search_results?: unknown } | undefined;
    const results = Array.isArray(info?.search_results) ? info.search_results : [];
    const sources = new SourceList();
    for (const item of results) {
      const r = item as { url?: unknown; title?: unknown; site_name?: unknown } | null;
      sources.add(r?.url, r?.title, r?.site_name);
    }
    return {
      text,
      sources: sources.toArray(),
      // One numbered list that the text's markers index: there is no separate consulted set.
      retrievedSources: [],
      model: ctx.config.model,
      searchUsed: ctx.config.search ? results.length > 0 : false,
      usage: readOpenAiUsage(raw.usage),
    };
  },
};
