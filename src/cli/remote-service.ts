import { type AnswerlensClient, createClient } from "../../client/index.ts";
import { type CliIo, CliUsageError } from "./cli-command.ts";

/** Flags of the commands that talk to a running server over HTTP (mcp, export). */
export const REMOTE_SERVICE_OPTIONS = {
  url: { type: "string" },
  server: { type: "string" },
  key: { type: "string" },
} as const;

export const REMOTE_SERVICE_USAGE = `  --url URL        the server (also --server; env ANSWERLENS_URL, default http://127.0.0.1:8080)
  --key KEY        the API key (env ANSWERLENS_KEY); sent as Service-API-Key, never printed`;

/** The client of the server named by the flags or the environment; the key is required. */
export function remoteClient(
  values: { url?: string; server?: string; key?: string },
  io: CliIo,
): AnswerlensClient {
  const baseUrl = values.url ?? values.server ?? io.env.ANSWERLENS_URL ?? "http://127.0.0.1:8080";
  const apiKey = values.key ?? io.env.ANSWERLENS_KEY;
  if (!apiKey) throw new CliUsageError("an API key is required: --key KEY or ANSWERLENS_KEY");
  try {
    new URL(baseUrl);
  } catch {
    throw new CliUsageError(`--url must be an http(s) URL, got "${baseUrl}"`);
  }
  return createClient({ baseUrl, apiKey });
}
