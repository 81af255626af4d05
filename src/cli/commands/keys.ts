import { parseArgs } from "node:util";
import { createApiKey, type PermissionGrant } from "../../accounts/create-api-key.ts";
import { listApiKeys } from "../../accounts/list-api-keys.ts";
import { PERMISSION_CATALOG } from "../../accounts/permission-catalog.ts";
import { revokeApiKey } from "../../accounts/revoke-api-key.ts";
import { type CliCommand, CliUsageError } from "../cli-command.ts";
import { formatTable, isoOrDash, openCliDatabase, STORAGE_OPTIONS } from "../cli-database.ts";

const usage = `Usage:
  answerlens keys create --account NAME [--points N] [--permission CODE[=LIMIT]]... [--expires-at ISO] [--json]
  answerlens keys list [--account NAME] [--json]
  answerlens keys revoke KEY_ID

Storage (the same as the server's): --data DIR | --database-url URL | --config FILE

keys create makes the account on first use (--points, default 1000) and prints the key once; only its
hash is stored. Without --permission the key gets the five operation permissions and the rank
monitor export and report permissions, with no limit.
--permission CODE=LIMIT sets that permission's limit for a new period. Codes:
  ${PERMISSION_CATALOG.map((p) => p.code).join(", ")}`;

function parseGrant(text: string): PermissionGrant {
  const [code, limit] = text.split("=", 2);
  if (limit === undefined) return { code: code.trim(), limit: null };
  if (!/^\d+$/.test(limit.trim()))
    throw new CliUsageError(`--permission ${text}: LIMIT must be a whole number`);
  return { code: code.trim(), limit: Number(limit) };
}

function parseInstant(text: string): number {
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new CliUsageError(`--expires-at "${text}" is not an ISO 8601 date or time`);
  return time;
}

export const command: CliCommand = {
  name: "keys",
  summary: "Create, list and revoke API keys",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...STORAGE_OPTIONS,
        account: { type: "string" },
        points: { type: "string" },
        permission: { type: "string", multiple: true },
        "expires-at": { type: "string" },
        json: { type: "boolean" },
      },
    });
    const [action, ...rest] = positionals;
    if (action === "create") {
      if (!values.account?.trim()) throw new CliUsageError("keys create needs --account NAME");
      if (values.points !== undefined && !/^\d+$/.test(values.points)) {
        throw new CliUsageError("--points must be a whole number");
      }
      const permissions = (values.permission ?? []).map(parseGrant);
      const known = new Set(PERMISSION_CATALOG.map((p) => p.code));
      for (const grant of permissions) {
        if (!known.has(grant.code)) throw new CliUsageError(`unknown permission code "${grant.code}"`);
      }
      const expiresAt = values["expires-at"] !== undefined ? parseInstant(values["expires-at"]) : null;
      const database = await openCliDatabase(values, io);
      try {
        const created = await createApiKey(database.db, {
          accountName: values.account.trim(),
          points: values.points !== undefined ? Number(values.points) : undefined,
          permissions,
          expiresAt,
          now: Date.now(),
        });
        const output = {
          apiKey: created.apiKey,
          keyId: created.keyId,
          accountId: created.accountId,
          account: created.accountName,
          permissions: created.permissions,
          expiresAt: created.expiresAt === null ? null : new Date(created.expiresAt).toISOString(),
        };
        if (values.json) io.stdout.write(`${JSON.stringify(output)}\n`);
        else {
          io.stdout.write(
            `API key for account "${output.account}" (${output.accountId}), key id ${output.keyId}:\n\n  ${output.apiKey}\n\n` +
              "Store it now: it is shown only once. Send it as the Service-API-Key header.\n",
          );
        }
        return 0;
      } finally {
        await database.close();
      }
    }
    if (action === "list") {
      const database = await openCliDatabase(values, io, { existing: true });
      try {
        const keys = await listApiKeys(database.db, values.account);
        if (values.json) {
          io.stdout.write(`${JSON.stringify(keys)}\n`);
          return 0;
        }
        const now = Date.now();
        const state = (k: (typeof keys)[number]) =>
          k.revokedAt !== null
            ? "revoked"
            : k.expiresAt !== null && k.expiresAt <= now
              ? "expired"
              : "active";
        io.stdout.write(
          `${formatTable(
            ["KEY ID", "PREFIX", "ACCOUNT", "STATE", "EXPIRES", "PERMISSIONS"],
            keys.map((k) => [
              k.keyId,
              `${k.keyPrefix}…`,
              k.accountName,
              state(k),
              isoOrDash(k.expiresAt),
              k.permissions.join(","),
            ]),
          )}\n`,
        );
        return 0;
      } finally {
        await database.close();
      }
    }
    if (action === "revoke") {
      const [keyId] = rest;
      if (!keyId) throw new CliUsageError("keys revoke needs the KEY_ID (see keys list)");
      const database = await openCliDatabase(values, io, { existing: true });
      try {
        if (!(await revokeApiKey(database.db, keyId, Date.now()))) {
          io.stderr.write(`answerlens keys: no key with id ${keyId}\n`);
          return 1;
        }
        io.stdout.write(`revoked ${keyId}\n`);
        return 0;
      } finally {
        await database.close();
      }
    }
    throw new CliUsageError(
      action ? `unknown action "${action}"` : "keys needs an action: create, list or revoke",
    );
  },
};
