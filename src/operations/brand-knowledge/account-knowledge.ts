import type { Kysely } from "kysely";
import type { LearnedBrand } from "../../analysis/analysis-types.ts";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { parseNameList } from "./name-list.ts";

/** A name as the rollups count it. */
export interface CountedName {
  readonly name: string;
  readonly nameKey: string;
}

/** What an account's users and answers taught about brand names, as the analysis and the rollups use it. */
export interface AccountKnowledge {
  /** Confirmed (by a user) and learned (across answers and platforms) brands, with their aliases. */
  readonly knownBrands: LearnedBrand[];
  /** Names a user rejected as brands. */
  readonly rejectedNames: string[];
  readonly rejectedKeys: ReadonlySet<string>;
  /** A merged name's key -> the brand it counts as. */
  readonly mergedInto: ReadonlyMap<string, CountedName>;
}

export const NO_KNOWLEDGE: AccountKnowledge = {
  knownBrands: [],
  rejectedNames: [],
  rejectedKeys: new Set(),
  mergedInto: new Map(),
};

/**
 * The account's brand knowledge: one indexed read of its names that are not mere candidates (learned,
 * confirmed, rejected, merged), done when a task builds its analyzers, so decisions apply from the next
 * task on.
 */
export async function loadAccountKnowledge(
  db: Kysely<DatabaseSchema>,
  accountId: string,
): Promise<AccountKnowledge> {
  const rows = await db
    .selectFrom("known_names")
    .select(["name_key", "name", "standing", "merged_into", "aliases"])
    .where("account_id", "=", accountId)
    .where("standing", "in", ["learned", "confirmed", "rejected", "merged"])
    .orderBy("name_key")
    .execute();
  const mergedInto = new Map<string, CountedName>();
  const mergedNamesOf = new Map<string, string[]>();
  for (const row of rows) {
    if (row.standing !== "merged" || row.merged_into === null) continue;
    const into = { name: row.merged_into, nameKey: normalizeName(row.merged_into) };
    mergedInto.set(row.name_key, into);
    mergedNamesOf.set(into.nameKey, [...(mergedNamesOf.get(into.nameKey) ?? []), row.name]);
  }
  const knownBrands: LearnedBrand[] = [];
  const rejectedNames: string[] = [];
  for (const row of rows) {
    if (row.standing === "rejected") rejectedNames.push(row.name);
    if (row.standing !== "learned" && row.standing !== "confirmed") continue;
    const aliases = [...parseNameList(row.aliases), ...(mergedNamesOf.get(row.name_key) ?? [])];
    knownBrands.push({ name: row.name, ...(aliases.length > 0 ? { aliases } : {}), status: row.standing });
  }
  return {
    knownBrands,
    rejectedNames,
    rejectedKeys: new Set(rejectedNames.map(normalizeName)),
    mergedInto,
  };
}

/**
 * How the rollups count a name the analysis reported: null for a rejected name (never a brand), the
 * brand it was merged into for a merged one, else itself.
 */
export function countedName(knowledge: AccountKnowledge, name: CountedName): CountedName | null {
  if (knowledge.rejectedKeys.has(name.nameKey)) return null;
  return knowledge.mergedInto.get(name.nameKey) ?? name;
}
