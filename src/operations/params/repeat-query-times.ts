import { Type } from "typebox";
import { type DataObject, fieldValue } from "./data-object.ts";
import { parameterError } from "./parameter-error.ts";
import { SPEC_REPEAT_QUERY_TIMES_MAX, SPEC_REPEAT_QUERY_TIMES_MIN } from "./parameter-limits.ts";

/**
 * `repeatQueryTimes`: samples per prompt, platform and round (geo.rank_monitor's spec field; geo.brand's
 * answerlens addition). An integer from 1 to 3, strictly: `"2"` and `1.5` are refused rather than coerced
 * or rounded. Undefined when omitted or null, for the caller's default.
 */
export function readOptionalRepeatQueryTimes(fields: DataObject): number | undefined {
  const value = fieldValue(fields, "repeatQueryTimes");
  if (value === undefined) return undefined;
  if (
    typeof value !== "number" ||
    !Number.isInteger(value) ||
    value < SPEC_REPEAT_QUERY_TIMES_MIN ||
    value > SPEC_REPEAT_QUERY_TIMES_MAX
  ) {
    throw parameterError(
      `data.repeatQueryTimes must be an integer from ${SPEC_REPEAT_QUERY_TIMES_MIN} to ${SPEC_REPEAT_QUERY_TIMES_MAX}`,
    );
  }
  return value;
}

export function repeatQueryTimesSchema(description: string, defaultValue?: number) {
  return Type.Optional(
    Type.Integer({
      minimum: SPEC_REPEAT_QUERY_TIMES_MIN,
      maximum: SPEC_REPEAT_QUERY_TIMES_MAX,
      ...(defaultValue === undefined ? {} : { default: defaultValue }),
      description,
    }),
  );
}
