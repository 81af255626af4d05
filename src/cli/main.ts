import { readdirSync } from "node:fs";
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
  lines.push("", "Run `answerlens <command> --help` for a command's options.");
  io.stdout.write(`${lines.join("\n")}\n`);
}

/** Runs `answerlens` with the given arguments; resolves to the exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
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
