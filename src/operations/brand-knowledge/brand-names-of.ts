import { normalizeName } from "../../analysis/text-normalizer.ts";
import type { BrandCompetitorsTable } from "../../store/database-schema.ts";
import type { StoredBrand } from "./brand-registry.ts";
import { parseNameList } from "./name-list.ts";

/** The monitored brand's own name keys: its name and its aliases. */
export function ownNameKeys(stored: Pick<StoredBrand, "brand">): Set<string> {
  return new Set([stored.brand.name, ...parseNameList(stored.brand.aliases)].map(normalizeName));
}

/** The brand's competitor of that name key, matched by its name or one of its keywords. */
export function competitorNamed(
  stored: Pick<StoredBrand, "competitors">,
  nameKey: string,
): BrandCompetitorsTable | undefined {
  return stored.competitors.find(
    (competitor) =>
      competitor.name_key === nameKey ||
      parseNameList(competitor.keywords).map(normalizeName).includes(nameKey),
  );
}
