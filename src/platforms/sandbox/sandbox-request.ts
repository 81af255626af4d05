import type { SandboxProtocol } from "./sandbox-error-bodies.ts";

/** Picks the wire protocol from the path the adapter called (after the platform segment). */
export function protocolForPath(path: string): { protocol: SandboxProtocol; model?: string } | null {
  if (path.endsWith("/chat/completions")) return { protocol: "chat" };
  if (path.endsWith("/responses")) return { protocol: "responses" };
  if (path.endsWith("/services/aigc/text-generation/generation")) return { protocol: "dashscope" };
  const gemini = /\/models\/([^/:]+):generateContent$/.exec(path);
  if (gemini) return { protocol: "gemini", model: decodeURIComponent(gemini[1]) };
  return null;
}

function lastUserText(messages: unknown): string | null {
  if (!Array.isArray(messages)) return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i] as { role?: string; content?: unknown } | null;
    if (m?.role !== "user") continue;
    if (typeof m.content === "string") return m.content;
    if (Array.isArray(m.content)) return m.content.map((p) => (p as { text?: string })?.text ?? "").join("");
  }
  return null;
}

/** The question a request asks, in each protocol's place for it; null when absent. */
export function questionOf(protocol: SandboxProtocol, body: Record<string, unknown>): string | null {
  if (protocol === "chat") return lastUserText(body.messages);
  if (protocol === "responses") return typeof body.input === "string" ? body.input : lastUserText(body.input);
  if (protocol === "dashscope")
    return lastUserText((body.input as { messages?: unknown } | undefined)?.messages);
  const contents = Array.isArray(body.contents) ? body.contents : [];
  const last = contents[contents.length - 1] as { parts?: { text?: string }[] } | undefined;
  const text = last?.parts?.map((p) => p?.text ?? "").join("");
  return text ? text : null;
}

/** The key the request carries (Bearer or x-goog-api-key); the sandbox only checks that one is there. */
export function credentialOf(headers: Record<string, string | string[] | undefined>): string | null {
  const auth = headers.authorization;
  if (typeof auth === "string" && /^Bearer\s+\S+/.test(auth)) return auth.slice(7).trim();
  const goog = headers["x-goog-api-key"];
  return typeof goog === "string" && goog ? goog : null;
}
