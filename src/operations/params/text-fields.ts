import { ERROR_CODES, type ErrorCode } from "../../errors.ts";
import { codePointLength } from "./code-point-length.ts";
import { type DataObject, describeType, fieldValue } from "./data-object.ts";
import { parameterError } from "./parameter-error.ts";

export interface RequiredTextRule {
  /** Upper bound in code points, measured on the trimmed value. */
  readonly maxLength: number;
  /** Code for "missing or empty": 400 by default, 4001 for the sync operations' `brandId`. */
  readonly missingCode?: ErrorCode;
}

/** The message for a string longer than its bound; `length` is what the client sent. */
export function tooLongMessage(label: string, maxLength: number, length: number): string {
  return `${label} must be at most ${maxLength} characters (got ${length})`;
}

/** Rejects anything that is not a JSON string, without coercion (`1` is not `"1"`). */
export function requireString(value: unknown, label: string): string {
  if (typeof value !== "string")
    throw parameterError(`${label} must be a string, got ${describeType(value)}`);
  return value;
}

/**
 * A required string with a "not empty" rule. Returned trimmed: leading and trailing whitespace
 * (Unicode, so the ideographic space U+3000 too) carries no meaning in a name or question, and
 * `"  "` must fail "not empty" anyway.
 */
export function readRequiredText(data: DataObject, name: string, rule: RequiredTextRule): string {
  const label = `data.${name}`;
  const missingCode = rule.missingCode ?? ERROR_CODES.badRequest;
  const value = fieldValue(data, name);
  if (value === undefined) throw parameterError(`${label} is required`, missingCode);
  const trimmed = requireString(value, label).trim();
  if (trimmed === "") throw parameterError(`${label} must not be empty`, missingCode);
  const length = codePointLength(trimmed);
  if (length > rule.maxLength) throw parameterError(tooLongMessage(label, rule.maxLength, length));
  return trimmed;
}

/**
 * An optional free text (a description). Kept exactly as sent, `""` included: the spec gives it no
 * "not empty" rule, and its whitespace may be intended formatting.
 */
export function readOptionalText(
  data: DataObject,
  name: string,
  rule: { readonly maxLength: number },
): string | undefined {
  const label = `data.${name}`;
  const value = fieldValue(data, name);
  if (value === undefined) return undefined;
  const text = requireString(value, label);
  const length = codePointLength(text);
  if (length > rule.maxLength) throw parameterError(tooLongMessage(label, rule.maxLength, length));
  return text;
}

/**
 * An optional filter or option value (`llmName`, `competitorName` of geo.competitors, dates,
 * `websiteUrl`). Trimmed; an empty or blank string means "not given", as an empty search box does.
 */
export function readOptionalFilterText(
  data: DataObject,
  name: string,
  rule: { readonly maxLength: number },
): string | undefined {
  const label = `data.${name}`;
  const value = fieldValue(data, name);
  if (value === undefined) return undefined;
  const trimmed = requireString(value, label).trim();
  if (trimmed === "") return undefined;
  const length = codePointLength(trimmed);
  if (length > rule.maxLength) throw parameterError(tooLongMessage(label, rule.maxLength, length));
  return trimmed;
}
