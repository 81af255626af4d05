/**
 * TypeBox pieces shared by the operations' `dataSchema`s. The schemas document the contract in the
 * OpenAPI document; `parse` is what enforces it, so these stay descriptive (bounds, enums, defaults).
 */
import { Type } from "typebox";
import { PLATFORM_CODES, STANDARD_PLATFORMS } from "../../platforms/platform-codes.ts";
import { OWN_BRAND_ID_MAX_LENGTH, OWN_PLATFORM_MAX_COUNT } from "./parameter-limits.ts";

export function platformCodeSchema(description = "AI platform code") {
  return Type.Enum([...PLATFORM_CODES], { description });
}

export function platformArraySchema(description: string) {
  return Type.Array(platformCodeSchema(), {
    minItems: 1,
    maxItems: OWN_PLATFORM_MAX_COUNT,
    uniqueItems: true,
    description,
    examples: [[...STANDARD_PLATFORMS]],
  });
}

export function nonEmptyTextSchema(maxLength: number, description: string) {
  return Type.String({ minLength: 1, maxLength, description });
}

export function brandIdSchema() {
  return Type.String({
    minLength: 1,
    maxLength: OWN_BRAND_ID_MAX_LENGTH,
    description: "Brand id (from geo.brand). Missing or empty: code 4001.",
  });
}

export function llmNameSchema() {
  return Type.Optional(
    Type.Enum([...PLATFORM_CODES, "chatgpt"], {
      description: "Filter by platform; all platforms when absent. `chatgpt` is accepted for `gpt`.",
    }),
  );
}

export function daySchema(description: string) {
  return Type.Optional(Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description }));
}

export function dateRangeSchemaFields() {
  return {
    startDate: daySchema("yyyy-MM-dd; default endDate minus 6 days; span at most 6 months."),
    endDate: daySchema("yyyy-MM-dd; default today; a later day is cut to today."),
  };
}
