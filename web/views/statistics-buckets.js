/**
 * brand.statistics per day (ranges up to 31 days) or per week (longer ranges), so the trend charts
 * carry each point's 95 % interval. At most 6 requests run at once.
 */
const MAX_DAILY = 31;
const PARALLEL = 6;

function addDays(day, days) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function bucketStatistics(api, { brandId, llmName, startDate, endDate }) {
  const buckets = [];
  const spanDays = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  const step = spanDays <= MAX_DAILY ? 1 : 7;
  // Weeks end on the range's end, so the newest bucket is a whole week.
  for (let end = endDate; end >= startDate; end = addDays(end, -step)) {
    const start = addDays(end, -(step - 1)) < startDate ? startDate : addDays(end, -(step - 1));
    buckets.unshift({
      startDate: start,
      endDate: end,
      label: step === 1 ? end.slice(5) : `${start.slice(5)}…`,
      figures: null,
    });
  }
  let next = 0;
  async function worker() {
    while (next < buckets.length) {
      const bucket = buckets[next++];
      const result = await api.execute("brand.statistics", {
        brandId,
        llmName,
        startDate: bucket.startDate,
        endDate: bucket.endDate,
      });
      bucket.figures = result.brand;
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  // The charts start at the first bucket with answers: a young brand's 30 days are not mostly empty axis.
  const first = buckets.findIndex((bucket) => bucket.figures !== null);
  const shown = first < 0 ? buckets : buckets.slice(first);
  shown.daily = step === 1;
  return shown;
}
