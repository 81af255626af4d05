import { type Kysely, sql } from "kysely";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import { ERROR_CODES, ServiceError } from "../../errors.ts";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { competitorNamed, ownNameKeys } from "./brand-names-of.ts";
import type { StoredBrand } from "./brand-registry.ts";
import { undecidedStanding } from "./known-name-standing.ts";
import { editNameList, parseNameList, storedNameList } from "./name-list.ts";
import { newKnownName } from "./new-known-name.ts";

/** Aliases one name may hold: enough for spellings and transliterations, bounded for the matcher. */
export const MAX_ALIASES = 50;

export interface AliasChange {
  readonly accountId: string;
  readonly stored: StoredBrand;
  /** Whose aliases change: the brand itself (default), one of its competitors, or a known name. */
  readonly name?: string;
  readonly add: readonly string[];
  readonly remove: readonly string[];
  readonly now: number;
}

/** Where the aliases of a name live. */
export type AliasSubject = "brand" | "competitor" | "known";

export interface AliasResult {
  readonly subject: AliasSubject;
  readonly name: string;
  readonly aliases: string[];
}

const badRequest = (message: string) => new ServiceError(ERROR_CODES.badRequest, message);

/**
 * Adds and removes other spellings of a brand: of the monitored brand (brands.aliases), of one of its
 * competitors (its keywords, matched by name in every analysis from then on) or of a name the account
 * knows (known_names.aliases; the name becomes confirmed). An added alias is the same brand: a known name
 * of that spelling is marked merged into the subject, and a learned competitor of that name is dropped
 * (it now counts as the subject). A removed alias that was merged is undecided again.
 */
export async function changeBrandAliases(
  db: Kysely<DatabaseSchema>,
  change: AliasChange,
): Promise<AliasResult> {
  const { stored } = change;
  const own = ownNameKeys(stored);
  const subjectKey = normalizeName(change.name ?? stored.brand.name);
  const competitor = own.has(subjectKey) ? undefined : competitorNamed(stored, subjectKey);
  const subject: AliasSubject = own.has(subjectKey) ? "brand" : competitor ? "competitor" : "known";
  const subjectName =
    subject === "brand" ? stored.brand.name : (competitor?.name ?? (change.name ?? "").trim());
  const subjectNameKey = normalizeName(subjectName);

  for (const alias of change.add) {
    const key = normalizeName(alias);
    if (key === subjectNameKey) throw badRequest(`"${alias}" is the name itself, not an alias`);
    if (subject !== "brand" && own.has(key))
      throw badRequest(`"${alias}" is the monitored brand's own name or alias`);
    const other = competitorNamed(stored, key);
    if (other && other !== competitor && (subject === "brand" || other.monitor_type === 1 || other.keywords))
      throw badRequest(`"${alias}" is the competitor ${other.name}; a competitor cannot become an alias`);
  }

  return db.transaction().execute(async (trx) => {
    let aliases: string[];
    if (subject === "brand") {
      // Read again inside the transaction: a concurrent change is built upon, not overwritten.
      const current = await trx
        .selectFrom("brands")
        .select("aliases")
        .where("id", "=", stored.brand.id)
        .executeTakeFirstOrThrow();
      aliases = editNameList(parseNameList(current.aliases), { ...change, own: stored.brand.name });
      await trx
        .updateTable("brands")
        .set({ aliases: storedNameList(aliases), updated_at: change.now })
        .where("id", "=", stored.brand.id)
        .execute();
    } else if (competitor) {
      const current = await trx
        .selectFrom("brand_competitors")
        .select("keywords")
        .where("id", "=", competitor.id)
        .executeTakeFirstOrThrow();
      aliases = editNameList(parseNameList(current.keywords), { ...change, own: competitor.name });
      await trx
        .updateTable("brand_competitors")
        .set({ keywords: storedNameList(aliases) })
        .where("id", "=", competitor.id)
        .execute();
    } else {
      const row = await trx
        .selectFrom("known_names")
        .select(["aliases", "decision", "name"])
        .where("account_id", "=", change.accountId)
        .where("name_key", "=", subjectNameKey)
        .executeTakeFirst();
      if (row?.decision === "rejected")
        throw badRequest(`"${subjectName}" was rejected as a brand; confirm it before giving it aliases`);
      aliases = editNameList(parseNameList(row?.aliases ?? null), { ...change, own: subjectName });
      await trx
        .insertInto("known_names")
        .values(
          newKnownName(
            { accountId: change.accountId, nameKey: subjectNameKey, name: subjectName, now: change.now },
            {
              standing: "confirmed",
              decision: "confirmed",
              merged_into: null,
              aliases: storedNameList(aliases),
            },
          ),
        )
        .onConflict((oc) =>
          oc.columns(["account_id", "name_key"]).doUpdateSet({
            aliases: storedNameList(aliases),
            decision: "confirmed",
            standing: "confirmed",
            merged_into: null,
            decided_at: change.now,
          }),
        )
        .execute();
    }
    if (aliases.length > MAX_ALIASES)
      throw badRequest(
        `a name holds at most ${MAX_ALIASES} aliases (this change would give ${aliases.length})`,
      );
    await markMerged(trx, change, subjectName);
    return { subject, name: subjectName, aliases };
  });
}

/** Known names of the added spellings count as the subject; removed ones are undecided again. */
async function markMerged(
  trx: Kysely<DatabaseSchema>,
  change: AliasChange,
  subjectName: string,
): Promise<void> {
  const added = [...new Set(change.add.map(normalizeName))];
  const removed = [...new Set(change.remove.map(normalizeName))].filter((key) => !added.includes(key));
  // In key order, as the sightings upsert locks names: concurrent writers on PostgreSQL never deadlock.
  const byKey = [...change.add].sort((a, b) => (normalizeName(a) < normalizeName(b) ? -1 : 1));
  for (const alias of byKey) {
    await trx
      .insertInto("known_names")
      .values(
        newKnownName(
          { accountId: change.accountId, nameKey: normalizeName(alias), name: alias.trim(), now: change.now },
          { standing: "merged", decision: "merged", merged_into: subjectName, aliases: null },
        ),
      )
      .onConflict((oc) =>
        oc.columns(["account_id", "name_key"]).doUpdateSet({
          decision: "merged",
          standing: "merged",
          merged_into: subjectName,
          decided_at: change.now,
        }),
      )
      .execute();
  }
  if (added.length > 0) {
    await trx
      .deleteFrom("brand_competitors")
      .where("brand_id", "=", change.stored.brand.id)
      .where("monitor_type", "=", 0)
      .where("keywords", "is", null)
      .where("name_key", "in", added)
      .execute();
  }
  if (removed.length > 0) {
    await trx
      .updateTable("known_names")
      .set({
        decision: null,
        merged_into: null,
        decided_at: null,
        standing: sql`${undecidedStanding("known_names")}`,
      })
      .where("account_id", "=", change.accountId)
      .where("name_key", "in", removed)
      .where("decision", "=", "merged")
      .execute();
  }
}
