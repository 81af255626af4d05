import { isPlatformCode, PLATFORM_CODES, type PlatformCode } from "../../platforms/platform-codes.ts";
import { type DataObject, describeType, fieldValue } from "./data-object.ts";
import { parameterError } from "./parameter-error.ts";
import { OWN_PLATFORM_MAX_COUNT } from "./parameter-limits.ts";
import { checkStringList, rejectDuplicates } from "./string-list-fields.ts";

/** No platform code is longer; a longer item is rejected before it is echoed in a message. */
const PLATFORM_CODE_MAX_LENGTH = 32;

const KNOWN_CODES_TEXT = PLATFORM_CODES.join(", ");

/**
 * One platform code, already trimmed (codes contain no spaces, so trimming cannot change a meaning).
 * Codes are exact and lowercase: `Baidu` is rejected with the list of known codes rather than guessed.
 */
export function toPlatformCode(item: string, itemLabel: string): PlatformCode {
  if (isPlatformCode(item)) return item;
  throw parameterError(
    `${itemLabel} ${JSON.stringify(item)} is not a known platform code (known: ${KNOWN_CODES_TEXT})`,
  );
}

/** A JSON array of 1..10 distinct known platform codes. */
export function checkPlatformArray(value: unknown, label: string): PlatformCode[] {
  const items = checkStringList(value, label, {
    maxItems: OWN_PLATFORM_MAX_COUNT,
    itemMaxLength: PLATFORM_CODE_MAX_LENGTH,
  });
  const codes = items.map((item, index) => toPlatformCode(item, `${label}[${index}]`));
  rejectDuplicates(codes, label);
  return codes;
}

/** A required `platforms` array (geo.ranking, geo.rank_monitor). */
export function readRequiredPlatformArray(data: DataObject, name: string): PlatformCode[] {
  const value = fieldValue(data, name);
  if (value === undefined) throw parameterError(`data.${name} is required`);
  return checkPlatformArray(value, `data.${name}`);
}

/**
 * geo.checker's `platforms`: ONE string of comma-separated codes (`"baidu,deepseek"`), not an array.
 * Items are trimmed and empty items are skipped, so `"baidu, deepseek,"` is accepted: a space after a
 * comma or a trailing comma is how people write lists, and skipping it cannot change which platforms are
 * meant. At least one code must remain; repeats are rejected as in arrays.
 */
export function readPlatformCsv(data: DataObject, name: string): PlatformCode[] {
  const label = `data.${name}`;
  const value = fieldValue(data, name);
  if (value === undefined) throw parameterError(`${label} is required`);
  if (Array.isArray(value)) {
    throw parameterError(
      `${label} must be one string of comma-separated platform codes such as "baidu,deepseek", not an array`,
    );
  }
  if (typeof value !== "string") {
    throw parameterError(
      `${label} must be a string of comma-separated platform codes, got ${describeType(value)}`,
    );
  }
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  if (items.length === 0) throw parameterError(`${label} must name at least one platform code`);
  if (items.length > OWN_PLATFORM_MAX_COUNT) {
    throw parameterError(
      `${label} must name at most ${OWN_PLATFORM_MAX_COUNT} platforms (got ${items.length})`,
    );
  }
  const seen = new Set<string>();
  return items.map((item) => {
    if (item.length > PLATFORM_CODE_MAX_LENGTH) {
      throw parameterError(`${label} contains an item longer than ${PLATFORM_CODE_MAX_LENGTH} characters`);
    }
    const code = toPlatformCode(item, `${label} item`);
    if (seen.has(code)) throw parameterError(`${label} names ${JSON.stringify(code)} more than once`);
    seen.add(code);
    return code;
  });
}

/** The llm name the spec shows in synchronous results for the `gpt` platform. */
export const CHATGPT_LLM_NAME = "chatgpt";

/**
 * The synchronous queries' optional `llmName` filter. Accepts every platform code and `chatgpt` (the
 * spec's llm name for `gpt`); both spellings of that platform become the one platform code `gpt`, the
 * value stored with every observation. Blank means "all platforms".
 */
export function readOptionalLlmName(data: DataObject, name: string): PlatformCode | undefined {
  const label = `data.${name}`;
  const value = fieldValue(data, name);
  if (value === undefined) return undefined;
  if (typeof value !== "string")
    throw parameterError(`${label} must be a string, got ${describeType(value)}`);
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (trimmed === CHATGPT_LLM_NAME) return "gpt";
  if (trimmed.length <= PLATFORM_CODE_MAX_LENGTH && isPlatformCode(trimmed)) return trimmed;
  const shown = trimmed.length <= PLATFORM_CODE_MAX_LENGTH ? ` ${JSON.stringify(trimmed)}` : "";
  throw parameterError(
    `${label}${shown} is not a known platform (known: ${KNOWN_CODES_TEXT}; ${CHATGPT_LLM_NAME} also means gpt)`,
  );
}
