/**
 * The version of docs/metrics.md whose definitions the service computes. Every observation records the
 * version its stored analysis was made with (`observations.analysis_version`), and re-analysis
 * (`answerlens reanalyze`, docs/metrics.md) brings stored answers and their rollups up to this one.
 */
export const METRICS_VERSION = 15;
