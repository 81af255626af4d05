import { Type } from "typebox";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import {
  ALIASES_PER_REQUEST,
  KNOWN_NAME_MAX_LENGTH,
  readOptionalKnownName,
  readOptionalNameList,
} from "../params/known-name-fields.ts";
import { parameterError } from "../params/parameter-error.ts";
import { brandIdSchema } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";

export interface BrandAliasesParams {
  readonly brandId: string;
  /** Whose aliases: the brand itself when absent, else a competitor or a known name. */
  readonly name: string | undefined;
  readonly add: string[];
  readonly remove: string[];
}

const nameList = (description: string) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: KNOWN_NAME_MAX_LENGTH }), {
      minItems: 1,
      maxItems: ALIASES_PER_REQUEST,
      description,
    }),
  );

export const brandAliasesParams: OperationDefinition<BrandAliasesParams> = {
  apiCode: "brand.aliases",
  kind: "sync",
  summary:
    "Add or remove other spellings of the brand, of one of its competitors or of a name its account knows; queues the brand's re-analysis.",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    name: Type.Optional(
      Type.String({
        maxLength: KNOWN_NAME_MAX_LENGTH,
        description: "Whose aliases: a competitor's or known name's; the brand itself when absent.",
      }),
    ),
    add: nameList("Spellings that count as the name from now on."),
    remove: nameList("Spellings that no longer do."),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    const params = {
      brandId: readBrandId(fields),
      name: readOptionalKnownName(fields, "name"),
      add: readOptionalNameList(fields, "add"),
      remove: readOptionalNameList(fields, "remove"),
    };
    if (params.add.length === 0 && params.remove.length === 0)
      throw parameterError("data.add or data.remove must list at least one alias");
    return params;
  },
};
