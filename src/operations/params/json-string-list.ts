import { type DataObject, describeType, fieldValue } from "./data-object.ts";
import { parameterError } from "./parameter-error.ts";
import { rejectUnstorableText } from "./storable-text.ts";
import { checkStringList, rejectDuplicates, type StringListRule } from "./string-list-fields.ts";

/**
 * An optional field whose value is a STRING holding a JSON array of strings (geo.checker `questions`:
 * `"[\"q1\",\"q2\"]"`), the spec's wire form. A native array is refused with a message that says so,
 * because accepting both would hide the client's bug from the next server it talks to.
 * Omitted, null, or a blank string: undefined. Items follow `checkStringList` (trimmed, not empty,
 * bounded) and must be distinct; messages name them `data.questions[i]` as in a native list.
 */
export function readOptionalJsonStringList(
  data: DataObject,
  name: string,
  rule: StringListRule,
): string[] | undefined {
  const label = `data.${name}`;
  const value = fieldValue(data, name);
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    throw parameterError(
      `${label} must be a string holding a JSON array, such as "[\\"question 1\\",\\"question 2\\"]", not a native array`,
    );
  }
  if (typeof value !== "string") {
    throw parameterError(`${label} must be a string holding a JSON array, got ${describeType(value)}`);
  }
  if (value.trim() === "") return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(value);
  } catch {
    throw parameterError(`${label} is not valid JSON; it must hold a JSON array of strings`);
  }
  if (!Array.isArray(decoded)) {
    throw parameterError(`${label} must hold a JSON array of strings, got ${describeType(decoded)}`);
  }
  // The JSON text can spell a NUL as an escape that only decoding reveals.
  rejectUnstorableText(decoded, label);
  const items = checkStringList(decoded, label, rule);
  rejectDuplicates(items, label);
  return items;
}
