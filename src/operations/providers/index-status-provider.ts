/**
 * Whether a search engine has indexed a page (geo.checker `baseData.urlInclude`: 1 indexed, 2 not
 * indexed, null unknown). Implementations call an outside service; answerlens ships none.
 */
export interface IndexStatusProvider {
  readonly name: string;
  /** true indexed, false not indexed, null when the provider cannot tell. */
  isIndexed(url: string, options: { signal: AbortSignal }): Promise<boolean | null>;
}

/** The default: no index source is configured, so the status is unknown (null). */
export const noIndexStatus: IndexStatusProvider = {
  name: "none",
  isIndexed: async () => null,
};
