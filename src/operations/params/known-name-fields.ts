import { ERROR_CODES } from "../../errors.ts";
import type { DataObject } from "./data-object.ts";
import { fieldValue } from "./data-object.ts";
import { parameterError } from "./parameter-error.ts";
import { OWN_BRAND_KEYWORD_MAX_LENGTH } from "./parameter-limits.ts";
import { checkStringList } from "./string-list-fields.ts";
import { readOptionalFilterText, readRequiredText, requireString } from "./text-fields.ts";

/** A brand name, alias or candidate name: as long as a brand word of geo.ranking. */
export const KNOWN_NAME_MAX_LENGTH = OWN_BRAND_KEYWORD_MAX_LENGTH;
/** Aliases one request may add or remove. */
export const ALIASES_PER_REQUEST = 20;

/** A required name (`name`, `into`): missing or empty is 4001, like the other sync operations' fields. */
export function readKnownName(fields: DataObject, name: string): string {
  return readRequiredText(fields, name, {
    maxLength: KNOWN_NAME_MAX_LENGTH,
    missingCode: ERROR_CODES.missingParameter,
  });
}

export function readOptionalKnownName(fields: DataObject, name: string): string | undefined {
  return readOptionalFilterText(fields, name, { maxLength: KNOWN_NAME_MAX_LENGTH });
}

/** An optional list of names (`add`, `remove`): 1 to ALIASES_PER_REQUEST non-empty strings. */
export function readOptionalNameList(fields: DataObject, name: string): string[] {
  const value = fieldValue(fields, name);
  if (value === undefined) return [];
  return checkStringList(value, `data.${name}`, {
    maxItems: ALIASES_PER_REQUEST,
    itemMaxLength: KNOWN_NAME_MAX_LENGTH,
  });
}

/** A required choice among `allowed`; missing is 4001, another value 400 listing the choices. */
export function readChoice<T extends string>(fields: DataObject, name: string, allowed: readonly T[]): T {
  const value = fieldValue(fields, name);
  if (value === undefined) throw parameterError(`data.${name} is required`, ERROR_CODES.missingParameter);
  const text = requireString(value, `data.${name}`).trim();
  if (!(allowed as readonly string[]).includes(text))
    throw parameterError(`data.${name} must be one of ${allowed.join(", ")} (got ${JSON.stringify(text)})`);
  return text as T;
}

/** An optional whole number in [min, max]. */
export function readOptionalInteger(
  fields: DataObject,
  name: string,
  range: { readonly min: number; readonly max: number },
): number | undefined {
  const value = fieldValue(fields, name);
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < range.min || value > range.max)
    throw parameterError(`data.${name} must be a whole number from ${range.min} to ${range.max}`);
  return value;
}
