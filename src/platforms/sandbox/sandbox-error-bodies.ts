import type { PlatformCode } from "../platform-codes.ts";

export type SandboxProtocol = "chat" | "responses" | "dashscope" | "gemini";

export type ErrorCase = "rate_limited" | "server_error" | "auth" | "quota" | "content";

/** HTTP status and body each provider family sends for a failure, as their docs show them. */
export function errorResponse(
  protocol: SandboxProtocol,
  platform: PlatformCode,
  errorCase: ErrorCase,
): { status: number; body: unknown } {
  if (protocol === "gemini") {
    const table = {
      rate_limited: [429, "RESOURCE_EXHAUSTED", "Resource has been exhausted (e.g. check quota)."],
      server_error: [500, "INTERNAL", "An internal error has occurred."],
      auth: [400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key."],
      quota: [403, "PERMISSION_DENIED", "Billing account is disabled: insufficient balance."],
      content: [400, "INVALID_ARGUMENT", "The prompt was blocked for safety reasons."],
    } as const;
    const [status, code, message] = table[errorCase];
    return { status, body: { error: { code: status, message, status: code } } };
  }
  if (protocol === "dashscope") {
    const table = {
      rate_limited: [429, "Throttling.RateQuota", "Requests rate limit exceeded, please try again later."],
      server_error: [500, "InternalError", "An internal error has occured, please try again later."],
      auth: [401, "InvalidApiKey", "Invalid API-key provided."],
      quota: [400, "Arrearage", "Access denied, please make sure your account is in good standing."],
      content: [400, "DataInspectionFailed", "Input data may contain inappropriate content."],
    } as const;
    const [status, code, message] = table[errorCase];
    return { status, body: { code, message, request_id: "sandbox-request" } };
  }
  if (platform === "baidu" && errorCase === "content") {
    // Qianfan reports moderation failures with HTTP 200 and an error object.
    return {
      status: 200,
      body: {
        id: "as-sandbox",
        error: {
          code: "336501",
          message: "内容审核未通过，请修改后重试 (sensitive content)",
          type: "invalid_request_error",
        },
      },
    };
  }
  const table = {
    rate_limited: [429, "rate_limit_exceeded", "Rate limit reached for requests. Please retry later."],
    server_error: [500, "server_error", "The server had an error while processing your request."],
    auth: [401, "invalid_api_key", "Incorrect API key provided."],
    quota: [
      platform === "kimi" ? 403 : platform === "deepseek" ? 402 : 429,
      "insufficient_quota",
      "You exceeded your current quota: insufficient balance.",
    ],
    content: [
      400,
      "content_filter",
      "The request was rejected because it may contain inappropriate content.",
    ],
  } as const;
  const [status, code, message] = table[errorCase];
  return { status, body: { error: { message, type: code, code } } };
}
