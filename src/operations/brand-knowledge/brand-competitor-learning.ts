import type { Kysely } from "kysely";
import type { AnswerAnalysis } from "../../analysis/analysis-types.ts";
import { normalizeName } from "../../analysis/text-normalizer.ts";
import type { DatabaseSchema } from "../../store/database-schema.ts";
import { newId } from "../../util/ids.ts";

/** New competitors one round may add at most: the names most often beside the brand win. */
export const LEARNED_PER_ROUND = 10;

export interface LearnedCompetitor {
  readonly name: string;
  readonly nameKey: string;
  /** Answers of the round that name it beside the brand. */
  readonly answers: number;
}

/**
 * Brands the answers put next to the monitored brand (in answers that mention it) that are not known
 * yet, most frequent first, at most LEARNED_PER_ROUND. Answers that do not mention the brand teach
 * nothing: a list without the brand says who leads the market, not who competes with it. Pure.
 */
export function competitorCandidates(
  analyses: readonly AnswerAnalysis[],
  brandKey: string,
  knownKeys: ReadonlySet<string>,
): LearnedCompetitor[] {
  const found = new Map<string, { name: string; nameKey: string; answers: number; first: number }>();
  let order = 0;
  for (const analysis of analyses) {
    if ((analysis.targets[0]?.exposureCount ?? 0) === 0) continue;
    const inAnswer = new Set<string>();
    for (const record of analysis.brandRecords) {
      const nameKey = normalizeName(record.brandName);
      if (nameKey.length === 0 || nameKey === brandKey || knownKeys.has(nameKey) || inAnswer.has(nameKey))
        continue;
      inAnswer.add(nameKey);
      const entry = found.get(nameKey) ?? { name: record.brandName, nameKey, answers: 0, first: order++ };
      entry.answers += 1;
      found.set(nameKey, entry);
    }
  }
  return [...found.values()]
    .sort((a, b) => b.answers - a.answers || a.first - b.first)
    .slice(0, LEARNED_PER_ROUND)
    .map(({ name, nameKey, answers }) => ({ name, nameKey, answers }));
}

/**
 * Stores learned competitors with monitor_type 0 (seen in answers, not tracked by name). A name that is
 * already a competitor stays as it is (a concurrent round or the profile may have added it).
 */
export async function storeLearnedCompetitors(
  db: Kysely<DatabaseSchema>,
  brandId: string,
  learned: readonly LearnedCompetitor[],
  now: number,
): Promise<void> {
  if (learned.length === 0) return;
  await db
    .insertInto("brand_competitors")
    .values(
      learned.map((competitor) => ({
        id: newId("comp"),
        brand_id: brandId,
        name: competitor.name,
        name_key: competitor.nameKey,
        logo_url: null,
        website: null,
        keywords: null,
        monitor_type: 0,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(["brand_id", "name_key"]).doNothing())
    .execute();
}
