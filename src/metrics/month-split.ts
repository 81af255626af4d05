import { addDays, addMonths } from "../util/time.ts";

/** A day range cut into whole calendar months and the days of its partial edge months. */
export interface MonthSplit {
  /** First and last whole month (`yyyy-MM`), or null when the range covers no whole month. */
  readonly months: { readonly first: string; readonly last: string } | null;
  /** Inclusive day ranges outside the whole months: at most two (the start's and the end's month). */
  readonly days: readonly { readonly startDate: string; readonly endDate: string }[];
}

const lastDayOf = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);
const shiftMonth = (month: string, months: number) => addMonths(`${month}-01`, months).slice(0, 7);

/**
 * Splits an inclusive `yyyy-MM-dd` range so sums over it can read monthly rows for whole months and
 * daily rows only for the rest: a six-month range reads 6 month rows and at most about 60 day rows per
 * key instead of about 180. Pure.
 */
export function splitByMonth(startDate: string, endDate: string): MonthSplit {
  const startMonth = startDate.slice(0, 7);
  const endMonth = endDate.slice(0, 7);
  const startsMonth = startDate.endsWith("-01");
  const endsMonth = endDate === lastDayOf(endMonth);
  if (startMonth === endMonth) {
    return startsMonth && endsMonth
      ? { months: { first: startMonth, last: startMonth }, days: [] }
      : { months: null, days: [{ startDate, endDate }] };
  }
  const days = [];
  if (!startsMonth) days.push({ startDate, endDate: lastDayOf(startMonth) });
  if (!endsMonth) days.push({ startDate: `${endMonth}-01`, endDate });
  const first = startsMonth ? startMonth : shiftMonth(startMonth, 1);
  const last = endsMonth ? endMonth : shiftMonth(endMonth, -1);
  return { months: first <= last ? { first, last } : null, days };
}
