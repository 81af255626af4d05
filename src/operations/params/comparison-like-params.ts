import { type LlmComparisonParams, llmComparisonParams } from "../llm-comparison/llm-comparison-params.ts";
import type { OperationDefinition, SyncApiCode } from "../operation.ts";

/**
 * The definition of a synchronous addition whose parameters are llm.comparison's (brandId, 4001 when
 * missing; llmName; the spec's date rules), read by the same code so they can never drift apart.
 */
export function comparisonLikeParams(
  apiCode: SyncApiCode,
  summary: string,
): OperationDefinition<LlmComparisonParams> {
  return {
    apiCode,
    kind: "sync",
    summary,
    dataSchema: llmComparisonParams.dataSchema,
    parse: (data, context) => llmComparisonParams.parse(data, context),
  };
}
