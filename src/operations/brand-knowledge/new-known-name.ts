import type { KnownNamesTable } from "../../store/database-schema.ts";

/**
 * A known_names row for a name a user decides on before (or without) any answer naming it: no
 * sightings, seen "now" (first and last seen are only shown once it has answers), and the decision.
 */
export function newKnownName(
  name: { readonly accountId: string; readonly nameKey: string; readonly name: string; readonly now: number },
  decision: Pick<KnownNamesTable, "standing" | "decision" | "merged_into" | "aliases">,
): KnownNamesTable {
  return {
    account_id: name.accountId,
    name_key: name.nameKey,
    name: name.name,
    answers: 0,
    accepted: 0,
    platform_mask: 0,
    best_score: 0,
    evidence: null,
    first_seen_at: name.now,
    last_seen_at: name.now,
    ...decision,
    decided_at: decision.decision === null ? null : name.now,
  };
}
