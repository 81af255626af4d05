import { Type } from "typebox";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { resolveDateRange } from "../params/date-range.ts";
import { brandIdSchema, dateRangeSchemaFields } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";

export interface BrandSignalsParams {
  readonly brandId: string;
  /** Signals whose "after" window ends in this inclusive range (the spec's date rules). */
  readonly startDate: string;
  readonly endDate: string;
}

/** brand.signals (answerlens addition): confirmed changes of a brand's rates, newest first. */
export const brandSignalsParams: OperationDefinition<BrandSignalsParams> = {
  apiCode: "brand.signals",
  kind: "sync",
  summary:
    "Confirmed changes of a brand's rates (day over day, week over week; brand, platform, topic, prompt), newest first (answerlens addition).",
  dataSchema: Type.Object({ brandId: brandIdSchema(), ...dateRangeSchemaFields() }),
  parse(data, context) {
    const fields = requireDataObject(data);
    const brandId = readBrandId(fields);
    return { brandId, ...resolveDateRange(fields, context.today) };
  },
};
