import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

export interface AccountSummary {
  accountId: string;
  name: string;
  points: number;
  activeKeys: number;
  createdAt: number;
}

/** Every account with its points and how many of its keys are usable now. */
export async function listAccounts(db: Kysely<DatabaseSchema>, now: number): Promise<AccountSummary[]> {
  const accounts = await db.selectFrom("accounts").selectAll().orderBy("created_at").orderBy("id").execute();
  const keys = await db
    .selectFrom("api_keys")
    .select(["account_id", db.fn.countAll<number>().as("n")])
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .groupBy("account_id")
    .execute();
  const active = new Map(keys.map((k) => [k.account_id, Number(k.n)]));
  return accounts.map((a) => ({
    accountId: a.id,
    name: a.name,
    points: a.points,
    activeKeys: active.get(a.id) ?? 0,
    createdAt: a.created_at,
  }));
}
