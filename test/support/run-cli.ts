import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { BIN } from "./server-process.ts";

const run = promisify(execFile);

/** Runs `answerlens ARGS` in its own process (warn-level logs, the Shanghai zone); never throws. */
export async function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      encoding: "utf8",
      env: { ...process.env, ANSWERLENS_LOG_LEVEL: "warn", ANSWERLENS_TIME_ZONE: "Asia/Shanghai" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
