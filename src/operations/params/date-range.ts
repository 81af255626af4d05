import { addDays, addMonths, isDay } from "../../util/time.ts";
import { type DataObject, describeType, fieldValue } from "./data-object.ts";
import { parameterError } from "./parameter-error.ts";
import { SPEC_DATE_RANGE_MAX_MONTHS, SPEC_DEFAULT_DATE_RANGE_DAYS } from "./parameter-limits.ts";

/** An inclusive range of service-zone days, both `yyyy-MM-dd`. */
export interface DayRange {
  readonly startDate: string;
  readonly endDate: string;
}

function readOptionalDay(data: DataObject, name: string): string | undefined {
  const label = `data.${name}`;
  const value = fieldValue(data, name);
  if (value === undefined) return undefined;
  if (typeof value !== "string")
    throw parameterError(`${label} must be a string, got ${describeType(value)}`);
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (!isDay(trimmed)) {
    const shown = trimmed.length <= 32 ? ` ${JSON.stringify(trimmed)}` : "";
    throw parameterError(`${label}${shown} must be a real calendar day written yyyy-MM-dd`);
  }
  return trimmed;
}

/**
 * The synchronous queries' `startDate`/`endDate` (spec 4.3 and 8):
 * - `endDate` defaults to today; a later end is cut to today (not an error: "end date at most today").
 * - `startDate` defaults to the end minus 6 days, so the default range is the last 7 days.
 * - a start later than the (cut) end is 400;
 * - a start earlier than the end minus 6 calendar months is 400 (the end minus 6 months itself is
 *   allowed; month arithmetic clamps, so 2026-08-31 minus 6 months is 2026-02-28).
 * `today` is `yyyy-MM-dd` in the service zone. `yyyy-MM-dd` strings compare correctly as strings.
 */
export function resolveDateRange(data: DataObject, today: string): DayRange {
  const requestedStart = readOptionalDay(data, "startDate");
  const requestedEnd = readOptionalDay(data, "endDate");
  const endDate = requestedEnd !== undefined && requestedEnd < today ? requestedEnd : today;
  const startDate = requestedStart ?? addDays(endDate, -(SPEC_DEFAULT_DATE_RANGE_DAYS - 1));
  if (startDate > endDate) {
    // Name the bound the client actually crossed: its own endDate, or today when the end was cut.
    throw parameterError(
      requestedEnd !== undefined && requestedEnd <= today
        ? "data.startDate must not be later than data.endDate"
        : `data.startDate must not be later than today (${today})`,
    );
  }
  const earliestStart = addMonths(endDate, -SPEC_DATE_RANGE_MAX_MONTHS);
  if (startDate < earliestStart) {
    throw parameterError(
      `data.startDate and data.endDate must span at most ${SPEC_DATE_RANGE_MAX_MONTHS} months ` +
        `(with endDate ${endDate}, startDate must be ${earliestStart} or later)`,
    );
  }
  return { startDate, endDate };
}
