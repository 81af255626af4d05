import { normalizeName } from "../../analysis/text-normalizer.ts";
import { queryCompetitors } from "../../metrics/competitors-query.ts";
import { formatDateTime } from "../../util/time.ts";
import { brandScope, type SyncHandler } from "../sync-handler.ts";

/** `keywords` is stored as a JSON array of strings; anything else reads as null, never as an error. */
function parseKeywords(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;
  } catch {
    return null;
  }
}

/**
 * geo.competitors (spec 2.9): the paged wrapper that always returns everything: `size` -1, `current` 1,
 * `pages` 1 (0 when there are no records), records newest first. `competitorName` filters by substring
 * of the normalised name (case, width and traditional/simplified script ignored).
 */
export const geoCompetitorsHandler: SyncHandler<"geo.competitors"> = {
  apiCode: "geo.competitors",
  async handle(params, context) {
    const filter = params.competitorName === undefined ? undefined : normalizeName(params.competitorName);
    const rows = await queryCompetitors(context.db, brandScope(params, context), filter);
    const records = rows.map((row) => ({
      id: row.id,
      competitorName: row.name,
      logoUrl: row.logoUrl,
      monitorType: row.monitorType,
      competitorWebsite: row.website,
      competitorKeywords: parseKeywords(row.keywords),
      createTime: formatDateTime(new Date(row.createdAt), context.timeZone),
    }));
    return { records, total: records.length, size: -1, current: 1, pages: records.length > 0 ? 1 : 0 };
  },
};
