/**
 * Reads one JSON object out of a chat model's answer. Models wrap JSON in ```json fences, put a sentence
 * before or after it, leave trailing commas, or stop mid-object when they hit their output limit; each of
 * those still yields the object (a cut-off object keeps its complete members). Pure.
 */
export function extractJsonObject(text: string): Record<string, unknown> | null {
  for (const candidate of candidates(text)) {
    const value = parseLeniently(candidate);
    if (value !== undefined && isObject(value)) return value;
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Fenced blocks first (the model's own framing), then the text from its first `{` on. */
function candidates(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)(?:```|$)/g)) {
    const body = match[1].trim();
    if (body.includes("{")) out.push(body.slice(body.indexOf("{")));
  }
  const first = text.indexOf("{");
  if (first >= 0) out.push(text.slice(first));
  return out;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Strict parse of the balanced object; then with trailing commas removed; then a cut-off object closed. */
function parseLeniently(candidate: string): unknown {
  const scan = scanObject(candidate);
  const whole = scan.end >= 0 ? candidate.slice(0, scan.end + 1) : candidate;
  const attempts = [whole, withoutTrailingCommas(whole)];
  if (scan.end < 0 && scan.cut) attempts.push(withoutTrailingCommas(scan.cut));
  for (const attempt of attempts) {
    const value = tryParse(attempt);
    if (value !== undefined) return value;
  }
  return undefined;
}

function withoutTrailingCommas(text: string): string {
  return text.replace(/,(\s*[}\]])/g, "$1");
}

interface Scan {
  /** Index of the `}` that closes the first object, or -1 when the text ends first. */
  end: number;
  /** For a cut-off object: the text up to its last complete member, with the open brackets closed. */
  cut: string | null;
}

/**
 * Walks the object with a bracket stack, aware of strings and escapes. A point right after a complete
 * value inside an object or array is a safe place to cut: closing the open brackets there gives valid
 * JSON (members before it are whole).
 */
function scanObject(text: string): Scan {
  const stack: string[] = [];
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastSafe = -1;
  let safeStack: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') {
        inString = false;
        // A string that ends an array element or an object value is complete; a key is not.
        if (!isKey(text, stringStart, stack)) [lastSafe, safeStack] = [i + 1, [...stack]];
      }
      continue;
    }
    if (ch === '"') [inString, stringStart] = [true, i];
    else if (ch === "{" || ch === "[") stack.push(ch === "{" ? "}" : "]");
    else if (ch === "}" || ch === "]") {
      stack.pop();
      if (stack.length === 0) return { end: i, cut: null };
      [lastSafe, safeStack] = [i + 1, [...stack]];
    } else if (/[\d\w]/.test(ch) && !/[\d\w]/.test(text[i + 1] ?? "")) {
      // The end of a number, true, false or null.
      if (stack.length > 0) [lastSafe, safeStack] = [i + 1, [...stack]];
    }
  }
  if (lastSafe < 0) return { end: -1, cut: null };
  const head = text.slice(0, lastSafe).replace(/,\s*$/, "");
  return { end: -1, cut: head + safeStack.reverse().join("") };
}

/** Whether the string opened at `start` is an object key: inside an object, after `{` or `,`. */
function isKey(text: string, start: number, stack: readonly string[]): boolean {
  if (stack[stack.length - 1] !== "}") return false;
  for (let i = start - 1; i >= 0; i--) {
    const ch = text[i];
    if (ch === "{" || ch === ",") return true;
    if (!/\s/.test(ch)) return false;
  }
  return false;
}
