import type { FastifyInstance } from "fastify";

/**
 * A `fetch` that sends the request into the app itself (Fastify's inject): the MCP endpoint's tools call
 * the public API through the same routes, checks and limits as any client, without a network hop and
 * without knowing the address the server is reached at.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? "GET") as "GET" | "POST",
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}
