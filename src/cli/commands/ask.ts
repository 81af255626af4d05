import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { createPlatformClient } from "../../platforms/platform-client.ts";
import { isPlatformCode, PLATFORM_CODES } from "../../platforms/platform-codes.ts";
import { type PlatformConfigs, resolvePlatformConfigs } from "../../platforms/platform-config.ts";
import { isPlatformError } from "../../platforms/platform-error.ts";
import type { PlatformAnswer } from "../../platforms/platform-types.ts";
import { sandboxPlatformConfigs } from "../../platforms/sandbox/sandbox-platform-configs.ts";
import { startSandboxServer } from "../../platforms/sandbox/start-sandbox-server.ts";
import { type CliCommand, CliUsageError } from "../cli-command.ts";

const usage = `Usage: answerlens ask --platform CODE "question" [--sandbox] [--json] [--config FILE]

Asks one AI platform one question and prints the answer, its cited sources and provenance.

Options:
  --platform CODE   ${PLATFORM_CODES.join(", ")}
  --sandbox         answer from an in-process sandbox (offline, no key needed)
  --json            print {"platform","text","sources","retrievedSources","provenance"} as JSON
                    (retrievedSources: pages the platform consulted but did not cite)
  --config FILE     JSON config file with a "platforms" section (see docs/platforms.md)
`;

async function loadConfigs(
  configPath: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
) {
  if (!configPath) return resolvePlatformConfigs(undefined, env);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(configPath, "utf8"));
  } catch (error) {
    throw new Error(`cannot read config ${configPath}: ${(error as Error).message}`);
  }
  return resolvePlatformConfigs((parsed as { platforms?: unknown } | null)?.platforms, env);
}

function formatAnswer(answer: PlatformAnswer): string {
  const lines = [answer.text.trimEnd(), "", `Sources (${answer.sources.length}):`];
  answer.sources.forEach((s, i) => {
    lines.push(`  [${i + 1}] ${s.title}${s.siteName ? ` (${s.siteName})` : ""}`, `      ${s.url}`);
  });
  if (answer.retrievedSources.length > 0) {
    lines.push("", `Consulted, not cited (${answer.retrievedSources.length}):`);
    for (const s of answer.retrievedSources) lines.push(`  - ${s.title}`, `      ${s.url}`);
  }
  const p = answer.provenance;
  lines.push(
    "",
    `Provenance: platform=${answer.platform} adapter=${p.adapter} model=${p.model} search=${p.searchEnabled ? "on" : "off"}` +
      ` searchUsed=${p.searchUsed} sandbox=${p.sandbox} latencyMs=${p.latencyMs} attempts=${p.attempts}` +
      (p.usage ? ` tokens=${p.usage.inputTokens}/${p.usage.outputTokens}` : ""),
  );
  return `${lines.join("\n")}\n`;
}

export const command: CliCommand = {
  name: "ask",
  summary: "Ask one AI platform one question (real or --sandbox)",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        platform: { type: "string", short: "p" },
        sandbox: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        config: { type: "string" },
      },
    });
    const platform = values.platform;
    if (!platform) throw new CliUsageError("--platform is required");
    if (!isPlatformCode(platform)) throw new CliUsageError(`unknown platform "${platform}"`);
    const question = positionals.join(" ").trim();
    if (!question) throw new CliUsageError("a question is required");
    const sandbox = values.sandbox ? await startSandboxServer({}) : null;
    try {
      const configs: PlatformConfigs = sandbox
        ? sandboxPlatformConfigs(sandbox.url, {}, await loadConfigs(values.config, io.env))
        : await loadConfigs(values.config, io.env);
      const client = createPlatformClient(configs);
      try {
        const answer = await client.ask(platform, question);
        io.stdout.write(values.json ? `${JSON.stringify(answer, null, 2)}\n` : formatAnswer(answer));
        return 0;
      } catch (error) {
        if (!isPlatformError(error)) throw error;
        if (values.json)
          io.stdout.write(
            `${JSON.stringify({ platform, error: { kind: error.kind, message: error.message, status: error.status ?? null, attempts: error.attempts } }, null, 2)}\n`,
          );
        io.stderr.write(`answerlens ask: ${error.message} (${error.kind}, ${error.attempts} attempt(s))\n`);
        return 1;
      } finally {
        client.close();
      }
    } finally {
      await sandbox?.close();
    }
  },
};
