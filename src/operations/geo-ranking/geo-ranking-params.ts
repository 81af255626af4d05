import { Type } from "typebox";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import {
  OWN_BRAND_KEYWORD_MAX_COUNT,
  OWN_BRAND_KEYWORD_MAX_LENGTH,
  OWN_KEYWORD_MAX_LENGTH,
} from "../params/parameter-limits.ts";
import { readRequiredPlatformArray } from "../params/platform-fields.ts";
import { nonEmptyTextSchema, platformArraySchema } from "../params/schema-parts.ts";
import { readRequiredStringList } from "../params/string-list-fields.ts";
import { readRequiredText } from "../params/text-fields.ts";

export interface GeoRankingParams {
  /** The question asked on every platform, trimmed. */
  readonly keyword: string;
  /** Brand words to detect, trimmed, distinct, in request order. */
  readonly brandKeyword: readonly string[];
  readonly platforms: readonly PlatformCode[];
}

export const geoRankingParams: OperationDefinition<GeoRankingParams> = {
  apiCode: "geo.ranking",
  kind: "task",
  summary: "Ask one question on several AI platforms and rank the given brands in the answers.",
  dataSchema: Type.Object({
    keyword: nonEmptyTextSchema(OWN_KEYWORD_MAX_LENGTH, "The question to ask the AI platforms."),
    brandKeyword: Type.Array(Type.String({ minLength: 1, maxLength: OWN_BRAND_KEYWORD_MAX_LENGTH }), {
      minItems: 1,
      maxItems: OWN_BRAND_KEYWORD_MAX_COUNT,
      uniqueItems: true,
      description: "Brand words to detect.",
    }),
    platforms: platformArraySchema("Platforms to ask."),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    return {
      keyword: readRequiredText(fields, "keyword", { maxLength: OWN_KEYWORD_MAX_LENGTH }),
      brandKeyword: readRequiredStringList(fields, "brandKeyword", {
        maxItems: OWN_BRAND_KEYWORD_MAX_COUNT,
        itemMaxLength: OWN_BRAND_KEYWORD_MAX_LENGTH,
      }),
      platforms: readRequiredPlatformArray(fields, "platforms"),
    };
  },
};
