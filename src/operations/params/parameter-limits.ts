/**
 * Every length and count bound on request parameters. Lengths count Unicode code points.
 *
 * `SPEC_*` bounds come from spec section 8. `OWN_*` bounds are answerlens's own: the spec gives none,
 * but without one a single request could ask for unbounded work (every platform x every prompt x every
 * repeat is a paid AI query) or unbounded storage. docs/validation.md lists both kinds.
 */

// Spec section 8.
export const SPEC_TASK_NAME_MAX_LENGTH = 200;
export const SPEC_REPEAT_QUERY_TIMES_MIN = 1;
export const SPEC_REPEAT_QUERY_TIMES_MAX = 3;
export const SPEC_BRAND_NAME_MAX_LENGTH = 255;
export const SPEC_WEBSITE_URL_MAX_LENGTH = 255;
export const SPEC_PRODUCT_SERVICE_MAX_LENGTH = 255;
export const SPEC_BRAND_DESCRIPTION_MAX_LENGTH = 5000;
/** Synchronous queries: the date range spans at most this many calendar months. */
export const SPEC_DATE_RANGE_MAX_MONTHS = 6;
/** Synchronous queries: without dates the range is the last 7 days (today and the 6 before). */
export const SPEC_DEFAULT_DATE_RANGE_DAYS = 7;

/**
 * geo.rank_monitor `repeatQueryTimes` (samples per prompt, platform and round) when omitted; the spec
 * says "a default rule applies" without the value. 3: one answer agrees with a five-sample consensus only
 * 61-67 % of the time, three reach 88 % (issue 14's published measurements), at three times the asks of
 * one; a fourth and fifth sample cost as much again for the last 12 %. docs/rank-monitoring.md.
 */
export const DEFAULT_REPEAT_QUERY_TIMES = 3;

// answerlens's own bounds.
/** geo.ranking and geo.questions_corr_recommend `keyword`: one question. */
export const OWN_KEYWORD_MAX_LENGTH = 500;
/** Brand words per request (geo.ranking `brandKeyword`, geo.rank_monitor `brandKeywords`). */
export const OWN_BRAND_KEYWORD_MAX_COUNT = 50;
export const OWN_BRAND_KEYWORD_MAX_LENGTH = 100;
/** Platforms per request: every known code once (duplicates are rejected). */
export const OWN_PLATFORM_MAX_COUNT = 10;
/** geo.rank_monitor `promptTexts`. */
export const OWN_PROMPT_TEXT_MAX_COUNT = 100;
export const OWN_PROMPT_TEXT_MAX_LENGTH = 500;
/** geo.checker `questions` (after decoding the JSON string). */
export const OWN_QUESTION_MAX_COUNT = 50;
export const OWN_QUESTION_MAX_LENGTH = 500;
/** geo.checker `url`. 2048 is the practical URL limit of browsers and search engines. */
export const OWN_CHECKER_URL_MAX_LENGTH = 2048;
/** geo.checker `title` (a page title or brand word). */
export const OWN_CHECKER_TITLE_MAX_LENGTH = 255;
/** Synchronous queries' `brandId` (answerlens ids are 38 characters; others may be imported). */
export const OWN_BRAND_ID_MAX_LENGTH = 128;
/** prompt.analysis.overview and geo.competitors `competitorName`. */
export const OWN_COMPETITOR_NAME_MAX_LENGTH = 255;
