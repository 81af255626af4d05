import { createHash } from "node:crypto";
import type { ComposedAnswer } from "./compose-answer.ts";
import { consultedOnlySources } from "./consulted-sources.ts";
import { estimateTokens, renderCitations, renderInlineLinks } from "./render-citations.ts";

type Body = Record<string, unknown>;

function idOf(answer: ComposedAnswer): string {
  return createHash("sha1").update(answer.markdown).digest("hex").slice(0, 24);
}

/** OpenAI Responses (OpenAI and Volcengine Ark): url_citation annotations, Ark adds site_name. */
export function renderResponsesResponse(
  request: Body,
  question: string,
  answer: ComposedAnswer,
  arkStyle: boolean,
) {
  const tools = Array.isArray(request.tools) ? request.tools : [];
  const search = tools.some((t) => (t as { type?: string })?.type === "web_search");
  const id = idOf(answer);
  const linked = search
    ? renderInlineLinks(answer)
    : { text: renderCitations(answer.markdown, "none"), annotations: [] };
  const annotations = linked.annotations.map((a) => ({
    type: "url_citation",
    start_index: a.start,
    end_index: a.end,
    url: a.source.url,
    title: a.source.title,
    ...(arkStyle ? { site_name: a.source.siteName } : {}),
  }));
  const output: unknown[] = [];
  const include = Array.isArray(request.include) ? request.include : [];
  const listSources = include.includes("web_search_call.action.sources");
  if (search)
    output.push({
      type: "web_search_call",
      id: `ws_${id}`,
      status: "completed",
      action: {
        type: "search",
        query: question,
        ...(listSources
          ? {
              sources: [...answer.sources, ...consultedOnlySources(answer)].map((s) => ({
                type: "url",
                url: s.url,
              })),
            }
          : {}),
      },
    });
  output.push({
    type: "message",
    id: `msg_${id}`,
    status: "completed",
    role: "assistant",
    content: [{ type: "output_text", text: linked.text, annotations }],
  });
  return {
    id: `resp_${id}`,
    object: "response",
    created_at: Math.floor(Date.now() / 1000),
    status: "completed",
    model: typeof request.model === "string" ? request.model : "sandbox",
    output,
    usage: {
      input_tokens: estimateTokens(question),
      output_tokens: estimateTokens(linked.text),
      total_tokens: estimateTokens(question) + estimateTokens(linked.text),
    },
  };
}

/** DashScope native generation: `[ref_n]` markers and output.search_info.search_results. */
export function renderDashScopeResponse(request: Body, question: string, answer: ComposedAnswer) {
  const parameters = (request.parameters ?? {}) as {
    enable_search?: boolean;
    search_options?: { enable_source?: boolean };
  };
  const search = parameters.enable_search === true;
  const withSources = search && parameters.search_options?.enable_source === true;
  const text = renderCitations(answer.markdown, search ? "ref" : "none");
  const output: Body = {
    choices: [{ finish_reason: "stop", message: { role: "assistant", content: text } }],
  };
  if (withSources)
    output.search_info = {
      search_results: answer.sources.map((s, i) => ({
        index: i + 1,
        title: s.title,
        url: s.url,
        site_name: s.siteName,
        icon: `https://img.alicdn.com/sandbox/${new URL(s.url).hostname}.png`,
      })),
    };
  return {
    output,
    usage: {
      input_tokens: estimateTokens(question),
      output_tokens: estimateTokens(text),
      total_tokens: estimateTokens(question) + estimateTokens(text),
    },
    request_id: idOf(answer),
  };
}

/**
 * Gemini generateContent with grounding: chunks link through a redirect (served by the sandbox at
 * `redirectBase`) whose title is the site's domain, as Google's do.
 */
export function renderGeminiResponse(
  request: Body,
  question: string,
  answer: ComposedAnswer,
  redirectBase: string,
) {
  const tools = Array.isArray(request.tools) ? request.tools : [];
  const search = tools.some(
    (t) => t && typeof t === "object" && ("google_search" in t || "googleSearch" in t),
  );
  const text = renderCitations(answer.markdown, "none");
  const candidate: Body = { content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 };
  if (search) {
    const chunks = answer.sources.map((s) => ({
      web: {
        uri: `${redirectBase}/grounding-api-redirect/${Buffer.from(s.url).toString("base64url")}`,
        title: new URL(s.url).hostname.replace(/^www\./, ""),
      },
    }));
    const firstLine = text.split("\n").find((line) => line.trim()) ?? text;
    candidate.groundingMetadata = {
      webSearchQueries: [question],
      groundingChunks: chunks,
      groundingSupports: [
        {
          segment: { startIndex: 0, endIndex: Buffer.byteLength(firstLine), text: firstLine },
          groundingChunkIndices: chunks.map((_, i) => i),
        },
      ],
      searchEntryPoint: { renderedContent: '<div class="sandbox-search-entry"></div>' },
    };
  }
  return {
    candidates: [candidate],
    usageMetadata: {
      promptTokenCount: estimateTokens(question),
      candidatesTokenCount: estimateTokens(text),
      totalTokenCount: estimateTokens(question) + estimateTokens(text),
    },
    modelVersion: String(request.__model ?? "gemini-sandbox"),
  };
}
