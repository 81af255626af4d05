import { STATUS_DESC, type TaskStatus } from "../../tasks/task-status.ts";
import { formatDateTime } from "../../util/time.ts";
import { TASK_API_CODES } from "../operation.ts";
import { pagedResult } from "../params/page-fields.ts";
import type { SyncHandler } from "../sync-handler.ts";

/**
 * task.list (answerlens addition, docs/api.md): the caller's account's tasks, newest first, without their
 * results (read one with the task query). Internal tasks (monitoring rounds) are not listed.
 */
export const taskListHandler: SyncHandler<"task.list"> = {
  apiCode: "task.list",
  async handle(params, context) {
    let query = context.db
      .selectFrom("tasks")
      .where("account_id", "=", context.accountId)
      .where("api_code", "in", params.apiCode === undefined ? [...TASK_API_CODES] : [params.apiCode]);
    if (params.status !== undefined) query = query.where("status", "=", params.status);
    const count = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const rows = await query
      .select(["id", "api_code", "status", "params", "error", "created_at", "updated_at", "finished_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(params.page.size)
      .offset((params.page.current - 1) * params.page.size)
      .execute();
    const time = (ms: number | null) =>
      ms === null ? null : formatDateTime(new Date(Number(ms)), context.timeZone);
    const records = rows.map((row) => ({
      taskId: row.id,
      apiCode: row.api_code,
      status: row.status,
      statusDesc: STATUS_DESC[row.status as TaskStatus] ?? "",
      params: JSON.parse(row.params) as unknown,
      errorMessage: row.error,
      createTime: time(row.created_at),
      updateTime: time(row.updated_at),
      finishTime: time(row.finished_at),
    }));
    return pagedResult(records, Number(count.n), params.page);
  },
};
