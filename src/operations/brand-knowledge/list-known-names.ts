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
  /** The listed names, most often seen first. */
  readonly names: KnownNamesTable[];
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
  return { counts, names: rows };
}
