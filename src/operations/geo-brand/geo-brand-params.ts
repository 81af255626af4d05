import { Type } from "typebox";
import { type PlatformCode, STANDARD_PLATFORMS } from "../../platforms/platform-codes.ts";
import type { OperationDefinition } from "../operation.ts";
import { type DataObject, fieldValue, requireDataObject } from "../params/data-object.ts";
import { parameterError } from "../params/parameter-error.ts";
import {
  SPEC_BRAND_DESCRIPTION_MAX_LENGTH,
  SPEC_BRAND_NAME_MAX_LENGTH,
  SPEC_PRODUCT_SERVICE_MAX_LENGTH,
  SPEC_WEBSITE_URL_MAX_LENGTH,
} from "../params/parameter-limits.ts";
import { checkPlatformArray } from "../params/platform-fields.ts";
import { readOptionalRepeatQueryTimes, repeatQueryTimesSchema } from "../params/repeat-query-times.ts";
import { nonEmptyTextSchema, platformArraySchema } from "../params/schema-parts.ts";
import { readOptionalFilterText, readOptionalText, readRequiredText } from "../params/text-fields.ts";
import { normalizeWebsiteUrl } from "../params/web-address.ts";

export interface GeoBrandParams {
  readonly brandName: string;
  /** As sent (trimmed), for display in `info.websiteUrl`. */
  readonly websiteUrl: string | undefined;
  /** The same address as a full URL (`example.com` -> `https://example.com/`), for matching sources. */
  readonly websiteUrlNormalized: string | undefined;
  readonly brandDescription: string | undefined;
  readonly productService: string | undefined;
  readonly platforms: readonly PlatformCode[];
  /** Samples per prompt, platform and round (answerlens addition); undefined: `monitor.brandRepeats`. */
  readonly repeatQueryTimes: number | undefined;
}

/**
 * `platforms` is "required" with a default in the spec. Read as: omitted (or null) means the default
 * list (the standard five); a given value must be a non-empty array of known codes.
 */
function readBrandPlatforms(fields: DataObject): readonly PlatformCode[] {
  const value = fieldValue(fields, "platforms");
  if (value === undefined) return [...STANDARD_PLATFORMS];
  return checkPlatformArray(value, "data.platforms");
}

function readWebsiteUrl(fields: DataObject): { text: string; normalized: string } | undefined {
  const text = readOptionalFilterText(fields, "websiteUrl", { maxLength: SPEC_WEBSITE_URL_MAX_LENGTH });
  if (text === undefined) return undefined;
  const url = normalizeWebsiteUrl(text);
  if (!url) {
    throw parameterError(
      "data.websiteUrl must be a web address with a domain, such as https://www.example.com, www.example.com or example.com",
    );
  }
  return { text, normalized: url.href };
}

export const geoBrandParams: OperationDefinition<GeoBrandParams> = {
  apiCode: "geo.brand",
  kind: "task",
  summary: "Register or refresh a brand and report its visibility and recommendation rate per platform.",
  dataSchema: Type.Object({
    brandName: nonEmptyTextSchema(SPEC_BRAND_NAME_MAX_LENGTH, "Brand name."),
    websiteUrl: Type.Optional(
      Type.String({
        maxLength: SPEC_WEBSITE_URL_MAX_LENGTH,
        description: "Full URL, host with www, or bare domain.",
      }),
    ),
    brandDescription: Type.Optional(Type.String({ maxLength: SPEC_BRAND_DESCRIPTION_MAX_LENGTH })),
    productService: Type.Optional(Type.String({ maxLength: SPEC_PRODUCT_SERVICE_MAX_LENGTH })),
    platforms: Type.Optional(
      platformArraySchema("Platforms to monitor; default volcengine, baidu, deepseek, tencent, aliyun."),
    ),
    repeatQueryTimes: repeatQueryTimesSchema(
      "answerlens addition: samples, how many times each prompt is asked per platform per round; default the config's monitor.brandRepeats (3).",
    ),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    const brandName = readRequiredText(fields, "brandName", { maxLength: SPEC_BRAND_NAME_MAX_LENGTH });
    const website = readWebsiteUrl(fields);
    return {
      brandName,
      websiteUrl: website?.text,
      websiteUrlNormalized: website?.normalized,
      brandDescription: readOptionalText(fields, "brandDescription", {
        maxLength: SPEC_BRAND_DESCRIPTION_MAX_LENGTH,
      }),
      productService: readOptionalText(fields, "productService", {
        maxLength: SPEC_PRODUCT_SERVICE_MAX_LENGTH,
      }),
      platforms: readBrandPlatforms(fields),
      repeatQueryTimes: readOptionalRepeatQueryTimes(fields),
    };
  },
};
