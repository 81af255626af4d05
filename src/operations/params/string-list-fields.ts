import { codePointLength } from "./code-point-length.ts";
import { type DataObject, describeType, fieldValue } from "./data-object.ts";
import { parameterError } from "./parameter-error.ts";
import { tooLongMessage } from "./text-fields.ts";

const ECHO_MAX_LENGTH = 40;

export interface StringListRule {
  readonly maxItems: number;
  /** Upper bound per item in code points, measured on the trimmed item. */
  readonly itemMaxLength: number;
}

/**
 * Checks an already-read list value: a JSON array of 1..maxItems strings, each not empty after trimming
 * and at most itemMaxLength code points. Returns the trimmed items. `label` is how messages name the
 * list (`data.promptTexts`, items `data.promptTexts[3]`).
 */
export function checkStringList(value: unknown, label: string, rule: StringListRule): string[] {
  if (!Array.isArray(value)) {
    throw parameterError(`${label} must be an array of strings, got ${describeType(value)}`);
  }
  if (value.length === 0) throw parameterError(`${label} must have at least 1 item`);
  if (value.length > rule.maxItems) {
    throw parameterError(`${label} must have at most ${rule.maxItems} items (got ${value.length})`);
  }
  return value.map((item: unknown, index) => {
    const itemLabel = `${label}[${index}]`;
    if (typeof item !== "string") {
      throw parameterError(`${itemLabel} must be a string, got ${describeType(item)}`);
    }
    const trimmed = item.trim();
    if (trimmed === "") throw parameterError(`${itemLabel} must not be empty`);
    const length = codePointLength(trimmed);
    if (length > rule.itemMaxLength)
      throw parameterError(tooLongMessage(itemLabel, rule.itemMaxLength, length));
    return trimmed;
  });
}

/**
 * Rejects a list that names the same item twice (compared after trimming, case-sensitive). A repeated
 * platform, prompt or brand word would pay for the same AI query twice or report one brand twice, and a
 * silent de-duplication would shift the positions the client relies on.
 */
export function rejectDuplicates(items: readonly string[], label: string): void {
  const firstIndex = new Map<string, number>();
  items.forEach((item, index) => {
    const earlier = firstIndex.get(item);
    if (earlier !== undefined) {
      // Echo short items only: a repeated 500-character question would drown the message.
      const shown = codePointLength(item) <= ECHO_MAX_LENGTH ? ` ${JSON.stringify(item)}` : "";
      throw parameterError(`${label}[${index}]${shown} repeats ${label}[${earlier}]`);
    }
    firstIndex.set(item, index);
  });
}

/** A required list of distinct, non-empty strings (brand words, prompt texts). */
export function readRequiredStringList(data: DataObject, name: string, rule: StringListRule): string[] {
  const label = `data.${name}`;
  const value = fieldValue(data, name);
  if (value === undefined) throw parameterError(`${label} is required`);
  const items = checkStringList(value, label, rule);
  rejectDuplicates(items, label);
  return items;
}
