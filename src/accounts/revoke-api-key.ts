import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../store/database-schema.ts";

/** Revokes a key from now on. Returns false when no such key exists; revoking twice keeps the first time. */
export async function revokeApiKey(db: Kysely<DatabaseSchema>, keyId: string, now: number): Promise<boolean> {
  const key = await db.selectFrom("api_keys").select(["id"]).where("id", "=", keyId).executeTakeFirst();
  if (!key) return false;
  await db
    .updateTable("api_keys")
    .set({ revoked_at: now })
    .where("id", "=", keyId)
    .where("revoked_at", "is", null)
    .execute();
  return true;
}
