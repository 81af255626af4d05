import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

export const WEBHOOK_ID_PATTERN = /^whk_[0-9a-f]{32}$/;

/**
 * Removes a webhook; its deliveries still waiting go with it (foreign key cascade, on both dialects).
 * Scoped to an account when one is given (the API: another account's webhook is "no such webhook").
 * Returns false when nothing matched.
 */
export async function deleteWebhook(
  db: Kysely<DatabaseSchema>,
  webhookId: string,
  accountId?: string,
): Promise<boolean> {
  if (!WEBHOOK_ID_PATTERN.test(webhookId)) return false;
  let query = db.deleteFrom("webhooks").where("id", "=", webhookId);
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  const deleted = await query.executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
