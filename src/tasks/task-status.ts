/** Task statuses of spec 3.1 and their `statusDesc` (DESIGN 4). 2..5 are final and never change. */
export const TASK_STATUS = {
  pending: 1,
  success: 2,
  failed: 3,
  timeout: 4,
  cancelled: 5,
} as const;

export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export type FinalTaskStatus = Exclude<TaskStatus, 1>;

export const STATUS_DESC: Record<TaskStatus, string> = {
  1: "pending",
  2: "success",
  3: "failed",
  4: "timeout",
  5: "cancelled",
};
