import { sql } from "kysely";
import { LEARNED_MIN_ANSWERS, LEARNED_MIN_PLATFORMS } from "../../store/known-names/learned-thresholds.ts";

/** SQL: the standing of an undecided known name from its counts (learned at the thresholds, else candidate). */
export const undecidedStanding = (table: string) =>
  sql.raw(
    `case when ${table}.answers >= ${LEARNED_MIN_ANSWERS} and ${table}.platforms >= ${LEARNED_MIN_PLATFORMS} then 'learned' else 'candidate' end`,
  );
