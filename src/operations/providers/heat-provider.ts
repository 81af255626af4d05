/**
 * Search heat of a question (geo.questions_corr_recommend `hotValue`), such as a search index value.
 * Implementations call an outside service; answerlens ships none.
 */
export interface HeatProvider {
  readonly name: string;
  /** A non-negative integer; 0 means "no heat value known" (spec 2.8), never failure. */
  heatOf(keyword: string, options: { signal: AbortSignal }): Promise<number>;
}

/** The default: no heat source is configured, so every hotValue is 0 (unknown). */
export const noHeat: HeatProvider = {
  name: "none",
  heatOf: async () => 0,
};
