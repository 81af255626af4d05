import { Type } from "typebox";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import {
  DEFAULT_REPEAT_QUERY_TIMES,
  OWN_BRAND_KEYWORD_MAX_COUNT,
  OWN_BRAND_KEYWORD_MAX_LENGTH,
  OWN_PROMPT_TEXT_MAX_COUNT,
  OWN_PROMPT_TEXT_MAX_LENGTH,
  SPEC_TASK_NAME_MAX_LENGTH,
} from "../params/parameter-limits.ts";
import { readRequiredPlatformArray } from "../params/platform-fields.ts";
import { readOptionalRepeatQueryTimes, repeatQueryTimesSchema } from "../params/repeat-query-times.ts";
import { nonEmptyTextSchema, platformArraySchema } from "../params/schema-parts.ts";
import { readRequiredStringList } from "../params/string-list-fields.ts";
import { readRequiredText } from "../params/text-fields.ts";

export { DEFAULT_REPEAT_QUERY_TIMES };

export interface GeoRankMonitorParams {
  readonly taskName: string;
  readonly platforms: readonly PlatformCode[];
  readonly promptTexts: readonly string[];
  /** 1..3; DEFAULT_REPEAT_QUERY_TIMES when the request omits it. */
  readonly repeatQueryTimes: number;
  readonly brandKeywords: readonly string[];
}

const promptListRule = { maxItems: OWN_PROMPT_TEXT_MAX_COUNT, itemMaxLength: OWN_PROMPT_TEXT_MAX_LENGTH };
const brandListRule = { maxItems: OWN_BRAND_KEYWORD_MAX_COUNT, itemMaxLength: OWN_BRAND_KEYWORD_MAX_LENGTH };

export const geoRankMonitorParams: OperationDefinition<GeoRankMonitorParams> = {
  apiCode: "geo.rank_monitor",
  kind: "task",
  summary: "Create a rank monitor: ask every prompt on every platform in rounds and track the brands.",
  dataSchema: Type.Object({
    taskName: nonEmptyTextSchema(SPEC_TASK_NAME_MAX_LENGTH, "Monitor name."),
    platforms: platformArraySchema("Platforms to monitor."),
    promptTexts: Type.Array(Type.String({ minLength: 1, maxLength: OWN_PROMPT_TEXT_MAX_LENGTH }), {
      minItems: 1,
      maxItems: OWN_PROMPT_TEXT_MAX_COUNT,
      uniqueItems: true,
      description: "Questions to ask in every round.",
    }),
    repeatQueryTimes: repeatQueryTimesSchema(
      "Samples: how many times each prompt is asked per platform per round (default 3, docs/rank-monitoring.md).",
      DEFAULT_REPEAT_QUERY_TIMES,
    ),
    brandKeywords: Type.Array(Type.String({ minLength: 1, maxLength: OWN_BRAND_KEYWORD_MAX_LENGTH }), {
      minItems: 1,
      maxItems: OWN_BRAND_KEYWORD_MAX_COUNT,
      uniqueItems: true,
      description: "Brand words matched in the answers of all prompts.",
    }),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    return {
      taskName: readRequiredText(fields, "taskName", { maxLength: SPEC_TASK_NAME_MAX_LENGTH }),
      platforms: readRequiredPlatformArray(fields, "platforms"),
      promptTexts: readRequiredStringList(fields, "promptTexts", promptListRule),
      repeatQueryTimes: readOptionalRepeatQueryTimes(fields) ?? DEFAULT_REPEAT_QUERY_TIMES,
      brandKeywords: readRequiredStringList(fields, "brandKeywords", brandListRule),
    };
  },
};
