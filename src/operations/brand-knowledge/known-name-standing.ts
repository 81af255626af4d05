import { undecidedStandingSql } from "../../store/known-names/learned-thresholds.ts";

/** SQL: the standing of an undecided known name from its counts (learned at the thresholds, else candidate). */
export const undecidedStanding = (table: string) =>
  undecidedStandingSql(`${table}.answers`, `${table}.platform_mask`);
