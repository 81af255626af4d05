import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { type AnswerlensClient, AnswerlensError } from "../../client/index.ts";
import { API_VERSION } from "../api/api-version.ts";
import { MCP_TOOLS } from "./mcp-tools.ts";

export interface McpServerOptions {
  /** The client the tools call the API through (the caller's key). */
  readonly client: AnswerlensClient;
  /** Time between polls of a task; the spec's 10 s by default. */
  readonly pollIntervalMs?: number;
}

/**
 * An MCP server exposing answerlens's tools. The low-level Server is used (not McpServer) because the
 * tools' input schemas are the operations' own JSON Schemas, not zod shapes. Every tool calls the public
 * API through the client, so the key's permissions, quota and rate limit apply as to any caller.
 */
export function createMcpServer(options: McpServerOptions): Server {
  const server = new Server(
    { name: "answerlens", version: API_VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        "answerlens measures how brands show up in AI chat platforms' answers. Start with geo_ranking for a question and brand names; question_ideas suggests questions; quota shows what the key may still use.",
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: MCP_TOOLS.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = MCP_TOOLS.find((candidate) => candidate.name === request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: "text", text: `unknown tool "${request.params.name}"` }] };
    }
    try {
      const result = await tool.run(request.params.arguments ?? {}, {
        client: options.client,
        pollIntervalMs: options.pollIntervalMs ?? 10_000,
        signal: extra.signal,
      });
      return { content: [{ type: "text", text: JSON.stringify(result ?? null) }] };
    } catch (error) {
      // The service's envelope errors are meant for callers (they name the field); anything else is not.
      const text =
        error instanceof AnswerlensError
          ? `answerlens refused the call (code ${error.code}): ${error.message}`
          : `the call failed: ${(error as Error).message}`;
      return { isError: true, content: [{ type: "text", text }] };
    }
  });
  return server;
}
