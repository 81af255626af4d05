import type { TasksTable } from "../store/database-schema.ts";
import { STATUS_DESC, TASK_STATUS, type TaskStatus } from "../tasks/task-status.ts";

/**
 * The task record of spec 2.3 (plus `errorMessage`, why a task did not succeed) as JSON text, in the
 * order of the `TaskRecord` schema. The stored result is JSON.stringify's output, so it is spliced in as
 * it is: a geo.ranking result is about 31 000 characters, and parsing it only for the reply to
 * serialise it again cost a poll more than the rest of its answer.
 */
export function taskRecordJson(task: Pick<TasksTable, "id" | "status" | "result" | "error">): string {
  // A TIMEOUT keeps what completed before the deadline (docs/tasks.md); other statuses have no result.
  const shown = task.status === TASK_STATUS.success || task.status === TASK_STATUS.timeout;
  const result = shown && task.result !== null ? task.result : "null";
  return (
    `{"taskId":${JSON.stringify(task.id)},"status":${task.status},` +
    `"statusDesc":${JSON.stringify(STATUS_DESC[task.status as TaskStatus] ?? "")},` +
    `"result":${result},"errorMessage":${JSON.stringify(task.error)}}`
  );
}
