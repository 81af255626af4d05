import { classifyProviderError } from "../http/classify-provider-error.ts";
import { type AdapterContext, badResponse, postJson } from "../http/provider-http.ts";
import type { PlatformSource } from "../platform-types.ts";
import { readOpenAiUsage } from "./chat-completion-body.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { SourceList } from "./source-list.ts";

interface OutputItem {
  type?: string;
  content?: { type?: string; text?: string; annotations?: unknown[] }[];
  /** web_search_call: `sources` only when the request asked for them (SOURCES_INCLUDE). */
  action?: { sources?: unknown };
}

/** Asks OpenAI to list every page a search consulted, cited or not, in `action.sources`. */
const SOURCES_INCLUDE = "web_search_call.action.sources";

/**
 * Ark's Responses API documents no `include` value for its web_search tool, and an unknown one may be
 * refused, so it is sent to OpenAI's endpoint (and any other platform using this adapter), not Ark.
 */
function asksForConsultedSources(ctx: AdapterContext): boolean {
  return ctx.config.search && ctx.config.platform !== "volcengine";
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
 * OpenAI marks the links it cites with `?utm_source=chatgpt.com`; the consulted list has the plain URL.
 * Returns the cited sources plus each one's plain form, so both count as cited.
 */
function withUntrackedForms(cited: PlatformSource[]): PlatformSource[] {
  return cited.flatMap((source) => {
    const plain = source.url.replace(
      /([?&])utm_source=chatgpt\.com(&|$)/,
      (_m, lead: string, tail: string) => (tail ? lead : ""),
    );
    return plain === source.url ? [source] : [source, { ...source, url: plain }];
  });
}

/**
 * OpenAI Responses API: OpenAI itself and Volcengine Ark (`/responses`). Search:
 * `tools: [{type: "web_search"}]`; sources: `url_citation` annotations on the message's output_text
 * (Ark adds `site_name`); a `web_search_call` output item shows that a search ran, and with
 * `include: ["web_search_call.action.sources"]` lists every page consulted: those not cited are the
 * answer's retrievedSources.
 */
export const openAiResponsesAdapter: PlatformAdapter = {
  name: "openai-responses",
  searchEnabled: (config) => config.search,
  async ask(ctx, question) {
    const body: Record<string, unknown> = { model: ctx.config.model, input: question, stream: false };
    if (ctx.config.search) body.tools = [{ type: "web_search" }];
    if (asksForConsultedSources(ctx)) body.include = [SOURCES_INCLUDE];
    const raw = (await postJson(ctx, { path: "/responses", body })) as Record<string, unknown>;
    if (raw.status === "failed" || (raw.error && typeof raw.error === "object")) failedResponse(ctx, raw);
    if (!Array.isArray(raw.output)) throw badResponse(ctx, "no output[]");
    const output = raw.output as OutputItem[];
    const texts: string[] = [];
    const sources = new SourceList();
    const consulted = new SourceList();
    for (const item of output) {
      if (item?.type === "web_search_call" && Array.isArray(item.action?.sources)) {
        for (const source of item.action.sources) {
          const s = source as { url?: unknown; title?: unknown } | null;
          consulted.add(s?.url, s?.title);
        }
      }
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
    const cited = sources.toArray();
    return {
      text: texts.join("\n\n"),
      sources: cited,
      retrievedSources: consulted.without(withUntrackedForms(cited)),
      model: typeof raw.model === "string" && raw.model ? raw.model : ctx.config.model,
      searchUsed: ctx.config.search ? searched : false,
      usage: readOpenAiUsage(raw.usage),
    };
  },
};
