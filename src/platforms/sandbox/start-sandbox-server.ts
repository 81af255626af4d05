import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { formatDay } from "../../util/time.ts";
import { isPlatformCode, type PlatformCode } from "../platform-codes.ts";
import { composeAnswer } from "./compose-answer.ts";
import { composeBrandProfile, isBrandProfileRequest } from "./compose-brand-profile.ts";
import { composeQuestionList, isQuestionListRequest } from "./compose-question-list.ts";
import { renderChatResponse } from "./render-chat-response.ts";
import {
  renderDashScopeResponse,
  renderGeminiResponse,
  renderResponsesResponse,
} from "./render-native-responses.ts";
import { type ErrorCase, errorResponse, type SandboxProtocol } from "./sandbox-error-bodies.ts";
import { FaultPlan, type SandboxFault, type SandboxFaults } from "./sandbox-faults.ts";
import { credentialOf, protocolForPath, questionOf } from "./sandbox-request.ts";
import { suggestQuestions } from "./suggest-questions.ts";

export type { SandboxFaults } from "./sandbox-faults.ts";

export interface SandboxServerOptions {
  host?: string;
  port?: number;
  faults?: SandboxFaults;
  /** Clock for the day that seeds answers (default Date.now); tests pin it. */
  now?: () => number;
  /** Time zone of that day (default Asia/Shanghai). */
  timeZone?: string;
  /** Random source for probabilistic faults. */
  random?: () => number;
}

export interface SandboxStats {
  requests: Partial<Record<PlatformCode, number>>;
  maxInFlight: Partial<Record<PlatformCode, number>>;
}

export interface SandboxServer {
  url: string;
  close(): Promise<void>;
  /** Requests seen and the most in flight at once, per platform. */
  stats(): SandboxStats;
}

const MAX_BODY_BYTES = 1_000_000;

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): undefined {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "content-type":
      typeof body === "string" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8",
    "x-answerlens-sandbox": "1",
    ...headers,
  });
  res.end(text);
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const FAULT_CASE: Partial<Record<SandboxFault["kind"], ErrorCase>> = {
  "429": "rate_limited",
  "500": "server_error",
  "503": "server_error",
  "401": "auth",
  "402": "quota",
  content: "content",
};

/**
 * Starts the offline stand-in for every AI platform. Adapters reach it at
 * `<url>/<platform code><the provider's own path>`, e.g. `/kimi/v1/chat/completions`, so the
 * platform decides the answer style and the path decides the wire protocol.
 */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const plan = new FaultPlan(options.faults, options.random);
  const now = options.now ?? Date.now;
  const timeZone = options.timeZone ?? "Asia/Shanghai";
  const stats: SandboxStats = { requests: {}, maxInFlight: {} };
  const inFlight = new Map<PlatformCode, number>();
  let baseUrl = "";

  async function answer(req: IncomingMessage, res: ServerResponse, platform: PlatformCode, path: string) {
    const route = protocolForPath(path);
    if (req.method !== "POST" || !route)
      return send(res, 404, { error: { message: `no such endpoint: ${req.method} ${path}` } });
    const protocol: SandboxProtocol = route.protocol;
    if (!credentialOf(req.headers)) {
      const failure = errorResponse(protocol, platform, "auth");
      return send(res, failure.status, failure.body);
    }
    let body: Record<string, unknown>;
    try {
      const parsed = JSON.parse(await readBody(req));
      if (!parsed || typeof parsed !== "object") throw new Error("not an object");
      body = parsed as Record<string, unknown>;
    } catch {
      return send(res, 400, {
        error: { message: "request body is not a JSON object", type: "invalid_request_error" },
      });
    }
    const latency = plan.latencyFor(platform);
    if (latency > 0) await sleep(latency);
    const fault = plan.next(platform);
    if (fault?.kind === "timeout") return; // never answer; the client's timeout fires
    if (fault?.kind === "malformed")
      return send(res, 200, '{"id":"sandbox","choices":[{"message":{"content":"trunc', {
        "content-type": "application/json",
      });
    const faultCase = fault ? FAULT_CASE[fault.kind] : undefined;
    if (fault && faultCase) {
      const failure = errorResponse(protocol, platform, faultCase);
      const status = fault.kind === "503" ? 503 : failure.status;
      const headers: Record<string, string> =
        fault.kind === "429" ? { "retry-after": String(fault.retryAfterSeconds ?? 1) } : {};
      return send(res, status, failure.body, headers);
    }
    const question = questionOf(protocol, body);
    if (!question)
      return send(res, 400, {
        error: { message: "no user question in request", type: "invalid_request_error" },
      });
    const day = formatDay(new Date(now()), timeZone);
    const composed = isBrandProfileRequest(question)
      ? composeBrandProfile(question, platform)
      : isQuestionListRequest(question)
        ? composeQuestionList(question, platform, day)
        : composeAnswer(question, platform, day);
    if (protocol === "chat") return send(res, 200, renderChatResponse(platform, body, question, composed));
    if (protocol === "responses")
      return send(res, 200, renderResponsesResponse(body, question, composed, platform === "volcengine"));
    if (protocol === "dashscope") return send(res, 200, renderDashScopeResponse(body, question, composed));
    return send(
      res,
      200,
      renderGeminiResponse({ ...body, __model: route.model }, question, composed, baseUrl),
    );
  }

  function handle(req: IncomingMessage, res: ServerResponse): undefined {
    const url = new URL(req.url ?? "/", "http://sandbox");
    const day = formatDay(new Date(now()), timeZone);
    if (req.method === "GET" && (url.pathname === "/su" || url.pathname === "/sugrec")) {
      const wd = url.searchParams.get("wd") ?? "";
      const list = suggestQuestions(wd, day);
      if (url.pathname === "/sugrec")
        return send(res, 200, {
          err_no: 0,
          errmsg: "",
          q: wd,
          queryid: "0x0",
          g: list.map((q, i) => ({ type: "sug", sa: `s_${i + 1}`, q })),
        });
      const cb = (url.searchParams.get("cb") ?? "window.baidu.sug").replace(/[^\w.$]/g, "");
      return send(res, 200, `${cb}(${JSON.stringify({ q: wd, p: false, s: list })});`, {
        "content-type": "text/javascript; charset=utf-8",
      });
    }
    const redirect = /^\/grounding-api-redirect\/([\w-]+)$/.exec(url.pathname);
    if (req.method === "GET" && redirect) {
      const target = Buffer.from(redirect[1], "base64url").toString("utf8");
      return send(res, 302, "", { location: target });
    }
    if (url.pathname === "/health") return send(res, 200, { status: "ok", sandbox: true });
    const [, code, ...rest] = url.pathname.split("/");
    if (!code || !isPlatformCode(code))
      return send(res, 404, { error: { message: `unknown platform path ${url.pathname}` } });
    stats.requests[code] = (stats.requests[code] ?? 0) + 1;
    const current = (inFlight.get(code) ?? 0) + 1;
    inFlight.set(code, current);
    stats.maxInFlight[code] = Math.max(stats.maxInFlight[code] ?? 0, current);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight.set(code, (inFlight.get(code) ?? 1) - 1);
    };
    res.on("close", finish);
    answer(req, res, code, `/${rest.join("/")}`).catch((error: Error) => {
      if (!res.headersSent)
        send(res, 500, { error: { message: `sandbox failure: ${error.message}`, type: "server_error" } });
    });
  }

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;
  return {
    url: baseUrl,
    stats: () => structuredClone(stats),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
