import { parseArgs } from "node:util";
import { getQuotaUsage } from "../../accounts/get-quota-usage.ts";
import { listAccounts } from "../../accounts/list-accounts.ts";
import { type CliCommand, CliUsageError } from "../cli-command.ts";
import { formatTable, openCliDatabase, STORAGE_OPTIONS } from "../cli-database.ts";

export const command: CliCommand = {
  name: "accounts",
  summary: "List accounts with their points, keys and quota",
  usage: `Usage: answerlens accounts list [--json] [--data DIR | --database-url URL | --config FILE]`,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ...STORAGE_OPTIONS, json: { type: "boolean" } },
    });
    if (positionals[0] !== "list") {
      throw new CliUsageError(
        positionals[0] ? `unknown action "${positionals[0]}"` : "accounts needs an action: list",
      );
    }
    const database = await openCliDatabase(values, io, { existing: true });
    try {
      const accounts = await listAccounts(database.db, Date.now());
      const withQuota = await Promise.all(
        accounts.map(async (a) => ({ ...a, quota: await getQuotaUsage(database.db, a.accountId) })),
      );
      if (values.json) {
        io.stdout.write(`${JSON.stringify(withQuota)}\n`);
        return 0;
      }
      const usage = (q: (typeof withQuota)[number]["quota"]) =>
        q.permissions
          .map((p) => `${p.permissionCode} ${p.usedCount ?? "-"}/${p.totalLimit ?? "∞"}`)
          .join(", ");
      io.stdout.write(
        `${formatTable(
          ["ACCOUNT ID", "NAME", "POINTS", "ACTIVE KEYS", "USED/LIMIT"],
          withQuota.map((a) => [a.accountId, a.name, String(a.points), String(a.activeKeys), usage(a.quota)]),
        )}\n`,
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
