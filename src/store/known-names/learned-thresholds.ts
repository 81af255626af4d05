import { type RawBuilder, sql } from "kysely";

/**
 * When a name seen in an account's answers counts as a learned brand (docs/brand-monitoring.md): named in
 * at least LEARNED_MIN_ANSWERS answers on at least LEARNED_MIN_PLATFORMS platforms. A heading or label the
 * analysis mistakes for a brand tends to stay in one answer or one platform's house style; a brand recurs
 * across answers and platforms.
 */
export const LEARNED_MIN_ANSWERS = 3;
export const LEARNED_MIN_PLATFORMS = 2;

/**
 * Bits of known_names.platform_mask: bit i is the i-th platform code (src/platforms/platform-codes.ts,
 * whose order only grows at its end); room for this many codes.
 */
export const PLATFORM_MASK_BITS = 16;

/** The number of platforms in a mask (SQL over the column expression `mask`). */
const platformCountSql = (mask: string) =>
  `(${Array.from({ length: PLATFORM_MASK_BITS }, (_, bit) => `((${mask} >> ${bit}) & 1)`).join(" + ")})`;

/** SQL: 'learned' or 'candidate' for an undecided name with these answers and platform mask. */
export function undecidedStandingSql(answers: string, mask: string): RawBuilder<string> {
  return sql.raw(
    `case when ${answers} >= ${LEARNED_MIN_ANSWERS} and ${platformCountSql(mask)} >= ${LEARNED_MIN_PLATFORMS} then 'learned' else 'candidate' end`,
  );
}

/** The number of platforms in a mask. */
export function platformCount(mask: number): number {
  let count = 0;
  for (let bit = 0; bit < PLATFORM_MASK_BITS; bit++) count += Math.floor(mask / 2 ** bit) % 2;
  return count;
}
