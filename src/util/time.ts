/**
 * Calendar helpers in the service time zone (DESIGN 3: results use `yyyy-MM-dd HH:mm:ss` and
 * `yyyy-MM-dd` in the configured zone, default Asia/Shanghai).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function parts(date: Date, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) out[part.type] = part.value;
  return out;
}

const MINUTE_MS = 60_000;
/**
 * Since 1972 every zone's UTC offset is a whole number of minutes and changes only on a minute boundary,
 * so all instants of one UTC minute share their local `yyyy-MM-dd HH:mm`, and their seconds are the UTC
 * seconds. formatToParts costs tens of microseconds and every answer formats its day: the last minute
 * formatted per zone is remembered.
 */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);
const lastMinutes = new Map<string, { minute: number; day: string; dayAndTime: string }>();

function localMinute(date: Date, timeZone: string): { day: string; dayAndTime: string } {
  const time = date.getTime();
  const minute = Math.floor(time / MINUTE_MS);
  const last = lastMinutes.get(timeZone);
  if (last?.minute === minute && time >= WHOLE_MINUTE_OFFSETS_SINCE) return last;
  const p = parts(date, timeZone);
  const day = `${p.year}-${p.month}-${p.day}`;
  const local = { minute, day, dayAndTime: `${day} ${p.hour}:${p.minute}` };
  if (time >= WHOLE_MINUTE_OFFSETS_SINCE) lastMinutes.set(timeZone, local);
  return local;
}

/** `yyyy-MM-dd HH:mm:ss` of an instant in the given zone. */
export function formatDateTime(date: Date, timeZone: string): string {
  const time = date.getTime();
  if (time < WHOLE_MINUTE_OFFSETS_SINCE || Number.isNaN(time)) {
    const p = parts(date, timeZone);
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  }
  const second = Math.floor((time % MINUTE_MS) / 1000);
  return `${localMinute(date, timeZone).dayAndTime}:${String(second).padStart(2, "0")}`;
}

/** `yyyy-MM-dd` of an instant in the given zone. */
export function formatDay(date: Date, timeZone: string): string {
  return localMinute(date, timeZone).day;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar day written `yyyy-MM-dd`. */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

/** Shifts a `yyyy-MM-dd` day by whole days (calendar arithmetic, zone independent). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Shifts a `yyyy-MM-dd` day by whole months, clamping to the month's last day (Jan 31 - 1 month... ). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}
