import { parseArgs } from "node:util";
import { PLATFORM_CODES } from "../../platforms/platform-codes.ts";
import { parseFaultFlags } from "../../platforms/sandbox/sandbox-faults.ts";
import { sandboxPlatformConfigs } from "../../platforms/sandbox/sandbox-platform-configs.ts";
import { startSandboxServer } from "../../platforms/sandbox/start-sandbox-server.ts";
import { type CliCommand, CliUsageError } from "../cli-command.ts";

const usage = `Usage: answerlens sandbox [--port P] [--host H] [--fault CODE=KIND[:P|:xN][:ra=S]]... [--latency CODE=MS]...

Runs the offline stand-in for every AI platform until interrupted (Ctrl-C).

Options:
  --port P        port to listen on (default 8787; 0 picks a free one)
  --host H        address to bind (default 127.0.0.1)
  --fault SPEC    inject a fault: KIND is 429, 500, 503, timeout, malformed, 401, 402 or content;
                  P is a probability (default 1), xN fails only the first N requests,
                  ra=S sets Retry-After seconds for 429. CODE may be * for every platform.
                  e.g. --fault deepseek=429:0.5 --fault kimi=timeout:x1
  --latency SPEC  add latency, e.g. --latency kimi=2000
`;

export const command: CliCommand = {
  name: "sandbox",
  summary: "Run the offline AI-platform sandbox (every provider protocol, injectable faults)",
  usage,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string", default: "8787" },
        host: { type: "string", default: "127.0.0.1" },
        fault: { type: "string", multiple: true, default: [] },
        latency: { type: "string", multiple: true, default: [] },
      },
    });
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new CliUsageError(`--port "${values.port}" is not a port`);
    let faults: ReturnType<typeof parseFaultFlags>;
    try {
      faults = parseFaultFlags(values.fault, values.latency);
    } catch (error) {
      throw new CliUsageError((error as Error).message);
    }
    const server = await startSandboxServer({ host: values.host, port, faults });
    const configs = sandboxPlatformConfigs(server.url);
    const lines = [
      `answerlens sandbox listening on ${server.url} (answers are marked sandbox)`,
      "Base URLs:",
    ];
    for (const code of PLATFORM_CODES)
      lines.push(`  ${code.padEnd(11)} ${configs[code].adapter.padEnd(17)} ${configs[code].baseUrl}`);
    lines.push(`Suggestions: ${server.url}/sugrec?prod=pc&wd=手机`);
    io.stdout.write(`${lines.join("\n")}\n`);
    await new Promise<void>((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
    await server.close();
    return 0;
  },
};
