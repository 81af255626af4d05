import { classifyProviderError, readErrorBody } from "../http/classify-provider-error.ts";
import { type AdapterContext, badResponse } from "../http/provider-http.ts";
import type { PlatformUsage } from "../platform-types.ts";

export interface ChatMessage {
  role: string;
  content: string | null;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  annotations?: unknown[];
  [key: string]: unknown;
}

export interface ChatCompletion {
  body: Record<string, unknown>;
  message: ChatMessage;
  finishReason: string | null;
  model: string;
  usage: PlatformUsage | null;
}

export function readOpenAiUsage(usage: unknown): PlatformUsage | null {
  if (!usage || typeof usage !== "object") return null;
  const u = usage as Record<string, unknown>;
  const input = Number(u.prompt_tokens ?? u.input_tokens);
  const output = Number(u.completion_tokens ?? u.output_tokens);
  if (!Number.isFinite(input) || !Number.isFinite(output)) return null;
  return { inputTokens: input, outputTokens: output };
}

export function addUsage(a: PlatformUsage | null, b: PlatformUsage | null): PlatformUsage | null {
  if (!a) return b;
  if (!b) return a;
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
}

/**
 * Reads an OpenAI-shaped chat completion. An error object in a 200 body (Qianfan does this for
 * moderation and rate limits) becomes a classified error; a body without a first choice message
 * becomes bad_response.
 */
export function readChatCompletion(ctx: AdapterContext, raw: unknown): ChatCompletion {
  const body = raw as Record<string, unknown>;
  const choices = body.choices;
  if (!Array.isArray(choices) || choices.length === 0) {
    const error = readErrorBody(body);
    if (error)
      throw classifyProviderError({
        platform: ctx.config.platform,
        status: 200,
        providerCode: error.code,
        message: error.message,
        apiKey: ctx.config.apiKey,
      });
    throw badResponse(ctx, "no choices[0]");
  }
  const choice = choices[0] as Record<string, unknown> | null;
  const message = choice?.message as ChatMessage | undefined;
  if (!message || typeof message !== "object") throw badResponse(ctx, "choices[0].message missing");
  if (message.content !== null && message.content !== undefined && typeof message.content !== "string")
    throw badResponse(ctx, "choices[0].message.content is not a string");
  const finishReason = typeof choice?.finish_reason === "string" ? choice.finish_reason : null;
  if (finishReason === "content_filter" || finishReason === "sensitive")
    throw classifyProviderError({
      platform: ctx.config.platform,
      status: 200,
      providerCode: finishReason,
      message: "answer withheld by the provider's content filter",
      apiKey: ctx.config.apiKey,
    });
  return {
    body,
    message,
    finishReason,
    model: typeof body.model === "string" && body.model ? body.model : ctx.config.model,
    usage: readOpenAiUsage(body.usage),
  };
}

export function userMessages(question: string) {
  return [{ role: "user", content: question }];
}
