import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { toWebhookView, type WebhookView } from "./webhook-view.ts";

export interface ListedWebhook extends WebhookView {
  readonly accountId: string;
}

/** The webhooks of one account (or of every account, for the CLI), oldest first, without secrets. */
export async function listWebhooks(db: Kysely<DatabaseSchema>, accountId?: string): Promise<ListedWebhook[]> {
  let query = db
    .selectFrom("webhooks")
    .select(["id", "account_id", "url", "events", "created_at"])
    .orderBy("created_at")
    .orderBy("id");
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...toWebhookView(row), accountId: row.account_id }));
}
