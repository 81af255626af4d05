import type { Readable, Writable } from "node:stream";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createMcpServer } from "../../mcp/create-mcp-server.ts";
import { type CliCommand, CliUsageError } from "../cli-command.ts";
import { REMOTE_SERVICE_OPTIONS, REMOTE_SERVICE_USAGE, remoteClient } from "../remote-service.ts";

const usage = `Usage: answerlens mcp [--url URL] [--key KEY] [--interval S]

Runs an MCP (Model Context Protocol) server over stdio for AI agents (Claude Desktop, Cursor, ...). Its
tools call a running answerlens server's API with your key: geo_ranking, geo_checker, question_ideas,
brand_overview, brand_trend, competitors, prompt_overview, brand_statistics, brand_signals,
rank_monitor_statistics, quota, task_result (docs/integrations.md).
${REMOTE_SERVICE_USAGE}
  --interval S     seconds between polls while a task runs (default 10, the spec's interval)

stdout carries the protocol; nothing else is written there.`;

export const command: CliCommand = {
  name: "mcp",
  summary: "Serve answerlens's tools to AI agents over MCP (stdio), calling a running server",
  usage,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      options: { ...REMOTE_SERVICE_OPTIONS, interval: { type: "string" } },
      strict: true,
    });
    const interval = Number(values.interval ?? 10);
    if (!Number.isFinite(interval) || interval <= 0)
      throw new CliUsageError("--interval must be > 0 seconds");
    const server = createMcpServer({ client: remoteClient(values, io), pollIntervalMs: interval * 1000 });
    const stdin = io.stdin as Readable;
    const transport = new StdioServerTransport(stdin, io.stdout as unknown as Writable);
    const ended = new Promise<void>((resolve) => {
      stdin.once("end", resolve);
      stdin.once("close", resolve);
    });
    await server.connect(transport);
    await ended; // the server runs until the agent closes its stdin
    await server.close();
    return 0;
  },
};
