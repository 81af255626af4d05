/**
 * Search-engine weight of a page or site (geo.checker `baseData.rank`, `domainCountList[].rank`), such as
 * an SEO tool's 0..10 "weight". Implementations call an outside service; answerlens ships none.
 */
export interface SiteRankProvider {
  readonly name: string;
  /** The weight of `url`'s site, a non-negative integer, or null when the provider does not know it. */
  rankOf(url: string, options: { signal: AbortSignal }): Promise<number | null>;
}

/** The default: no weight source is configured, so every rank is null (spec 2.7: null when unavailable). */
export const noSiteRank: SiteRankProvider = {
  name: "none",
  rankOf: async () => null,
};
