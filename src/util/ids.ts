import { randomBytes } from "node:crypto";

/** An id in the service's shape: a prefix, an underscore and 32 lowercase hex characters (DESIGN 3). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString("hex")}`;
}

export const TASK_ID_PATTERN = /^task_[0-9a-f]{32}$/;
