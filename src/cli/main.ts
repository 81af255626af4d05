import { readdirSync, readFileSync } from "node:fs";
import { type CliCommand, type CliIo, CliUsageError } from "./cli-command.ts";

const commandsDir = new URL("./commands/", import.meta.url);

function commandNames(): string[] {
  return readdirSync(commandsDir)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.slice(0, -3))
    .sort();
}

async function loadCommand(name: string): Promise<CliCommand> {
  const module = (await import(new URL(`${name}.ts`, commandsDir).href)) as { command: CliCommand };
  return module.command;
}

async function printHelp(io: CliIo): Promise<void> {
  const lines = ["Usage: answerlens <command> [options]", "", "Commands:"];
  for (const name of commandNames()) {
    const command = await loadCommand(name);
    lines.push(`  ${name.padEnd(10)} ${command.summary}`);
  }
  lines.push(
    "",
    "Run `answerlens <command> --help` (or `answerlens help <command>`) for a command's options,",
    "`answerlens --version` for the version.",
  );
  io.stdout.write(`${lines.join("\n")}\n`);
}

/** The version in package.json, the one place it is written. */
function packageVersion(): string {
  const text = readFileSync(new URL("../../package.json", import.meta.url), "utf8");
  return (JSON.parse(text) as { version: string }).version;
}

/** Runs `answerlens` with the given arguments; resolves to the exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === "--version" || argv[0] === "-v" || argv[0] === "version") {
    io.stdout.write(`answerlens ${packageVersion()} (Node.js ${process.versions.node})\n`);
    return 0;
  }
  // `answerlens help keys` is `answerlens keys --help`.
  if (argv[0] === "help" && argv[1] !== undefined) return main([argv[1], "--help"], io);
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    await printHelp(io);
    return name ? 0 : 2;
  }
  if (!commandNames().includes(name)) {
    io.stderr.write(`answerlens: unknown command "${name}". Run \`answerlens --help\` for the list.\n`);
    return 2;
  }
  const command = await loadCommand(name);
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout.write(`${command.usage.trimEnd()}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof CliUsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.stderr.write(`answerlens ${name}: ${(error as Error).message}\n\n${command.usage.trimEnd()}\n`);
      return 2;
    }
    io.stderr.write(`answerlens ${name}: ${(error as Error).message}\n`);
    return 1;
  }
}
