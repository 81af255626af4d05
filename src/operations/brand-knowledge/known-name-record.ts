import type { KnownNamesTable } from "../../store/database-schema.ts";
import { platformCount } from "../../store/known-names/learned-thresholds.ts";
import { formatDateTime } from "../../util/time.ts";
import { parseNameList } from "./name-list.ts";
import { platformsOfMask } from "./platform-mask.ts";

/** A known name as the brand-knowledge operations answer it (docs/brand-monitoring.md). */
export function knownNameRecord(
  row: KnownNamesTable,
  timeZone: string,
  options: { readonly platforms?: boolean } = {},
) {
  const time = (at: number | null) => (at === null ? null : formatDateTime(new Date(at), timeZone));
  return {
    name: row.name,
    nameKey: row.name_key,
    standing: row.standing,
    answers: row.answers,
    acceptedAnswers: row.accepted,
    platformCount: platformCount(row.platform_mask),
    ...(options.platforms ? { platforms: platformsOfMask(row.platform_mask) } : {}),
    score: row.best_score / 1000,
    evidence: parseNameList(row.evidence),
    aliases: parseNameList(row.aliases),
    mergedInto: row.merged_into,
    firstSeenTime: row.answers > 0 ? time(row.first_seen_at) : null,
    lastSeenTime: row.answers > 0 ? time(row.last_seen_at) : null,
    decidedTime: time(row.decided_at),
  };
}
