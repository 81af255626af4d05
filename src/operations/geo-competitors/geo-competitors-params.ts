import { Type } from "typebox";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { OWN_COMPETITOR_NAME_MAX_LENGTH } from "../params/parameter-limits.ts";
import { brandIdSchema } from "../params/schema-parts.ts";
import { readBrandId, readOptionalCompetitorName } from "../params/sync-query-fields.ts";

export interface GeoCompetitorsParams {
  readonly brandId: string;
  /** Fuzzy name filter, trimmed; undefined (also for a blank value): all competitors. */
  readonly competitorName: string | undefined;
}

export const geoCompetitorsParams: OperationDefinition<GeoCompetitorsParams> = {
  apiCode: "geo.competitors",
  kind: "sync",
  summary: "List a brand's competitors, newest first, optionally filtered by name.",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    competitorName: Type.Optional(
      Type.String({ maxLength: OWN_COMPETITOR_NAME_MAX_LENGTH, description: "Fuzzy name filter." }),
    ),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    return { brandId: readBrandId(fields), competitorName: readOptionalCompetitorName(fields) };
  },
};
