/**
 * When a name seen in an account's answers counts as a learned brand (docs/brand-monitoring.md): named in
 * at least LEARNED_MIN_ANSWERS answers on at least LEARNED_MIN_PLATFORMS platforms. A heading or label the
 * analysis mistakes for a brand tends to stay in one answer or one platform's house style; a brand recurs
 * across answers and platforms.
 */
export const LEARNED_MIN_ANSWERS = 3;
export const LEARNED_MIN_PLATFORMS = 2;
