import { classifyProviderError } from "../http/classify-provider-error.ts";
import { type AdapterContext, badResponse, postJson } from "../http/provider-http.ts";
import { readOpenAiUsage } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { SourceList } from "./source-list.ts";

interface OutputItem {
  type?: string;
  content?: { type?: string; text?: string; annotations?: unknown[] }[];
}

function failedResponse(ctx: AdapterContext, body: Record<string, unknown>): never {
  const error = (body.error ?? {}) as { code?: unknown; message?: unknown };
  const details = body.incomplete_details as { reason?: unknown } | undefined;
  throw classifyProviderError({
    platform: ctx.config.platform,
    status: 200,
    providerCode: String(error.code ?? details?.reason ?? body.status),
    message: String(error.message ?? `response ${String(body.status)}`),
    apiKey: ctx.config.apiKey,
  });
}

/**
 * OpenAI Responses API: OpenAI itself and Volcengine Ark (`/responses`). Search:
 * `tools: [{type: "web_search"}]`; sources: `url_citation` annotations on the message's output_text
 * (Ark adds `site_name`); a `web_search_call` output item shows that a search ran.
 */
export const openAiResponsesAdapter: PlatformAdapter = {
  name: "openai-responses",
  searchEnabled: (config) => config.search,
  async ask(ctx, question) {
    const body: Record<string, unknown> = { model: ctx.config.model, input: question, stream: false };
    if (ctx.config.search) body.tools = [{ type: "web_search" }];
    const raw = (await postJson(ctx, { path: "/responses", body })) as Record<string, unknown>;
    if (raw.status === "failed" || (raw.error && typeof raw.error === "object")) failedResponse(ctx, raw);
    if (!Array.isArray(raw.output)) throw badResponse(ctx, "no output[]");
    const output = raw.output as OutputItem[];
    const texts: string[] = [];
    const sources = new SourceList();
    for (const item of output) {
      if (item?.type !== "message" || !Array.isArray(item.content)) continue;
      for (const part of item.content) {
        if (part?.type !== "output_text" || typeof part.text !== "string") continue;
        texts.push(part.text);
        for (const annotation of Array.isArray(part.annotations) ? part.annotations : []) {
          const a = annotation as { type?: string; url?: unknown; title?: unknown; site_name?: unknown };
          if (a?.type === "url_citation") sources.add(a.url, a.title, a.site_name);
        }
      }
    }
    if (texts.length === 0) {
      if (raw.status === "incomplete") failedResponse(ctx, raw);
      throw badResponse(ctx, "no message output_text");
    }
    const searched = output.some((item) => item?.type === "web_search_call");
    return {
      text: texts.join("\n\n"),
      sources: sources.toArray(),
      model: typeof raw.model === "string" && raw.model ? raw.model : ctx.config.model,
      searchUsed: ctx.config.search ? searched : false,
      usage: readOpenAiUsage(raw.usage),
    };
  },
};
