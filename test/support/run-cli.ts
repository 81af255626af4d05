import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { BIN } from "./server-process.ts";

const run = promisify(execFile);

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `answerlens <args>` as its own process (warn-level logs, the Shanghai zone unless `env` says
 * otherwise); resolves to its exit code and output, failures included.
 */
export async function runCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      encoding: "utf8",
      env: { ...process.env, ANSWERLENS_LOG_LEVEL: "warn", ANSWERLENS_TIME_ZONE: "Asia/Shanghai", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
