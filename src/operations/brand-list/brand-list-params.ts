import { Type } from "typebox";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { type DayRange, resolveDateRange } from "../params/date-range.ts";
import { dateRangeSchemaFields } from "../params/schema-parts.ts";

export type BrandListParams = DayRange;

/**
 * brand.list (answerlens addition): the caller's brands with their score, visibility and daily trend over
 * a range (the spec's date rules). `data` may be absent or `{}`.
 */
export const brandListParams: OperationDefinition<BrandListParams> = {
  apiCode: "brand.list",
  kind: "sync",
  summary:
    "List the account's brands (geo.brand) with score, visibility, recommendation rate and a daily visibility trend over a date range (answerlens addition).",
  dataSchema: Type.Object(dateRangeSchemaFields()),
  parse(data, context) {
    const fields = data === undefined || data === null ? {} : requireDataObject(data);
    return resolveDateRange(fields, context.today);
  },
};
