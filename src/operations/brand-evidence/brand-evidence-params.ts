import { Type } from "typebox";
import type { PlatformCode } from "../../platforms/platform-codes.ts";
import type { OperationDefinition } from "../operation.ts";
import { type DataObject, describeType, fieldValue, requireDataObject } from "../params/data-object.ts";
import { resolveDateRange } from "../params/date-range.ts";
import { type PageRequest, pageSchemaFields, readPage } from "../params/page-fields.ts";
import { parameterError } from "../params/parameter-error.ts";
import { OWN_BRAND_ID_MAX_LENGTH } from "../params/parameter-limits.ts";
import { readOptionalLlmName } from "../params/platform-fields.ts";
import { brandIdSchema, dateRangeSchemaFields, llmNameSchema } from "../params/schema-parts.ts";
import { readBrandId } from "../params/sync-query-fields.ts";
import { readOptionalFilterText } from "../params/text-fields.ts";

export const EVIDENCE_PAGE_SIZE = 10;
export const EVIDENCE_MAX_PAGE_SIZE = 50;

export interface BrandEvidenceParams {
  readonly brandId: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly llmName: PlatformCode | undefined;
  readonly promptId: string | undefined;
  readonly topicId: string | undefined;
  /** true: only answers naming the brand; false: only answers that do not; undefined: all. */
  readonly mentioned: boolean | undefined;
  /** true: only answers recommending the brand; false: only those that do not; undefined: all. */
  readonly recommended: boolean | undefined;
  readonly page: PageRequest;
}

function readOptionalBoolean(data: DataObject, name: string): boolean | undefined {
  const value = fieldValue(data, name);
  if (value === undefined) return undefined;
  if (typeof value !== "boolean") {
    throw parameterError(`data.${name} must be a boolean, got ${describeType(value)}`);
  }
  return value;
}

/**
 * brand.evidence (answerlens addition): the stored answers behind a brand's figures, newest first, paged.
 * The filters are those of the figures (range, platform, prompt, topic) plus whether the answer names or
 * recommends the brand, so a rate's numerator and denominator can both be read.
 */
export const brandEvidenceParams: OperationDefinition<BrandEvidenceParams> = {
  apiCode: "brand.evidence",
  kind: "sync",
  summary:
    "The stored answers behind a brand's figures (answer text, platform, time, provenance, the analysis with highlight offsets), newest first, paged (answerlens addition).",
  dataSchema: Type.Object({
    brandId: brandIdSchema(),
    llmName: llmNameSchema(),
    ...dateRangeSchemaFields(),
    promptId: Type.Optional(
      Type.String({ description: "Only answers to this prompt (promptId of brand.statistics)." }),
    ),
    topicId: Type.Optional(Type.String({ description: "Only answers of this topic (id of brand.topic)." })),
    mentioned: Type.Optional(
      Type.Boolean({ description: "true: answers naming the brand; false: not naming it." }),
    ),
    recommended: Type.Optional(
      Type.Boolean({ description: "true: answers recommending the brand; false: not recommending it." }),
    ),
    ...pageSchemaFields(EVIDENCE_PAGE_SIZE, EVIDENCE_MAX_PAGE_SIZE),
  }),
  parse(data, context) {
    const fields = requireDataObject(data);
    const brandId = readBrandId(fields);
    return {
      brandId,
      llmName: readOptionalLlmName(fields, "llmName"),
      ...resolveDateRange(fields, context.today),
      promptId: readOptionalFilterText(fields, "promptId", { maxLength: OWN_BRAND_ID_MAX_LENGTH }),
      topicId: readOptionalFilterText(fields, "topicId", { maxLength: OWN_BRAND_ID_MAX_LENGTH }),
      mentioned: readOptionalBoolean(fields, "mentioned"),
      recommended: readOptionalBoolean(fields, "recommended"),
      page: readPage(fields, EVIDENCE_PAGE_SIZE, EVIDENCE_MAX_PAGE_SIZE),
    };
  },
};
