import { parameterError } from "./parameter-error.ts";

/** Nesting deeper than this is not walked further: no operation's `data` nests more than two levels. */
const MAX_DEPTH = 8;

function problemOf(text: string): string | undefined {
  if (text.includes("\u0000")) return "contains a NUL character (U+0000)";
  if (!text.isWellFormed()) return "contains an unpaired UTF-16 surrogate (not a Unicode character)";
  return undefined;
}

/**
 * The one rule every string of every operation's `data` obeys, whatever its field: it must be text both
 * databases can store. PostgreSQL refuses NUL (U+0000) in text and JSON, and an unpaired surrogate
 * (`"\ud800"` in JSON) has no UTF-8 form, so it would be stored as U+FFFD. Either would otherwise be
 * accepted, charged and fail (or change) later, so it is a 400 naming the field, on both dialects alike.
 * Walks nested arrays and objects (field names too); `label` is how the value is named (`data`).
 */
export function rejectUnstorableText(value: unknown, label: string, depth = 0): void {
  if (typeof value === "string") {
    const problem = problemOf(value);
    if (problem) throw parameterError(`${label} ${problem}, which cannot be stored`);
    return;
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      rejectUnstorableText(item, `${label}[${index}]`, depth + 1);
    });
    return;
  }
  for (const [name, item] of Object.entries(value)) {
    const problem = problemOf(name);
    if (problem) throw parameterError(`${label} has a field name that ${problem}, which cannot be stored`);
    rejectUnstorableText(item, `${label}.${name}`, depth + 1);
  }
}
