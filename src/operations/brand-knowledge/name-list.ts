import { normalizeName } from "../../analysis/text-normalizer.ts";

/** A stored JSON array of names (aliases, competitor keywords); anything unreadable reads as none. */
export function parseNameList(text: string | null): string[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * `current` with `add` appended and `remove` taken out, compared by normalizeName (so `Acme` removes
 * `ＡＣＭＥ`); each name once, first spelling kept, names equal to `own` (the brand's own name) left out.
 */
export function editNameList(
  current: readonly string[],
  change: { readonly add?: readonly string[]; readonly remove?: readonly string[]; readonly own?: string },
): string[] {
  const removed = new Set((change.remove ?? []).map(normalizeName));
  if (change.own !== undefined) removed.add(normalizeName(change.own));
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of [...current, ...(change.add ?? [])]) {
    const key = normalizeName(name);
    if (key.length === 0 || removed.has(key) || seen.has(key)) continue;
    seen.add(key);
    result.push(name.trim());
  }
  return result;
}

/** The list as stored: null when empty. */
export const storedNameList = (names: readonly string[]) => (names.length > 0 ? JSON.stringify(names) : null);
