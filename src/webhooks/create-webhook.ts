import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { ERROR_CODES, ServiceError } from "../errors.ts";
import type { DatabaseSchema } from "../store/database-schema.ts";
import { newId } from "../util/ids.ts";
import type { WebhookInput } from "./webhook-input.ts";
import { toWebhookView, type WebhookView } from "./webhook-view.ts";

export interface CreatedWebhook extends WebhookView {
  /** The signing secret: returned here once, never listed again. */
  readonly secret: string;
}

/** A new signing secret: 256 random bits, `whsec_` + 43 base64url characters. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/**
 * Subscribes a checked URL (checkWebhookInput) to events for an account, up to `maxPerAccount` webhooks
 * (400 beyond). The account must exist (the API's caller's does; the CLI checks).
 */
export async function createWebhook(
  db: Kysely<DatabaseSchema>,
  options: { accountId: string; input: WebhookInput; maxPerAccount: number; now: number },
): Promise<CreatedWebhook> {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom("webhooks")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("account_id", "=", options.accountId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= options.maxPerAccount) {
      throw new ServiceError(
        ERROR_CODES.badRequest,
        `this account already has ${options.maxPerAccount} webhooks, the most allowed (webhooks.maxPerAccount); delete one first`,
      );
    }
    const row = {
      id: newId("whk"),
      account_id: options.accountId,
      url: options.input.url,
      events: JSON.stringify(options.input.events),
      secret: newWebhookSecret(),
      created_at: options.now,
    };
    await trx.insertInto("webhooks").values(row).execute();
    return { ...toWebhookView(row), secret: row.secret };
  });
}
