/**
 * The brand's figures per day (ranges up to 31 days) or per week (longer ranges) with their 95 %
 * intervals, from one brand.statistics.series call, for the trend charts. The series starts at the first
 * bucket with answers: a young brand's 30 days are not mostly empty axis.
 */
export async function bucketStatistics(api, { brandId, llmName, startDate, endDate }) {
  const series = await api.execute("brand.statistics.series", { brandId, llmName, startDate, endDate });
  const buckets = series.points.map((point) => ({
    startDate: point.startDate,
    endDate: point.endDate,
    label: series.bucket === "day" ? point.endDate.slice(5) : `${point.startDate.slice(5)}…`,
    figures: point.answers > 0 ? point : null,
  }));
  const first = buckets.findIndex((bucket) => bucket.figures !== null);
  const shown = first < 0 ? buckets : buckets.slice(first);
  shown.daily = series.bucket === "day";
  return shown;
}
