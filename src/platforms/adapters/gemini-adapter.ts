import { classifyProviderError } from "../http/classify-provider-error.ts";
import { type AdapterContext, badResponse, postJson, requireApiKey } from "../http/provider-http.ts";
import type { PlatformSource } from "../platform-types.ts";
import type { PlatformAdapter } from "./platform-adapter.ts";
import { SourceList } from "./source-list.ts";

const BLOCKED_FINISH = new Set(["SAFETY", "PROHIBITED_CONTENT", "BLOCKLIST", "SPII", "RECITATION"]);
const REDIRECT_PATH = "/grounding-api-redirect/";

/**
 * Grounding chunks point at vertexaisearch.cloud.google.com redirect links whose title is only the
 * domain. The redirect's Location is the real page, so it is read (without following it) and the
 * redirect link is kept when that fails.
 */
async function resolveRedirect(ctx: AdapterContext, url: string): Promise<string> {
  if (!ctx.config.resolveRedirects || !url.includes(REDIRECT_PATH)) return url;
  try {
    const response = await fetch(url, { method: "GET", redirect: "manual", signal: ctx.signal });
    await response.body?.cancel();
    const location = response.headers.get("location");
    return location && /^https?:\/\//i.test(location) ? location : url;
  } catch {
    return url;
  }
}

/**
 * The chunk numbers `groundingSupports` attach to parts of the text: the chunks the answer cites.
 * Undefined when the response has no supports (then every chunk counts as cited, as before supports).
 */
function supportedChunks(supports: unknown): Set<number> | undefined {
  if (!Array.isArray(supports) || supports.length === 0) return undefined;
  const indices = new Set<number>();
  for (const support of supports) {
    const list = (support as { groundingChunkIndices?: unknown } | null)?.groundingChunkIndices;
    if (Array.isArray(list)) for (const index of list) if (Number.isInteger(index)) indices.add(index);
  }
  return indices;
}

/** Grounding chunks as sources: those the supports cite, and the others (consulted, not cited). */
async function groundingSources(
  ctx: AdapterContext,
  chunks: unknown[],
  supports: unknown,
): Promise<{ cited: PlatformSource[]; retrieved: PlatformSource[] }> {
  const webs = chunks
    .map((chunk, index) => ({
      index,
      web: (chunk as { web?: { uri?: unknown; title?: unknown; domain?: unknown } } | null)?.web,
    }))
    .filter(({ web }) => web && typeof web.uri === "string");
  const targets = await Promise.all(webs.map(({ web }) => resolveRedirect(ctx, String(web?.uri))));
  const supported = supportedChunks(supports);
  const cited = new SourceList();
  const all = new SourceList();
  webs.forEach(({ index, web }, i) => {
    // Gemini's title is the site's domain, which is the site name rather than the page title.
    const site = typeof web?.domain === "string" ? web.domain : web?.title;
    all.add(targets[i], web?.title, site);
    if (!supported || supported.has(index)) cited.add(targets[i], web?.title, site);
  });
  const citedSources = cited.toArray();
  return { cited: citedSources, retrieved: all.without(citedSources) };
}

function rejected(ctx: AdapterContext, code: string): never {
  throw classifyProviderError({
    platform: ctx.config.platform,
    status: 200,
    providerCode: code,
    message: `answer blocked for safety (${code})`,
    apiKey: ctx.config.apiKey,
  });
}

/**
 * Gemini generateContent with Grounding with Google Search: `tools: [{google_search: {}}]`; sources
 * in `candidates[0].groundingMetadata.groundingChunks[].web`; chunks no `groundingSupports` entry
 * points at were consulted but not cited (retrievedSources). The key travels in `x-goog-api-key`.
 */
export const geminiAdapter: PlatformAdapter = {
  name: "gemini",
  searchEnabled: (config) => config.search,
  async ask(ctx, question) {
    const body: Record<string, unknown> = { contents: [{ role: "user", parts: [{ text: question }] }] };
    if (ctx.config.search) body.tools = [{ google_search: {} }];
    const raw = (await postJson(ctx, {
      path: `/models/${encodeURIComponent(ctx.config.model)}:generateContent`,
      body,
      headers: { "x-goog-api-key": requireApiKey(ctx.config) },
    })) as Record<string, unknown>;
    const feedback = raw.promptFeedback as { blockReason?: unknown } | undefined;
    if (feedback?.blockReason) rejected(ctx, String(feedback.blockReason));
    const candidate = Array.isArray(raw.candidates)
      ? (raw.candidates[0] as Record<string, unknown>)
      : undefined;
    if (!candidate) throw badResponse(ctx, "no candidates[0]");
    const finish = String(candidate.finishReason ?? "");
    const parts = (candidate.content as { parts?: unknown } | undefined)?.parts;
    const texts = Array.isArray(parts)
      ? parts
          .map((part) => (part as { text?: unknown })?.text)
          .filter((t): t is string => typeof t === "string")
      : [];
    if (texts.length === 0) {
      if (BLOCKED_FINISH.has(finish)) rejected(ctx, finish);
      throw badResponse(ctx, "candidates[0].content.parts has no text");
    }
    const grounding = candidate.groundingMetadata as
      | { groundingChunks?: unknown; groundingSupports?: unknown; webSearchQueries?: unknown }
      | undefined;
    const chunks = Array.isArray(grounding?.groundingChunks) ? grounding.groundingChunks : [];
    const queries = Array.isArray(grounding?.webSearchQueries) ? grounding.webSearchQueries : [];
    const usage = raw.usageMetadata as
      | { promptTokenCount?: unknown; candidatesTokenCount?: unknown; thoughtsTokenCount?: unknown }
      | undefined;
    const { cited, retrieved } = await groundingSources(ctx, chunks, grounding?.groundingSupports);
    return {
      text: texts.join(""),
      sources: cited,
      retrievedSources: retrieved,
      model: typeof raw.modelVersion === "string" && raw.modelVersion ? raw.modelVersion : ctx.config.model,
      searchUsed: ctx.config.search ? chunks.length > 0 || queries.length > 0 : false,
      usage: usage
        ? {
            inputTokens: Number(usage.promptTokenCount ?? 0),
            outputTokens: Number(usage.candidatesTokenCount ?? 0) + Number(usage.thoughtsTokenCount ?? 0),
          }
        : null,
    };
  },
};
