import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const BIN = fileURLToPath(new URL("../../bin/answerlens.js", import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** kill -9: no shutdown code runs. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for a graceful exit; resolves to the exit code. */
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();
// A failed assertion must not leave a server behind (its pipes would keep the test process alive).
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Kills every server process a test started and did not stop. */
export function killStrayServers(): void {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

/** Starts `answerlens serve` as a real process on a free port and waits until it listens. */
export async function startServerProcess(
  args: string[],
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0", ...args], {
    env: { ...process.env, ANSWERLENS_LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 20 s:\n${output}`)), 20_000);
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stderr?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

export async function api(
  url: string,
  method: "GET" | "POST",
  path: string,
  key: string,
  body?: unknown,
): Promise<{ code: number; msg: string; data: any }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      "service-api-key": key,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { code: number; msg: string; data: any };
}

/** An API key made by `answerlens keys create` on the PostgreSQL database at `url`. */
export function createKeyWithCli(url: string, account: string): string {
  const output = execFileSync(
    process.execPath,
    [BIN, "keys", "create", "--account", account, "--database-url", url, "--json"],
    { encoding: "utf8" },
  );
  return (JSON.parse(output) as { apiKey: string }).apiKey;
}
