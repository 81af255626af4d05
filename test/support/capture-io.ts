import { Readable } from "node:stream";
import type { CliIo } from "../../src/cli/cli-command.ts";

/** A CliIo that records what a command writes, for running `main` in-process. */
export function captureIo(env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: { write: (chunk: string) => out.push(chunk) },
    stderr: { write: (chunk: string) => err.push(chunk) },
    stdin: Readable.from([]),
    env,
  };
  return { io, out: () => out.join(""), err: () => err.join("") };
}
