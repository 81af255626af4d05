/**
 * The shape of one `answerlens <command>`. Each command lives in `src/cli/commands/<name>.ts` and
 * exports `command`; `src/cli/main.ts` loads only the one that was asked for, so start-up stays fast.
 */
export interface CliIo {
  readonly stdout: { write(chunk: string): unknown; isTTY?: boolean };
  readonly stderr: { write(chunk: string): unknown; isTTY?: boolean };
  readonly stdin: NodeJS.ReadableStream;
  /** The process environment, handed in so that only the config layer interprets it. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface CliCommand {
  readonly name: string;
  /** One line for `answerlens --help`. */
  readonly summary: string;
  /** Full usage text for `answerlens <name> --help`. */
  readonly usage: string;
  /** Runs the command; resolves to the process exit code. */
  run(argv: string[], io: CliIo): Promise<number>;
}

/** A usage mistake: printed with the command's usage, exit code 2. */
export class CliUsageError extends Error {
  override readonly name = "CliUsageError";
}

/** Reads all of stdin as UTF-8. */
export async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
