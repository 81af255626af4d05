import { parseArgs } from "node:util";
import { loadConfig } from "../../config/config.ts";
import { closeOnSignals, startServer } from "../../server.ts";
import type { CliCommand } from "../cli-command.ts";

export const command: CliCommand = {
  name: "serve",
  summary: "Run the HTTP API and the task workers",
  usage: `Usage: answerlens serve [options]

  --port N              HTTP port (default 8080; ANSWERLENS_PORT)
  --host ADDR           listen address (default 127.0.0.1; ANSWERLENS_HOST)
  --data DIR            directory of the embedded SQLite database (default ./data)
  --database-url URL    PostgreSQL instead of SQLite (DATABASE_URL); tasks then run through pg-boss
  --role api|worker|all what this process does (default all; api/worker need PostgreSQL)
  --sandbox             start the sandbox platforms in-process and use them for every platform
  --config FILE         JSON config file (ANSWERLENS_CONFIG)

Every setting and its environment variable is listed in the README.`,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string" },
        host: { type: "string" },
        data: { type: "string" },
        "database-url": { type: "string" },
        role: { type: "string" },
        sandbox: { type: "boolean" },
        config: { type: "string" },
      },
      strict: true,
    });
    const { config: configFile, ...flags } = values;
    const config = loadConfig({ flags, env: io.env, configFile });
    const server = await startServer(config);
    if (server.url) io.stderr.write(`answerlens listening on ${server.url} (docs: ${server.url}/docs)\n`);
    closeOnSignals(server);
    await new Promise<never>(() => {});
    return 0;
  },
};
