import { parameterError } from "./parameter-error.ts";
import { rejectUnstorableText } from "./storable-text.ts";

/** A request's `data` after the one check every operation shares: it is a plain JSON object. */
export type DataObject = Readonly<Record<string, unknown>>;

/**
 * Narrows `data` to an object; `null`, arrays, strings and numbers are 400 `data must be an object`.
 * Every operation's parse starts here, so this is also where the rule shared by every string field
 * applies: text a database cannot store (NUL, unpaired surrogates) is 400 naming the field.
 */
export function requireDataObject(data: unknown): DataObject {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw parameterError("data must be an object");
  }
  rejectUnstorableText(data, "data");
  return data as DataObject;
}

/**
 * A field's raw value, `undefined` when absent or `null`. JSON clients (Jackson, Gson, serde) commonly
 * write unset fields as `null`, so `null` means "not given" everywhere. Own properties only, so a field
 * named `constructor` or `__proto__` never reads from Object.prototype.
 */
export function fieldValue(data: DataObject, name: string): unknown {
  if (!Object.hasOwn(data, name)) return undefined;
  const value = data[name];
  return value === null ? undefined : value;
}

/** Type name for messages: "a number", "an array", ... */
export function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return "a boolean";
  return `a ${typeof value}`;
}
