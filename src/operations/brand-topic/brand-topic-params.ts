import { Type } from "typebox";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { brandIdSchema } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";

export interface BrandTopicParams {
  readonly brandId: string;
}

export const brandTopicParams: OperationDefinition<BrandTopicParams> = {
  apiCode: "brand.topic",
  kind: "sync",
  summary: "List a brand's topics, newest first.",
  dataSchema: Type.Object({ brandId: brandIdSchema() }),
  parse(data) {
    return { brandId: readBrandId(requireDataObject(data)) };
  },
};
