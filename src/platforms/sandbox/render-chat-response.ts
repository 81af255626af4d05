import { createHash } from "node:crypto";
import type { PlatformCode } from "../platform-codes.ts";
import type { ComposedAnswer } from "./compose-answer.ts";
import { consultedOnlySources } from "./consulted-sources.ts";
import { estimateTokens, renderCitations } from "./render-citations.ts";

type Body = Record<string, unknown>;

function completion(
  model: string,
  id: string,
  message: Body,
  finishReason: string,
  question: string,
  text: string,
) {
  return {
    id: `chatcmpl-${id}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: finishReason }],
    usage: {
      prompt_tokens: estimateTokens(question),
      completion_tokens: estimateTokens(text),
      total_tokens: estimateTokens(question) + estimateTokens(text),
    },
  };
}

function kimiWantsSearch(request: Body): boolean {
  const tools = Array.isArray(request.tools) ? request.tools : [];
  const declared = tools.some(
    (t) => (t as { function?: { name?: string } })?.function?.name === "$web_search",
  );
  const messages = Array.isArray(request.messages) ? request.messages : [];
  const answered = messages.some((m) => (m as { role?: string })?.role === "tool");
  return declared && !answered;
}

/** An OpenAI-shaped chat completion carrying each provider's own search fields. */
export function renderChatResponse(
  platform: PlatformCode,
  request: Body,
  question: string,
  answer: ComposedAnswer,
): Body {
  const model = typeof request.model === "string" ? request.model : "sandbox";
  const id = createHash("sha1").update(answer.markdown).digest("hex").slice(0, 24);
  const indexed = answer.sources.map((s, i) => ({ index: i + 1, url: s.url, title: s.title }));
  if (platform === "kimi") {
    if (kimiWantsSearch(request)) {
      const args = JSON.stringify({
        search_result: { search_id: `sandbox-${id}` },
        usage: { total_tokens: 1536 },
      });
      const call = {
        index: 0,
        id: `$web_search-${id}`,
        type: "builtin_function",
        function: { name: "$web_search", arguments: args },
      };
      return completion(
        model,
        id,
        { role: "assistant", content: "", tool_calls: [call] },
        "tool_calls",
        question,
        "",
      );
    }
    const searched = (request.messages as unknown[]).some((m) => (m as { role?: string })?.role === "tool");
    let text = renderCitations(answer.markdown, "none");
    if (searched) {
      const heading = answer.language === "zh" ? "参考资料" : "Sources";
      text += `\n\n**${heading}**：\n${answer.sources.map((s, i) => `${i + 1}. [${s.title}](${s.url})`).join("\n")}`;
    }
    return completion(model, id, { role: "assistant", content: text }, "stop", question, text);
  }
  if (platform === "baidu") {
    const search = (request.web_search as { enable?: boolean } | undefined)?.enable === true;
    const text = renderCitations(answer.markdown, search ? "caret" : "none");
    const body = completion(model, id, { role: "assistant", content: text }, "normal", question, text);
    return search ? { ...body, search_results: indexed } : body;
  }
  if (platform === "tencent") {
    const search = request.enable_enhancement === true;
    const footnotes = search && request.citation === true;
    let text = renderCitations(answer.markdown, footnotes ? "footnote" : "none");
    // Yuanbao-style footnote definitions: the long reference list under the answer.
    if (footnotes && answer.sources.length > 0)
      text += `\n\n${answer.sources.map((s, i) => `[^${i + 1}]: [${s.title}](${s.url})`).join("\n")}`;
    const body = completion(model, id, { role: "assistant", content: text }, "stop", question, text);
    return search && request.search_info === true
      ? { ...body, search_info: { search_results: indexed } }
      : body;
  }
  if (platform === "perplexity") {
    const answerText = renderCitations(answer.markdown, "bracket");
    // Reasoning models put their reasoning first, in a <think> block, as Perplexity's do.
    const text = model.startsWith("sonar-reasoning")
      ? `<think>\n${answer.language === "zh" ? "先检索相关来源，再比较各品牌。" : "Search first, then compare the brands."}\n</think>\n\n${answerText}`
      : answerText;
    const body = completion(model, id, { role: "assistant", content: text }, "stop", question, text);
    return {
      ...body,
      citations: answer.sources.map((s) => s.url),
      search_results: [...answer.sources, ...consultedOnlySources(answer)].map((s) => ({
        title: s.title,
        url: s.url,
        date: "2025-10-01",
      })),
    };
  }
  const text = renderCitations(answer.markdown, "none");
  return completion(model, id, { role: "assistant", content: text }, "stop", question, text);
}
