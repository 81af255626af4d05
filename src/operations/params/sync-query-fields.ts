import { ERROR_CODES } from "../../errors.ts";
import type { DataObject } from "./data-object.ts";
import { OWN_BRAND_ID_MAX_LENGTH, OWN_COMPETITOR_NAME_MAX_LENGTH } from "./parameter-limits.ts";
import { readOptionalFilterText, readRequiredText } from "./text-fields.ts";

/**
 * The synchronous queries' `brandId`: missing, null, empty or blank is 4001 (spec 7); a non-string or
 * an over-long id is an ordinary 400.
 */
export function readBrandId(fields: DataObject): string {
  return readRequiredText(fields, "brandId", {
    maxLength: OWN_BRAND_ID_MAX_LENGTH,
    missingCode: ERROR_CODES.missingParameter,
  });
}

/** prompt.analysis.overview's required `competitorName`: missing or empty is 4001 (spec 7). */
export function readRequiredCompetitorName(fields: DataObject): string {
  return readRequiredText(fields, "competitorName", {
    maxLength: OWN_COMPETITOR_NAME_MAX_LENGTH,
    missingCode: ERROR_CODES.missingParameter,
  });
}

/** geo.competitors' optional fuzzy-name filter; blank means no filter. */
export function readOptionalCompetitorName(fields: DataObject): string | undefined {
  return readOptionalFilterText(fields, "competitorName", { maxLength: OWN_COMPETITOR_NAME_MAX_LENGTH });
}
