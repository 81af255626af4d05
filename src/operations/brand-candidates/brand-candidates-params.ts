import { Type } from "typebox";
import type { KnownNameStanding } from "../../store/database-schema.ts";
import { KNOWN_NAME_STANDINGS } from "../brand-knowledge/list-known-names.ts";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { readOptionalInteger } from "../params/known-name-fields.ts";
import { parameterError } from "../params/parameter-error.ts";
import { brandIdSchema } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";
import { readOptionalFilterText } from "../params/text-fields.ts";

/** Names listed per call unless `limit` says otherwise; at most BRAND_CANDIDATES_MAX_LIMIT. */
export const BRAND_CANDIDATES_DEFAULT_LIMIT = 100;
export const BRAND_CANDIDATES_MAX_LIMIT = 1000;

export interface BrandCandidatesParams {
  readonly brandId: string;
  /** Only names of this standing; every standing when absent. */
  readonly standing: KnownNameStanding | undefined;
  readonly limit: number;
}

export const brandCandidatesParams: OperationDefinition<BrandCandidatesParams> = {
  apiCode: "brand.candidates",
  kind: "sync",
  summary:
    "List a brand's knowledge: its aliases and competitors, and the names its account's answers taught (candidates, learned, confirmed, rejected, merged) with their evidence and counts.",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    standing: Type.Optional(
      Type.Enum([...KNOWN_NAME_STANDINGS], { description: "Only names of this standing; all when absent." }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: BRAND_CANDIDATES_MAX_LIMIT,
        default: BRAND_CANDIDATES_DEFAULT_LIMIT,
        description: "Names listed, most often seen first.",
      }),
    ),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    const standing = readOptionalFilterText(fields, "standing", { maxLength: 20 });
    if (standing !== undefined && !(KNOWN_NAME_STANDINGS as readonly string[]).includes(standing))
      throw parameterError(`data.standing must be one of ${KNOWN_NAME_STANDINGS.join(", ")}`);
    return {
      brandId: readBrandId(fields),
      standing: standing as KnownNameStanding | undefined,
      limit:
        readOptionalInteger(fields, "limit", { min: 1, max: BRAND_CANDIDATES_MAX_LIMIT }) ??
        BRAND_CANDIDATES_DEFAULT_LIMIT,
    };
  },
};
