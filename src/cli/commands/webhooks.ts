import { parseArgs } from "node:util";
import { loadConfig } from "../../config/config.ts";
import { isServiceError } from "../../errors.ts";
import type { Database } from "../../store/database.ts";
import { createWebhook } from "../../webhooks/create-webhook.ts";
import { deleteWebhook } from "../../webhooks/delete-webhook.ts";
import { listWebhooks } from "../../webhooks/list-webhooks.ts";
import { WEBHOOK_EVENT_TYPES } from "../../webhooks/webhook-events.ts";
import { checkWebhookInput } from "../../webhooks/webhook-input.ts";
import { type CliCommand, CliUsageError } from "../cli-command.ts";
import { formatTable, openCliDatabase, STORAGE_OPTIONS } from "../cli-database.ts";

const usage = `Usage:
  answerlens webhooks create --account ID --url URL --events ${WEBHOOK_EVENT_TYPES.join(",")} [--json]
  answerlens webhooks list [--account ID] [--json]
  answerlens webhooks delete WEBHOOK_ID

Storage (the same as the server's): --data DIR | --database-url URL | --config FILE

--account takes the account's id (see \`answerlens accounts list\`) or its name. create prints the signing
secret once; list never shows it. The url is checked as the API checks it (http(s), no credentials, no
private address unless webhooks.allowPrivateAddresses is on). Events: ${WEBHOOK_EVENT_TYPES.join(", ")}.
Deliveries, signatures and retries: docs/webhooks.md.`;

async function findAccountId(database: Database, account: string): Promise<string> {
  const row = await database.db
    .selectFrom("accounts")
    .select("id")
    .where((eb) => eb.or([eb("id", "=", account), eb("name", "=", account)]))
    .orderBy("created_at")
    .executeTakeFirst();
  if (!row) throw new Error(`no account with id or name "${account}" (see accounts list)`);
  return row.id;
}

export const command: CliCommand = {
  name: "webhooks",
  summary: "Create, list and delete an account's webhooks",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...STORAGE_OPTIONS,
        account: { type: "string" },
        url: { type: "string" },
        events: { type: "string" },
        json: { type: "boolean" },
      },
    });
    const [action, ...rest] = positionals;
    if (action !== "create" && action !== "list" && action !== "delete") {
      throw new CliUsageError(
        action ? `unknown action "${action}"` : "webhooks needs an action: create, list or delete",
      );
    }
    if (action === "create" && !values.account?.trim())
      throw new CliUsageError("webhooks create needs --account ID");
    if (action === "delete" && !rest[0])
      throw new CliUsageError("webhooks delete needs the WEBHOOK_ID (see webhooks list)");
    const config = loadConfig({
      flags: { data: values.data, "database-url": values["database-url"] },
      env: io.env,
      configFile: values.config,
    });
    const database = await openCliDatabase(values, io);
    try {
      if (action === "create") {
        const events = (values.events ?? "")
          .split(",")
          .map((e) => e.trim())
          .filter(Boolean);
        let input: ReturnType<typeof checkWebhookInput>;
        try {
          input = checkWebhookInput({ url: values.url, events }, config.webhooks.allowPrivateAddresses);
        } catch (error) {
          if (isServiceError(error)) throw new CliUsageError(`--${error.message}`);
          throw error;
        }
        const accountId = await findAccountId(database, String(values.account).trim());
        const webhook = await createWebhook(database.db, {
          accountId,
          input,
          maxPerAccount: config.webhooks.maxPerAccount,
          now: Date.now(),
        });
        if (values.json) io.stdout.write(`${JSON.stringify({ ...webhook, accountId })}\n`);
        else {
          io.stdout.write(
            `webhook ${webhook.webhookId} for account ${accountId}: ${webhook.url} (${webhook.events.join(", ")})\n\n` +
              `  signing secret: ${webhook.secret}\n\nStore it now: it is shown only once.\n`,
          );
        }
        return 0;
      }
      if (action === "list") {
        const accountId = values.account ? await findAccountId(database, values.account.trim()) : undefined;
        const webhooks = await listWebhooks(database.db, accountId);
        io.stdout.write(
          values.json
            ? `${JSON.stringify(webhooks)}\n`
            : `${formatTable(
                ["WEBHOOK ID", "ACCOUNT", "EVENTS", "URL", "CREATED"],
                webhooks.map((w) => [w.webhookId, w.accountId, w.events.join(","), w.url, w.createdAt]),
              )}\n`,
        );
        return 0;
      }
      const [webhookId] = rest;
      if (!(await deleteWebhook(database.db, webhookId))) {
        io.stderr.write(`answerlens webhooks: no webhook with id ${webhookId}\n`);
        return 1;
      }
      io.stdout.write(`deleted ${webhookId}\n`);
      return 0;
    } finally {
      await database.close();
    }
  },
};
