import { createWriteStream } from "node:fs";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { type CliCommand, CliUsageError } from "../cli-command.ts";
import { REMOTE_SERVICE_OPTIONS, REMOTE_SERVICE_USAGE, remoteClient } from "../remote-service.ts";

const usage = `Usage: answerlens export TASK_ID [--format csv|jsonl] [--out FILE] [--url URL] [--key KEY]

Downloads every observation of a geo.rank_monitor task (run x prompt x platform x repeat, with its
figures) from a running server: CSV (UTF-8 with BOM, header row; the default) or JSON Lines.
${REMOTE_SERVICE_USAGE}
  --format F       csv (default) or jsonl
  --out FILE       write to FILE instead of stdout

Each download uses one count of GEO_RANK_MONITOR_EXPORT_DATA.`;

export const command: CliCommand = {
  name: "export",
  summary: "Download a geo.rank_monitor task's observations as CSV or JSON Lines from a running server",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...REMOTE_SERVICE_OPTIONS, format: { type: "string" }, out: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new CliUsageError("expected one TASK_ID");
    const format = values.format ?? "csv";
    if (format !== "csv" && format !== "jsonl") throw new CliUsageError("--format must be csv or jsonl");
    const response = await remoteClient(values, io).exportTask(positionals[0], format);
    if (!response.body) throw new Error("the server answered without a body");
    // Streamed through: an export of a long-running monitor is never held in memory here either.
    const target = values.out
      ? createWriteStream(values.out)
      : new Writable({
          write(chunk, _encoding, done) {
            io.stdout.write(chunk);
            done();
          },
        });
    await pipeline(response.body, target);
    if (values.out) io.stderr.write(`wrote ${values.out}\n`);
    return 0;
  },
};
