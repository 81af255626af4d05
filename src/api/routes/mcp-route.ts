import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance } from "fastify";
import { createClient } from "../../../client/index.ts";
import { createMcpServer } from "../../mcp/create-mcp-server.ts";
import type { Services } from "../../services.ts";
import { ApiKeyHeaders } from "../api-schemas.ts";
import { injectFetch } from "../inject-fetch.ts";
import { authenticate } from "../request-context.ts";

/**
 * `POST /mcp` (answerlens addition): the MCP tools of `answerlens mcp` for remote agents, over the
 * Streamable HTTP transport in stateless mode (each request gets its own server; no session to keep).
 * The `Service-API-Key` header authenticates (401 envelope otherwise) and the tools call the API with it.
 */
export function registerMcpRoute(app: FastifyInstance, services: Services): void {
  app.post(
    "/mcp",
    {
      schema: {
        summary: "MCP server (Streamable HTTP, stateless) with answerlens's tools (answerlens addition)",
        tags: ["integrations"],
        headers: ApiKeyHeaders,
      },
    },
    async (request, reply) => {
      await authenticate(services, request, reply);
      const client = createClient({
        baseUrl: "http://answerlens.internal",
        apiKey: String(request.headers["service-api-key"]),
        fetch: injectFetch(app),
        maxRateLimitRetries: 0,
      });
      const server = createMcpServer({
        client,
        pollIntervalMs: services.config.integrations.mcpPollIntervalMs,
      });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.raw.once("close", () => {
        void transport.close();
        void server.close();
      });
      reply.hijack();
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );
}
