import { addDays, formatDateTime, formatDay } from "../../util/time.ts";

/** When monitoring rounds fall (config `monitor.*`). */
export interface SlotSettings {
  /** Time between rounds; one day by default. */
  readonly intervalMs: number;
  /** The first slot of a day, after local midnight; 08:00 by default. */
  readonly slotOffsetMs: number;
}

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const local = formatDateTime(new Date(instant), timeZone);
  const [date, time] = local.split(" ");
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm, ss] = time.split(":").map(Number);
  return Date.UTC(y, m - 1, d, hh, mm, ss) - Math.floor(instant / 1000) * 1000;
}

/** The instant of local midnight that starts `day` (`yyyy-MM-dd`) in `timeZone`. */
export function startOfDay(day: string, timeZone: string): number {
  return localInstant(day, 0, timeZone);
}

/** The instant the clocks of `timeZone` show `wallClockMs` after midnight on `day` (08:00 stays 08:00 across DST). */
export function localInstant(day: string, wallClockMs: number, timeZone: string): number {
  const [y, m, d] = day.split("-").map(Number);
  const asUtc = Date.UTC(y, m - 1, d) + wallClockMs;
  let instant = asUtc - zoneOffsetMs(asUtc, timeZone);
  // Across a daylight-saving change the first guess can be an hour off; one correction settles it.
  instant = asUtc - zoneOffsetMs(instant, timeZone);
  return instant;
}

/** Days since 1970-01-01 of a `yyyy-MM-dd` day (calendar arithmetic). */
function dayNumber(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The slots of one local day, ascending. */
function slotsOfDay(day: string, settings: SlotSettings, timeZone: string): number[] {
  const first = localInstant(day, settings.slotOffsetMs, timeZone);
  if (settings.intervalMs >= DAY_MS) {
    const everyDays = Math.max(1, Math.round(settings.intervalMs / DAY_MS));
    return dayNumber(day) % everyDays === 0 ? [first] : [];
  }
  const nextFirst = localInstant(addDays(day, 1), settings.slotOffsetMs, timeZone);
  const out: number[] = [];
  for (let slot = first; slot < nextFirst; slot += settings.intervalMs) out.push(slot);
  return out;
}

/**
 * The first schedule slot strictly after `after`. Slots fall at local midnight + the offset, then every
 * interval until the next day's first slot (intervals under a day); intervals of N days use every N-th
 * day counted from 1970-01-01. Slots are instants, so a monitor's rounds stay on the clock of the service
 * time zone whatever the process's own zone.
 */
export function nextSlotAfter(after: number, settings: SlotSettings, timeZone: string): number {
  // The slot that follows can belong to the previous local day (offset past midnight) or a later one.
  let day = addDays(formatDay(new Date(after), timeZone), -1);
  for (let i = 0; i < 400; i++, day = addDays(day, 1)) {
    for (const slot of slotsOfDay(day, settings, timeZone)) if (slot > after) return slot;
  }
  throw new Error("no monitoring slot within 400 days; check monitor.intervalSeconds");
}

/** The latest slot at or before `at` (the slot a round that starts at `at` serves). */
export function slotAtOrBefore(at: number, settings: SlotSettings, timeZone: string): number {
  let day = addDays(formatDay(new Date(at), timeZone), 1);
  for (let i = 0; i < 400; i++, day = addDays(day, -1)) {
    const slots = slotsOfDay(day, settings, timeZone);
    for (let j = slots.length - 1; j >= 0; j--) if (slots[j] <= at) return slots[j];
  }
  throw new Error("no monitoring slot within 400 days; check monitor.intervalSeconds");
}
