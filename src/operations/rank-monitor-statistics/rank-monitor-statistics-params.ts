import { Type } from "typebox";
import { ERROR_CODES } from "../../errors.ts";
import type { OperationDefinition } from "../operation.ts";
import { requireDataObject } from "../params/data-object.ts";
import { OWN_BRAND_ID_MAX_LENGTH } from "../params/parameter-limits.ts";
import { readRequiredText } from "../params/text-fields.ts";

export interface RankMonitorStatisticsParams {
  readonly taskId: string;
}

/**
 * rank_monitor.statistics (answerlens addition): a geo.rank_monitor task's mention rates with their sample
 * counts and 95 % intervals. `taskId` missing or blank is 4001, like the other queries' brandId.
 */
export const rankMonitorStatisticsParams: OperationDefinition<RankMonitorStatisticsParams> = {
  apiCode: "rank_monitor.statistics",
  kind: "sync",
  summary:
    "A geo.rank_monitor task's mention rates (overall, per prompt, per platform, latest run) with sample counts and 95 % intervals (answerlens addition).",
  dataSchema: Type.Object({
    taskId: Type.String({
      minLength: 1,
      maxLength: OWN_BRAND_ID_MAX_LENGTH,
      description: "The geo.rank_monitor task (task_ + 32 hex). Missing or empty: code 4001.",
    }),
  }),
  parse(data) {
    const fields = requireDataObject(data);
    return {
      taskId: readRequiredText(fields, "taskId", {
        maxLength: OWN_BRAND_ID_MAX_LENGTH,
        missingCode: ERROR_CODES.missingParameter,
      }),
    };
  },
};
