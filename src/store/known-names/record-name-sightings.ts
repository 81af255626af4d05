import { type Kysely, sql } from "kysely";
import type { DatabaseSchema, KnownNamesTable } from "../database-schema.ts";
import {
  LEARNED_MIN_ANSWERS,
  LEARNED_MIN_PLATFORMS,
  platformCount,
  undecidedStandingSql,
} from "./learned-thresholds.ts";

/** The names one answer of an account holds beyond its targets and competitors. */
export interface NameSightings {
  readonly accountId: string;
  /** The answering platform's bit in known_names.platform_mask (0 for an unknown code). */
  readonly platformBit: number;
  /** When the answer was asked (epoch ms). */
  readonly at: number;
  /** Each name once (by nameKey). */
  readonly names: readonly {
    readonly name: string;
    readonly nameKey: string;
    /** True when the analysis counted it as a brand; false for a candidate below the threshold. */
    readonly accepted: boolean;
    /** 0..1 (1 for an accepted brand). */
    readonly score: number;
    readonly evidence: readonly string[];
  }[];
}

/** Rows per INSERT: known_names has 15 columns. */
const CHUNK = 400;

/**
 * Adds the sightings of newly stored answers to the account's known names: one upsert per 400 names,
 * merged by (account, name) first. Platforms are OR-ed into the mask; the standing moves from candidate to
 * learned at the thresholds, never over a user's decision. Rows are written in key order so concurrent
 * writers on PostgreSQL lock them alike (no deadlock).
 */
export async function recordNameSightings(
  db: Kysely<DatabaseSchema>,
  sightings: readonly NameSightings[],
): Promise<void> {
  const names = new Map<string, KnownNamesTable>();
  for (const sighting of sightings) {
    for (const seen of sighting.names) {
      const key = `${sighting.accountId}\u0000${seen.nameKey}`;
      let row = names.get(key);
      if (!row) {
        row = {
          account_id: sighting.accountId,
          name_key: seen.nameKey,
          name: seen.name,
          answers: 0,
          accepted: 0,
          platform_mask: 0,
          best_score: 0,
          evidence: null,
          first_seen_at: sighting.at,
          last_seen_at: sighting.at,
          standing: "candidate",
          decision: null,
          merged_into: null,
          aliases: null,
          decided_at: null,
        };
        names.set(key, row);
      }
      row.answers += 1;
      row.accepted += seen.accepted ? 1 : 0;
      if (Math.floor(row.platform_mask / sighting.platformBit) % 2 === 0)
        row.platform_mask += sighting.platformBit;
      row.best_score = Math.max(row.best_score, Math.round(Math.min(1, Math.max(0, seen.score)) * 1000));
      if (!seen.accepted && seen.evidence.length > 0) row.evidence = JSON.stringify(seen.evidence);
      row.first_seen_at = Math.min(row.first_seen_at, sighting.at);
      if (sighting.at >= row.last_seen_at) {
        row.last_seen_at = sighting.at;
        row.name = seen.name;
      }
    }
  }
  if (names.size === 0) return;
  const rows = [...names.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  for (const row of rows)
    row.standing =
      row.answers >= LEARNED_MIN_ANSWERS && platformCount(row.platform_mask) >= LEARNED_MIN_PLATFORMS
        ? "learned"
        : "candidate";
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto("known_names")
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(["account_id", "name_key"]).doUpdateSet({
          answers: sql`known_names.answers + excluded.answers`,
          accepted: sql`known_names.accepted + excluded.accepted`,
          platform_mask: sql`known_names.platform_mask | excluded.platform_mask`,
          best_score: sql`case when excluded.best_score > known_names.best_score then excluded.best_score else known_names.best_score end`,
          evidence: sql`coalesce(excluded.evidence, known_names.evidence)`,
          first_seen_at: sql`case when excluded.first_seen_at < known_names.first_seen_at then excluded.first_seen_at else known_names.first_seen_at end`,
          last_seen_at: sql`case when excluded.last_seen_at > known_names.last_seen_at then excluded.last_seen_at else known_names.last_seen_at end`,
          // Only an undecided name is re-spelled: a user's spelling stays.
          name: sql`case when known_names.decision is null and excluded.last_seen_at >= known_names.last_seen_at then excluded.name else known_names.name end`,
          standing: sql`case when known_names.decision is not null then known_names.standing else ${undecidedStandingSql(
            "known_names.answers + excluded.answers",
            "(known_names.platform_mask | excluded.platform_mask)",
          )} end`,
        }),
      )
      .execute();
  }
}
