import { Type } from "typebox";
import { NAME_DECISIONS, type NameDecision } from "../brand-knowledge/decide-known-name.ts";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { KNOWN_NAME_MAX_LENGTH, readChoice, readKnownName } from "../params/known-name-fields.ts";
import { brandIdSchema } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";

export interface BrandCandidateDecideParams {
  readonly brandId: string;
  readonly name: string;
  readonly decision: NameDecision;
}

export const brandCandidateDecideParams: OperationDefinition<BrandCandidateDecideParams> = {
  apiCode: "brand.candidate.decide",
  kind: "sync",
  summary:
    "Confirm a name as a brand, reject it, or reset the decision, for the brand's whole account; queues the brand's re-analysis.",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    name: Type.String({
      minLength: 1,
      maxLength: KNOWN_NAME_MAX_LENGTH,
      description: "The name decided on.",
    }),
    decision: Type.Enum([...NAME_DECISIONS], { description: "confirm, reject or reset." }),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    return {
      brandId: readBrandId(fields),
      name: readKnownName(fields, "name"),
      decision: readChoice(fields, "decision", NAME_DECISIONS),
    };
  },
};
