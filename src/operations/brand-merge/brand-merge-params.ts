import { Type } from "typebox";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { KNOWN_NAME_MAX_LENGTH, readKnownName } from "../params/known-name-fields.ts";
import { brandIdSchema } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";

export interface BrandMergeParams {
  readonly brandId: string;
  /** The name that is not a brand of its own... */
  readonly name: string;
  /** ...but another spelling of this one (the brand, a competitor or a known name). */
  readonly into: string;
}

export const brandMergeParams: OperationDefinition<BrandMergeParams> = {
  apiCode: "brand.merge",
  kind: "sync",
  summary:
    "Merge a name into a brand (the brand itself, a competitor or a known name): it becomes that brand's alias; queues the brand's re-analysis.",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    name: Type.String({ minLength: 1, maxLength: KNOWN_NAME_MAX_LENGTH, description: "The name merged." }),
    into: Type.String({
      minLength: 1,
      maxLength: KNOWN_NAME_MAX_LENGTH,
      description: "The brand it counts as from now on.",
    }),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    return {
      brandId: readBrandId(fields),
      name: readKnownName(fields, "name"),
      into: readKnownName(fields, "into"),
    };
  },
};
