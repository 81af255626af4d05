import { type Kysely, sql } from "kysely";
import type { DatabaseSchema, KnownNamesTable } from "../database-schema.ts";
import { LEARNED_MIN_ANSWERS, LEARNED_MIN_PLATFORMS } from "./learned-thresholds.ts";

/** The names one answer of an account holds beyond its targets and competitors. */
export interface NameSightings {
  readonly accountId: string;
  readonly platform: string;
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

/** Rows per INSERT: known_names has 16 columns. */
const CHUNK = 400;

const byKey = <T>(rows: Map<string, T>) =>
  [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);

/**
 * Adds the sightings of newly stored answers to the account's known names, in the transaction that
 * stores the answers (so an answer counts once, as its rollups do). A platform counts once per name
 * (known_name_platforms); the standing moves from candidate to learned at the thresholds, never over a
 * user's decision. Rows are written in key order so concurrent writers on PostgreSQL lock them alike.
 */
export async function recordNameSightings(
  db: Kysely<DatabaseSchema>,
  sightings: readonly NameSightings[],
): Promise<void> {
  const names = new Map<string, KnownNamesTable>();
  const platforms = new Map<string, { account_id: string; name_key: string; platform: string }>();
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
          platforms: 0,
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
      row.best_score = Math.max(row.best_score, Math.round(Math.min(1, Math.max(0, seen.score)) * 1000));
      if (!seen.accepted && seen.evidence.length > 0) row.evidence = JSON.stringify(seen.evidence);
      row.first_seen_at = Math.min(row.first_seen_at, sighting.at);
      if (sighting.at >= row.last_seen_at) {
        row.last_seen_at = sighting.at;
        row.name = seen.name;
      }
      platforms.set(`${key}\u0000${sighting.platform}`, {
        account_id: sighting.accountId,
        name_key: seen.nameKey,
        platform: sighting.platform,
      });
    }
  }
  if (names.size === 0) return;
  const platformRows = byKey(platforms);
  for (let i = 0; i < platformRows.length; i += CHUNK) {
    const added = await db
      .insertInto("known_name_platforms")
      .values(platformRows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(["account_id", "name_key", "platform"]).doNothing())
      .returning(["account_id", "name_key"])
      .execute();
    for (const row of added) {
      const name = names.get(`${row.account_id}\u0000${row.name_key}`);
      if (name) name.platforms += 1;
    }
  }
  const rows = byKey(names);
  const learned = (answers: string, platformCount: string) =>
    sql.raw(`(${answers} >= ${LEARNED_MIN_ANSWERS} and ${platformCount} >= ${LEARNED_MIN_PLATFORMS})`);
  for (const row of rows)
    row.standing =
      row.answers >= LEARNED_MIN_ANSWERS && row.platforms >= LEARNED_MIN_PLATFORMS ? "learned" : "candidate";
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto("known_names")
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(["account_id", "name_key"]).doUpdateSet({
          answers: sql`known_names.answers + excluded.answers`,
          accepted: sql`known_names.accepted + excluded.accepted`,
          platforms: sql`known_names.platforms + excluded.platforms`,
          best_score: sql`case when excluded.best_score > known_names.best_score then excluded.best_score else known_names.best_score end`,
          evidence: sql`coalesce(excluded.evidence, known_names.evidence)`,
          first_seen_at: sql`case when excluded.first_seen_at < known_names.first_seen_at then excluded.first_seen_at else known_names.first_seen_at end`,
          last_seen_at: sql`case when excluded.last_seen_at > known_names.last_seen_at then excluded.last_seen_at else known_names.last_seen_at end`,
          // Only an undecided name is re-spelled: a user's spelling stays.
          name: sql`case when known_names.decision is null and excluded.last_seen_at >= known_names.last_seen_at then excluded.name else known_names.name end`,
          standing: sql`case when known_names.decision is not null then known_names.standing when ${learned(
            "known_names.answers + excluded.answers",
            "known_names.platforms + excluded.platforms",
          )} then 'learned' else 'candidate' end`,
        }),
      )
      .execute();
  }
}
