import { Type } from "typebox";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { OWN_KEYWORD_MAX_LENGTH } from "../params/parameter-limits.ts";
import { nonEmptyTextSchema } from "../params/schema-parts.ts";
import { readRequiredText } from "../params/text-fields.ts";

export interface GeoQuestionsCorrRecommendParams {
  /** Seed keyword, trimmed. */
  readonly keyword: string;
}

export const geoQuestionsCorrRecommendParams: OperationDefinition<GeoQuestionsCorrRecommendParams> = {
  apiCode: "geo.questions_corr_recommend",
  kind: "immediate",
  summary: "Suggest questions people ask AI platforms and Baidu about a keyword, with heat values.",
  dataSchema: Type.Object({
    keyword: nonEmptyTextSchema(OWN_KEYWORD_MAX_LENGTH, "Seed keyword."),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    return { keyword: readRequiredText(fields, "keyword", { maxLength: OWN_KEYWORD_MAX_LENGTH }) };
  },
};
