import { Type } from "typebox";
import { TASK_STATUS } from "../../tasks/task-status.ts";
import { type OperationDefinition, TASK_API_CODES, type TaskApiCode } from "../operation.ts";
import { fieldValue, requireDataObject } from "../params/data-object.ts";
import { type PageRequest, pageSchemaFields, readOptionalInteger, readPage } from "../params/page-fields.ts";
import { parameterError } from "../params/parameter-error.ts";

export const TASK_LIST_PAGE_SIZE = 20;
export const TASK_LIST_MAX_PAGE_SIZE = 100;

export interface TaskListParams {
  readonly apiCode: TaskApiCode | undefined;
  readonly status: number | undefined;
  readonly page: PageRequest;
}

/** task.list (answerlens addition): the account's tasks, newest first, paged. */
export const taskListParams: OperationDefinition<TaskListParams> = {
  apiCode: "task.list",
  kind: "sync",
  summary:
    "List the account's tasks (geo.ranking, geo.rank_monitor, geo.brand, geo.checker), newest first, paged, with their parameters and status (answerlens addition).",
  dataSchema: Type.Object({
    apiCode: Type.Optional(Type.Enum([...TASK_API_CODES], { description: "Only tasks of this apiCode." })),
    status: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 5, description: "Only tasks in this status." }),
    ),
    ...pageSchemaFields(TASK_LIST_PAGE_SIZE, TASK_LIST_MAX_PAGE_SIZE),
  }),
  parse(data) {
    const fields = data === undefined || data === null ? {} : requireDataObject(data);
    const apiCode = fieldValue(fields, "apiCode");
    if (apiCode !== undefined && !(TASK_API_CODES as readonly unknown[]).includes(apiCode)) {
      throw parameterError(`data.apiCode must be one of ${TASK_API_CODES.join(", ")}`);
    }
    const status = fieldValue(fields, "status");
    return {
      apiCode: apiCode as TaskApiCode | undefined,
      status:
        status === undefined
          ? undefined
          : readOptionalInteger(fields, "status", {
              min: TASK_STATUS.pending,
              max: TASK_STATUS.cancelled,
              fallback: 0,
            }),
      page: readPage(fields, TASK_LIST_PAGE_SIZE, TASK_LIST_MAX_PAGE_SIZE),
    };
  },
};
