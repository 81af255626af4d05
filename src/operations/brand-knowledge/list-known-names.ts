import type { Kysely } from "kysely";
import type { DatabaseSchema, KnownNameStanding, KnownNamesTable } from "../../store/database-schema.ts";

export const KNOWN_NAME_STANDINGS: readonly KnownNameStanding[] = [
  "candidate",
  "learned",
  "confirmed",
  "rejected",
  "merged",
];

export interface KnownNameListing {
  /** Names per standing over the whole account (whatever the filter). */
  readonly counts: Record<KnownNameStanding, number>;
  /** The listed names, most often seen first, each with the platforms that named it. */
  readonly names: (KnownNamesTable & { readonly platformCodes: string[] })[];
}

/**
 * An account's known names (optionally of one standing), most answers first then by name key, at most
 * `limit`; with the count of every standing.
 */
export async function listKnownNames(
  db: Kysely<DatabaseSchema>,
  accountId: string,
  filter: { readonly standing?: KnownNameStanding; readonly limit: number },
): Promise<KnownNameListing> {
  const countRows = await db
    .selectFrom("known_names")
    .select(["standing", (eb) => eb.fn.countAll<number>().as("n")])
    .where("account_id", "=", accountId)
    .groupBy("standing")
    .execute();
  const counts = Object.fromEntries(KNOWN_NAME_STANDINGS.map((s) => [s, 0])) as Record<
    KnownNameStanding,
    number
  >;
  for (const row of countRows) counts[row.standing] = Number(row.n);

  let query = db.selectFrom("known_names").selectAll().where("account_id", "=", accountId);
  if (filter.standing !== undefined) query = query.where("standing", "=", filter.standing);
  const rows = await query.orderBy("answers", "desc").orderBy("name_key").limit(filter.limit).execute();
  const platforms = new Map<string, string[]>();
  if (rows.length > 0) {
    const platformRows = await db
      .selectFrom("known_name_platforms")
      .select(["name_key", "platform"])
      .where("account_id", "=", accountId)
      .where(
        "name_key",
        "in",
        rows.map((row) => row.name_key),
      )
      .orderBy("platform")
      .execute();
    for (const row of platformRows)
      platforms.set(row.name_key, [...(platforms.get(row.name_key) ?? []), row.platform]);
  }
  return { counts, names: rows.map((row) => ({ ...row, platformCodes: platforms.get(row.name_key) ?? [] })) };
}
